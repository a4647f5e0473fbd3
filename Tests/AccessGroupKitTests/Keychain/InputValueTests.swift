import Foundation
import Testing

@testable import AccessGroupKit

/// The engine's input value is the property-list tree with room for more.
@Suite struct InputValueTests {
  static let propertyListValues: [PropertyListValue] = [
    .string("alice"), .integer(-25300), .real(1.5), .bool(true),
    .date(Date(timeIntervalSince1970: 1_767_225_600)), .data(Data([0, 255])), .null,
    .array([.integer(1), .string("a"), .null]),
    .dictionary(["acct": .string("alice"), "nested": .dictionary(["sync": .bool(false)])]),
  ]

  @Test(arguments: propertyListValues)
  func everyPropertyListValueIsAnInputValueAndBack(value: PropertyListValue) {
    #expect(InputValue(value).propertyListValue == value)
  }

  @Test(arguments: propertyListValues)
  func aPropertyListValueCrossesTheEdgeAsItsOwnCase(value: PropertyListValue) {
    #expect(SecItemDictionary.inputValue(value.foundationObject, depth: 0) == InputValue(value))
  }

  @Test func objectsNoPropertyListHoldsHaveNoPropertyListValue() {
    let uuid = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    #expect(InputValue.uuid(uuid).propertyListValue == nil)
    #expect(InputValue.unsupported(typeName: "Thing").propertyListValue == nil)
    #expect(InputValue.array([.string("a"), .uuid(uuid)]).propertyListValue == nil)
    #expect(InputValue.dictionary(["a": .unsupported(typeName: "Thing")]).propertyListValue == nil)
  }
}
