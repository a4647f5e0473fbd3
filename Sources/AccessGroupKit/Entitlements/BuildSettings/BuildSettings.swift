import Foundation

/// Xcode build settings (`BASE_BUNDLE_ID = com.example.app`) and the expansion of
/// `$(NAME)` references in entitlement values.
///
/// Values are kept as written and expanded when used, so a setting can refer to settings
/// defined after it:
///
/// ```swift
/// let settings = BuildSettings([
///   "ORGANIZATION_IDENTIFIER": "com.ranchero",
///   "APP_GROUP_ID": "group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
///   "APP_GROUP_SUFFIX": "",
/// ])
/// try settings.expand("$(APP_GROUP_ID)")  // "group.com.ranchero.NetNewsWire.iOS"
/// ```
///
/// Expansion follows Xcode's build system (swift-build's `SWBMacro`):
///
/// - `$(NAME)` and `${NAME}` (and the deprecated `$[NAME]`), several per value, anywhere in
///   it, nested (a value's own references are expanded) and indirect
///   (`$(X_$(DEVELOPMENT_TEAM))`).
/// - The bare `$NAME` form is expanded when `NAME` has a value and kept as written when it
///   has none, as Xcode does; `$$` is a literal `$`.
/// - Operators, applied left to right: `:lower`, `:upper`, `:identifier`,
///   `:c99extidentifier`, `:rfc1034identifier` and `:default=value` (used when the value is
///   undefined **or** empty). Other Xcode operators (`:dir`, `:suffix=`, …) are path
///   operators that entitlements do not use; they are reported as
///   ``BuildSettingsError/malformedReference(value:reason:)``.
/// - A bracketed reference to an undefined setting is an error
///   (``BuildSettingsError/undefinedVariable(name:entitlement:value:)``), never silently
///   empty; Xcode would expand it to nothing. A setting defined as empty is fine.
/// - Settings that refer to themselves or each other in a loop are
///   ``BuildSettingsError/cycle(variables:)``.
public struct BuildSettings: Hashable, Sendable {
  /// The settings, by name, with values as written (unexpanded).
  public var values: [String: String]

  /// Creates settings.
  ///
  /// - Parameter values: The settings by name, with values as written.
  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  /// The value of a setting as written, or `nil` when it is not defined.
  ///
  /// - Parameter name: The setting's name.
  public subscript(name: String) -> String? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// Layers other settings on top of these, as a target's settings sit on a project's.
  ///
  /// A setting in `other` wins. Where its value refers to `$(inherited)` (or to itself, as
  /// in `OTHER = $(OTHER) more`), the reference is replaced by this layer's value, as Xcode
  /// evaluates the next layer down.
  ///
  /// - Parameter other: The settings on top.
  /// - Returns: The merged settings.
  public func merging(_ other: BuildSettings) -> BuildSettings {
    var merged = self
    for (name, value) in other.values {
      // A layer is merged once per call, so the value cannot double without bound here; one
      // past the cap keeps its references, and expanding it reports the cap.
      merged.values[name] =
        (try? Self.substitutingInherited(in: value, name: name, with: values[name])) ?? value
    }
    return merged
  }

  /// Expands every reference in a string.
  ///
  /// - Parameter string: A value such as `group.$(BASE_BUNDLE_ID)`.
  /// - Returns: The expanded string.
  /// - Throws: ``BuildSettingsError/undefinedVariable(name:entitlement:value:)`` (with no
  ///   entitlement), ``BuildSettingsError/cycle(variables:)`` or
  ///   ``BuildSettingsError/malformedReference(value:reason:)``.
  public func expand(_ string: String) throws(BuildSettingsError) -> String {
    let values = self.values
    var evaluator = BuildSettingEvaluator(original: string) { name in
      values[name].map(BuildSettingSource.expression)
    }
    return try evaluator.evaluate(string)
  }

  /// Expands every reference in a string as Xcode does, an undefined setting expanding to
  /// nothing (see ``UndefinedVariablePolicy/expandToEmpty``).
  ///
  /// - Parameter string: A value such as `$(PRODUCT_BUNDLE_IDENTIFIER)`.
  /// - Returns: The expanded string and the undefined settings it used, in the order met.
  /// - Throws: ``BuildSettingsError/cycle(variables:)`` or
  ///   ``BuildSettingsError/malformedReference(value:reason:)``.
  package func expandingUndefinedToEmpty(
    _ string: String
  ) throws(BuildSettingsError) -> (value: String, undefined: [String]) {
    let values = self.values
    var evaluator = BuildSettingEvaluator(original: string) { name in
      values[name].map(BuildSettingSource.expression)
    }
    evaluator.expandsUndefinedToEmpty = true
    let value = try evaluator.evaluate(string)
    return (value, evaluator.undefinedNames)
  }

  /// Replaces `$(inherited)`, `${inherited}`, `$(NAME)` and `${NAME}` in `NAME`'s own value
  /// with the earlier value (nothing when there is none).
  ///
  /// Only these exact spellings are replaced; with operators (`$(inherited:lower)`) the
  /// reference stays, and a reference to the setting itself is then reported as a cycle.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - name: The setting it is assigned to.
  ///   - previous: The earlier value, as written.
  /// - Returns: The value with the earlier value in place.
  /// - Throws: ``BuildSettingsError/expansionTooLong(name:limit:)`` when the result would
  ///   pass `BuildSettingEvaluator.maximumLength`: sixty lines of
  ///   `A = $(inherited)$(inherited)` would otherwise double a value sixty times.
  static func substitutingInherited(
    in value: String, name: String, with previous: String?
  )
    throws(BuildSettingsError) -> String
  {
    guard ByteSearch.contains(UInt8(ascii: "$"), in: value) else { return value }
    let earlier = previous ?? ""
    var result = value
    for spelling in ["$(inherited)", "${inherited}", "$(\(name))", "${\(name)}"]
    where ByteSearch.contains(spelling, in: result) {
      let pieces = result.components(separatedBy: spelling)
      let length =
        result.utf8.count + (pieces.count - 1) * (earlier.utf8.count - spelling.utf8.count)
      guard length <= BuildSettingEvaluator.maximumLength else {
        throw .expansionTooLong(name: name, limit: BuildSettingEvaluator.maximumLength)
      }
      result = pieces.joined(separator: earlier)
    }
    return result
  }
}
