import AccessGroupKit
import Foundation
import Testing

/// Scenario values: what a call receives, and how results are written back as JSON.
@Suite struct ScenarioValueTests {
  static let roundTripValues: [PropertyListValue] = [
    .string("genp"), .bool(true), .bool(false), .integer(0), .integer(-25300), .real(1.5),
    .data(Data([0, 255])), .date(Date(timeIntervalSince1970: 1_767_225_600)), .null,
    .array([.integer(1), .string("a")]),
    .dictionary(["acct": .string("alice"), "sync": .integer(1)]),
  ]

  @Test(arguments: roundTripValues)
  func foundationObjectsConvertBackToTheSameValue(value: PropertyListValue) {
    #expect(PropertyListValue(resultObject: value.foundationObject) == value)
  }

  @Test func booleansReachTheCallAsBooleansAndIntegersAsNumbers() {
    #expect(PropertyListValue.bool(true).foundationObject as? Bool == true)
    #expect((PropertyListValue.integer(12).foundationObject as? NSNumber)?.int64Value == 12)
    #expect(PropertyListValue.null.foundationObject is NSNull)
    #expect(PropertyListValue.data(Data("x".utf8)).foundationObject as? Data == Data("x".utf8))
  }

  @Test func anObjectTheFormatCannotExpressBecomesItsTypeName() {
    final class Reference {}
    #expect(PropertyListValue(resultObject: Reference()) == .string("<Reference>"))
  }

  static let encodings: [(PropertyListValue, String)] = [
    (.data(Data("s3cret".utf8)), #"{"data":"s3cret"}"#),
    (.data(Data([0xff, 0xfe])), #"{"base64":"//4="}"#),
    (.data(Data()), #"{"data":""}"#),
    (.date(Date(timeIntervalSince1970: 1_767_225_600)), #"{"date":"2026-01-01T00:00:00Z"}"#),
    (.null, #"{"null":true}"#),
    (.integer(-34018), "-34018"),
    (.real(1.5), "1.5"),
    (.real(2), "2.0"),
    (.bool(false), "false"),
    (.string("a\"b\\c\nd\u{1}"), #""a\"b\\c\nd\u0001""#),
    (.dictionary(["svce": .string("s"), "acct": .string("a")]), #"{"acct":"a","svce":"s"}"#),
    (.array([.data(Data("x".utf8)), .integer(1)]), #"[{"data":"x"},1]"#),
    (.dictionary([:]), "{}"),
    (.array([]), "[]"),
  ]

  @Test(arguments: encodings)
  func resultsAreEncodedAsTheFormatSays(value: PropertyListValue, json: String) {
    #expect(value.jsonText == json)
  }
}
