import Foundation

/// How securityd converts and stores an attribute's value (§2.1, coercion table;
/// `SecDbItem.c` type converters).
enum AttributeKind: Hashable, Sendable {
  /// `agrp`, `vwht`, `tkid`, `ggrp`, `UUID`: a string; data is decoded as UTF-8, a UUID
  /// becomes its string.
  case string
  /// `pdmn`: a string that must name a protection class.
  case access
  /// `acct`, `svce`, `labl`, …: string, data or number kept as given.
  case blob
  /// `subj`, `issr`, …: data; a string becomes its UTF-8 bytes, a number 4 bytes.
  case data
  /// `port`, `ptcl`, `crtr`, …: a number; a boolean becomes 0/1; a string becomes a number
  /// only when it is the canonical decimal form, else it is kept.
  case number
  /// `cdat`, `mdat`, `sdat`, `edat`: a date only.
  case date
  /// `sync`: as ``number``; `syna` means "any" and is not stored.
  case sync
  /// `tomb`: as ``number``.
  case tomb
  /// `musr`, `persistref`: data of 0 or 16 bytes; null is empty data; a UUID its bytes.
  case uuid
  /// `sha1`: data of exactly 20 bytes.
  case sha1
  /// `accc`: an access-control object (checked client-side).
  case accessControl
  /// `data`: the encrypted blob column, which no caller value converts to.
  case encryptedData

  /// Converts a caller's value, or returns `nil` when securityd fails with
  /// "attribute %@: value: %@ failed to convert" (-50).
  func coerce(_ input: InputValue) -> KeychainValue? {
    switch self {
    case .string:
      switch input {
      case .string(let value): return .string(value)
      case .data(let value): return String(data: value, encoding: .utf8).map(KeychainValue.string)
      case .uuid(let value): return .string(value.uuidString)
      default: return nil
      }
    case .access:
      guard let value = AttributeKind.string.coerce(input)?.stringValue,
        KeychainAccessibility(rawValue: value) != nil
      else { return nil }
      return .string(value)
    case .blob:
      switch input {
      case .string(let value): return .string(value)
      case .data(let value): return .data(value)
      case .integer(let value): return .integer(value)
      case .real(let value): return .real(value)
      default: return nil
      }
    case .data:
      switch input {
      case .data(let value): return .data(value)
      case .string(var value): return .data(value.withUTF8 { Data($0) })
      case .integer, .real:
        return AttributeKind.blob.coerce(input).map { .data($0.matchBytes) }
      default: return nil
      }
    case .number, .sync, .tomb:
      switch input {
      case .integer(let value): return .integer(value)
      case .real(let value): return .real(value)
      case .bool(let value): return .integer(value ? 1 : 0)
      case .string(let value):
        return Self.canonicalNumber(value).map(KeychainValue.integer)
          ?? .string(value)
      default: return nil
      }
    case .date:
      if case .date(let value) = input { return .date(value) }
      return nil
    case .uuid:
      switch input {
      case .data(let value): return value.isEmpty || value.count == 16 ? .data(value) : nil
      case .null: return .data(Data())
      case .uuid(let value): return .data(withUnsafeBytes(of: value.uuid) { Data($0) })
      default: return nil
      }
    case .sha1:
      if case .data(let value) = input, value.count == 20 { return .data(value) }
      return nil
    case .accessControl:
      if case .accessControl(let value) = input { return .string(value.protection.rawValue) }
      return nil
    case .encryptedData:
      return nil
    }
  }

  /// The 32-bit integer a string spells in canonical decimal form (`CFStringGetIntValue`
  /// printed back with `%ld` equals the string), else `nil`.
  static func canonicalNumber(_ string: String) -> Int64? {
    guard let value = Int32(string), String(value) == string else { return nil }
    return Int64(value)
  }
}
