import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Item identifiers")
struct ItemIdentifierTests {
  @Test("Random UUIDs are version 4 with the RFC variant, and do not repeat")
  func randomUUIDsAreVersionFour() {
    var generator = RandomUUIDGenerator(seed: (1, 2, 3, 4))
    var seen: Set<ItemUUID> = []
    var bitsSet = Data(count: 16)
    var bitsClear = Data(repeating: 0xFF, count: 16)
    for _ in 0..<10_000 {
      let uuid = generator.next()
      let bytes = uuid.data
      #expect(bytes.count == 16)
      #expect(bytes[6] >> 4 == 4)
      #expect(bytes[8] & 0xC0 == 0x80)
      seen.insert(uuid)
      for index in 0..<16 {
        bitsSet[index] |= bytes[index]
        bitsClear[index] &= bytes[index]
      }
    }
    #expect(seen.count == 10_000)
    // Every bit but the six fixed ones takes both values.
    var expectedSet = Data(repeating: 0xFF, count: 16)
    expectedSet[6] = 0x4F
    expectedSet[8] = 0xBF
    var expectedClear = Data(count: 16)
    expectedClear[6] = 0x40
    expectedClear[8] = 0x80
    #expect(bitsSet == expectedSet)
    #expect(bitsClear == expectedClear)
  }

  @Test("A seed gives one sequence, and each store seeds its own")
  func seedsDecideTheSequence() {
    var first = RandomUUIDGenerator(seed: (7, 8, 9, 10))
    var second = RandomUUIDGenerator(seed: (7, 8, 9, 10))
    var other = RandomUUIDGenerator(seed: (7, 8, 9, 11))
    let sequence = (0..<5).map { _ in first.next() }
    #expect((0..<5).map { _ in second.next() } == sequence)
    #expect((0..<5).map { _ in other.next() } != sequence)
    var zero = RandomUUIDGenerator(seed: (0, 0, 0, 0))
    #expect(zero.next() != zero.next())
    var system = RandomUUIDGenerator()
    var systemAgain = RandomUUIDGenerator()
    #expect(system.next() != systemAgain.next())
  }

  @Test("Generators made one after another in a process start apart")
  func generatorsInOneProcessStartApart() {
    var firsts: Set<ItemUUID> = []
    for _ in 0..<1_000 {
      var generator = RandomUUIDGenerator()
      firsts.insert(generator.next())
    }
    #expect(firsts.count == 1_000)
  }

  @Test("Sequential identifiers are QMULATED and the counter's bytes, most significant first")
  func sequentialIdentifiersSpellTheirCounter() {
    var generator = ItemIdentifierGenerator(.sequential(seed: 0x0102_0304_0506_07FF))
    let prefix = Data("QMULATED".utf8)
    #expect(generator.nextIdentifier().data == prefix + Data([1, 2, 3, 4, 5, 6, 7, 0xFF]))
    #expect(generator.nextIdentifier().data == prefix + Data([1, 2, 3, 4, 5, 6, 8, 0]))
    #expect(generator.nextIdentifier().data == prefix + Data([1, 2, 3, 4, 5, 6, 8, 1]))
    var random = ItemIdentifierGenerator(.random)
    let drawn = random.nextIdentifier().data
    #expect(drawn[6] >> 4 == 4)
    #expect(drawn.prefix(8) != prefix)
  }
}
