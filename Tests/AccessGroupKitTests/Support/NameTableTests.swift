import Testing

@testable import AccessGroupKit

@Suite("Name tables")
struct NameTableTests {
  @Test(
    "A table keeps each name's first value, in insertion order, below and past the linear limit",
    arguments: [3, NameTable<Int>.linearLimit, NameTable<Int>.linearLimit + 1, 500])
  func aTableKeepsFirstValuesInOrder(count: Int) {
    var table = NameTable<Int>()
    let added = (0..<count).map { table.insert("name\($0)", $0) }
    // A repeat changes nothing, before and after the switch to hashing.
    let repeated = (0..<count).map { table.insert("name\($0)", -1) }
    #expect(added.allSatisfy { $0 })
    #expect(repeated.allSatisfy { !$0 })
    #expect(table.count == count)
    #expect(table.names == (0..<count).map { "name\($0)" })
    for number in 0..<count {
      #expect(table["name\(number)"] == number)
      #expect(table.position(of: "name\(number)") == number)
    }
    #expect(table["name\(count)"] == nil)
    #expect(table.position(of: "") == nil)
  }

  @Test("Updating a name changes its value in place and adds a new one at the end")
  func updatingChangesInPlaceOrAppends() {
    var table = NameTable<Int>()
    for number in 0..<20 { table.update("n\(number % 10)", initial: 100) { $0 += 1 } }
    #expect(table.count == 10)
    #expect(table.names == (0..<10).map { "n\($0)" })
    #expect((0..<10).allSatisfy { table["n\($0)"] == 102 })
  }

  @Test("Distinct names keep the first of each, in order")
  func distinctKeepsFirstAppearances() {
    let names = ["b", "a", "b", "c", "a"] + (0..<30).map { "x\($0 % 12)" } + ["b"]
    let expected = ["b", "a", "c"] + (0..<12).map { "x\($0)" }
    #expect(NameTable.distinct(names) == expected)
    #expect(NameTable.distinct([String]()) == [])
  }
}
