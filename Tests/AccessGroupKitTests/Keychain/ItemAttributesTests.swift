import Foundation
import Testing

@testable import AccessGroupKit

/// The compact row attributes behave exactly like the dictionary they replace.
@Suite("Item attributes")
struct ItemAttributesTests {
  /// Names that have a column, names that do not, and one that is not four characters.
  static let names: [KeychainAttribute] = [
    .accessGroup, .accessible, .sha1, .creationDate, .modificationDate, .synchronizable,
    .tombstone, .appClipItem, .multiUser, .account, .service, .label, .generic, .port,
    KeychainAttribute("persistref"),
  ]

  /// Usual values (which go to columns) and unusual ones (which must not be lost).
  static func value(_ random: inout SplitMix64) -> KeychainValue {
    let date = Date(timeIntervalSinceReferenceDate: Double(Int.random(in: 0...9, using: &random)))
    let choices: [KeychainValue] = [
      .string("SKMME9E2Y8.com.example.group"), .string("ak"), .string("akpu"), .string("xyz"),
      .string(""), .data(Data(count: 20)), .data(Data(repeating: 7, count: 19)), .data(Data()),
      .data(Data([1, 2])), .integer(0), .integer(1), .integer(5), .real(1), .bool(true),
      .date(date), .date(Date(timeIntervalSinceReferenceDate: -1)),
    ]
    return choices[Int.random(in: 0..<choices.count, using: &random)]
  }

  static func dictionary(_ random: inout SplitMix64) -> [KeychainAttribute: KeychainValue] {
    var dictionary: [KeychainAttribute: KeychainValue] = [:]
    for name in names where Bool.random(using: &random) { dictionary[name] = value(&random) }
    return dictionary
  }

  /// Dictionary equality with dates compared by their bits, as rows compare them.
  static func same(
    _ left: [KeychainAttribute: KeychainValue], _ right: [KeychainAttribute: KeychainValue]
  ) -> Bool {
    left.count == right.count
      && left.allSatisfy { key, value in
        guard let other = right[key] else { return false }
        if case .date(let a) = value, case .date(let b) = other {
          return a.timeIntervalSinceReferenceDate.bitPattern
            == b.timeIntervalSinceReferenceDate.bitPattern
        }
        return value == other
      }
  }

  @Test("Every value written is read back, counted and iterated, usual or not")
  func roundTripsLikeADictionary() {
    var random = SplitMix64(seed: 0x6A7)
    for _ in 0..<2_000 {
      let dictionary = Self.dictionary(&random)
      let attributes = ItemAttributes(dictionary)
      #expect(Self.same(attributes.dictionary, dictionary))
      #expect(attributes.count == dictionary.count)
      #expect(attributes.isEmpty == dictionary.isEmpty)
      for name in Self.names {
        let read = attributes[name].map { [name: $0] } ?? [:]
        #expect(Self.same(read, dictionary[name].map { [name: $0] } ?? [:]))
      }
    }
  }

  @Test("Overwriting and removing leave the same attributes as a dictionary, in any order")
  func writesInAnyOrderGiveEqualValues() {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<1_000 {
      var dictionary: [KeychainAttribute: KeychainValue] = [:]
      var forward = ItemAttributes()
      var edits: [(KeychainAttribute, KeychainValue?)] = []
      for _ in 0..<12 {
        let name = Self.names[Int.random(in: 0..<Self.names.count, using: &random)]
        let value: KeychainValue? =
          Int.random(in: 0..<4, using: &random) == 0 ? nil : Self.value(&random)
        edits.append((name, value))
        dictionary[name] = value
        forward[name] = value
      }
      #expect(Self.same(forward.dictionary, dictionary))
      // The same final contents written in another order are equal and hash alike.
      var reordered = ItemAttributes()
      for (name, value) in dictionary.sorted(by: { $0.key > $1.key }) { reordered[name] = value }
      #expect(forward == reordered)
      #expect(forward.hashValue == reordered.hashValue)
      // Built at once from the dictionary, they are the same too.
      let built = ItemAttributes(dictionary)
      #expect(built == forward)
      #expect(built.hashValue == forward.hashValue)
    }
  }

