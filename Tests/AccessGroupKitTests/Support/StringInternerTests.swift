import Foundation
import Testing

@testable import AccessGroupKit

/// Machine-written JSON repeats the same long strings thousands of times; the reader keeps
/// one copy of each.
@Suite("String interner")
struct StringInternerTests {
  /// Where a string's UTF-8 is stored: two strings sharing one copy have the same address.
  static func storage(of string: String) -> UnsafePointer<UInt8>? {
    var string = string
    return string.withUTF8 { $0.baseAddress }
  }

  static func intern(_ text: String, in interner: inout StringInterner) -> String {
    Array(text.utf8).withUnsafeBufferPointer { interner.string($0) }
  }

  @Test("The same bytes give the same string, stored once; other bytes another")
  func repeatedTextIsStoredOnce() {
    var interner = StringInterner()
    let text = "/Applications/Xcode.app/Contents/Developer"
    let first = Self.intern(text, in: &interner)
    let second = Self.intern(text, in: &interner)
    let other = Self.intern(text + "/Platforms", in: &interner)
    #expect(first == text)
    #expect(second == text)
    #expect(other == text + "/Platforms")
    #expect(Self.storage(of: first) == Self.storage(of: second))
    #expect(Self.storage(of: first) != Self.storage(of: other))
    // Non-ASCII text is compared by its bytes too.
    let accented = Self.intern("Gruppe für Schlüssel", in: &interner)
    #expect(accented == "Gruppe für Schlüssel")
    #expect(
      Self.storage(of: Self.intern("Gruppe für Schlüssel", in: &interner))
        == Self.storage(of: accented))
  }

  @Test("The table stops growing at its bound, and every string is still right")
  func theTableIsBounded() {
    var interner = StringInterner()
    let count = StringInterner.maximumCount + 1_000
    let texts = (0..<count).map { "com.example.target.\($0)" }
    let first = texts.map { Self.intern($0, in: &interner) }
    let second = texts.map { Self.intern($0, in: &interner) }
    #expect(first == texts)
    #expect(second == texts)
    let shared = zip(first, second).filter { Self.storage(of: $0) == Self.storage(of: $1) }.count
    // Those taken before the table was full are shared (a few may have found no free slot
    // within the probe limit); none taken after.
    #expect(shared <= StringInterner.maximumCount)
    #expect(shared > StringInterner.maximumCount * 9 / 10)
    #expect(Self.storage(of: first[count - 1]) != Self.storage(of: second[count - 1]))
  }

  @Test("The JSON reader gives a repeated key and value one copy each")
  func theReaderSharesRepeatedStrings() throws {
    let entry = #"{"CODE_SIGN_ENTITLEMENTS": "App/App.entitlements"}"#
    let value = try JSONReader.read("[\(entry), \(entry)]")
    guard case .array(let entries) = value, entries.count == 2,
      case .object(let first) = entries[0], case .object(let second) = entries[1],
      case .string(let firstPath) = first[0].value, case .string(let secondPath) = second[0].value
    else {
      Issue.record("unexpected shape: \(value)")
      return
    }
    #expect(first[0].key == "CODE_SIGN_ENTITLEMENTS")
    #expect(firstPath == "App/App.entitlements")
    #expect(Self.storage(of: first[0].key) == Self.storage(of: second[0].key))
    #expect(Self.storage(of: firstPath) == Self.storage(of: secondPath))
  }
}
