import AccessGroupKit
import Foundation

/// The shape of a value handed to a SecItem call, as Core Foundation would see its type.
///
/// The reference model classifies every input once, so the coercion rules of
/// `SecDbQuery.c`'s `query_add_attribute` read as a plain `switch` over these cases.
enum ReferenceInput {
  /// A CFBoolean (`true`/`false`, or an `NSNumber` made from a Bool).
  case boolean(Bool)
  /// A CFNumber that is not a boolean.
  case number(Int64)
  /// A CFString.
  case string(String)
  /// A CFData.
  case data(Data)
  /// A CFDate.
  case date(Date)
  /// CFNull.
  case null
  /// Anything else (arrays, dictionaries, custom objects).
  case other

  /// Classifies a Foundation or Swift value.
  ///
  /// - Parameter value: A value from a caller's dictionary.
  init(_ value: Any) {
    if type(of: value) == Bool.self, let flag = value as? Bool {
      self = .boolean(flag)
    } else if let string = value as? String {
      self = .string(string)
    } else if let data = value as? Data {
      self = .data(data)
    } else if let date = value as? Date {
      self = .date(date)
    } else if value is NSNull {
      self = .null
    } else if let number = value as? NSNumber {
      if ReferenceInput.isFoundationBoolean(number) {
        self = .boolean(number.boolValue)
      } else {
        self = .number(number.int64Value)
      }
    } else {
      self = .other
    }
  }

  /// Tells a boolean `NSNumber` from a numeric one, on Darwin and on Linux.
  private static func isFoundationBoolean(_ number: NSNumber) -> Bool {
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      return String(describing: type(of: number)).contains("Boolean")
    #endif
  }
}

/// A value as the reference model stores it in an item (as `SecItemSchema.c`'s
/// attribute kinds store it).
enum StoredValue: Hashable {
  case string(String)
  case data(Data)
  case number(Int64)
  case date(Date)

  /// The bytes securityd hashes for an `S`-flagged attribute (`copyData`: a string's UTF-8,
  /// a number's 4-byte little-endian int32).
  var hashedBytes: Data {
    switch self {
    case .string(let string): return Data(string.utf8)
    case .data(let data): return data
    case .number(let number):
      let value = Int32(truncatingIfNeeded: number)
      return withUnsafeBytes(of: value.littleEndian) { Data($0) }
    case .date(let date):
      return Data(String(date.timeIntervalSinceReferenceDate).utf8)
    }
  }

  /// The value handed back to callers: `String`, `Data`, `Int` or `Date`.
  var foundationObject: Any {
    switch self {
    case .string(let string): return string
    case .data(let data): return data
    case .number(let number): return Int(number)
    case .date(let date): return date
    }
  }
}

/// A Foundation object reduced to a comparable, printable tree.
///
/// Both models' results go through this form before they are compared, so `NSNumber` versus
/// `Int`, `NSString` versus `String`, and dictionary ordering make no difference, while a
/// boolean and a number, or a string and data, stay different.
indirect enum NormalizedValue: Hashable, CustomStringConvertible {
  case absent
  case null
  case boolean(Bool)
  case number(Int64)
  case real(Double)
  case string(String)
  case data(Data)
  case date(Double)
  case array([NormalizedValue])
  case dictionary([String: NormalizedValue])
  case unknown(String)

  /// Normalizes any value; `nil` becomes ``absent``.
  ///
  /// - Parameter value: A result object or nil.
  init(_ value: Any?) {
    guard let value else {
      self = .absent
      return
    }
    if let handle = value as? ReferenceItemHandle {
      self = .unknown("reference to a \(handle.itemClass) item")
      return
    }
    if let reference = value as? KeychainItemReference {
      self = .unknown("reference to a \(reference.itemClass.rawValue) item")
      return
    }
    if let array = value as? [Any] {
      self = .array(array.map { NormalizedValue($0) })
      return
    }
    if let dictionary = value as? [String: Any] {
      self = .dictionary(dictionary.mapValues { NormalizedValue($0) })
      return
    }
    switch ReferenceInput(value) {
    case .boolean(let flag): self = .boolean(flag)
    case .string(let string): self = .string(string)
    case .data(let data): self = .data(data)
    case .date(let date): self = .date(date.timeIntervalSinceReferenceDate)
    case .null: self = .null
    case .number(let number):
      if let double = value as? Double, double != Double(number) {
        self = .real(double)
      } else {
        self = .number(number)
      }
    case .other: self = .unknown(String(describing: value))
    }
  }

  /// A deterministic rendering (sorted keys, hex data) used in failure messages.
  var description: String {
    switch self {
    case .absent: return "nil"
    case .null: return "null"
    case .boolean(let flag): return flag ? "true" : "false"
    case .number(let number): return String(number)
    case .real(let real): return String(real)
    case .string(let string): return "\"\(string)\""
    case .data(let data):
      return "<" + data.map { String(format: "%02x", $0) }.joined() + ">"
    case .date(let seconds): return "date(\(seconds))"
    case .array(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
    case .dictionary(let values):
      let body = values.keys.sorted().map { "\($0): \(values[$0]!.description)" }
      return "{" + body.joined(separator: ", ") + "}"
    case .unknown(let text): return "?(\(text))"
    }
  }

  /// Replaces values whose bytes are not part of the contract with a marker.
  ///
  /// `sha1` is a digest whose exact input encoding is securityd's (DER of the attributes); the
  /// models only promise a 20-byte value, so it is compared by length. `accc` is an access
  /// control object, compared by presence.
  var masked: NormalizedValue {
    switch self {
    case .array(let values): return .array(values.map(\.masked))
    case .dictionary(let values):
      var copy: [String: NormalizedValue] = [:]
      for (key, value) in values {
        switch (key, value) {
        case ("sha1", .data(let data)): copy[key] = .unknown("sha1 of \(data.count) bytes")
        case ("accc", _): copy[key] = .unknown("access control")
        default: copy[key] = value.masked
        }
      }
      return .dictionary(copy)
    default: return self
    }
  }
}
