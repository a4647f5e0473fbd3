import Foundation

/// One attribute of a class's schema with the flags securityd gives it
/// (`SecItemSchema.c`: `P` primary key, `S` stored as SHA-1, `I` in the item hash, `A`
/// returned, defaults from `E`/`Z`).
struct AttributeDescriptor: Hashable, Sendable {
  var attribute: KeychainAttribute
  var kind: AttributeKind
  var isPrimaryKey = false
  /// Matched and made unique through the SHA-1 of its bytes (flag `S`).
  var isHashed = false
  /// Part of the item's `sha1` (flag `I`).
  var isInItemHash = false
  /// Returned among the attributes (flag `A`).
  var isReturned = true
  /// The value a missing NOT NULL attribute gets on add (§3.2).
  var defaultValue: KeychainValue?

  /// The value used for primary-key uniqueness and matching (see
  /// ``AttributeKind/matchValue(_:)``).
  func matchValue(_ value: KeychainValue) -> MatchValue { kind.matchValue(value) }

  /// Whether two values compare equal (see ``AttributeKind/valuesMatch(_:_:)``).
  func valuesMatch(_ stored: KeychainValue, _ wanted: KeychainValue) -> Bool {
    kind.valuesMatch(stored, wanted)
  }

  /// Feeds `hasher` the match value of `value` (see ``AttributeKind/hashForm(of:into:)``).
  func hashForm(of value: KeychainValue, into hasher: inout KeyHasher) {
    kind.hashForm(of: value, into: &hasher)
  }
}

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

/// Comparisons depend on the kind alone: a search that keeps kinds, not whole descriptors,
/// compares without copying a descriptor.
extension AttributeKind {
  /// The value used for primary-key uniqueness and matching: the byte form of hashed and
  /// string attributes, numbers as numbers (a number attribute that kept a string compares
  /// as the number SQLite makes of it when it is a numeric literal, ``SQLiteNumericText``,
  /// else as the string's bytes), dates as seconds.
  func matchValue(_ value: KeychainValue) -> MatchValue {
    switch self {
    case .number, .sync, .tomb:
      if let number = value.numberValue
        ?? value.stringValue.flatMap(SQLiteNumericText.number)
      {
        // NaN never equals itself; compare it by its spelling so lookups stay stable.
        return number.isNaN ? .bytes(Data("nan".utf8)) : .number(number)
      }
      return .bytes(value.matchBytes)
    case .date:
      if case .date(let date) = value { return .number(date.timeIntervalSinceReferenceDate) }
      return .bytes(value.matchBytes)
    default:
      return .bytes(value.matchBytes)
    }
  }

  /// Whether two values compare equal, as `matchValue(stored) == matchValue(wanted)`, without
  /// building the byte form when both are strings or data (the common case of a search).
  func valuesMatch(_ stored: KeychainValue, _ wanted: KeychainValue) -> Bool {
    switch self {
    case .number, .sync, .tomb:
      // Two integers (`sync` and `tomb` of every row) compare as the numbers they are.
      if case .integer(let left) = stored, case .integer(let right) = wanted {
        return Double(left) == Double(right)
      }
    case .date: break
    default:
      switch (stored, wanted) {
      case (.string(let left), .string(let right)):
        return AttributeDescriptor.sameBytes(left, right)
      case (.data(let left), .data(let right)): return left == right
      case (.string(let text), .data(let bytes)), (.data(let bytes), .string(let text)):
        return text.utf8.elementsEqual(bytes)
      default: break
      }
    }
    return matchValue(stored) == matchValue(wanted)
  }

  /// Feeds `hasher` what `matchValue(value)` is, without building it for strings and data:
  /// equal match values give equal hashes (see ``MatchValue/hashForm(into:)``).
  func hashForm(of value: KeychainValue, into hasher: inout KeyHasher) {
    switch self {
    case .number, .sync, .tomb:
      // An integer's number, as `MatchValue.number` feeds it, without building the value.
      if case .integer(let integer) = value {
        let number = Double(integer)
        hasher.combine(1)
        hasher.combine(number == 0 ? 0 : number.bitPattern)
        return
      }
    case .date: break
    default:
      switch value {
      case .string(var text):
        text.withUTF8 { MatchValue.hashBytes(UnsafeRawBufferPointer($0), into: &hasher) }
        return
      case .data(let bytes):
        bytes.withUnsafeBytes { MatchValue.hashBytes($0, into: &hasher) }
        return
      default: break
      }
    }
    matchValue(value).hashForm(into: &hasher)
  }
}

extension AttributeDescriptor {
  /// Whether two strings have the same UTF-8 bytes (securityd compares bytes, so `é` composed
  /// and decomposed differ, where `==` would call them equal).
  ///
  /// Native strings are compared in place (`withUTF8` on a copy made each string mutable
  /// first); a bridged string without contiguous bytes is compared byte by byte.
  static func sameBytes(_ left: String, _ right: String) -> Bool {
    let leftUTF8 = left.utf8
    let rightUTF8 = right.utf8
    guard leftUTF8.count == rightUTF8.count else { return false }
    let compared = leftUTF8.withContiguousStorageIfAvailable { leftBytes in
      rightUTF8.withContiguousStorageIfAvailable { rightBytes in
        leftBytes.isEmpty
          || memcmp(leftBytes.baseAddress!, rightBytes.baseAddress!, leftBytes.count) == 0
      }
    }
    return (compared ?? nil) ?? leftUTF8.elementsEqual(rightUTF8)
  }
}

/// A value in the form securityd compares it.
enum MatchValue: Hashable, Sendable, Comparable {
  case bytes(Data)
  case number(Double)

  /// Feeds `hasher` this value so that equal values hash alike and bytes hash the same
  /// whether they came from a string or from data.
  func hashForm(into hasher: inout KeyHasher) {
    switch self {
    case .bytes(let bytes): bytes.withUnsafeBytes { Self.hashBytes($0, into: &hasher) }
    case .number(let number):
      hasher.combine(1)
      // 0 and -0 are equal numbers and must hash alike.
      hasher.combine(number == 0 ? 0 : number.bitPattern)
    }
  }

  static func hashBytes(_ bytes: UnsafeRawBufferPointer, into hasher: inout KeyHasher) {
    hasher.combine(0)
    hasher.combine(bytes: bytes)
  }

  static func < (lhs: MatchValue, rhs: MatchValue) -> Bool {
    switch (lhs, rhs) {
    case (.number(let left), .number(let right)): return left < right
    case (.number, .bytes): return true
    case (.bytes, .number): return false
    case (.bytes(let left), .bytes(let right)): return left.lexicographicallyPrecedes(right)
    }
  }
}
