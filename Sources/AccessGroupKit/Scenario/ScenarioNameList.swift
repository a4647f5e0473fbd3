/// The names a scenario declares (its apps or devices), in the order an error lists them,
/// with a set so that checking a step's name does not scan them: a scenario may declare
/// many thousands and name one in every step.
struct ScenarioNameList: ExpressibleByArrayLiteral {
  /// The names, in the order given.
  let names: [String]

  private let members: Set<String>

  /// A list of names.
  init(_ names: [String]) {
    self.names = names
    members = Set(names)
  }

  init(arrayLiteral names: String...) { self.init(names) }

  /// Whether the list has no names.
  var isEmpty: Bool { names.isEmpty }

  /// Whether `name` is one of the names.
  func contains(_ name: String) -> Bool { members.contains(name) }

  /// The names joined with `separator`.
  func joined(separator: String) -> String { names.joined(separator: separator) }
}
