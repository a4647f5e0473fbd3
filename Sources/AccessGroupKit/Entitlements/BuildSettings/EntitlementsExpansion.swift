/// Entitlements with their build-setting references expanded, and what expanding them
/// found.
public struct EntitlementsExpansion: Hashable, Sendable {
  /// The expanded entitlements.
  public var entitlements: Entitlements

  /// Notes about values kept as written: references that could not be expanded in
  /// entitlements that do not affect the keychain (code `unexpanded-variable` or
  /// `malformed-reference`, severity ``Finding/Severity/note``).
  public var findings: [Finding]

  /// The undefined settings expanded to nothing, each with the entitlement that used it, in
  /// the order met; only ``UndefinedVariablePolicy/expandToEmpty`` fills it.
  package var undefinedVariables: [UndefinedVariableUse] = []

  /// Whether the application identifier was added because the input had none, as code
  /// signing adds `<AppIdentifierPrefix><bundle ID>` to the signed entitlements.
  public var synthesizedApplicationIdentifier: Bool

  /// Creates an expansion result.
  ///
  /// - Parameters:
  ///   - entitlements: The expanded entitlements.
  ///   - findings: What expanding found.
  ///   - synthesizedApplicationIdentifier: Whether the application identifier was added.
  package init(
    entitlements: Entitlements, findings: [Finding] = [],
    synthesizedApplicationIdentifier: Bool = false
  ) {
    self.entitlements = entitlements
    self.findings = findings
    self.synthesizedApplicationIdentifier = synthesizedApplicationIdentifier
  }
}
