import Foundation
import Testing

@testable import AccessGroupKit

/// What each corpus entitlements file must read as (values as written, before expansion).
struct EntitlementsCase: Sendable, CustomTestStringConvertible {
  var path: String
  var keyCount: Int
  var keychainAccessGroups: [String]?
  var applicationGroups: [String]?

  init(_ path: String, keys: Int, keychain: [String]?, groups: [String]?) {
    self.path = path
    keyCount = keys
    keychainAccessGroups = keychain
    applicationGroups = groups
  }

  var testDescription: String { path }

  private static let netNewsWireGroup =
    "$(AppIdentifierPrefix)$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(BUNDLE_ID_SUFFIX)"
  private static let homeAssistantGroup =
    "$(AppIdentifierPrefix)$(BUNDLE_ID_PREFIX).HomeAssistant$(BUNDLE_ID_SUFFIX)"
  private static let homeAssistantAppGroup =
    "group.$(BUNDLE_ID_PREFIX).homeassistant$(BUNDLE_ID_SUFFIX)"
  private static let wireGuardMacGroup = "$(DEVELOPMENT_TEAM).group.$(APP_ID_MACOS)"
  private static let secretiveGroup = "$(AppIdentifierPrefix)com.maxgoedjen.Secretive"
  private static let wikipedia = "group.org.wikimedia.wikipedia"

  static let all: [EntitlementsCase] = [
    EntitlementsCase(
      "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.entitlements", keys: 12,
      keychain: nil, groups: ["$(APP_GROUP_ID)"]),
    EntitlementsCase(
      "Ranchero-Software__NetNewsWire/Mac__ShareExtension__ShareExtension.entitlements",
      keys: 3, keychain: nil, groups: ["$(APP_GROUP_ID)"]),
    EntitlementsCase(
      "Ranchero-Software__NetNewsWire/Widget__NetNewsWire_iOS_WidgetExtension.entitlements",
      keys: 2, keychain: [netNewsWireGroup], groups: ["$(APP_GROUP_ID)"]),
    EntitlementsCase(
      "Ranchero-Software__NetNewsWire/iOS__Resources__NetNewsWire.entitlements", keys: 7,
      keychain: [netNewsWireGroup], groups: ["$(APP_GROUP_ID)"]),
    EntitlementsCase(
      "Ranchero-Software__NetNewsWire/"
        + "iOS__ShareExtension__NetNewsWire_iOS_ShareExtension.entitlements",
      keys: 2, keychain: [netNewsWireGroup], groups: ["$(APP_GROUP_ID)"]),
    EntitlementsCase(
      "WireGuard__wireguard-apple/Sources__WireGuardApp__UI__iOS__WireGuard.entitlements",
      keys: 3, keychain: nil, groups: ["group.$(APP_ID_IOS)"]),
    EntitlementsCase(
      "WireGuard__wireguard-apple/Sources__WireGuardApp__UI__macOS__WireGuard.entitlements",
      keys: 4, keychain: nil, groups: [wireGuardMacGroup]),
    EntitlementsCase(
      "WireGuard__wireguard-apple/"
        + "Sources__WireGuardNetworkExtension__WireGuardNetworkExtension_macOS.entitlements",
      keys: 5, keychain: nil, groups: [wireGuardMacGroup]),
    EntitlementsCase(
      "home-assistant__iOS/Configuration__Entitlements__App-catalyst.entitlements", keys: 12,
      keychain: [homeAssistantGroup], groups: [homeAssistantAppGroup]),
    EntitlementsCase(
      "home-assistant__iOS/Configuration__Entitlements__App-ios.entitlements", keys: 11,
      keychain: [homeAssistantGroup], groups: [homeAssistantAppGroup]),
    EntitlementsCase(
      "home-assistant__iOS/Configuration__Entitlements__Extension-catalyst.entitlements",
      keys: 4, keychain: [homeAssistantGroup], groups: [homeAssistantAppGroup]),
    EntitlementsCase(
      "home-assistant__iOS/Configuration__Entitlements__Extension-ios.entitlements", keys: 3,
      keychain: [homeAssistantGroup], groups: [homeAssistantAppGroup]),
    EntitlementsCase(
      "home-assistant__iOS/Configuration__Entitlements__Launcher.entitlements", keys: 1,
      keychain: nil, groups: nil),
    EntitlementsCase(
      "maxgoedjen__secretive/Sources__SecretAgent__SecretAgent.entitlements", keys: 10,
      keychain: [secretiveGroup], groups: nil),
    EntitlementsCase(
      "maxgoedjen__secretive/Sources__SecretiveUpdater__SecretiveUpdater.entitlements",
      keys: 8, keychain: nil, groups: nil),
    EntitlementsCase(
      "maxgoedjen__secretive/Sources__Secretive__Secretive.entitlements", keys: 10,
      keychain: [secretiveGroup], groups: nil),
    EntitlementsCase(
      "wikimedia__wikipedia-ios/Widgets__WidgetsExtension.entitlements", keys: 1,
      keychain: nil,
      groups: [
        "\(wikipedia)$(SIGNING_DISAMBIGUATOR)", "\(wikipedia)$(SIGNING_DISAMBIGUATOR).alpha",
        "\(wikipedia)$(SIGNING_DISAMBIGUATOR).beta",
      ]),
    EntitlementsCase(
      "wikimedia__wikipedia-ios/Wikipedia__Wikipedia.entitlements", keys: 3, keychain: nil,
      groups: [wikipedia, "\(wikipedia).alpha", "\(wikipedia).beta"]),
  ]
}

