import AccessGroupKit
import Foundation

/// Builds SecItem dictionaries: mostly plausible ones (so calls reach the store and find
/// items), salted with hostile keys and values.
struct DictionaryGenerator {
  var random: SplitMix64
  /// Values seen in results (persistent references), fed back into later queries.
  var harvested: [FuzzValue] = []

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  /// Every key of §5 (and the SPI keys securityd checks).
  static let knownKeys = [
    "class", "agrp", "pdmn", "accc", "acct", "svce", "gena", "srvr", "sdmn", "ptcl", "atyp",
    "port", "path", "labl", "desc", "icmt", "cdat", "mdat", "crtr", "type", "invi", "nega",
    "scrp", "cusi", "alis", "sync", "tomb", "musr", "vwht", "tkid", "sha1", "UUID",
    "persistref", "sysb", "ggrp", "clip", "ctyp", "cenc", "subj", "issr", "slnr", "skid",
    "pkhh", "kcls", "klbl", "atag", "bsiz", "esiz", "perm", "priv", "modi", "sdat", "edat",
    "sens", "asen", "extr", "next", "encr", "decr", "drve", "sign", "vrfy", "snrc", "vyrc",
    "wrap", "unwp", "v_Data", "v_Ref", "v_PersistentRef", "r_Data", "r_Attributes", "r_Ref",
    "r_PersistentRef", "m_Limit", "m_CaseInsensitive", "m_Policy", "m_ItemList",
    "m_SearchList", "m_Issuers", "m_EmailAddressIfPresent", "m_SubjectContains",
    "m_TrustedOnly", "m_ValidOnDate", "nleg", "u_AuthCtx", "u_AuthUI", "u_OpPrompt",
    "u_NoAuthUI", "u_ItemList", "u_CredRef", "u_Tomb", "u_Keychain", "acls", "pcss", "pcsk",
    "pcsi", "dspk", "binn", "bini", "bin0", "f_Callback",
  ]

  /// Strings that are values of §5 constants.
  static let knownValues = [
    "genp", "inet", "cert", "keys", "idnt", "apls", "ak", "ck", "dk", "aku", "cku", "dku",
    "akpu", "f", "syna", "m_LimitOne", "m_LimitAll", "u_AuthUIA", "u_AuthUIF", "u_AuthUIS",
    "htps", "http", "ftp ", "dflt", "form", "0", "1", "-1", "42", "01", " 1",
  ]

  static let classes = ["genp", "genp", "genp", "inet", "inet", "cert", "keys", "idnt"]

  // MARK: Keys

  mutating func nearMissKey() -> String {
    let known = random.pick(Self.knownKeys)
    switch random.below(9) {
    case 0: return known.uppercased()
    case 1: return known.prefix(1).uppercased() + known.dropFirst()
    case 2: return String(known.prefix(3))
    case 3: return known + random.pick(["x", "_", " ", "s"])
    case 4:
      return random.pick(["r_", "m_", "u_", "v_", "f_", "c_"])
        + random.pick(["Foo", "data", "", "LimitOne", "Attributes "])
    case 5:
      return random.pick(["", "c", "r", "m", "u", "v", "_", "cla", "clas", "classs", "Class"])
    case 6: return String((0..<4).map { _ in random.pick(Array("abcdefghijklmnopqrstuvwxyz_0")) })
    case 7: return random.pick(["agrp\u{0}", "a\u{301}cct", "🔑🔑", "\u{FEFF}acct", "ACCT"])
    default: return random.pick(Self.knownValues)
    }
  }

  mutating func anyKey() -> String {
    random.chance(65) ? random.pick(Self.knownKeys) : nearMissKey()
  }

  // MARK: Values

  mutating func anyValue(depth: Int = 0) -> FuzzValue {
    switch random.below(22) {
    case 0: return .string(random.pick(Self.knownValues))
    case 1: return .string(random.pick(FuzzApps.groupNames))
    case 2: return .string(randomString())
    case 3:
      return .longString(
        unit: random.pick(["x", "é", "🔑", "\u{0}"]), count: random.chance(10) ? 100_000 : 2_000)
    case 4: return .data(random.bytes(random.pick([0, 1, 4, 12, 16, 20, 21, 33])))
    case 5:
      return .data(
        random.pick([[0xFF, 0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80]] as [[UInt8]]))
    case 6:
      return .longData(
        byte: UInt8(truncatingIfNeeded: random.next()), count: random.chance(10) ? 300_000 : 4_096)
    case 7: return .bool(random.chance(50))
    case 8: return .numberObject(random.pick([0, 1]))
    case 9:
      return .integer(
        random.pick([0, 1, -1, 42, 443, Int(Int32.max), Int(Int32.max) + 1, Int.max, Int.min]))
    case 10:
      return .double(
        random.pick([
          Double.nan, .infinity, -.infinity, 0.5, -0.0, 1e308, 4.0, Double.leastNonzeroMagnitude,
        ]))
    case 11: return .float(random.pick([Float.nan, 1.5, 3]))
    case 12:
      let interval = random.pick([0, -1e12, 1e12, 800_000_000, .nan, .infinity])
      return .date(interval)
    case 13: return .null
    case 14: return .uuid(random.next())
    case 15:
      guard depth < 3 else { return .array([]) }
      return .array((0..<random.below(4)).map { _ in anyValue(depth: depth + 1) })
    case 16:
      guard depth < 3 else { return .dictionary([:]) }
      var values: [String: FuzzValue] = [:]
      for _ in 0..<random.below(3) { values[anyKey()] = anyValue(depth: depth + 1) }
      return .dictionary(values)
    case 17:
      let protection = KeychainAccessibility(
        rawValue: random.pick(["ak", "ck", "dk", "aku", "akpu", "f"]))
      return .accessControl(protection ?? .whenUnlocked, constraints: random.chance(50))
    case 18:
      return .reference(random.pick([.genericPassword, .certificate, .key]), label: randomString())
    case 19: return .opaque
    case 20: return harvested.isEmpty ? .data(random.bytes(20)) : random.pick(harvested)
    default: return .data(Array("genp".utf8) + random.bytes(random.pick([16, 8])))
    }
  }

