import Foundation

/// A value of a SecItem request after it crossed the dictionary edge: typed, with every
/// shape a caller can pass (including the ones securityd rejects).
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
      let shown = value.count > 60 ? String(value.prefix(60)) + "…" : value
      return "string \"\(shown)\""
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
