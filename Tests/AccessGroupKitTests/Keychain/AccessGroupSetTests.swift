import Foundation
import Testing

@testable import AccessGroupKit

/// The client's group sets answer as a `Set<String>` of the same names does.
@Suite("Access group sets")
struct AccessGroupSetTests {
  static let names = [
    "SKMME9E2Y8.com.example.group1", "SKMME9E2Y8.com.example.group12", "SKMME9E2Y8.shared",
    "", "SKMME9E2Y8.com.example.Group1", "a", "SKMME9E2Y8.com.example.group1",
  ]

  @Test("Membership equals a Set<String>'s for ASCII names, near misses and empty names")
  func membershipEqualsASetOfStrings() {
    let probes =
      Self.names + [
        "SKMME9E2Y8.com.example.group2", "SKMME9E2Y8.com.example.group", "SKMME9E2Y8",
        "b", "SKMME9E2Y8.com.example.group1 ", "caf\u{E9}",
      ]
    for count in 0...Self.names.count {
      let names = Array(Self.names.prefix(count))
      let set = AccessGroupSet(names)
      let expected = Set(names)
      for probe in probes {
        #expect(set.contains(probe) == expected.contains(probe), "\(names) \(probe)")
      }
    }
    #expect(AccessGroupSet(Self.names).contains("SKMME9E2Y8.shared"))
    #expect(!AccessGroupSet(Self.names).contains("SKMME9E2Y8.other"))
  }

  @Test("Names equal under Unicode canonical equivalence are members, as in a Set<String>")
  func canonicallyEquivalentNamesAreMembers() {
    let composed = "T.caf\u{E9}"
    let decomposed = "T.cafe\u{301}"
    let kelvin = "T.\u{212A}ey"
    #expect(AccessGroupSet([composed, "T.a"]).contains(decomposed))
    #expect(AccessGroupSet([decomposed]).contains(composed))
    // An ASCII probe against a set with a non-ASCII name that equals it.
    #expect(AccessGroupSet([kelvin, "T.a"]).contains("T.Key"))
    #expect(AccessGroupSet(["T.Key", "T.a"]).contains(kelvin))
    #expect(!AccessGroupSet(["T.Key", "T.a"]).contains("T.key"))
  }

  @Test("A set of thousands of names, looked up by hash, answers as a Set<String> does")
  func aLongSetAnswersAsASetOfStrings() {
    // Past sixteen names a probe is looked up by its hash, not compared with every hash.
    let names = (0..<2_000).map { "SKMME9E2Y8.group\($0)" } + Self.names
    let set = AccessGroupSet(names)
    let expected = Set(names)
    let probes = names + (1_990..<2_010).map { "SKMME9E2Y8.group\($0) " } + ["T.\u{212A}ey"]
    for probe in probes {
      #expect(set.contains(probe) == expected.contains(probe), "\(probe)")
    }
    #expect(set.contains("SKMME9E2Y8.group1999"))
    #expect(!set.contains("SKMME9E2Y8.group2000"))
  }
}
