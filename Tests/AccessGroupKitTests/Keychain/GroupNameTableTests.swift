import Testing

@testable import AccessGroupKit

/// Group numbers must follow Swift string equality, whether a name is ASCII or not, and
/// whether the table compares names in turn or has made its index.
@Suite("Group name table")
struct GroupNameTableTests {
  /// How many other names a test adds first: none, so the table compares names in turn, or
  /// enough that it has made its index.
  static let fillerCounts = [0, GroupNameTable.namesComparedInTurn]

  func table(withFillers fillers: Int) -> GroupNameTable {
    var table = GroupNameTable()
    for index in 0..<fillers { _ = table.numberAdding("FILLER.group\(index)") }
    return table
  }

  @Test(
    "Each name gets one number, in order of first sight, and keeps its first spelling",
    arguments: fillerCounts)
  func namesAreNumberedOnce(fillers: Int) {
    var table = table(withFillers: fillers)
    let names = ["ABCDE12345.com.example.shared", "ABCDE12345.com.example.app", "", "grüppe"]
    for (index, name) in names.enumerated() {
      #expect(table.number(of: name) == nil)
      #expect(table.numberAdding(name) == Int32(fillers + index))
    }
    for (index, name) in names.enumerated() {
      #expect(table.numberAdding(name) == Int32(fillers + index))
      #expect(table.number(of: String(name.unicodeScalars)) == Int32(fillers + index))
    }
    #expect(Array(table.names.dropFirst(fillers)) == names)
    #expect(table.number(of: "ABCDE12345.com.example.Shared") == nil)
  }

  @Test("Canonically equivalent spellings share a number, ASCII or not", arguments: fillerCounts)
  func equivalentSpellingsShareANumber(fillers: Int) {
    var table = table(withFillers: fillers)
    let first = Int32(fillers)
    // U+212A KELVIN SIGN is canonically equivalent to the ASCII "K".
    let kelvin = "TEAM.\u{212A}ey"
    let ascii = "TEAM.Key"
    #expect(kelvin == ascii)
    #expect(table.numberAdding(kelvin) == first)
    #expect(table.number(of: ascii) == first)
    #expect(table.numberAdding(ascii) == first)
    // And the other way round, with a decomposed "ü" against the composed one.
    #expect(table.numberAdding("ASCII.group") == first + 1)
    #expect(table.numberAdding("gr\u{FC}ppe") == first + 2)
    #expect(table.number(of: "gru\u{308}ppe") == first + 2)
    #expect(Array(table.names.dropFirst(fillers)) == [kelvin, "ASCII.group", "gr\u{FC}ppe"])
  }

  @Test("A name added as the table makes its index keeps its number, and so do the ones before")
  func namesKeepTheirNumbersWhenTheIndexIsMade() {
    var table = GroupNameTable()
    let names = (0...GroupNameTable.namesComparedInTurn).map { "TEAM.group\($0)" }
    for (index, name) in names.enumerated() { #expect(table.numberAdding(name) == Int32(index)) }
    for (index, name) in names.enumerated() { #expect(table.number(of: name) == Int32(index)) }
    #expect(table.number(of: "TEAM.group\(names.count)") == nil)
  }
}
