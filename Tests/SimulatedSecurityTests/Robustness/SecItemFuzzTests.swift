import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SimulatedDeviceSuite {
  /// Fuzzes SimulatedSecurity's four SecItem functions with `CFDictionary` (`NSDictionary`)
  /// arguments, including keys that are not strings, which the typed dictionary API of
  /// `KeychainClient` can't receive (the bulk of the dictionary fuzzing is
  /// `DictionaryFuzzTests` in AccessGroupKitTests).
  ///
  /// The contract: every call returns an `OSStatus` of §6, a non-success status has an
  /// explanation and leaves the result pointer `nil` and the item count unchanged. The CI
  /// budget is 12,000 calls when `ACCESSGROUPKIT_FULL_BUDGETS=1` (as `.ci/run` sets it) and
  /// 4,000 without it; `ACCESSGROUPKIT_FUZZ_SCALE` multiplies it and
  /// `ACCESSGROUPKIT_FUZZ_SEED` re-runs one case of 40 calls.
  @Suite struct SecItemFuzzTests {
    static let cases = 300
    /// The default (not full) budget, as AccessGroupKitTests' `FuzzBudget` has it.
    static let quickCases = 100
    static let callsPerCase = 40

    @Test func everySecItemCallReturnsAKnownStatusAndAFailureChangesNothing() {
      let environment = ProcessInfo.processInfo.environment
      // Under ThreadSanitizer (`.ci/run` runs the suite a second time) a tenth of the budget.
      let scale =
        environment["ACCESSGROUPKIT_FUZZ_SCALE"].flatMap(Double.init)
        ?? (SecItemFuzzer.isThreadSanitizerActive ? 0.1 : 1)
      let single = environment["ACCESSGROUPKIT_FUZZ_SEED"].flatMap(SecItemFuzzer.parseSeed)
      let full = ["1", "true", "yes"].contains(
        environment["ACCESSGROUPKIT_FULL_BUDGETS"]?.lowercased() ?? "")
      let cases = full ? Self.cases : Self.quickCases
      let count = max(1, Int((Double(cases) * scale).rounded()))
      let seeds = single.map { [$0] } ?? (0..<count).map { SecItemFuzzer.mix(UInt64($0) &+ 0x5EC1) }
      var calls = 0
      var succeeded = 0
      for seed in seeds {
        var fuzzer = SecItemFuzzer(seed: seed)
        SimulatedDeviceSuite.start(as: fuzzer.app())
        for _ in 0..<Self.callsPerCase {
          let (description, status, resultIsNil, countBefore) = fuzzer.call()
          calls += 1
          if status == errSecSuccess { succeeded += 1 }
          let known = KeychainStatus.allKnown.contains(KeychainStatus(rawValue: status))
          var problem: String?
          if !known {
            problem = "status \(status) is not in §6"
          } else if status != errSecSuccess {
            if SimulatedKeychain.lastExplanation?.status.rawValue != status {
              problem = "status \(status) without its explanation"
            } else if !resultIsNil {
              problem = "status \(status) with a result"
            } else if SimulatedKeychain.itemCount != countBefore {
              problem = "status \(status) changed the item count"
            }
          }
          if let problem {
            Issue.record(
              """
              SecItem fuzzing case 0x\(String(seed, radix: 16)): \(problem) after \(description)
              re-run: ACCESSGROUPKIT_FUZZ_SEED=0x\(String(seed, radix: 16)) swift test \
              --filter SecItemFuzzTests
              """)
            return
          }
        }
      }
      #expect(calls == seeds.count * Self.callsPerCase)
      if seeds.count >= 100 { #expect(succeeded > calls / 40) }
    }
  }
}

/// Generates `NSDictionary` arguments for the SecItem functions from a seed (SplitMix64).
struct SecItemFuzzer {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Whether this process runs under ThreadSanitizer (its runtime's entry point is linked).
  static let isThreadSanitizerActive: Bool = {
    guard let process = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(process) }
    return dlsym(process, "__tsan_init") != nil
  }()

  static func parseSeed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }

  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Int(Self.mix(state) % UInt64(bound))
  }

  mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }

  /// The calling app: one with the shared group, one without, or an App Clip.
  mutating func app() -> SimulatedApp {
    pick([
      SimulatedDeviceSuite.mainApp, SimulatedDeviceSuite.widget,
      SimulatedDeviceSuite.extensionWithoutGroup,
      SimulatedApp(
        name: "clip",
        entitlements: Entitlements([
          .applicationIdentifier: .string("ABCDE12345.com.example.app.Clip"),
          .onDemandInstallCapable: .bool(true),
        ])),
    ])
  }

  static let keys = [
    "class", "acct", "svce", "labl", "agrp", "sync", "pdmn", "v_Data", "r_Data",
    "r_Attributes", "r_PersistentRef", "m_Limit", "accc", "clip", "musr", "nleg", "u_Tomb",
    "v_PersistentRef", "crtr", "port", "srvr", "ACCT", "r_Nope", "m_", "u_Whatever", "",
  ]

  /// A key object: usually a string, sometimes an `NSNumber` or `NSData`.
  mutating func key() -> NSObject {
    switch below(20) {
    case 0: return NSNumber(value: below(5))
    case 1: return NSData(data: Data("acct".utf8))
    // No NSNull key: swift-corelibs-foundation's NSNull returns a different `hash` on every
    // call, so an NSMutableDictionary holding it as a key traps ("Duplicate keys of type
    // 'NSObject'") inside Foundation, before any SecItem call sees it.
    case 2: return NSNumber(value: 3.5)
    default: return NSString(string: pick(Self.keys))
    }
  }

  mutating func value(depth: Int = 0) -> NSObject {
    switch below(16) {
    case 0...3:
      return NSString(
        string: pick([
          "genp", "inet", "keys", "a", "b", "", SimulatedDeviceSuite.sharedGroup, "ak", "syna",
          "m_LimitAll", "m_LimitOne", "ABCDE12345.com.example.app", "com.apple.token",
        ]))
    case 4: return NSData(data: Data([0xFF, 0xFE, 0x00]))
    case 5: return NSNumber(value: true)
    case 6: return NSNumber(value: 1)
    case 7: return NSNumber(value: pick([Double.nan, .infinity, 0.5, -1]))
    case 8: return NSNull()
    case 9: return NSDate(timeIntervalSinceReferenceDate: 0)
    case 10: return depth < 2 ? NSArray(array: [value(depth: depth + 1)]) : NSArray()
    case 11:
      let nested = NSMutableDictionary()
      if depth < 2 { nested.setObject(value(depth: depth + 1), forKey: key()) }
      return nested
    case 12: return NSString(string: String(repeating: "x", count: 10_000))
    default: return NSData(data: Data([UInt8(below(3))]))
    }
  }

  /// A dictionary: a class and plausible entries, sometimes hostile ones.
  mutating func dictionary() -> NSMutableDictionary {
    let dictionary = NSMutableDictionary()
    if below(10) > 0 {
      dictionary.setObject(
        NSString(string: pick(["genp", "genp", "inet", "keys", "idnt"])),
        forKey: NSString(string: "class"))
    }
    for _ in 0..<below(4) {
      let value: NSObject = pick([
        NSString(string: "a"), NSData(data: Data([1])),
        NSString(string: SimulatedDeviceSuite.sharedGroup), NSNumber(value: true),
      ])
      dictionary.setObject(
        value, forKey: NSString(string: pick(["acct", "svce", "v_Data", "agrp", "r_Attributes"])))
    }
    for _ in 0..<below(3) where below(2) == 0 {
      // Hostile keys and values, NaN and infinite numbers included.
      let key = key()
      let value = value()
      dictionary.setObject(value, forKey: key)
    }
    return dictionary
  }

  /// One call: what it was, its status, whether the result stayed `nil`, the count before.
  mutating func call() -> (String, OSStatus, Bool, Int) {
    if below(25) == 0 { below(2) == 0 ? SimulatedKeychain.lock() : SimulatedKeychain.unlock() }
    let countBefore = SimulatedKeychain.itemCount
    let query = dictionary()
    var result: CFTypeRef?
    switch below(4) {
    case 0:
      let status = SimulatedKeychain.add(query, &result)
      return ("SecItemAdd(\(query))", status, status == errSecSuccess || result == nil, countBefore)
    case 1:
      let status = SimulatedKeychain.copyMatching(query, &result)
      return (
        "SecItemCopyMatching(\(query))", status, status == errSecSuccess || result == nil,
        countBefore
      )
    case 2:
      let changes = dictionary()
      changes.removeObject(forKey: NSString(string: "class"))
      let status = SimulatedKeychain.update(query, changes)
      return ("SecItemUpdate(\(query), \(changes))", status, true, countBefore)
    default:
      let status = SimulatedKeychain.delete(query)
      return ("SecItemDelete(\(query))", status, true, countBefore)
    }
  }
}
