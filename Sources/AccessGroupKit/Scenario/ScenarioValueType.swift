/// The kind of value an expectation's `type` asks for: `"data"`, `"string"`, `"number"`,
/// `"boolean"`, `"date"`, `"dictionary"`, `"array"` or `"null"`.
///
/// The kinds are strict, unlike result matching, where `true` equals `1`: a boolean is never
/// a `number` and a number never a `boolean`. That is how a scenario says that a result's
/// `sync` came back as the number 0 (what securityd stores) rather than `false`.
package enum ScenarioValueType: String, CaseIterable, Hashable, Sendable {
  /// Bytes (`CFData`).
  case data
  /// Text (`CFString`).
  case string
  /// An integer or a floating-point number (`CFNumber`), never a boolean.
  case number
  /// `true` or `false` (`CFBoolean`), never a number.
  case boolean
  /// A point in time (`CFDate`).
  case date
  /// A dictionary.
  case dictionary
  /// An array.
  case array
  /// The null object (`kCFNull`).
  case null

  /// The kind of `value`.
  package init(of value: PropertyListValue) {
    switch value {
    case .data: self = .data
    case .string: self = .string
    case .integer, .real: self = .number
    case .bool: self = .boolean
    case .date: self = .date
    case .dictionary: self = .dictionary
    case .array: self = .array
    case .null: self = .null
    }
  }

  /// The length an expectation's `length` compares: bytes of data, characters of a string,
  /// elements of an array or dictionary; `nil` for the other kinds, which have none.
  package static func length(of value: PropertyListValue) -> Int? {
    switch value {
    case .data(let data): data.count
    case .string(let string): string.count
    case .array(let elements): elements.count
    case .dictionary(let members): members.count
    case .integer, .real, .bool, .date, .null: nil
    }
  }
}
