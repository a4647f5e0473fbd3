/// One option a command accepts, such as `--team-id T` or `--json`.
struct OptionSpecification: Hashable, Sendable {
  /// The option's name without the leading dashes, for example `team-id`.
  var name: String

  /// The placeholder for the option's value in help text (`T`), or `nil` for a flag.
  var valueName: String?

  /// Whether the option may be given more than once.
  var isRepeatable: Bool

  /// One line for the help text.
  var summary: String

  /// Creates an option that takes a value.
  static func value(
    _ name: String, _ valueName: String, repeatable: Bool = false, _ summary: String
  ) -> Self {
    Self(name: name, valueName: valueName, isRepeatable: repeatable, summary: summary)
  }

  /// Creates a flag: an option without a value.
  static func flag(_ name: String, _ summary: String) -> Self {
    Self(name: name, valueName: nil, isRepeatable: false, summary: summary)
  }

  /// Whether the option takes a value.
  var takesValue: Bool { valueName != nil }

  /// `--team-id T` or `--json`, as the help text shows it.
  var synopsis: String {
    guard let valueName else { return "--\(name)" }
    return "--\(name) \(valueName)"
  }
}
