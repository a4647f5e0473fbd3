import Foundation

@testable import AccessGroupKitTestSupport

/// One step of a property test: a SecItem call by one app, or a device event.
enum KeychainOperation {
  case add(app: Int, attributes: [String: Any], wantsResult: Bool)
  case copyMatching(app: Int, query: [String: Any], wantsResult: Bool)
  case update(app: Int, query: [String: Any], changes: [String: Any])
  case delete(app: Int, query: [String: Any])
  case lock
  case unlock
  case restart
  case setPasscode(Bool)

  /// The calling app, or nil for device events.
  var app: Int? {
    switch self {
    case .add(let app, _, _), .copyMatching(let app, _, _), .update(let app, _, _),
      .delete(let app, _):
      return app
    default: return nil
    }
  }

  /// Whether the step is a SecItem call.
  var isCall: Bool { app != nil }

  /// A deterministic rendering for failure messages.
  var description: String {
    switch self {
    case .add(let app, let attributes, let wantsResult):
      return "app\(app) add \(NormalizedValue(attributes)) wantsResult=\(wantsResult)"
    case .copyMatching(let app, let query, let wantsResult):
      return "app\(app) copyMatching \(NormalizedValue(query)) wantsResult=\(wantsResult)"
    case .update(let app, let query, let changes):
      return "app\(app) update \(NormalizedValue(query)) to \(NormalizedValue(changes))"
    case .delete(let app, let query):
      return "app\(app) delete \(NormalizedValue(query))"
    case .lock: return "lock"
    case .unlock: return "unlock"
    case .restart: return "restart"
    case .setPasscode(let enabled): return "setPasscode(\(enabled))"
    }
  }
}

/// Draws random operations over a deliberately small vocabulary, so that calls collide on
/// primary keys, match each other's items, and hit every check of the four calls.
struct OperationGenerator {
  /// The family the operations are for.
  var family: RandomAppFamily
  /// Persistent references seen so far (results of earlier adds), reused in queries.
  var knownReferences: [Data] = []
  /// Extra percentage points for malformed keys and values (0 in the property tests; raise
  /// it to hunt parse-order differences).
  var extraOddityPercent = 0
  /// The app of the operation being drawn (its own groups are drawn more often).
  private var caller = 0

  /// Creates a generator.
  init(family: RandomAppFamily) { self.family = family }

