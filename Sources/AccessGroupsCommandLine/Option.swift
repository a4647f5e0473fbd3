/// A command-line option declared once, typed by what reading it gives.
///
/// Each option is one `static let` of this type. The command lists it in
/// ``Command/options``, which feeds the parser and the help text, and reads it back with
/// `arguments[option]`: a misspelt option is then a compile error, not an option the
/// command silently never reads. Only three kinds exist, so the type says how to read it:
/// `Option<Bool>` is a flag, `Option<String?>` an option given at most once and
/// `Option<[String]>` one that may be repeated.
struct Option<Value>: Sendable {
  /// The name, value placeholder, repeatability and help line.
  let specification: OptionSpecification

  fileprivate init(_ specification: OptionSpecification) {
    self.specification = specification
  }
}

extension Option where Value == Bool {
  /// Declares a flag: an option without a value, `true` when given.
  static func flag(_ name: String, _ summary: String) -> Self {
    Self(.flag(name, summary))
  }
}

extension Option where Value == String? {
  /// Declares an option that takes a value and may be given once.
  static func value(_ name: String, _ valueName: String, _ summary: String) -> Self {
    Self(.value(name, valueName, summary))
  }
}

extension Option where Value == [String] {
  /// Declares an option that takes a value and may be given any number of times.
  static func repeatable(_ name: String, _ valueName: String, _ summary: String) -> Self {
    Self(.value(name, valueName, repeatable: true, summary))
  }
}

/// An ``Option`` of any value type, so that a command can list options of several kinds.
protocol DeclaredOption: Sendable {
  /// The name, value placeholder, repeatability and help line.
  var specification: OptionSpecification { get }
}

extension Option: DeclaredOption {}

extension ParsedArguments {
  /// Whether a flag was given.
  subscript(option: Option<Bool>) -> Bool {
    isSet(option.specification.name)
  }

  /// The value of an option given once, or `nil` when it was not given.
  subscript(option: Option<String?>) -> String? {
    value(option.specification.name)
  }

  /// Every value of a repeatable option, in the order given.
  subscript(option: Option<[String]>) -> [String] {
    allValues(option.specification.name)
  }
}
