import Testing

@testable import AccessGroupKit

/// Group numbers must follow Swift string equality, as the dictionary they
/// replace did, whether a name is ASCII or not.
@Suite("Group name table")
struct GroupNameTableTests {
  @Test("Each name gets one number, in order of first sight, and keeps its first spelling")
  func namesAreNumberedOnce() {
    var table = GroupNameTable()
    let names = ["ABCDE12345.com.example.shared", "ABCDE12345.com.example.app", "", "grüppe"]
    for (index, name) in names.enumerated() {
      #expect(table.number(of: name) == nil)
      #expect(table.numberAdding(name) == Int32(index))
    }
    for (index, name) in names.enumerated() {
      #expect(table.numberAdding(name) == Int32(index))
      #expect(table.number(of: String(name.unicodeScalars)) == Int32(index))
    }
    #expect(table.names == names)
    #expect(table.number(of: "ABCDE12345.com.example.Shared") == nil)
  }

  @Test("Canonically equivalent spellings share a number, ASCII or not")
  func equivalentSpellingsShareANumber() {
    var table = GroupNameTable()
    // U+212A KELVIN SIGN is canonically equivalent to the ASCII "K".
    let kelvin = "TEAM.\u{212A}ey"
    let ascii = "TEAM.Key"
    #expect(kelvin == ascii)
    #expect(table.numberAdding(kelvin) == 0)
    #expect(table.number(of: ascii) == 0)
    #expect(table.numberAdding(ascii) == 0)
    // And the other way round, with a decomposed "ü" against the composed one.
    #expect(table.numberAdding("ASCII.group") == 1)
    #expect(table.numberAdding("gr\u{FC}ppe") == 2)
    #expect(table.number(of: "gru\u{308}ppe") == 2)
    #expect(table.names == [kelvin, "ASCII.group", "gr\u{FC}ppe"])
  }
}
