import Foundation

/// How an attribute's value is coerced and compared (`SecItemSchema.c` attribute kinds).
enum ReferenceAttributeKind {
  case string, access, blob, data, number, date, sync, tomb, uuid, sha1, accessControl
}

/// The item classes of the data-protection keychain, their attributes, primary keys and
/// defaults, written out from Apple's
/// `keychain/securityd/SecItemSchema.c` (`v12_*` classes).
enum ReferenceSchema {
  /// The four stored classes.
  static let classes: Set<String> = ["genp", "inet", "cert", "keys"]

  /// Every attribute's kind.
  static let kinds: [String: ReferenceAttributeKind] = {
    var kinds: [String: ReferenceAttributeKind] = [:]
    for key in ["agrp", "vwht", "tkid", "ggrp"] { kinds[key] = .string }
    kinds["pdmn"] = .access
    for key in [
      "acct", "svce", "labl", "desc", "icmt", "gena", "prot", "alis", "sdmn", "srvr", "atyp",
      "path", "atag",
    ] {
      kinds[key] = .blob
    }
    for key in ["subj", "issr", "slnr", "skid", "pkhh", "klbl"] { kinds[key] = .data }
    for key in [
      "crtr", "type", "invi", "nega", "cusi", "scrp", "port", "ptcl", "ctyp", "cenc", "kcls",
      "perm", "priv", "modi", "bsiz", "esiz", "sens", "asen", "extr", "next", "encr", "decr",
      "drve", "sign", "vrfy", "snrc", "vyrc", "wrap", "unwp", "sysb", "pcss", "clip",
    ] {
      kinds[key] = .number
    }
    for key in ["cdat", "mdat", "sdat", "edat"] { kinds[key] = .date }
    kinds["sync"] = .sync
    kinds["tomb"] = .tomb
    kinds["musr"] = .uuid
    kinds["UUID"] = .uuid
    kinds["sha1"] = .sha1
    kinds["accc"] = .accessControl
    return kinds
  }()

  /// Attributes every class has.
  private static let common: Set<String> = [
    "cdat", "mdat", "labl", "alis", "agrp", "pdmn", "sync", "tomb", "sha1", "vwht", "tkid",
    "accc", "musr", "UUID", "sysb", "pcss", "clip", "ggrp",
  ]

  /// The four-character attribute keys of each class.
  static let attributes: [String: Set<String>] = [
    "genp": common.union([
      "desc", "icmt", "crtr", "type", "scrp", "invi", "nega", "cusi", "prot", "acct", "svce",
      "gena",
    ]),
    "inet": common.union([
      "desc", "icmt", "crtr", "type", "scrp", "invi", "nega", "cusi", "prot", "acct", "sdmn",
      "srvr", "ptcl", "atyp", "port", "path",
    ]),
    "cert": common.union(["ctyp", "cenc", "subj", "issr", "slnr", "skid", "pkhh"]),
    "keys": common.union([
      "kcls", "perm", "priv", "modi", "klbl", "atag", "crtr", "type", "bsiz", "esiz", "sdat",
      "edat", "sens", "asen", "extr", "next", "encr", "decr", "drve", "sign", "vrfy", "snrc",
      "vyrc", "wrap", "unwp",
    ]),
  ]

  /// Attributes stored and searched as SHA-1 of their bytes (flag `S`), so that a string and
  /// data with the same UTF-8 bytes are the same value.
  static let hashed: Set<String> = [
    "acct", "svce", "labl", "desc", "icmt", "gena", "prot", "alis", "sdmn", "srvr", "atyp",
    "path", "atag", "subj", "issr", "slnr", "skid", "kcls",
  ]

  /// Primary-key attributes per class (§3.1), without `musr`, which is always empty here.
  static let primaryKey: [String: [String]] = [
    "genp": ["acct", "svce", "agrp", "sync", "vwht", "tkid", "ggrp"],
    "inet": [
      "acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path", "agrp", "sync", "vwht", "tkid",
      "ggrp",
    ],
    "cert": ["ctyp", "issr", "slnr", "agrp", "sync", "vwht", "tkid", "ggrp"],
    "keys": [
      "kcls", "klbl", "atag", "type", "crtr", "bsiz", "esiz", "sdat", "edat", "agrp", "sync",
      "vwht", "tkid", "ggrp",
    ],
  ]

