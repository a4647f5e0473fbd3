import Foundation

/// A value of a SecItem request after it crossed the dictionary edge: typed, with every
/// shape a caller can pass (including the ones securityd rejects).
///
/// It is ``PropertyListValue`` with room for more: every property-list case has a case of the
/// same name here (`init(_:)` and ``propertyListValue`` convert), and the
/// other cases are the objects a caller can pass that no property list holds. The cases are
/// flat rather than a wrapped ``PropertyListValue`` because every rule matches on them and the
/// edge builds one for each entry of every call.
enum InputValue: Hashable, Sendable {
  case string(String)
  case data(Data)
  case integer(Int64)
  case real(Double)
  case bool(Bool)
  case date(Date)
  /// `NSNull` / `kCFNull`.
  case null
  /// A `UUID` / `CFUUID`.
  case uuid(UUID)
  case accessControl(KeychainAccessControl)
  case reference(KeychainItemReference)
  case array([InputValue])
  case dictionary([String: InputValue])
  /// An object that is not a property-list value; `typeName` is its Swift type.
  case unsupported(typeName: String)

  /// A short description for explanations, for example `string "alice"`.
  var summary: String {
    switch self {
    case .string(let value):
      return "string \"\(PrintableText.excerpt(value))\""
    case .data(let value): return "data (\(value.count) bytes)"
    case .integer(let value): return "number \(value)"
    case .real(let value): return "number \(value)"
    case .bool(let value): return "boolean \(value)"
    case .date(let value):
      // Foundation's Date description traps on Linux for a NaN time; print the seconds.
      let seconds = value.timeIntervalSinceReferenceDate
      return seconds.isNaN ? "date (NaN seconds since 2001)" : "date \(value)"
    case .null: return "null"
    case .uuid(let value): return "UUID \(value.uuidString)"
    case .accessControl: return "access control"
    case .reference(let value): return "reference to a \(value.itemClass.rawValue) item"
    case .array(let values): return "array of \(values.count)"
    case .dictionary(let values): return "dictionary of \(values.count)"
    case .unsupported(let typeName): return "non-property-list object of type \(typeName)"
    }
  }
}

extension InputValue {
  /// A property-list value as request input: the case of the same name.
  init(_ value: PropertyListValue) {
    switch value {
    case .string(let value): self = .string(value)
    case .integer(let value): self = .integer(value)
    case .real(let value): self = .real(value)
    case .bool(let value): self = .bool(value)
    case .date(let value): self = .date(value)
    case .data(let value): self = .data(value)
    case .null: self = .null
    case .array(let values): self = .array(values.map(InputValue.init))
    case .dictionary(let values): self = .dictionary(values.mapValues(InputValue.init))
    }
  }

  /// The value as a property-list value, or `nil` when it is (or holds) an object no property
  /// list can: a UUID, an access control, a reference or an unsupported object.
  var propertyListValue: PropertyListValue? {
    switch self {
    case .string(let value): return .string(value)
    case .integer(let value): return .integer(value)
    case .real(let value): return .real(value)
    case .bool(let value): return .bool(value)
    case .date(let value): return .date(value)
    case .data(let value): return .data(value)
    case .null: return .null
    case .array(let values):
      var elements: [PropertyListValue] = []
      elements.reserveCapacity(values.count)
      for value in values {
        guard let element = value.propertyListValue else { return nil }
        elements.append(element)
      }
      return .array(elements)
    case .dictionary(let values):
      var entries: [String: PropertyListValue] = [:]
      for (key, value) in values {
        guard let entry = value.propertyListValue else { return nil }
        entries[key] = entry
      }
      return .dictionary(entries)
    case .uuid, .accessControl, .reference, .unsupported: return nil
    }
  }
}
