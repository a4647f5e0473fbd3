import AccessGroupKit
import Foundation
import Testing

@Suite struct EntitlementsTests {
  @Test func readsTypedKeychainEntitlements() {
    let entitlements = Entitlements(dictionary: [
      "keychain-access-groups": .array([.string("T.a"), .string("T.b")]),
      "application-identifier": .string("T.app"),
      "com.apple.security.application-groups": .array([.string("group.x")]),
      "com.apple.developer.team-identifier": .string("T"),
      "aps-environment": .string("production"),
    ])
    #expect(entitlements.keychainAccessGroups == ["T.a", "T.b"])
    #expect(entitlements.applicationIdentifier == "T.app")
    #expect(entitlements.applicationIdentifierKey == .applicationIdentifier)
    #expect(entitlements.applicationGroups == ["group.x"])
    #expect(entitlements.teamIdentifier == "T")
    #expect(entitlements["aps-environment"] == .string("production"))
    #expect(entitlements.dictionary.count == 5)
  }

  @Test func booleanEntitlementCountsOnlyWhenTrue() {
    #expect(Entitlements([.onDemandInstallCapable: .bool(true)]).isAppClip)
    #expect(!Entitlements([.onDemandInstallCapable: .bool(false)]).isAppClip)
    #expect(!Entitlements([.onDemandInstallCapable: .string("YES")]).isAppClip)
    #expect(!Entitlements([.onDemandInstallCapable: .integer(1)]).isAppClip)
  }

  @Test func emptyArrayIsPresentButEmpty() {
    let entitlements = Entitlements([.keychainAccessGroups: .array([])])
    #expect(entitlements.keychainAccessGroups == [])
    #expect(entitlements.associatedApplicationIdentifiers == nil)
  }

  @Test func foundationObjectsConvertWithTheirPropertyListTypes() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>b</key><true/><key>i</key><integer>7</integer><key>r</key><real>1.5</real>
      <key>s</key><string>x</string><key>a</key><array><string>y</string></array>
      <key>d</key><data>AAE=</data><key>t</key><date>2026-01-01T00:00:00Z</date>
      </dict></plist>
      """
    let object = try PropertyListSerialization.propertyList(from: Data(xml.utf8), format: nil)
    let value = try #require(PropertyListValue(foundationObject: object))
    let dictionary = try #require(value.dictionaryValue)
    #expect(dictionary["b"] == .bool(true))
    #expect(dictionary["i"] == .integer(7))
    #expect(dictionary["r"] == .real(1.5))
    #expect(dictionary["s"] == .string("x"))
    #expect(dictionary["a"] == .array([.string("y")]))
    #expect(dictionary["d"] == .data(Data([0, 1])))
    #expect(dictionary["t"] == .date(Date(timeIntervalSince1970: 1_767_225_600)))
  }

  @Test func numberOneIsNotABoolean() {
    #expect(PropertyListValue(foundationObject: NSNumber(value: 1)) == .integer(1))
    #expect(PropertyListValue(foundationObject: true) == .bool(true))
    #expect(PropertyListValue(foundationObject: NSNull()) == nil)
  }

  @Test func foundationObjectRoundTrips() {
    let value = PropertyListValue.dictionary([
      "a": .array([.string("x"), .integer(2), .bool(false)])
    ])
    #expect(PropertyListValue(foundationObject: value.foundationObject) == value)
  }
}
