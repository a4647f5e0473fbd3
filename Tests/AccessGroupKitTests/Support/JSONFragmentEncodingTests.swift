import Foundation
import Testing

@testable import AccessGroupKit

@Suite("The one JSON writer encodes reports")
struct JSONFragmentEncodingTests {
  private struct Report: Encodable {
    var name: String
    var count: Int
    var ratio: Double
    var ok: Bool
    var missing: String?
    var tags: [String]
    var empty: [Int]
    var nested: [String: [Int]]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(count, forKey: .count)
      try container.encode(ratio, forKey: .ratio)
      try container.encode(ok, forKey: .ok)
      try container.encode(missing, forKey: .missing)
      try container.encode(tags, forKey: .tags)
      try container.encode(empty, forKey: .empty)
      try container.encode(nested, forKey: .nested)
    }

    enum CodingKeys: String, CodingKey {
      case name, count, ratio, ok, missing, tags, empty, nested
    }
  }

  @Test func anEncodableReportBecomesTheFragmentItsFieldsSpell() throws {
    let report = Report(
      name: "a/b \"c\"", count: -3, ratio: 0.5, ok: true, missing: nil, tags: ["x", "y"],
      empty: [], nested: ["k": [1, 2]])
    let fragment = try JSONFragment(encoding: report)
    #expect(
      fragment
        == .object([
          "name": .string("a/b \"c\""), "count": .integer(-3), "ratio": .real(0.5),
          "ok": .bool(true), "missing": .null, "tags": .array([.string("x"), .string("y")]),
          "empty": .array([]), "nested": .object(["k": .array([.integer(1), .integer(2)])]),
        ]))
  }

  @Test func theTextHasSortedKeysAndReadsBackAsTheSameValues() throws {
    let report = Report(
      name: "n", count: 7, ratio: 2, ok: false, missing: nil, tags: [], empty: [],
      nested: ["b": [], "a": [3]])
    let text = try JSONFragment(encoding: report).text(pretty: true)
    let keys = ["count", "empty", "missing", "name", "nested", "ok", "ratio", "tags"]
    let positions = try keys.map { try #require(text.range(of: "\"\($0)\":")).lowerBound }
    #expect(positions == positions.sorted())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["count"] as? Int == 7)
    #expect(object["missing"] is NSNull)
    #expect((object["nested"] as? [String: [Int]])?["a"] == [3])
    #expect(text.contains("\"empty\": []"))
  }

  @Test func aNumberJSONCannotHoldIsAnEncodingError() {
    let report = Report(
      name: "n", count: 0, ratio: .infinity, ok: true, missing: nil, tags: [], empty: [],
      nested: [:])
    #expect(throws: EncodingError.self) { try JSONFragment(encoding: report) }
  }
}