  /// Class defaults applied on add (§3.2), besides `agrp`, `pdmn`, `sync`, dates.
  static let defaults: [String: [String: StoredValue]] = [
    "genp": ["acct": .string(""), "svce": .string("")],
    "inet": [
      "acct": .string(""), "sdmn": .string(""), "srvr": .string(""), "atyp": .string(""),
      "path": .string(""), "ptcl": .number(0), "port": .number(0),
    ],
    "cert": ["ctyp": .number(0), "issr": .data(Data()), "slnr": .data(Data())],
    "keys": [
      "kcls": .number(0), "type": .number(0), "crtr": .number(0), "bsiz": .number(0),
      "esiz": .number(0), "klbl": .data(Data()), "atag": .string(""),
      "sdat": .date(Date(timeIntervalSinceReferenceDate: 0)),
      "edat": .date(Date(timeIntervalSinceReferenceDate: 0)),
    ],
  ]

  /// The value a primary-key column holds when the attribute is absent ("absent ≡ empty").
  static func emptyValue(for attribute: String) -> StoredValue {
    switch kinds[attribute] {
    case .number, .sync, .tomb: return .number(0)
    case .data, .uuid: return .data(Data())
    case .date: return .date(Date(timeIntervalSinceReferenceDate: 0))
    default: return .string("")
    }
  }

  /// The valid `kSecAttrAccessible` values (§4.2).
  static let protectionClasses: Set<String> = ["ak", "ck", "dk", "aku", "cku", "dku", "akpu", "f"]

  /// The form in which two values of `attribute` are compared: bytes for hashed attributes,
  /// the stored value otherwise.
  static func comparable(_ value: StoredValue, for attribute: String) -> StoredValue {
    if hashed.contains(attribute) { return .data(value.hashedBytes) }
    // Text kept in an INTEGER column is stored and compared as the number it spells, when it
    // spells one (SQLite's INTEGER affinity; `copyNumber` keeps the text in the item).
    switch kinds[attribute] {
    case .number, .sync, .tomb:
      if case .string(let text) = value, let number = sqliteNumber(text) {
        return number.rounded() == number && abs(number) < 9e18
          ? .number(Int64(number)) : .string("real \(number)")
      }
    default: break
    }
    return value
  }

  /// The number SQLite makes of text stored in a column of INTEGER affinity: optional blanks
  /// around an optional sign, digits with an optional decimal point, an optional exponent.
  static func sqliteNumber(_ text: String) -> Double? {
    let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r\u{0B}\u{0C}"))
    guard trimmed.allSatisfy({ "0123456789+-.eE".contains($0) }),
      trimmed.contains(where: { $0.isNumber })
    else { return nil }
    let mantissa = trimmed.prefix { $0 != "e" && $0 != "E" }
    guard mantissa.contains(where: { $0.isNumber }) else { return nil }
    return Double(trimmed)
  }

  /// Coerces a caller's value for `attribute` (§2.1 "Attribute value coercion").
  ///
  /// - Returns: The stored value, or nil when the value fails to convert (-50).
  static func coerce(_ value: Any, for attribute: String) -> StoredValue? {
    let input = ReferenceInput(value)
    switch kinds[attribute] ?? .blob {
    case .string:
      switch input {
      case .string(let string): return .string(string)
      case .data(let data):
        guard let string = String(data: data, encoding: .utf8) else { return nil }
        return .string(string)
      default: return nil
      }
    case .access:
      guard let converted = coerce(value, for: "agrp"), case .string(let name) = converted,
        protectionClasses.contains(name)
      else { return nil }
      return .string(name)
    case .blob, .accessControl:
      switch input {
      case .string(let string): return .string(string)
      case .data(let data): return .data(data)
      case .number(let number): return .number(number)
      default: return nil
      }
    case .data:
      switch input {
      case .string(let string): return .data(Data(string.utf8))
      case .data(let data): return .data(data)
      case .number: return .data(StoredValue(inputNumber: input).hashedBytes)
      default: return nil
      }
    case .number, .sync, .tomb:
      switch input {
      case .number(let number): return .number(number)
      case .boolean(let flag): return .number(flag ? 1 : 0)
      case .string(let string):
        if let number = Int32(string), String(number) == string { return .number(Int64(number)) }
        return .string(string)
      default: return nil
      }
    case .date:
      if case .date(let date) = input { return .date(date) }
      return nil
    case .uuid:
      switch input {
      case .data(let data) where data.isEmpty || data.count == 16: return .data(data)
      case .null: return .data(Data())
      default: return nil
      }
    case .sha1:
      if case .data(let data) = input, data.count == 20 { return .data(data) }
      return nil
    }
  }
}

extension StoredValue {
  /// A stored number made from a numeric input (used for the 4-byte data conversion).
  fileprivate init(inputNumber input: ReferenceInput) {
    if case .number(let number) = input {
      self = .number(number)
    } else {
      self = .number(0)
    }
  }
}
