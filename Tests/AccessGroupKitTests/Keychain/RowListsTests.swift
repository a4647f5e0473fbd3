import Testing

@testable import AccessGroupKit

/// The group and service indexes must file rows as a dictionary of sets does,
/// through removals that move a list's last row and lists that empty and are reused.
@Suite("Row lists")
struct RowListsTests {
  /// The rows under `key`, sorted.
  static func rows(_ lists: RowLists, _ key: Int) -> [Int32] {
    var rows: [Int32] = []
    lists.forEachRow(under: key) { rows.append($0) }
    return rows.sorted()
  }

  @Test(
    "Random filing and removal give the rows a dictionary of sets gives",
    arguments: [1, 3, 50])
  func matchesADictionaryOfSets(keyCount: Int) {
    var random = SplitMix64(seed: UInt64(keyCount))
    var lists = RowLists()
    var reference: [Int: Set<Int32>] = [:]
    var keyOfRow: [Int32: Int] = [:]
    var vacantRows: [Int32] = []
    var nextRow: Int32 = 0
    for step in 0..<5_000 {
      // Keys far apart and next to each other, and one that is negative.
      let key = (Int.random(in: 0..<keyCount, using: &random) - 1) &* 0x1_0000_0001
      if let row = keyOfRow.keys.randomElement(using: &random),
        Int.random(in: 0..<5, using: &random) < 2
      {
        let filed = keyOfRow[row]!
        lists.remove(row, under: filed)
        reference[filed]?.remove(row)
        if reference[filed]?.isEmpty == true { reference[filed] = nil }
        keyOfRow[row] = nil
        vacantRows.append(row)
        #expect(Self.rows(lists, filed) == (reference[filed] ?? []).sorted(), "step \(step)")
      } else {
        // Row numbers are reused, as the database reuses vacant rows.
        let row: Int32
        if let vacant = vacantRows.popLast() {
          row = vacant
        } else {
          row = nextRow
          nextRow += 1
        }
        lists.insert(row, under: key)
        reference[key, default: []].insert(row)
        keyOfRow[row] = key
        #expect(Self.rows(lists, key) == reference[key]!.sorted(), "step \(step)")
      }
    }
    for key in Set(keyOfRow.values) {
      #expect(Self.rows(lists, key) == reference[key]!.sorted(), "key \(key)")
    }
  }

  @Test("Removing a row from under another key, or twice, changes nothing")
  func removingWhatIsNotThereIsHarmless() {
    var lists = RowLists()
    lists.insert(4, under: 10)
    lists.insert(7, under: 10)
    lists.insert(5, under: 20)
    lists.remove(4, under: 20)
    lists.remove(9, under: 10)
    lists.remove(500, under: 30)
    #expect(Self.rows(lists, 10) == [4, 7])
    #expect(Self.rows(lists, 20) == [5])
    lists.remove(4, under: 10)
    lists.remove(4, under: 10)
    #expect(Self.rows(lists, 10) == [7])
    lists.remove(7, under: 10)
    #expect(Self.rows(lists, 10).isEmpty)
    // The emptied key's list is reused by the next key, and the old key stays empty.
    lists.insert(4, under: 30)
    #expect(Self.rows(lists, 30) == [4])
    #expect(Self.rows(lists, 10).isEmpty)
  }
}
