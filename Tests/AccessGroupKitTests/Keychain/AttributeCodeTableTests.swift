import Testing

@testable import AccessGroupKit

@Suite("Attribute code tables")
struct AttributeCodeTableTests {
  @Test("Every name finds its first value, and no other name finds one")
  func namesFindTheirValues() throws {
    // Every schema name, and names that differ from them in one byte.
    let names = ItemClass.storedClasses.flatMap {
      ClassSchema.schema(for: $0).descriptors.keys.map(\.rawValue)
    }
    let unique = Array(Set(names)).sorted()
    let entries = unique.enumerated().map { (name: $0.element, value: $0.offset) }
    let table = try #require(AttributeCodeTable(entries + [(name: unique[0], value: -1)]))
    for (offset, name) in unique.enumerated() {
      #expect(table[try #require(AttributeCode(name))] == offset, "\(name)")
    }
    for name in ["acc!", "zzzz", "\0\0\0\0", "ACCT", "svcf", "agrq"] {
      #expect(table[try #require(AttributeCode(name))] == nil, "\(name)")
    }
    #expect(AttributeCodeTable([(name: "acct", value: 1), (name: "account", value: 2)]) == nil)
    let empty = try #require(AttributeCodeTable<Int>([]))
    #expect(empty[try #require(AttributeCode("acct"))] == nil)
    let zero = try #require(AttributeCodeTable([(name: "\0\0\0\0", value: 7)]))
    #expect(zero[try #require(AttributeCode("\0\0\0\0"))] == 7)
    #expect(zero[try #require(AttributeCode("acct"))] == nil)
  }
}
