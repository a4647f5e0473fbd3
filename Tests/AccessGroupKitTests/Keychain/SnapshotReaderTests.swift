import Foundation
import Testing

@testable import AccessGroupKit

/// The fast snapshot reader against the `JSONSerialization` reading it stands in for.
@Suite("Snapshot JSON reader")
struct SnapshotReaderTests {
  /// What one reading gave: the rows and lock state, or the error.
  enum Reading: Equatable {
    case loaded([ItemRecord], LockState)
    case rejected(SnapshotError)
  }

  static func reading(_ body: () throws(SnapshotError) -> (ItemDatabase, LockState)) -> Reading {
    do {
      let (database, lockState) = try body()
      return .loaded(database.orderedRecords, lockState)
    } catch {
      return .rejected(error)
    }
  }

  static func quick(_ data: Data) -> Reading? {
    SnapshotCoding.parseQuickly(data).map { .loaded($0.0.orderedRecords, $0.1) }
  }

  static func foundation(_ data: Data) -> Reading {
    reading { () throws(SnapshotError) in try SnapshotCoding.parseWithFoundation(data) }
  }

  static func parsed(_ data: Data) -> Reading {
    reading { () throws(SnapshotError) in try SnapshotCoding.parse(data) }
  }

  func variedSnapshot() -> Data {
    let store = SnapshotWriterTests().variedStore()
    store.lock()
    return store.exportSnapshot()
  }

  @Test("A snapshot the store exports is read quickly, to the rows Foundation reads")
  func exportedSnapshotIsReadQuickly() throws {
    let snapshot = variedSnapshot()
    let quick = try #require(Self.quick(snapshot))
    #expect(quick == Self.foundation(snapshot))
    guard case .loaded(let records, let lockState) = quick else { return }
    #expect(records.count == SnapshotWriterTests.awkwardStrings.count + 6)
    #expect(lockState.isLocked)
  }

