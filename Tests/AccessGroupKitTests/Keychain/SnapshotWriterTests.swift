import Foundation
import Testing

@testable import AccessGroupKit

/// The hand-written snapshot writer against the `JSONSerialization` encoder it replaced.
@Suite("Snapshot JSON writer")
struct SnapshotWriterTests {
  /// Strings that exercise every escaping rule and several encodings.
  static let awkwardStrings = [
    "", "plain", "quote \" and backslash \\", "a/b//c", "tab\tnew\nline\r", "\u{8}\u{c}",
    "\u{0}\u{1}\u{1f}\u{7f}", "caf\u{e9} \u{65}\u{301}", "\u{1F511} key", "\u{2028}\u{fffd}",
    "SKMME9E2Y8.com.example.SharedItems",
  ]

  /// A store filled through the dictionary API: every class, every value type, access
  /// control with and without constraints, a tombstone and awkward strings.
  func variedStore() -> ItemStore {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    for (index, text) in Self.awkwardStrings.enumerated() {
      _ = app.add([
        K.cls: K.genp, K.acct: text, K.svce: "service \(index)", K.labl: text,
        K.data: Data(text.utf8), "gena": Data((0..<UInt8(index * 7)).map { $0 &* 37 }),
      ])
    }
    _ = app.add([K.cls: K.genp, K.acct: Data([0xfb, 0xff]), "crtr": 1.5, "type": true])
    _ = app.add([K.cls: K.genp, K.acct: "big", "crtr": Int64.max, "type": -0.000_001])
    _ = app.add([
      K.cls: K.inet, K.srvr: "x", "port": 80, "ptcl": "htps", K.acct: "bob",
      "accc": KeychainAccessControl(protection: .afterFirstUnlock),
    ])
    _ = app.add([
      K.cls: K.keys, "kcls": 1, "klbl": Data([7]), K.data: Data([1, 2]),
      "accc": KeychainAccessControl(protection: .whenUnlocked, hasConstraints: true),
    ])
    _ = app.add([K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2])])
    _ = app.add([K.cls: K.genp, K.acct: "synced", K.sync: true])
    _ = app.delete([K.cls: K.genp, K.acct: "synced", K.sync: true])
    return store
  }

  /// Rows no API call makes: keys outside every schema, in mixed case and with digits,
  /// extreme numbers, and no attributes at all.
  func handMadeState() -> StoreState {
    var state = StoreState(identifiers: .sequential())
    state.lockState = LockState(isLocked: true, hasBeenUnlockedSinceBoot: false, hasPasscode: true)
    let values: [KeychainValue] = [
      .string("\u{0}/\\\""), .data(Data()), .data(Data(repeating: 0xff, count: 31)),
      .integer(.min), .integer(.max), .integer(0), .integer(1), .integer(-1),
      .real(.nan), .real(.infinity), .real(-0.0), .real(1e-300), .real(0.1), .real(12),
      .bool(true), .bool(false),
      .date(Date(timeIntervalSinceReferenceDate: -1.25)), .date(Date.distantFuture),
    ]
    let keys = [
      "UUID", "uuid", "sha1", "sha10", "sha2", "a10", "a9", "Zed", "zed2", "_x", "v_Data",
      "m_Limit", "x y", "\u{e9}t\u{e9}", "B", "a", "acct", "agrp",
    ]
    for index in 0..<values.count {
      var attributes: [KeychainAttribute: KeychainValue] = [:]
      for (offset, key) in keys.enumerated() {
        attributes[KeychainAttribute(key)] = values[(index + offset) % values.count]
      }
      attributes[.account] = .string("row \(index)")
      state.database.insert(
        ItemRecord(
          itemClass: index.isMultiple(of: 2) ? .genericPassword : .key, attributes: attributes,
          data: index.isMultiple(of: 3) ? nil : Data((0..<UInt8(index)).map { $0 }),
          uuid: Data((0..<16).map { UInt8(($0 * 17 + index) & 0xff) }),
          accessControl: index.isMultiple(of: 4)
            ? KeychainAccessControl(protection: .afterFirstUnlock, hasConstraints: index > 8) : nil,
          sequence: index == 5 ? UInt64(1) << 63 + 5 : UInt64(index + 1)))
    }
    state.database.insert(
      ItemRecord(
        itemClass: .certificate, attributes: [:], data: Data("x".utf8),
        uuid: Data(repeating: 9, count: 16), accessControl: nil, sequence: 99))
    return state
  }

  @Test("Snapshot export is byte-identical to JSONSerialization's for a varied store")
  func variedStoreMatchesFoundation() {
    let store = variedStore()
    for lock in [false, true] {
      if lock { store.lock() }
      let state = store.state.withLock { $0 }
      #expect(state.database.count == Self.awkwardStrings.count + 6)
      let expected = ReferenceSnapshotEncoder.export(state)
      let written = store.exportSnapshot()
      #expect(written == expected)
      if written != expected {
        let lines = zip(
          String(decoding: written, as: UTF8.self).split(separator: "\n"),
          String(decoding: expected, as: UTF8.self).split(separator: "\n"))
        #expect(lines.first { $0.0 != $0.1 }.map { "\($0.0) vs \($0.1)" } == nil)
      }
    }
  }

  @Test("Snapshot export is byte-identical to JSONSerialization's for unusual rows and keys")
  func handMadeRowsMatchFoundation() {
    let state = handMadeState()
    let written = SnapshotCoding.export(state)
    #expect(written == ReferenceSnapshotEncoder.export(state))
    #expect(String(decoding: written, as: UTF8.self).contains(#""\u0000\/\\\"""#))
  }

  @Test("An empty store exports as JSONSerialization wrote it, empty item list included")
  func emptyStoreMatchesFoundation() {
    for flags in [(false, true, true), (true, false, false)] {
      var state = StoreState(identifiers: .sequential())
      state.lockState = LockState(
        isLocked: flags.0, hasBeenUnlockedSinceBoot: flags.1, hasPasscode: flags.2)
      #expect(SnapshotCoding.export(state) == ReferenceSnapshotEncoder.export(state))
    }
  }

  @Test("Foundation's key order is read back from its own output")
  func foundationKeyOrder() {
    let names = ["b", "UUID", "a10", "a9", "A", "sha1", "\"q\"", "x\\y", "12", "2"]
    let order = SnapshotKeyOrder.foundationOrder(names)
    #expect(Set(order) == Set(names))
    #expect(order.count == names.count)
    let object = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
    let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    let text = String(decoding: data ?? Data(), as: UTF8.self)
    let positions = order.map { name in
      text.range(
        of:
          "\"\(name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\":"
      )!.lowerBound
    }
    #expect(positions == positions.sorted())
  }

  @Test("A hexadecimal UUID reads back as the same bytes")
  func hexRoundTrip() {
    let bytes = Data((0...255).map { UInt8($0) })
    #expect(SnapshotCoding.hex(bytes).count == 512)
    #expect(SnapshotCoding.unhex(SnapshotCoding.hex(bytes)) == bytes)
    #expect(SnapshotCoding.hex(Data([0x00, 0x0f, 0xa0, 0xff])) == "000fa0ff")
  }
}
