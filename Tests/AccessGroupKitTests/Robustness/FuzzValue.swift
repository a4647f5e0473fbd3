import AccessGroupKit
import Foundation

/// A value the dictionary fuzzer puts in a SecItem dictionary, kept typed so a failing case
/// can be printed as Swift source and replayed.
indirect enum FuzzValue: Sendable, CustomStringConvertible {
  case string(String)
  /// A string of `count` copies of `unit` (printed compactly).
  case longString(unit: String, count: Int)
  case data([UInt8])
  /// `count` bytes of `byte`.
  case longData(byte: UInt8, count: Int)
  case bool(Bool)
  /// `NSNumber(value: 1)` or `0`: a number, not a boolean, for `kSecReturn*` checks.
  case numberObject(Int)
  case integer(Int)
  case double(Double)
  case float(Float)
  case date(Double)
  case null
  case uuid(UInt64)
  case array([FuzzValue])
  case dictionary([String: FuzzValue])
  case accessControl(KeychainAccessibility, constraints: Bool)
  case reference(ItemClass, label: String)
  /// An object that is not a property-list value.
  case opaque

  /// The Foundation object passed to the call.
  var object: Any {
    switch self {
    case .string(let value): value
    case .longString(let unit, let count): String(repeating: unit, count: count)
    case .data(let bytes): Data(bytes)
    case .longData(let byte, let count): Data(repeating: byte, count: count)
    case .bool(let value): value
    case .numberObject(let value): NSNumber(value: value)
    case .integer(let value): value
    case .double(let value): value
    case .float(let value): value
    case .date(let interval): Date(timeIntervalSinceReferenceDate: interval)
    case .null: NSNull()
    case .uuid(let low): UUID(uuid: Self.uuidBytes(low))
    case .array(let values): values.map(\.object)
    case .dictionary(let values): values.mapValues(\.object)
    case .accessControl(let protection, let constraints):
      KeychainAccessControl(protection: protection, hasConstraints: constraints)
    case .reference(let itemClass, let label):
      KeychainItemReference(itemClass: itemClass, attributes: [.label: .string(label)])
    case .opaque: OpaqueObject()
    }
  }

  /// Swift source that builds the same value.
  var description: String {
    switch self {
    case .string(let value): Self.literal(value)
    case .longString(let unit, let count):
      "String(repeating: \(Self.literal(unit)), count: \(count))"
    case .data(let bytes):
      "Data([\(bytes.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))])"
    case .longData(let byte, let count): "Data(repeating: \(byte), count: \(count))"
    case .bool(let value): "\(value)"
    case .numberObject(let value): "NSNumber(value: \(value))"
    case .integer(let value): "\(value)"
    case .double(let value):
      value.isNaN
        ? "Double.nan"
        : value.isInfinite
          ? (value < 0 ? "-Double.infinity" : "Double.infinity") : "Double(\(value))"
    case .float(let value): "Float(\(value))"
    case .date(let interval): "Date(timeIntervalSinceReferenceDate: \(interval))"
    case .null: "NSNull()"
    case .uuid(let low): "UUID(uuid: FuzzValue.uuidBytes(\(low)))"
    case .array(let values): "[\(values.map(\.description).joined(separator: ", "))] as [Any]"
    case .dictionary(let values):
      values.isEmpty
        ? "[:] as [String: Any]"
        : "[\(values.sorted { $0.key < $1.key }.map { "\(Self.literal($0.key)): \($0.value)" }.joined(separator: ", "))] as [String: Any]"
    case .accessControl(let protection, let constraints):
      "KeychainAccessControl(protection: .init(rawValue: \(Self.literal(protection.rawValue)))!, hasConstraints: \(constraints))"
    case .reference(let itemClass, let label):
      "KeychainItemReference(itemClass: .init(rawValue: \(Self.literal(itemClass.rawValue)))!, attributes: [.label: .string(\(Self.literal(label)))])"
    case .opaque: "FuzzValue.OpaqueObject()"
    }
  }

  /// A class instance Security could not encode.
  final class OpaqueObject: Sendable {}

  /// Sixteen UUID bytes from a number.
  static func uuidBytes(_ low: UInt64) -> uuid_t {
    let b = withUnsafeBytes(of: low.bigEndian, Array.init)
    return (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7])
  }

  /// A Swift string literal.
  static func literal(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value > 0x7E {
          out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}

/// One key and value of a fuzzed dictionary.
struct FuzzEntry: Sendable, CustomStringConvertible {
  var key: String
  var value: FuzzValue

  var description: String { "\(FuzzValue.literal(key)): \(value)" }
}

extension Array where Element == FuzzEntry {
  /// The dictionary (a later entry with the same key wins).
  var dictionary: [String: Any] {
    var result: [String: Any] = [:]
    for entry in self { result[entry.key] = entry.value.object }
    return result
  }

  /// Swift source for the dictionary literal.
  var source: String {
    isEmpty ? "[:]" : "[" + map(\.description).joined(separator: ", ") + "]"
  }
}