@Suite("Entitlements loader")
struct EntitlementsLoaderTests {
  private func homeAssistantData() throws -> Data {
    try CorpusFixtures.data(CorpusFixtures.homeAssistantApp)
  }

  private func homeAssistantEntitlements() throws -> Entitlements {
    try EntitlementsLoader.load(data: homeAssistantData(), file: "App-ios.entitlements")
      .entitlements
  }

  // MARK: Property lists

  @Test(arguments: EntitlementsCase.all)
  func eachCorpusEntitlementsFileLoadsAsAnXMLPropertyList(_ expected: EntitlementsCase) throws {
    let url = try CorpusFixtures.url(expected.path)
    let document = try EntitlementsLoader.load(contentsOf: url)

    #expect(document.kind == .xmlPropertyList)
    #expect(document.file == url.path)
    #expect(document.provisioningProfile == nil)
    #expect(document.entitlements.values.count == expected.keyCount)
    #expect(document.entitlements.keychainAccessGroups == expected.keychainAccessGroups)
    #expect(document.entitlements.applicationGroups == expected.applicationGroups)
  }

  @Test func binaryPropertyListLoadsToTheSameEntitlementsAsXML() throws {
    let object = try PropertyListSerialization.propertyList(from: homeAssistantData(), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)

    let document = try EntitlementsLoader.load(data: binary, file: "App.plist")

    #expect(binary.starts(with: Array("bplist00".utf8)))
    #expect(document.kind == .binaryPropertyList)
    #expect(document.entitlements == (try homeAssistantEntitlements()))
    #expect(
      document.entitlements[.applicationGroups]
        == .array([
          .string(
            "group.$(BUNDLE_ID_PREFIX).homeassistant$(BUNDLE_ID_SUFFIX)")
        ]))
  }

  @Test func xcentFileWithLeadingByteOrderMarkAndWhitespaceLoads() throws {
    let data = Data([0xEF, 0xBB, 0xBF, 0x0A, 0x20]) + Data(SamplePropertyLists.entitlements.utf8)

    let document = try EntitlementsLoader.load(data: data, file: "App.app.xcent")

    #expect(document.kind == .xmlPropertyList)
    #expect(document.file == "App.app.xcent")
    #expect(document.entitlements.applicationIdentifier == "ABCDE12345.com.example.App")
  }

  @Test func keychainAccessGroupsWrittenAsAStringLoadsButIsIgnored() throws {
    let xml = SamplePropertyLists.xml(
      "<dict><key>keychain-access-groups</key><string>ABCDE12345.shared</string></dict>")

    let document = try EntitlementsLoader.load(data: Data(xml.utf8), file: "string.entitlements")

    #expect(document.entitlements[.keychainAccessGroups] == .string("ABCDE12345.shared"))
    #expect(document.entitlements.keychainAccessGroups == nil)
  }

  @Test func keychainAccessGroupsWithANonStringElementLoadsButIsIgnored() throws {
    let xml = SamplePropertyLists.xml(
      """
      <dict><key>keychain-access-groups</key>
      <array><string>ABCDE12345.shared</string><integer>7</integer></array></dict>
      """)

    let document = try EntitlementsLoader.load(data: Data(xml.utf8), file: "mixed.entitlements")

    #expect(
      document.entitlements[.keychainAccessGroups]
        == .array([.string("ABCDE12345.shared"), .integer(7)]))
    #expect(document.entitlements.keychainAccessGroups == nil)
  }

  @Test func appClipFlagWrittenAsTheNumberOneIsNotTrue() throws {
    let xml = SamplePropertyLists.xml(
      "<dict><key>com.apple.developer.on-demand-install-capable</key><integer>1</integer></dict>")

    let document = try EntitlementsLoader.load(data: Data(xml.utf8), file: "clip.entitlements")

    #expect(document.entitlements[.onDemandInstallCapable] == .integer(1))
    #expect(document.entitlements.isAppClip == false)
  }

  // MARK: codesign output

  @Test func codesignOutputWithABlobHeaderLoads() throws {
    let plist = try homeAssistantData()
    let length = UInt32(plist.count + 8)
    let header: [UInt8] =
      [0xFA, 0xDE, 0x71, 0x71]
      + [
        UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF),
        UInt8(length & 0xFF),
      ]

    let document = try EntitlementsLoader.load(data: Data(header) + plist, file: "codesign.out")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements == (try homeAssistantEntitlements()))
  }

  @Test func codesignOutputWithExecutableLinesLoads() throws {
    let text = "Executable=/Applications/Home Assistant.app/Contents/MacOS/Home Assistant\n"
    let data = Data(text.utf8) + (try homeAssistantData())

    let document = try EntitlementsLoader.load(data: data, file: "codesign.txt")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements == (try homeAssistantEntitlements()))
  }

  @Test func codesignOutputWithExecutableLineThenBlobHeaderAndTrailingTextLoads() throws {
    let plist = Data(SamplePropertyLists.entitlements.utf8)
    let length = UInt32(plist.count + 8)
    var data = Data("Executable=/tmp/App.app/App\r\nIdentifier=com.example.App\n".utf8)
    data += Data([0xFA, 0xDE, 0x71, 0x71])
    data += Data([24, 16, 8, 0].map { UInt8((length >> UInt32($0)) & 0xFF) })
    data += plist
    data += Data("warning: something else\n".utf8)

    let document = try EntitlementsLoader.load(data: data, file: "codesign.txt")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements.keychainAccessGroups == ["ABCDE12345.com.example.shared"])
  }

  @Test func xmlFollowedByStatusLinesLoads() throws {
    let text = "Executable=/tmp/App\n" + SamplePropertyLists.entitlements + "done\n"

    let document = try EntitlementsLoader.load(data: Data(text.utf8), file: "out.txt")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements.applicationIdentifier == "ABCDE12345.com.example.App")
  }

  /// DER entitlements with keychain groups, a boolean, a negative integer and a nested
  /// dictionary, in CoreEntitlements' layout.
  private func derEntitlements() -> [UInt8] {
    func utf8(_ string: String) -> [UInt8] { DERBuilder.element(0x0C, Array(string.utf8)) }
    func entry(_ key: String, _ value: [UInt8]) -> [UInt8] {
      DERBuilder.element(0x30, utf8(key) + value)
    }
    let dictionary =
      entry("get-task-allow", DERBuilder.element(0x01, [0x00]))
      + entry(
        "keychain-access-groups",
        DERBuilder.element(0x30, utf8("ABCDE12345.*") + utf8("com.apple.token")))
      + entry("level", DERBuilder.element(0x02, [0xFF]))
      + entry("nested", DERBuilder.element(0xB0, entry("on", DERBuilder.element(0x01, [0xFF]))))
    return DERBuilder.element(
      0x70, DERBuilder.element(0x02, [0x01]) + DERBuilder.element(0xB0, dictionary))
  }

  private static let derExpected = Entitlements(dictionary: [
    "get-task-allow": .bool(false),
    "keychain-access-groups": .array([.string("ABCDE12345.*"), .string("com.apple.token")]),
    "level": .integer(-1),
    "nested": .dictionary(["on": .bool(true)]),
  ])

  @Test func derEntitlementsBlobLoads() throws {
    let der = derEntitlements()
    let length = UInt32(der.count + 8)
    let header = [0xFA, 0xDE, 0x71, 0x72] + [24, 16, 8, 0].map { UInt8((length >> $0) & 0xFF) }

    let document = try EntitlementsLoader.load(data: Data(header + der), file: "der.bin")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements == Self.derExpected)
    #expect(document.entitlements.keychainAccessGroups == ["ABCDE12345.*", "com.apple.token"])
  }

  @Test func bareDEREntitlementsLoad() throws {
    let document = try EntitlementsLoader.load(data: Data(derEntitlements()), file: "ents.der")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements == Self.derExpected)
  }

  @Test func emptyDERDictionaryLoadsAsNoEntitlements() throws {
    let document = try EntitlementsLoader.load(
      data: Data([0x70, 0x05, 0x02, 0x01, 0x01, 0xB0, 0x00]), file: "empty.der")

    #expect(document.entitlements == Entitlements())
  }

  @Test func derEntitlementsWithAnUnknownValueTypeAreMalformed() throws {
    let entry = DERBuilder.element(
      0x30, DERBuilder.element(0x0C, Array("k".utf8)) + DERBuilder.element(0x04, [0x01]))
    let der = DERBuilder.element(
      0x70, DERBuilder.element(0x02, [0x01]) + DERBuilder.element(0xB0, entry))

    #expect(
      throws: EntitlementsLoadingError.malformedPropertyList(
        file: "bad.der",
        reason: "the DER entitlements are malformed at offset 12: expected BOOLEAN, INTEGER, "
          + "UTF8String, SEQUENCE or [16], found OCTET STRING (0x04)")
    ) {
      try EntitlementsLoader.load(data: Data(der), file: "bad.der")
    }
  }

  @Test func derEntitlementsWhoseTopLevelIsAnArrayAreNotADictionary() throws {
    let der = DERBuilder.element(
      0x70, DERBuilder.element(0x02, [0x01]) + DERBuilder.element(0x30, []))

    #expect(throws: EntitlementsLoadingError.notADictionary(file: "array.der", found: "array")) {
      try EntitlementsLoader.load(data: Data(der), file: "array.der")
    }
  }

  @Test func truncatedDEREntitlementsBlobIsMalformed() throws {
    let der = derEntitlements()
    let length = UInt32(der.count + 8)
    let header = [0xFA, 0xDE, 0x71, 0x72] + [24, 16, 8, 0].map { UInt8((length >> $0) & 0xFF) }
    let data = Data(header + der.dropLast(3))

    #expect(
      throws: EntitlementsLoadingError.malformedPropertyList(
        file: "cut.der",
        reason: "the entitlements blob at offset 0 declares \(length) bytes but only "
          + "\(data.count) remain")
    ) {
      try EntitlementsLoader.load(data: data, file: "cut.der")
    }
  }

  @Test func bracketedCodesignListingIsUnsupported() throws {
    let text = "Executable=/tmp/App\n[Dict]\n\t[Key] application-identifier\n"

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: Data(text.utf8), file: "listing.txt")
    }
    guard case .unsupportedFormat(_, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(reason.contains("[Dict]"))
    #expect(reason.contains("offset 20"))
  }

  @Test func blobHeaderLongerThanTheDataIsMalformed() throws {
    let data = Data([0xFA, 0xDE, 0x71, 0x71, 0x00, 0x00, 0x10, 0x00]) + Data("<plist>".utf8)

    #expect(
      throws: EntitlementsLoadingError.malformedPropertyList(
        file: "short.bin",
        reason: "the entitlements blob at offset 0 declares 4096 bytes but only 15 remain")
    ) {
      try EntitlementsLoader.load(data: data, file: "short.bin")
    }
  }

  @Test func textStartingWithTheDERTagLetterIsReadAsText() throws {
    let text = "path=/tmp/App\n" + SamplePropertyLists.entitlements

    let document = try EntitlementsLoader.load(data: Data(text.utf8), file: "p.txt")

    #expect(document.kind == .signedBinaryOutput)
    #expect(document.entitlements.applicationIdentifier == "ABCDE12345.com.example.App")
  }

  @Test func textWithoutAPropertyListIsMalformed() throws {
    #expect(
      throws: EntitlementsLoadingError.malformedPropertyList(
        file: "notes.txt",
        reason: "found 2 text lines and no property list "
          + "(expected `<?xml`, `<plist` or a blob header 0xFADE7171)")
    ) {
      try EntitlementsLoader.load(
        data: Data("Executable=/tmp/App\nhello\n".utf8), file: "notes.txt")
    }
  }

  // MARK: Malformed inputs

  @Test func emptyFileIsAnEmptyFileError() {
    #expect(throws: EntitlementsLoadingError.emptyFile(file: "empty.entitlements")) {
      try EntitlementsLoader.load(data: Data(), file: "empty.entitlements")
    }
  }

  @Test(arguments: [100, 300, 600, 1000])
  func truncatedXMLPropertyListIsMalformed(_ length: Int) throws {
    let data = try homeAssistantData().prefix(length)

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: Data(data), file: "cut.entitlements")
    }
    guard case .malformedPropertyList(let file, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(file == "cut.entitlements")
    #expect(reason.contains("unexpected EOF") || reason.contains("not in the correct format"))
  }

  @Test func truncatedBinaryPropertyListIsMalformed() throws {
    let object = try PropertyListSerialization.propertyList(from: homeAssistantData(), format: nil)
    let binary = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: binary.prefix(binary.count / 2), file: "cut.plist")
    }
    guard case .malformedPropertyList(let file, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(file == "cut.plist")
    #expect(reason.contains("truncated"))
  }

  @Test func binaryPropertyListShorterThanItsTrailerIsMalformed() throws {
    let data = Data("bplist00".utf8) + Data([0xD0, 0x08])

    let error = #expect(throws: EntitlementsLoadingError.self) {
      try EntitlementsLoader.load(data: data, file: "tiny.plist")
    }
    guard case .malformedPropertyList(_, let reason) = error else {
      Issue.record("got \(String(describing: error))")
      return
    }
    #expect(
      reason.hasPrefix(
        "the binary property list is 10 bytes, shorter than its 8-byte header and 32-byte "
          + "trailer"))
  }

  @Test func binaryGarbageIsMalformedAndNamesTheOffendingByte() throws {
    let garbage = Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xFF, 0x13])

    #expect(
      throws: EntitlementsLoadingError.malformedPropertyList(
        file: "a.out",
        reason: "expected a text line, a blob header (0xFADE7171) or an XML property list, "
          + "found byte 0x7f at offset 0")
    ) {
      try EntitlementsLoader.load(data: garbage, file: "a.out")
    }
  }

  @Test(arguments: [
    ("<array><string>a</string></array>", "array"),
    ("<string>keychain-access-groups</string>", "string"),
    ("<integer>1</integer>", "integer"),
    ("<true/>", "boolean"),
  ])
  func topLevelOtherThanADictionaryIsRejected(_ body: String, _ found: String) {
    let data = Data(SamplePropertyLists.xml(body).utf8)

    #expect(
      throws: EntitlementsLoadingError.notADictionary(file: "top.entitlements", found: found)
    ) {
      try EntitlementsLoader.load(data: data, file: "top.entitlements")
    }
  }

  @Test func garbageStartingLikeAProfileIsAMalformedProfile() {
    let data = Data([0x30, 0x82, 0xFF, 0xFF, 0x06])

    #expect(
      throws: EntitlementsLoadingError.malformedProvisioningProfile(
        file: "x.mobileprovision",
        reason: "at offset 1: the length 65535 of SEQUENCE (0x30) at offset 0 runs past "
          + "the end of the data at offset 5 (only 1 bytes remain)")
    ) {
      try EntitlementsLoader.load(data: data, file: "x.mobileprovision")
    }
  }

  /// Random bytes behind each format's leading bytes never crash the loader.
  @Test(arguments: [
    Array("bplist00".utf8), [0xFA, 0xDE, 0x71, 0x71, 0x00, 0x00, 0x00, 0x40],
    [0xFA, 0xDE, 0x71, 0x72, 0x00, 0x00, 0x00, 0x40], [0x30, 0x82], [0x70, 0x30],
    Array("<?xml version=\"1.0\"?><plist><dict>".utf8), Array("Executable=/x\n".utf8),
  ])
  func randomBytesAfterAFormatsPrefixNeverCrash(_ prefix: [UInt8]) {
    var generator = SeededGenerator(seed: UInt64(prefix.count) &* 7919 &+ UInt64(prefix[0]))
    var failures = 0
    for _ in 0..<300 {
      let count = Int.random(in: 0..<80, using: &generator)
      let tail = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      do {
        _ = try EntitlementsLoader.load(data: Data(prefix + tail), file: "random")
      } catch {
        failures += 1
        #expect(error.description.hasPrefix("random: "))
      }
    }
    #expect(failures == 300)
  }

  // MARK: Files

  @Test func missingFileIsUnreadable() {
    let url = URL(fileURLWithPath: "/nonexistent/App.entitlements")

    #expect(
      throws: EntitlementsLoadingError.unreadable(
        file: "/nonexistent/App.entitlements", reason: "no such file")
    ) {
      try EntitlementsLoader.load(contentsOf: url)
    }
  }

  @Test func directoryIsUnreadable() throws {
    let url = try CorpusFixtures.root()

    #expect(
      throws: EntitlementsLoadingError.unreadable(file: url.path, reason: "it is a directory")
    ) {
      try EntitlementsLoader.load(contentsOf: url)
    }
  }

  @Test func nonFileURLIsUnreadable() throws {
    let url = try #require(URL(string: "https://example.com/App.entitlements"))

    #expect(
      throws: EntitlementsLoadingError.unreadable(
        file: "https://example.com/App.entitlements",
        reason: "only local file URLs can be loaded")
    ) {
      try EntitlementsLoader.load(contentsOf: url)
    }
  }

  @Test func documentIsSendableAndHashable() throws {
    let document = try EntitlementsLoader.load(
      data: Data(SamplePropertyLists.entitlements.utf8), file: "App.entitlements")
    let copy: any Sendable & Hashable = document

    #expect(copy as? EntitlementsDocument == document)
    #expect(Set([document, document]).count == 1)
  }
}