  @Test("Unusual values stay exactly as given instead of being squeezed into a column")
  func unusualValuesAreKept() {
    var attributes = ItemAttributes()
    attributes[.synchronizable] = .integer(5)
    attributes[.accessible] = .string("xyz")
    attributes[.sha1] = .data(Data(repeating: 1, count: 19))
    attributes[.multiUser] = .data(Data([9]))
    attributes[.creationDate] = .string("yesterday")
    attributes[.tombstone] = .bool(true)
    #expect(attributes[.synchronizable] == .integer(5))
    #expect(attributes[.accessible] == .string("xyz"))
    #expect(attributes.protection == nil)
    #expect(attributes[.sha1] == .data(Data(repeating: 1, count: 19)))
    #expect(attributes[.multiUser] == .data(Data([9])))
    #expect(attributes[.creationDate] == .string("yesterday"))
    #expect(attributes[.tombstone] == .bool(true))
    #expect(attributes.count == 6)
    // A NaN date (possible in a snapshot) keeps its bits; compared as bits because printing
    // such a Date traps on Linux.
    let nan = Date(timeIntervalSinceReferenceDate: .nan)
    attributes[.modificationDate] = .date(nan)
    guard case .date(let read)? = attributes[.modificationDate] else {
      Issue.record("mdat is not a date")
      return
    }
    #expect(
      read.timeIntervalSinceReferenceDate.bitPattern
        == nan.timeIntervalSinceReferenceDate.bitPattern)
    #expect(attributes.count == 7)
    attributes[.modificationDate] = nil
    attributes[.synchronizable] = .integer(1)
    #expect(attributes[.synchronizable] == .integer(1))
    #expect(attributes.count == 6)
  }

  @Test("An inline digest gives back its 20 bytes in order")
  func itemDigestRoundTrips() throws {
    var random = SplitMix64(seed: 20)
    for _ in 0..<100 {
      let bytes = Data((0..<20).map { _ in UInt8.random(in: 0...255, using: &random) })
      var attributes = ItemAttributes()
      attributes[.sha1] = .data(bytes)
      #expect(attributes[.sha1] == .data(bytes))
      #expect(try #require(ItemDigest(bytes)).data == bytes)
    }
  }

  @Test("An inline UUID gives back its 16 bytes")
  func itemUUIDRoundTrips() {
    var random = SplitMix64(seed: 16)
    for _ in 0..<100 {
      let bytes = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &random) })
      #expect(ItemUUID(bytes).data == bytes)
      #expect(ItemUUID(bytes) == ItemUUID(Data(bytes)))
    }
    let uuid = UUID()
    #expect(ItemUUID(uuid.uuid).data == withUnsafeBytes(of: uuid.uuid) { Data($0) })
    #expect(ItemUUID.zero.data == Data(count: 16))
    #expect(ItemUUID(UUID().uuid) != .zero)
  }
}

/// Names are found by their ASCII codes where both have one, and as strings otherwise.
@Suite("Item attributes: finding names")
struct ItemAttributesNameTests {
  /// "aKcd" spelled with the Kelvin sign, which `String` equality takes for the letter K.
  static let kelvinName = KeychainAttribute("a\u{212A}cd")

  @Test("A name is found by an equal name whether or not both are ASCII")
  func namesAreFoundUnderStringEquality() {
    var attributes = ItemAttributes()
    attributes[KeychainAttribute("aKcd")] = .string("ascii")
    attributes[.label] = .string("label")
    #expect(Self.kelvinName == KeychainAttribute("aKcd"))
    #expect(attributes[Self.kelvinName] == .string("ascii"))
    #expect(attributes[KeychainAttribute("aKce")] == nil)

    var kelvin = ItemAttributes()
    kelvin[Self.kelvinName] = .string("kelvin")
    kelvin[.label] = .string("label")
    #expect(kelvin[KeychainAttribute("aKcd")] == .string("kelvin"))
    #expect(kelvin[.label] == .string("label"))
    // Replacing through the other spelling leaves one entry.
    kelvin[KeychainAttribute("aKcd")] = .integer(2)
    #expect(kelvin.count == 2)
    #expect(kelvin[Self.kelvinName] == .integer(2))
  }
}