  mutating func randomString() -> String {
    let alphabet = Array("ab .-_*/\u{0}é\u{301}🔑Z9\n")
    return String((0..<random.below(8)).map { _ in random.pick(alphabet) })
  }

  // MARK: Plausible dictionaries

  /// A plausible value for a known attribute (small vocabularies, so items collide).
  mutating func plausibleEntry(for groups: [String]) -> FuzzEntry {
    switch random.below(14) {
    case 0, 1: return FuzzEntry(key: "acct", value: .string(random.pick(["a", "b", ""])))
    case 2:
      return FuzzEntry(
        key: "svce",
        value: random.chance(80) ? .string(random.pick(["s", "t"])) : .data(Array("s".utf8)))
    case 3: return FuzzEntry(key: "labl", value: .string(random.pick(["l1", "l2"])))
    case 4, 5:
      let group =
        groups.isEmpty || random.chance(30) ? random.pick(FuzzApps.groupNames) : random.pick(groups)
      return FuzzEntry(key: "agrp", value: .string(group))
    case 6:
      return FuzzEntry(
        key: "sync", value: random.pick([.bool(true), .bool(false), .string("syna")]))
    case 7:
      return FuzzEntry(key: "pdmn", value: .string(random.pick(["ak", "ck", "dk", "aku", "akpu"])))
    case 8: return FuzzEntry(key: "v_Data", value: .data(random.bytes(random.below(5))))
    case 9:
      return FuzzEntry(
        key: random.pick(["r_Data", "r_Attributes", "r_PersistentRef", "r_Ref"]), value: .bool(true)
      )
    case 10:
      return FuzzEntry(
        key: "m_Limit",
        value: random.pick([.string("m_LimitOne"), .string("m_LimitAll"), .integer(2), .integer(0)])
      )
    case 11: return FuzzEntry(key: "srvr", value: .string(random.pick(["example.com", "h"])))
    case 12: return FuzzEntry(key: "ptcl", value: random.pick([.string("htps"), .integer(443)]))
    default:
      return harvested.isEmpty
        ? FuzzEntry(key: "gena", value: .data([1, 2]))
        : FuzzEntry(key: "v_PersistentRef", value: random.pick(harvested))
    }
  }

  /// One dictionary: a class, some plausible entries, and with some chance hostile ones.
  mutating func dictionary(for groups: [String], hostility: Int) -> [FuzzEntry] {
    var entries: [FuzzEntry] = []
    if random.chance(92) {
      entries.append(FuzzEntry(key: "class", value: .string(random.pick(Self.classes))))
    }
    for _ in 0..<random.below(5) { entries.append(plausibleEntry(for: groups)) }
    if random.chance(hostility) {
      for _ in 0..<(1 + random.below(3)) {
        entries.append(FuzzEntry(key: anyKey(), value: anyValue()))
      }
    }
    if random.chance(1) {
      for index in 0..<(100 + random.below(60)) {
        entries.append(FuzzEntry(key: "m_Pad\(index)", value: .integer(index)))
      }
    }
    return entries
  }

  /// Attributes to update: plausible changes, sometimes hostile ones, sometimes nothing.
  mutating func changes(for groups: [String], hostility: Int) -> [FuzzEntry] {
    var entries: [FuzzEntry] = []
    for _ in 0..<random.below(3) {
      let entry = plausibleEntry(for: groups)
      if ["acct", "svce", "labl", "agrp", "v_Data", "sync", "pdmn"].contains(entry.key) {
        entries.append(entry)
      }
    }
    if random.chance(hostility) {
      for _ in 0..<(1 + random.below(2)) {
        entries.append(FuzzEntry(key: anyKey(), value: anyValue()))
      }
    }
    return entries
  }

  /// Remembers persistent references found in a result.
  mutating func harvest(_ result: Any?) {
    guard harvested.count < 32 else { return }
    if let dictionary = result as? [String: Any] {
      if let reference = dictionary["v_PersistentRef"] as? Data {
        harvested.append(.data(Array(reference)))
      }
    } else if let array = result as? [Any] {
      for element in array.prefix(4) { harvest(element) }
    } else if let data = result as? Data, data.count == 20 {
      harvested.append(.data(Array(data)))
    }
  }
}
