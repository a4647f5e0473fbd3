import Foundation
import Testing

@testable import AccessGroupKit

/// What each corpus profile must read as.
struct ProfileCase: Sendable, CustomTestStringConvertible {
  var path: String
  var name: String
  var team: String
  var expiration: TimeInterval
  var platforms: [String]
  var applicationIdentifier: String
  var hasTokenGroup: Bool
  var applicationGroups: [String]?

  var testDescription: String { name }

  static let all: [ProfileCase] = [
    ProfileCase(
      path: "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.provisionprofile",
      name: "NetNewsWire", team: "M8L2WTLA8W", expiration: 2_138_329_792, platforms: ["OSX"],
      applicationIdentifier: "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen",
      hasTokenGroup: false, applicationGroups: nil),
    ProfileCase(
      path: "home-assistant__iOS/Configuration__Provisioning__iOS_App_Store__App.mobileprovision",
      name: "iOS App Store - App", team: "QMQYCKL255", expiration: 1_790_729_694,
      platforms: ["iOS", "xrOS", "visionOS"],
      applicationIdentifier: "QMQYCKL255.io.robbie.HomeAssistant", hasTokenGroup: true,
      applicationGroups: ["group.io.robbie.homeassistant"]),
    ProfileCase(
      path: "home-assistant__iOS/"
        + "Configuration__Provisioning__iOS_App_Store__WatchApp.mobileprovision",
      name: "iOS App Store - WatchApp", team: "QMQYCKL255", expiration: 1_790_729_694,
      platforms: ["iOS", "xrOS", "visionOS"],
      applicationIdentifier: "QMQYCKL255.io.robbie.HomeAssistant.watchkitapp",
      hasTokenGroup: true, applicationGroups: ["group.io.robbie.homeassistant"]),
    ProfileCase(
      path: "home-assistant__iOS/"
        + "Configuration__Provisioning__Mac_App_Store__App.provisionprofile",
      name: "Mac App Store - App", team: "QMQYCKL255", expiration: 1_790_729_694,
      platforms: ["OSX"], applicationIdentifier: "QMQYCKL255.io.robbie.HomeAssistant",
      hasTokenGroup: true, applicationGroups: ["group.io.robbie.homeassistant"]),
    ProfileCase(
      path: "home-assistant__iOS/"
        + "Configuration__Provisioning__Mac_Dev_ID__Launcher.provisionprofile",
      name: "Mac Dev ID - Launcher", team: "QMQYCKL255", expiration: 2_324_639_559,
      platforms: ["OSX"],
      applicationIdentifier: "QMQYCKL255.io.robbie.HomeAssistant.Launcher",
      hasTokenGroup: false, applicationGroups: nil),
  ]
}

@Suite("Provisioning profile loading")
struct ProvisioningProfileLoadingTests {
  @Test(arguments: ProfileCase.all)
  func eachCorpusProfileReadsItsTeamNameExpirationAndGroups(_ expected: ProfileCase) throws {
    let profile = try ProvisioningProfile(contentsOf: CorpusFixtures.url(expected.path))

    #expect(profile.name == expected.name)
    #expect(profile.teamIdentifiers == [expected.team])
    #expect(profile.teamIdentifier == expected.team)
    #expect(profile.applicationIdentifierPrefixes == [expected.team])
    #expect(profile.expirationDate == Date(timeIntervalSince1970: expected.expiration))
    #expect(profile.platforms == expected.platforms)
    #expect(profile.entitlements.applicationIdentifier == expected.applicationIdentifier)
    let groups = try #require(profile.entitlements.keychainAccessGroups)
    #expect(groups.first == "\(expected.team).*")
    #expect(groups.contains("com.apple.token") == expected.hasTokenGroup)
    #expect(profile.entitlements.applicationGroups == expected.applicationGroups)
    #expect(profile.propertyList["TeamName"]?.stringValue?.isEmpty == false)
  }