  @Test("Mutated snapshots read quickly only when Foundation reads them to the same rows")
  func mutatedSnapshotsAgree() {
    let snapshot = Array(variedSnapshot())
    var random = SplitMix64(seed: 0x5eed)
    let replacements =
      Array(#"0123456789abcdefABCDEF"{}[],:\/ -+.etnulrsx"#.utf8) + [0, 0x80, 0xff]
    var quickCount = 0
    var rejectedCount = 0
    for _ in 0..<300 {
      var bytes = snapshot
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = replacements.randomElement(using: &random)!
        case 1: bytes.remove(at: position)
        default: bytes.insert(replacements.randomElement(using: &random)!, at: position)
        }
      }
      let data = Data(bytes)
      let foundation = Self.foundation(data)
      if let quick = Self.quick(data) {
        quickCount += 1
        #expect(quick == foundation, "\(String(decoding: bytes, as: UTF8.self))")
      }
      #expect(Self.parsed(data) == foundation)
      if case .rejected = foundation { rejectedCount += 1 }
    }
    #expect(quickCount > 30)
    #expect(rejectedCount > 30)
  }

  /// A valid snapshot with one item whose parts are given as JSON text.
  static func document(
    item: String = #""class":"genp","uuid":"000102030405060708090a0b0c0d0e0f","sequence":1"#,
    attributes: String = #""agrp":{"string":"g"}"#, version: String = "1",
    lock: String = #""isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true"#
  ) -> String {
    #"{"version":\#(version),"lockState":{\#(lock)},"items":[{\#(item),"attributes":{\#(attributes)}}]}"#
  }

  static let edgeCases: [String] = [
    document(),
    " \n\t" + document() + "\r\n ",
    "\u{feff}" + document(),
    document() + "x",
    document() + "{}",
    document(version: "1.0"), document(version: "1e0"), document(version: "01"),
    document(version: "-0"), document(version: "true"), document(version: "\"1\""),
    document(version: "9223372036854775808"), document(version: "-9223372036854775809"),
    document(lock: #""isLocked":0,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true"#),
    document(lock: #""isLocked":null,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true"#),
    document(
      lock: #""isLocked":true,"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true"#),
    document(attributes: #""agrp":{"string":"a\u0000b\/c\\d\"e\ud83d\udd11\u00e9"}"#),
    document(attributes: #""agrp":{"string":"\ud83d"}"#),
    document(attributes: #""agrp":{"string":"\udd11"}"#),
    document(attributes: #""agrp":{"string":"\x"}"#),
    document(attributes: "\"agrp\":{\"string\":\"raw\ttab\"}"),
    document(attributes: "\"agrp\":{\"string\":\"caf\u{e9}\"}"),
    document(attributes: #""agrp":{"string":"g"},"acct":{"integer":-9223372036854775808}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"integer":9223372036854775807}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"integer":1.5}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"integer":true}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"bool":1}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"real":"1e3"}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"real":"x"}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"date":"-1.25"}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"data":"AAEC"}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"data":"AAE"}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"string":"a","data":"AA=="}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{}"#),
    document(attributes: #""agrp":{"string":"g"},"acct":{"number":1}"#),
    document(attributes: #""agrp":{"string":"g"},"atag":{"string":"x"}"#),
    document(attributes: #""agrp":{"integer":1}"#),
    document(attributes: ""),
    document(item: #""class":"genp","uuid":"000102030405060708090A0B0C0D0E0F","sequence":1"#),
    document(item: #""class":"genp","uuid":"+0+1+2+3+4+5+6+7+8+9+a+b+c+d+e+f","sequence":1"#),
    document(item: #""class":"genp","uuid":"000102030405060708090a0b0c0d0e","sequence":1"#),
    document(item: #""class":"idnt","uuid":"000102030405060708090a0b0c0d0e0f","sequence":1"#),
    document(item: #""class":"genp","uuid":"000102030405060708090a0b0c0d0e0f","sequence":0"#),
    document(
      item: #""class":"keys","uuid":"000102030405060708090a0b0c0d0e0f","sequence":3,"data":"AQI=""#
        + #","accessControl":{"protection":"ck","hasConstraints":true}"#),
    document(
      item: #""class":"keys","uuid":"000102030405060708090a0b0c0d0e0f","sequence":3"#
        + #","accessControl":{"protection":"zz","hasConstraints":true}"#),
    document(
      item: #""class":"genp","uuid":"000102030405060708090a0b0c0d0e0f","sequence":1,"data":null"#),
    #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":[]}"#,
    #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":{}}"#,
    #"{"version":1,"lockState":{"isLocked":false,"hasBeenUnlockedSinceBoot":true,"hasPasscode":true},"items":[],"extra":[1,2,{"a":null}]}"#,
    "[]", "{}", "", "not json", #"{"version":2}"#,
    String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
  ]

  @Test(
    "Hand-written edge cases give the same rows or the same error as Foundation",
    arguments: edgeCases)
  func edgeCasesAgree(json: String) {
    let data = Data(json.utf8)
    let foundation = Self.foundation(data)
    #expect(Self.parsed(data) == foundation)
    if let quick = Self.quick(data) { #expect(quick == foundation) }
  }

  @Test("A snapshot with two items is read quickly, and a duplicate UUID is left to Foundation")
  func duplicatesAreLeftToFoundation() throws {
    let store = TestApps.store()
    _ = TestApps.appOne(store).add([K.cls: K.genp, K.acct: "a"])
    _ = TestApps.appOne(store).add([K.cls: K.genp, K.acct: "b"])
    let snapshot = store.exportSnapshot()
    #expect(Self.quick(snapshot) != nil)
    let text = String(decoding: snapshot, as: UTF8.self)
    let uuids = text.components(separatedBy: "\"uuid\" : ").dropFirst().map { $0.prefix(34) }
    #expect(uuids.count == 2)
    let duplicated = Data(text.replacingOccurrences(of: uuids[1], with: uuids[0]).utf8)
    #expect(Self.quick(duplicated) == nil)
    guard case .rejected(let error) = Self.parsed(duplicated) else {
      Issue.record("a duplicate UUID was accepted")
      return
    }
    #expect(error.description.contains("another item has this UUID"))
  }
}
