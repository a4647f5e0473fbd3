import Testing

@testable import AccessGroupKit

/// The flat key and UUID index must answer as a dictionary of row lists does,
/// through growth, shared hashes and deletions that shift later entries back.
@Suite("Row hash index")
struct RowHashIndexTests {
  /// The rows under `hash`, sorted.
  static func rows(_ index: RowHashIndex, _ hash: Int) -> [Int32] {
    var rows: [Int32] = []
    index.forEachRow(for: hash) { rows.append($0) }
    return rows.sorted()
  }

  @Test(
    "Random inserts and removals give the rows a dictionary of lists gives",
    arguments: [4, 64, 100_000])
  func matchesADictionaryOfRowLists(hashSpace: Int) {
    var random = SplitMix64(seed: UInt64(hashSpace))
    var index = RowHashIndex()
    var reference: [Int: [Int32]] = [:]
    var nextRow: Int32 = 0
    for step in 0..<6_000 {
      // Small hash spaces make long runs of equal and neighbouring hashes.
      let hash = Int.random(in: 0..<hashSpace, using: &random) &* 0x1000_0001
      let stored = reference[hash] ?? []
      if !stored.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
        let row = stored[Int.random(in: 0..<stored.count, using: &random)]
        index.remove(row, for: hash)
        reference[hash]?.removeAll { $0 == row }
      } else {
        index.insert(nextRow, for: hash)
        reference[hash, default: []].append(nextRow)
        nextRow += 1
      }
      #expect(Self.rows(index, hash) == (reference[hash] ?? []).sorted(), "step \(step)")
    }
    #expect(index.count == reference.values.map(\.count).reduce(0, +))
    for (hash, rows) in reference {
      #expect(Self.rows(index, hash) == rows.sorted(), "hash \(hash)")
      if let first = rows.first {
        #expect(index.firstRow(for: hash) { $0 == first } == first)
      }
    }
    #expect(index.firstRow(for: -1) { _ in true } == nil)
  }

  @Test("A table starts at four slots and doubles rather than pass three quarters full")
  func aSmallTableStaysSmall() {
    var index = RowHashIndex()
    #expect(index.slotCount == 0)
    var sizes: [Int] = []
    for row in Int32(0)..<13 {
      index.insert(row, for: Int(row) &* 0x9E37)
      sizes.append(index.slotCount)
    }
    // A device's store holds a few rows: three fit in the first four slots.
    #expect(sizes == [4, 4, 4, 8, 8, 8, 16, 16, 16, 16, 16, 16, 32])
    #expect(Self.rows(index, 12 &* 0x9E37) == [12])
  }

  @Test("Removing a row that is not there changes nothing")
  func removingAnAbsentRowIsHarmless() {
    var index = RowHashIndex()
    index.insert(1, for: 42)
    index.remove(2, for: 42)
    index.remove(1, for: 43)
    #expect(index.count == 1)
    #expect(Self.rows(index, 42) == [1])
    index.remove(1, for: 42)
    #expect(index.count == 0)
    #expect(Self.rows(index, 42).isEmpty)
  }
}