  @Test(arguments: ProfileCase.all)
  func eachCorpusProfileMatchesItsExtractedPropertyList(_ expected: ProfileCase) throws {
    let profile = try ProvisioningProfile(contentsOf: CorpusFixtures.url(expected.path))
    let extracted = try EntitlementsLoader.load(
      contentsOf: CorpusFixtures.url(expected.path + ".extracted.plist"))
    let wholePropertyList = try #require(
      PropertyListValue(
        foundationObject: PropertyListSerialization.propertyList(
          from: CorpusFixtures.data(expected.path + ".extracted.plist"), format: nil)))

    let extractedEntitlements = try #require(
      extracted.entitlements[EntitlementKey(rawValue: "Entitlements")]?.dictionaryValue)
    #expect(extracted.kind == .xmlPropertyList)
    #expect(profile.entitlements == Entitlements(dictionary: extractedEntitlements))
    #expect(.dictionary(profile.propertyList) == wholePropertyList)
  }

  @Test(arguments: ProfileCase.all)
  func loaderRecognisesEachCorpusProfile(_ expected: ProfileCase) throws {
    let url = try CorpusFixtures.url(expected.path)
    let document = try EntitlementsLoader.load(contentsOf: url)

    #expect(document.kind == .provisioningProfile)
    #expect(document.file == url.path)
    #expect(document.provisioningProfile?.name == expected.name)
    #expect(document.entitlements == document.provisioningProfile?.entitlements)
    #expect(document.entitlements.applicationIdentifier == expected.applicationIdentifier)
  }

  @Test(arguments: [1, 2, 3, 4, 10, 15, 19, 23, 40, 58, 62, 1000, 11_118, 11_200, 15_000, 15_165])
  func profileTruncatedAtAnOffsetIsMalformedAndNamesAnOffset(_ length: Int) throws {
    let data = try CorpusFixtures.data(CorpusFixtures.iOSAppProfile).prefix(length)

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try ProvisioningProfile(data: Data(data), file: "embedded.mobileprovision")
    }
    guard case .malformedProvisioningProfile(let file, let reason) = error else {
      Issue.record("expected malformedProvisioningProfile, got \(String(describing: error))")
      return
    }
    #expect(file == "embedded.mobileprovision")
    #expect(reason.hasPrefix("at offset "))
    #expect(reason.contains("runs past") || reason.contains("found the end of the data"))
  }

  /// The length octets of ContentInfo, content [0], SignedData, encapContentInfo, eContent
  /// [0] and the OCTET STRING in the Home Assistant iOS profile.
  @Test(arguments: [1, 2, 3, 16, 17, 18, 20, 21, 22, 40, 41, 42, 55, 56, 57, 59, 60, 61])
  func profileWithAFlippedLengthBitIsMalformed(_ offset: Int) throws {
    let original = try [UInt8](CorpusFixtures.data(CorpusFixtures.iOSAppProfile))
    for bit in 0..<8 {
      var corrupted = original
      corrupted[offset] ^= UInt8(1) << UInt8(bit)

      let error = #expect(throws: EntitlementsLoadingError.self) {
        try ProvisioningProfile(data: Data(corrupted), file: "App.mobileprovision")
      }
      guard case .malformedProvisioningProfile(_, let reason) = error else {
        Issue.record("bit \(bit) at \(offset): got \(String(describing: error))")
        continue
      }
      #expect(reason.contains("offset"), "bit \(bit) at \(offset): \(reason)")
    }
  }

  @Test func signedDataWithoutEContentIsMissingPropertyList() throws {
    let bytes = DERBuilder.signedData(eContent: nil)

    #expect(throws: EntitlementsLoadingError.missingPropertyList(file: "detached.p7s")) {
      try ProvisioningProfile(data: Data(bytes), file: "detached.p7s")
    }
    #expect(throws: EntitlementsLoadingError.missingPropertyList(file: "detached.p7s")) {
      try EntitlementsLoader.load(data: Data(bytes), file: "detached.p7s")
    }
  }

  @Test func signedDataWithEmptyEContentIsMissingPropertyList() throws {
    let bytes = DERBuilder.signedData(eContent: DERBuilder.eContent([]))

    #expect(throws: EntitlementsLoadingError.missingPropertyList(file: "empty.mobileprovision")) {
      try ProvisioningProfile(data: Data(bytes), file: "empty.mobileprovision")
    }
  }

  @Test func handBuiltProfileWithDefiniteLengthsLoads() throws {
    let plist = Array(
      SamplePropertyLists.xml(
        """
        <dict>
        \t<key>Name</key><string>Hand Built</string>
        \t<key>TeamIdentifier</key><array><string>ABCDE12345</string></array>
        \t<key>Entitlements</key><dict>
        \t\t<key>keychain-access-groups</key><array><string>ABCDE12345.*</string></array>
        \t</dict>
        </dict>
        """
      ).utf8)
    let bytes = DERBuilder.signedData(eContent: DERBuilder.eContent(plist))

    let profile = try ProvisioningProfile(data: Data(bytes), file: "hand.mobileprovision")

    #expect(profile.name == "Hand Built")
    #expect(profile.teamIdentifiers == ["ABCDE12345"])
    #expect(profile.entitlements.keychainAccessGroups == ["ABCDE12345.*"])
  }

  @Test func berProfileWithIndefiniteLengthsAndChunkedEContentLoads() throws {
    let plist = Array(SamplePropertyLists.profile.utf8)
    let middle = plist.count / 2
    let chunks =
      DERBuilder.element(0x04, Array(plist[..<middle]))
      + DERBuilder.element(0x04, Array(plist[middle...]))
    let encapsulated = DERBuilder.indefinite(
      0x30,
      DERBuilder.dataIdentifier
        + DERBuilder.indefinite(0xA0, DERBuilder.indefinite(0x24, chunks)))
    let signed = DERBuilder.indefinite(
      0x30,
      DERBuilder.element(0x02, [0x01]) + DERBuilder.element(0x31, []) + encapsulated
        + DERBuilder.element(0x31, []))
    let bytes = DERBuilder.indefinite(
      0x30, DERBuilder.signedDataIdentifier + DERBuilder.indefinite(0xA0, signed))

    let profile = try ProvisioningProfile(data: Data(bytes), file: "ber.mobileprovision")

    #expect(profile.entitlements.applicationIdentifier == "ABCDE12345.com.example.App")
    #expect(profile.entitlements.keychainAccessGroups == ["ABCDE12345.com.example.shared"])
    #expect(profile.name == "BER Profile")
    #expect(profile.teamIdentifiers == ["ABCDE12345"])
  }

  @Test func eContentThatIsNotAPropertyListIsMalformed() throws {
    let bytes = DERBuilder.signedData(
      eContent: DERBuilder.eContent(Array("<plist><dict><key>a".utf8)))

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try ProvisioningProfile(data: Data(bytes), file: "text.mobileprovision")
    }
    guard case .malformedProvisioningProfile(let file, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(file == "text.mobileprovision")
    #expect(reason.contains("the property list in eContent at offset"))
  }

  @Test func eContentHoldingAnArrayIsNotADictionary() throws {
    let plist = Array(SamplePropertyLists.xml("<array><string>a</string></array>").utf8)
    let bytes = DERBuilder.signedData(eContent: DERBuilder.eContent(plist))

    #expect(
      throws: EntitlementsLoadingError.notADictionary(file: "array.mobileprovision", found: "array")
    ) {
      try ProvisioningProfile(data: Data(bytes), file: "array.mobileprovision")
    }
  }

  @Test func contentTypeOtherThanSignedDataIsMalformed() throws {
    let bytes = DERBuilder.signedData(
      eContent: DERBuilder.eContent(Array(SamplePropertyLists.entitlements.utf8)),
      contentType: DERBuilder.dataIdentifier)

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try ProvisioningProfile(data: Data(bytes), file: "data.p7")
    }
    #expect(
      error
        == .malformedProvisioningProfile(
          file: "data.p7",
          reason: "at offset 4: expected contentType 1.2.840.113549.1.7.2 (signedData), "
            + "found 1.2.840.113549.1.7.1"))
  }

  @Test func eContentThatIsNotAnOctetStringIsMalformed() throws {
    let bytes = DERBuilder.signedData(
      eContent: DERBuilder.element(0xA0, DERBuilder.element(0x0C, Array("text".utf8))))

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try ProvisioningProfile(data: Data(bytes), file: "utf8.p7")
    }
    guard case .malformedProvisioningProfile(_, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(reason.contains("expected the eContent to be an OCTET STRING (0x04), found UTF8String"))
  }

  @Test func trailingGarbageAfterTheEnvelopeIsMalformed() throws {
    let bytes = DERBuilder.signedData(eContent: nil) + [0x01, 0x02]

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try ProvisioningProfile(data: Data(bytes), file: "trailing.p7")
    }
    guard case .malformedProvisioningProfile(_, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(reason.contains("found 2 more bytes"))
  }

  @Test func emptyProfileIsAnEmptyFile() {
    #expect(throws: EntitlementsLoadingError.emptyFile(file: "none.mobileprovision")) {
      try ProvisioningProfile(data: Data(), file: "none.mobileprovision")
    }
  }

  @Test func missingProfileFileIsUnreadable() throws {
    let url = URL(fileURLWithPath: "/nonexistent/embedded.mobileprovision")

    #expect(
      throws: EntitlementsLoadingError.unreadable(
        file: "/nonexistent/embedded.mobileprovision", reason: "no such file")
    ) {
      try ProvisioningProfile(contentsOf: url)
    }
  }

  @Test func fieldsWithWrongTypesAreLeftEmpty() {
    let profile = ProvisioningProfile(propertyList: [
      "Name": .integer(3),
      "TeamIdentifier": .string("ABCDE12345"),
      "ApplicationIdentifierPrefix": .array([.integer(1), .string("ABCDE12345")]),
      "ExpirationDate": .string("2030-01-01"),
      "Platform": .array([.string("iOS")]),
      "Entitlements": .array([]),
    ])

    #expect(profile.name == nil)
    #expect(profile.teamIdentifiers.isEmpty)
    #expect(profile.applicationIdentifierPrefixes == ["ABCDE12345"])
    #expect(profile.expirationDate == nil)
    #expect(profile.platforms == ["iOS"])
    #expect(profile.entitlements == Entitlements())
    #expect(profile.propertyList["Name"] == .integer(3))
  }

  /// Random truncations and byte changes anywhere in a real profile never crash and never
  /// yield anything but a typed error or a profile.
  @Test func randomCorruptionsNeverCrashAndReportTheFile() throws {
    let original = try [UInt8](CorpusFixtures.data(CorpusFixtures.iOSAppProfile))
    var generator = SeededGenerator(seed: 0x5EED)
    var failures = 0
    for round in 0..<400 {
      var corrupted = original
      let position = Int.random(in: 0..<original.count, using: &generator)
      if round % 3 == 0 {
        corrupted.removeSubrange(position...)
      } else {
        corrupted[position] = UInt8.random(in: 0...255, using: &generator)
      }
      do {
        let profile = try ProvisioningProfile(data: Data(corrupted), file: "fuzz")
        #expect(profile.propertyList.isEmpty == false || corrupted != original)
      } catch {
        failures += 1
        #expect(error.file == "fuzz")
        #expect(error.description.hasPrefix("fuzz: "))
      }
    }
    #expect(failures > 100)
  }
}

/// The corruption tests' generator: SplitMix64, repeatable from a seed.
typealias SeededGenerator = SplitMix64
