import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Byte search")
struct ByteSearchTests {
  @Test(
    "A byte sequence is found where it first starts within the bounds, or the end is given",
    arguments: [
      ("<?xml?>", "?>", 0, 7, 5), ("aaab", "aab", 0, 4, 1), ("abcabc", "abc", 1, 6, 3),
      ("abcabc", "abc", 1, 5, 5), ("abc", "abcd", 0, 3, 3), ("", "a", 0, 0, 0),
      ("xyz", "", 1, 3, 1), ("ab", "b", 2, 2, 2),
      ("product-type.app-extension", "extension", 0, 26, 17),
    ])
  func aSequenceIsFoundWithinTheBounds(
    text: String, pattern: String, start: Int, end: Int, expected: Int
  ) {
    let found = ByteSearch.firstIndex(
      of: Array(pattern.utf8), in: Array(text.utf8), from: start, to: end)
    #expect(found == expected)
  }

  /// Foundation's `Data.range(of:in:)` answers the same question another way.
  @Test("The search agrees with Foundation's on random bytes of a small alphabet")
  func theSearchAgreesWithFoundation() {
    var random = SplitMix64(seed: 0x6279_7465_7365_6172)
    var found = 0
    for _ in 0..<2_000 {
      let bytes = (0..<random.below(24)).map { _ in UInt8(ascii: "a") + UInt8(random.below(3)) }
      let pattern = (0..<1 + random.below(4)).map { _ in
        UInt8(ascii: "a") + UInt8(random.below(3))
      }
      let start = random.below(bytes.count + 1)
      let end = start + random.below(bytes.count - start + 1)
      let expected =
        Data(bytes).range(of: Data(pattern), in: start..<end)?.lowerBound ?? end
      let result = ByteSearch.firstIndex(of: pattern, in: bytes, from: start, to: end)
      #expect(result == expected, "\(bytes) \(pattern) \(start)..<\(end)")
      if result < end { found += 1 }
    }
    #expect(found > 200)
  }

  @Test(
    "A product type is an extension when its identifier holds the word",
    arguments: [
      ("com.apple.product-type.app-extension", true),
      ("com.apple.product-type.extensionkit-extension", true),
      ("com.apple.product-type.watchkit2-extension", true),
      ("com.apple.product-type.application", false),
      ("com.apple.product-type.application.on-demand-install-capable", false),
      ("com.apple.product-type.extensio", false),
      ("com.example.ünicode-extension", true),
    ])
  func aProductTypeIsAnExtensionWhenItNamesOne(identifier: String, isExtension: Bool) {
    #expect(XcodeProductType(rawValue: identifier).isExtension == isExtension)
  }

  @Test(
    "A text holds a pattern exactly when its bytes do, wherever it falls",
    arguments: [
      ("$(inherited) -DX", "$(inherited)", true), ("-DX $(inherited)", "$(inherited)", true),
      ("$(inherited", "$(inherited)", false), ("$$(inherited))", "$(inherited)", true),
      ("", "$(A)", false), ("abc", "", true), ("$(A)", "$(A)", true), ("é$(A)é", "$(A)", true),
      ("e\u{301}", "é", false), ("$(a)", "$(A)", false),
    ])
  func aTextHoldsAPatternExactlyWhenItsBytesDo(text: String, pattern: String, expected: Bool) {
    #expect(ByteSearch.contains(pattern, in: text) == expected)
  }
}