  /// Draws one operation.
  ///
  /// - Parameters:
  ///   - random: The generator.
  ///   - apps: The apps that may call (default: all).
  ///   - deviceEvents: Whether lock/unlock/restart/passcode steps may be drawn.
  mutating func next(
    using random: inout SeededRandom, apps: [Int]? = nil, deviceEvents: Bool = true
  ) -> KeychainOperation {
    let app = random.pick(apps ?? Array(family.apps.indices))
    caller = app
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<38:
      return .add(
        app: app, attributes: addDictionary(using: &random), wantsResult: random.chance(85))
    case 38..<64:
      return .copyMatching(
        app: app, query: searchDictionary(for: .copy, using: &random),
        wantsResult: random.chance(92))
    case 64..<80:
      return .update(
        app: app, query: searchDictionary(for: .update, using: &random),
        changes: changesDictionary(using: &random))
    case 80..<94:
      return .delete(app: app, query: searchDictionary(for: .delete, using: &random))
    default:
      guard deviceEvents else {
        return .copyMatching(
          app: app, query: searchDictionary(for: .copy, using: &random), wantsResult: true)
      }
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<3: return .lock
      case 3..<8: return .unlock
      case 8: return .restart
      default: return .setPasscode(random.chance(60))
      }
    }
  }

  enum Call { case copy, update, delete }

  // MARK: Vocabulary

  private func itemClass(using random: inout SeededRandom) -> String {
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<52: return "genp"
    case 52..<76: return "inet"
    case 76..<88: return "keys"
    default: return "cert"
    }
  }

  /// A string, sometimes as data with the same bytes (§2.1: the same value).
  private func text(_ choices: [String], using random: inout SeededRandom) -> Any {
    let value = random.pick(choices)
    return random.chance(12) ? Data(value.utf8) : value
  }

  /// The class attributes of an item, a few at a time.
  private func attributes(for itemClass: String, using random: inout SeededRandom) -> [String: Any]
  {
    var dictionary: [String: Any] = [:]
    func maybe(_ key: String, _ percent: Int, _ value: () -> Any) {
      if random.chance(percent) { dictionary[key] = value() }
    }
    switch itemClass {
    case "genp":
      maybe("acct", 75) {
        random.chance(3) ? 7 as Any : text(["alice", "bob", ""], using: &random)
      }
      maybe("svce", 70) { text(["mail", "chat"], using: &random) }
      maybe("gena", 8) { Data([1, 2]) }
      maybe("invi", 5) { random.chance(50) ? true as Any : 0 as Any }
    case "inet":
      maybe("acct", 60) { text(["alice", "bob"], using: &random) }
      maybe("srvr", 70) { text(["example.com", "example.org"], using: &random) }
      maybe("ptcl", 30) { random.pick(["htps", "http"]) }
      maybe("port", 25) { random.pick([443, 80, 0, 443, "443", "", true, "0443"] as [Any]) }
      maybe("path", 10) { "/login" }
      maybe("atyp", 10) { "dflt" }
    case "keys":
      maybe("kcls", 60) { random.pick([0, 1, 2, "1"] as [Any]) }
      maybe("atag", 60) { text(["tag.one", "tag.two"], using: &random) }
      maybe("type", 40) { random.pick([42, 73]) }
      maybe("bsiz", 20) { 256 }
      maybe("klbl", 15) { Data([9, 9]) }
      maybe("sdat", 4) { Date(timeIntervalSinceReferenceDate: 100) }
      maybe("perm", 4) { true }
    default:
      maybe("ctyp", 40) { random.pick([1, 2]) }
      maybe("cenc", 20) { 3 }
      maybe("issr", 50) {
        // DER names in several spellings of one normalized name (§2.11).
        if random.chance(35) {
          return TestCertificates.name(random.pick(["Root CA", "root  ca", "Leaf CA"])) as Any
        }
        let issuer = random.pick(["issuer-a", "issuer-b"])
        return random.chance(92) ? Data(issuer.utf8) as Any : issuer as Any
      }
      maybe("slnr", 50) { random.pick([Data([1]), Data([2])]) }
      maybe("subj", 20) {
        random.chance(50)
          ? Data("subject".utf8)
          : TestCertificates.normalizedName(random.pick(["ROOT CA", "LEAF CA"]))
      }
      maybe("pkhh", 5) { "hash" }
      maybe("skid", 5) { 12 }
    }
    maybe("labl", 20) { text(["label one", "label two"], using: &random) }
    return dictionary
  }

  /// An access-group value: mostly real names, sometimes foreign, empty, the token group,
  /// data or a number.
  private func group(using random: inout SeededRandom) -> Any {
    let own = family.apps[caller].groups.groups
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<50 where !own.isEmpty: return random.pick(own)
    case 0..<80: return random.pick(family.groupVocabulary)
    case 80..<86: return "FOREIGN.com.example.other"
    case 86..<89: return ""
    case 89..<92: return "com.apple.token"
    case 92..<97: return Data(random.pick(family.groupVocabulary).utf8)
    default: return 42
    }
  }

  private func protection(using random: inout SeededRandom) -> Any {
    if random.chance(3) { return random.pick(["bogus", "f"] as [Any] + [7]) }
    if random.chance(3) { return Data("ck".utf8) }
    return random.pick(["ak", "ck", "dk", "aku", "cku", "dku", "akpu", "ck", "dk"])
  }

  private func synchronizable(using random: inout SeededRandom) -> Any {
    if random.chance(3) { return Date(timeIntervalSinceReferenceDate: 5) }
    return random.pick([true, false, 1, 0, "syna", true, "1", NSNumber(value: true)] as [Any])
  }

  private func returnKeys(into dictionary: inout [String: Any], using random: inout SeededRandom) {
    for key in ["r_Attributes", "r_Data", "r_PersistentRef"] where random.chance(35) {
      dictionary[key] = random.chance(85) ? true : false
    }
    if random.chance(4) { dictionary["r_Ref"] = true }
    if random.chance(2) {
      dictionary[random.pick(["r_Data", "r_Attributes"])] = NSNumber(value: 1)
    }
  }

  /// A key or value that must be rejected (or, for `nleg` and unknown `m_*`, ignored).
  private func oddity(into dictionary: inout [String: Any], using random: inout SeededRandom) {
    let choices: [(String, Any)] = [
      ("zzzz", "x"), ("atag", "wrong class"), ("acct", NSNull()), ("svce", [1, 2]),
      ("labl", true), ("xylophone", 1), ("r_Bogus", true), ("u_Bogus", true),
      ("clip", 1), ("accc", "string"), ("cbogus", 1), ("v_Ref", Data([1])), ("nleg", true),
      ("m_CaseInsensitive", true), ("v_Data", "not data"), ("cdat", "yesterday"),
      ("class", 17), ("m_Limit", "bogus"), ("u_Tomb", false), ("f_callback", 1),
      ("u_OpPrompt", "Unlock"), ("u_AuthUI", "u_AuthUIS"), ("u_AuthUI", "u_AuthUIF"),
      ("u_NoAuthUI", true), ("u_AuthUI", 3),
    ]
    let (key, value) = random.pick(choices)
    dictionary[key] = value
  }

  private func persistentReference(using random: inout SeededRandom) -> Any {
    if !knownReferences.isEmpty, random.chance(80) { return random.pick(knownReferences) }
    if random.chance(50) {
      return Data("genp".utf8) + Data("QMULATED".utf8) + Data([0, 0, 0, 0, 0, 0, 0x7f, 0x7f])
    }
    return random.pick([Data([1, 2, 3]), Data("genp".utf8)] as [Any] + ["not a reference"])
  }

  // MARK: Dictionaries

  /// An add's attributes.
  func addDictionary(using random: inout SeededRandom) -> [String: Any] {
    var random2 = random
    defer { random = random2 }
    let itemClass = itemClass(using: &random2)
    var dictionary = attributes(for: itemClass, using: &random2)
    if random2.chance(97) {
      dictionary["class"] = itemClass
    } else if random2.chance(50) {
      dictionary["class"] = random2.pick(["apls", "bogus"])
    }
    if random2.chance(85) {
      dictionary["v_Data"] = Data("secret-\(Int.random(in: 0..<3, using: &random2))".utf8)
    }
    if itemClass == "cert", random2.chance(50) {
      dictionary["v_Data"] = random2.pick(Self.certificates)
    }
    if random2.chance(35) { dictionary["agrp"] = group(using: &random2) }
    if random2.chance(35) { dictionary["pdmn"] = protection(using: &random2) }
    if random2.chance(22) { dictionary["sync"] = synchronizable(using: &random2) }
    if random2.chance(40) { returnKeys(into: &dictionary, using: &random2) }
    if random2.chance(2) { dictionary["m_Limit"] = "m_LimitOne" }
    if random2.chance(2) { dictionary["v_PersistentRef"] = persistentReference(using: &random2) }
    if random2.chance(6 + extraOddityPercent) { oddity(into: &dictionary, using: &random2) }
    if random2.chance(extraOddityPercent) { oddity(into: &dictionary, using: &random2) }
    return dictionary
  }

  /// A query for CopyMatching, Update or Delete.
  func searchDictionary(for call: Call, using random: inout SeededRandom) -> [String: Any] {
    var random2 = random
    defer { random = random2 }
    var dictionary: [String: Any] = [:]
    if random2.chance(7) {
      dictionary["v_PersistentRef"] = persistentReference(using: &random2)
      if random2.chance(40) { dictionary["class"] = itemClass(using: &random2) }
      if random2.chance(15) { dictionary["acct"] = "alice" }
      if random2.chance(10) { dictionary["sync"] = random2.pick([true, "syna"] as [Any]) }
    } else {
      let itemClass = itemClass(using: &random2)
      dictionary = attributes(for: itemClass, using: &random2)
      for key in dictionary.keys where random2.chance(40) { dictionary[key] = nil }
      if random2.chance(97) { dictionary["class"] = itemClass }
      if random2.chance(30) { dictionary["agrp"] = group(using: &random2) }
      if random2.chance(10) { dictionary["pdmn"] = protection(using: &random2) }
      if random2.chance(25) { dictionary["sync"] = synchronizable(using: &random2) }
      if random2.chance(3) { dictionary["tomb"] = 1 }
      if random2.chance(2) { dictionary["cdat"] = DifferentialRun.now }
      if random2.chance(2) { dictionary["v_Data"] = Data("secret-1".utf8) }
      if random2.chance(1) { dictionary["m_CaseInsensitive"] = true }
    }
    switch call {
    case .copy:
      if random2.chance(75) { returnKeys(into: &dictionary, using: &random2) }
      if random2.chance(12) {
        let filters: [(String, Any)] = [
          ("m_Issuers", [TestCertificates.name("ROOT CA")]),
          ("m_Issuers", [TestCertificates.name("leaf ca"), Data("no name".utf8)]),
          ("m_ValidOnDate", DifferentialRun.now), ("m_ValidOnDate", NSNull()),
          ("m_ValidOnDate", Date(timeIntervalSinceReferenceDate: 0)),
          ("m_TrustedOnly", false), ("m_TrustedOnly", true),
          ("m_EmailAddressIfPresent", "ann@example.com"),
        ]
        let (key, value) = random2.pick(filters)
        dictionary[key] = value
      }
      if random2.chance(45) {
        dictionary["m_Limit"] = random2.pick(
          ["m_LimitOne", "m_LimitAll", "m_LimitAll", 0, 1, 2, 5] as [Any])
      }
    case .update:
      if random2.chance(5) { returnKeys(into: &dictionary, using: &random2) }
      if random2.chance(2) { dictionary[random2.pick(["dspk", "sysb"])] = 1 }
      if random2.chance(4) { dictionary["u_Tomb"] = random2.chance(50) }
      if random2.chance(4) { dictionary["m_Limit"] = "m_LimitAll" }
    case .delete:
      if random2.chance(10) { returnKeys(into: &dictionary, using: &random2) }
      if random2.chance(4) { dictionary["m_Limit"] = random2.pick(["m_LimitAll", "m_LimitOne"]) }
      if random2.chance(8) { dictionary["u_Tomb"] = random2.chance(50) }
    }
    if random2.chance(5 + extraOddityPercent) { oddity(into: &dictionary, using: &random2) }
    if random2.chance(extraOddityPercent) { oddity(into: &dictionary, using: &random2) }
    return dictionary
  }

  /// Certificate data for adds: valid now, expired, with an email address, and a chained
  /// leaf (§2.11).
  static let certificates: [Data] = [
    TestCertificates.certificate(subject: "Root CA", issuer: "Root CA", serial: 1),
    TestCertificates.certificate(
      subject: "Old", issuer: "Root CA", serial: 2, notBefore: "100101000000Z",
      notAfter: "150101000000Z"),
    TestCertificates.certificate(
      subject: "Mail", issuer: "Leaf CA", serial: 3, emails: ["Ann@Example.com"]),
  ]

  /// An update's `attributesToUpdate`.
  func changesDictionary(using random: inout SeededRandom) -> [String: Any] {
    var random2 = random
    defer { random = random2 }
    var dictionary: [String: Any] = [:]
    if random2.chance(40) { dictionary["acct"] = text(["alice", "bob", "carol"], using: &random2) }
    if random2.chance(30) { dictionary["labl"] = text(["label one", "renamed"], using: &random2) }
    if random2.chance(30) { dictionary["v_Data"] = Data("changed".utf8) }
    if random2.chance(15) { dictionary["agrp"] = group(using: &random2) }
    if random2.chance(12) { dictionary["sync"] = synchronizable(using: &random2) }
    if random2.chance(10) { dictionary["pdmn"] = protection(using: &random2) }
    if random2.chance(5) { dictionary["cdat"] = Date(timeIntervalSinceReferenceDate: 1000) }
    if random2.chance(3) { dictionary["mdat"] = Date(timeIntervalSinceReferenceDate: 2000) }
    if random2.chance(3) { dictionary["invi"] = true }
    if random2.chance(8) {
      let choices: [(String, Any)] = [
        ("class", "genp"), ("r_Data", true), ("m_Limit", "m_LimitAll"), ("zzzz", 1),
        ("v_Data", "string"), ("musr", Data()), ("nleg", true), ("v_PersistentRef", Data()),
        ("svce", NSNull()), ("clip", 0), ("ggrp", "group"), ("binn", Data()), ("pcss", 1),
        ("issr", TestCertificates.name("leaf ca")),
      ]
      let (key, value) = random2.pick(choices)
      dictionary[key] = value
    }
    return dictionary
  }
}
