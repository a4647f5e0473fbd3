import AccessGroupKit
import Foundation
import Testing

/// Matching a call's outcome against a step's expectation.
@Suite struct ScenarioExpectationTests {
  let item: PropertyListValue = .dictionary([
    "acct": .string("alice"), "agrp": .string("T.shared"), "sync": .integer(0),
    "v_Data": .data(Data("s3cret".utf8)),
  ])

  @Test func statusMustBeEqual() {
    let expectation = ScenarioExpectation(status: .itemNotFound)
    #expect(expectation.isMet(status: .itemNotFound, result: nil))
    #expect(!expectation.isMet(status: .missingEntitlement, result: nil))
    #expect(
      expectation.mismatch(status: .missingEntitlement, result: nil)
        == "expected errSecItemNotFound (-25300)")
  }

  @Test func aDictionaryMatchesWhenEveryExpectedKeyIsPresentWithAnEqualValue() {
    let expectation = ScenarioExpectation(
      status: .success, result: .value(.dictionary(["agrp": .string("T.shared")])))
    #expect(expectation.isMet(status: .success, result: item))
    let other = ScenarioExpectation(result: .value(.dictionary(["agrp": .string("T.other")])))
    #expect(!other.isMet(status: .success, result: item))
    #expect(
      other.mismatch(status: .success, result: item) == #"expected result {"agrp":"T.other"}"#)
    let missingKey = ScenarioExpectation(result: .value(.dictionary(["labl": .string("x")])))
    #expect(!missingKey.isMet(status: .success, result: item))
  }

  @Test func resultExactRejectsExtraKeys() {
    let subset = PropertyListValue.dictionary(["acct": .string("alice")])
    #expect(
      !ScenarioExpectation(result: .value(subset), resultExact: true).isMet(
        status: .success, result: item))
    #expect(
      ScenarioExpectation(result: .value(item), resultExact: true).isMet(
        status: .success, result: item))
  }

  @Test func nullExpectsNoResult() {
    let expectation = ScenarioExpectation(status: .success, result: .none)
    #expect(expectation.isMet(status: .success, result: nil))
    #expect(!expectation.isMet(status: .success, result: .data(Data())))
    #expect(
      expectation.mismatch(status: .success, result: .data(Data()))
        == #"expected no result, got {"data":""}"#)
  }

  @Test func anExpectedResultIsNotMetByNoResult() {
    let expectation = ScenarioExpectation(result: .value(.data(Data("s3cret".utf8))))
    #expect(
      expectation.mismatch(status: .success, result: nil)
        == #"expected result {"data":"s3cret"}, got none"#)
    #expect(expectation.isMet(status: .success, result: .data(Data("s3cret".utf8))))
  }

  @Test func arraysAreComparedElementByElement() {
    let actual = PropertyListValue.array([item, .dictionary(["acct": .string("bob")])])
    let expected = PropertyListValue.array([
      .dictionary(["acct": .string("alice")]), .dictionary(["acct": .string("bob")]),
    ])
    #expect(ScenarioExpectation(result: .value(expected)).isMet(status: .success, result: actual))
    let reversed = PropertyListValue.array([
      .dictionary(["acct": .string("bob")]), .dictionary(["acct": .string("alice")]),
    ])
    #expect(!ScenarioExpectation(result: .value(reversed)).isMet(status: .success, result: actual))
    let shorter = PropertyListValue.array([.dictionary(["acct": .string("alice")])])
    #expect(!ScenarioExpectation(result: .value(shorter)).isMet(status: .success, result: actual))
  }

  @Test func booleansMatchTheNumbersAppleStoresThemAs() {
    let expectation = ScenarioExpectation(result: .value(.dictionary(["sync": .bool(false)])))
    #expect(expectation.isMet(status: .success, result: item))
    #expect(
      ScenarioExpectation(result: .value(.real(0))).isMet(status: .success, result: .integer(0)))
  }

  @Test func stringsAndDataAreDifferentResults() {
    let expectation = ScenarioExpectation(result: .value(.string("s3cret")))
    #expect(!expectation.isMet(status: .success, result: .data(Data("s3cret".utf8))))
  }

  @Test func anExpectationWithoutStatusOrResultIsAlwaysMet() {
    #expect(ScenarioExpectation().isMet(status: .parameter, result: .integer(1)))
  }
}
