/// What ``EntitlementsExpander`` does with a reference to an undefined build setting in an
/// entitlement that decides access groups (``EntitlementKey/keychainRelevant``).
///
/// Each tool that expands entitlements chooses one of these, so the rule for an undefined
/// setting lives in the expander alone. In any other entitlement an undefined reference is
/// always kept as written and noted, whatever the policy: it cannot change keychain
/// behaviour.
public enum UndefinedVariablePolicy: Hashable, Sendable {
  /// Throw ``BuildSettingsError/undefinedVariable(name:entitlement:value:)``: the access
  /// groups cannot be known, so `resolve` refuses to guess. The default.
  case fail

  /// Keep the whole value as written, `$(…)` and all, so that
  /// ``EntitlementsValidator`` reports it as `unexpanded-variable` beside every other
  /// finding instead of the first such value stopping a lint.
  case keepAsWritten

  /// Expand the undefined setting to nothing, as Xcode does when it signs, and list it in
  /// `EntitlementsExpansion.undefinedVariables`: what a project reader needs to sign a
  /// target as Xcode would and say which settings were missing.
  case expandToEmpty
}

/// An undefined build setting that ``UndefinedVariablePolicy/expandToEmpty`` expanded to
/// nothing, and the entitlement that used it.
package struct UndefinedVariableUse: Hashable, Sendable {
  /// The setting's name, such as `BUNDLE_ID_SUFFIX`.
  package var name: String

  /// The entitlement whose value referred to it.
  package var entitlement: EntitlementKey

  /// Creates a use.
  ///
  /// - Parameters:
  ///   - name: The setting's name.
  ///   - entitlement: The entitlement that used it.
  package init(name: String, entitlement: EntitlementKey) {
    self.name = name
    self.entitlement = entitlement
  }
}
