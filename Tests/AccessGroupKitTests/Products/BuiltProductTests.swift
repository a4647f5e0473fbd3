import AccessGroupKit
import Foundation
import Testing

/// Built products written in a temporary folder from the corpus's real entitlements, signed
/// (byte by byte) with what Xcode would sign them with, and read back as a family.
@Suite("Built products")
struct BuiltProductTests {
  /// One member: the corpus entitlements it is built from and its bundle ID.
  struct Member {
    var file: String
    var bundleID: String
    var platform: Platform = .iOS
  }

  static let netNewsWireTeam = "M8L2WTLA8W"
  static let app = Member(
    file: "Ranchero-Software__NetNewsWire/iOS__Resources__NetNewsWire.entitlements",
    bundleID: "com.ranchero.NetNewsWire.iOS")
  static let share = Member(
    file:
      "Ranchero-Software__NetNewsWire/iOS__ShareExtension__NetNewsWire_iOS_ShareExtension.entitlements",
    bundleID: "com.ranchero.NetNewsWire.iOS.Share-Extension")
  static let widget = Member(
    file: "Ranchero-Software__NetNewsWire/Widget__NetNewsWire_iOS_WidgetExtension.entitlements",
    bundleID: "com.ranchero.NetNewsWire.iOS.SpringboardWidgets")
  static let macApp = Member(
    file: "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.entitlements",
    bundleID: "com.ranchero.NetNewsWire-Evergreen", platform: .macOS)

  /// The target the source `.entitlements` give with the corpus's Release settings.
  static func source(_ member: Member, name: String) throws -> AppTarget {
    let raw = try EntitlementsLoader.load(contentsOf: CorpusFixtures.url(member.file))
    let settings =
      member.platform == .macOS
      ? CorpusResolutionTests.netNewsWireMacSettings : CorpusResolutionTests.netNewsWireIOSSettings
    return try AppTarget(
      name: name, expanding: raw.entitlements, settings: BuildSettings(settings),
      platform: member.platform,
      identity: SigningIdentity(teamID: netNewsWireTeam, bundleID: member.bundleID))
  }

  /// What Xcode signs: the expanded entitlements plus the team identifier.
  static func signed(_ target: AppTarget) -> Entitlements {
    var entitlements = target.entitlements
    entitlements.values[.teamIdentifier] = .string(netNewsWireTeam)
    return entitlements
  }

  @Test func aBuiltIOSAppWithExtensionsResolvesTheSameAsItsSource() throws {
    let app = try Self.source(Self.app, name: "NetNewsWire")
    let share = try Self.source(Self.share, name: "Share Extension")
    let widget = try Self.source(Self.widget, name: "Widgets")
    let widgetXML = try MachOFixture.xml(Self.signed(widget))

    let product = try BundleFixture.withTemporaryFolder { folder in
      let bundle = try BundleFixture.write(
        "NetNewsWire.app", in: folder,
        info: BundleFixture.iOSInfo(bundleID: Self.app.bundleID, executable: "NetNewsWire"),
        executable: MachOFixture.thin(
          signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(app)))))
      let plugIns = bundle.appendingPathComponent("PlugIns")
      // The share extension is universal (arm64 and armv7), with a binary Info.plist.
      let shareSignature = MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(share)))
      try BundleFixture.write(
        "Share Extension.appex", in: plugIns,
        info: BundleFixture.iOSInfo(bundleID: Self.share.bundleID, executable: "Share Extension"),
        binaryInfo: true,
        executable: MachOFixture.universal([
          (MachOFixture.arm64, MachOFixture.thin(signature: shareSignature)),
          (
            MachOFixture.armv7,
            MachOFixture.thin(is64: false, cpu: MachOFixture.armv7, signature: shareSignature)
          ),
        ]))
      // The widget carries both the XML and the DER form.
      try BundleFixture.write(
        "Widgets.appex", in: plugIns,
        info: BundleFixture.iOSInfo(bundleID: Self.widget.bundleID, executable: "Widgets"),
        executable: MachOFixture.thin(
          signature: MachOFixture.superBlob(
            xml: widgetXML, der: MachOFixture.der(Self.signed(widget)))))
      return try BuiltProduct(contentsOf: bundle)
    }

    #expect(product.findings == [])
    #expect(product.targets.map(\.name) == ["NetNewsWire", "Share Extension", "Widgets"])
    #expect(product.bundles.map(\.kind) == [.app, .appex, .appex])
    #expect(product.bundles.map(\.parent) == [nil, "NetNewsWire", "NetNewsWire"])
    for source in [app, share, widget] {
      let built = try #require(product.family.target(named: source.name))
      #expect(built.platform == .iOS)
      #expect(built.identity.teamID == Self.netNewsWireTeam)
      #expect(built.identity.bundleID == source.identity.bundleID)
      #expect(built.resolvedAccessGroups.groups == source.resolvedAccessGroups.groups)
    }
    // Linting the built family says what linting the source family says.
    let sourceFamily = try AppFamily(targets: [app, share, widget])
    #expect(FamilyLinter().lint(product.family) == FamilyLinter().lint(sourceFamily))
    #expect(SharingMatrix(family: product.family) == SharingMatrix(family: sourceFamily))
    // The corpus's hand-derived lists, so the comparison above cannot pass vacuously.
    #expect(
      product.family.target(named: "Share Extension")?.resolvedAccessGroups.groups == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS.Share-Extension",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
    #expect(
      product.family.target(named: "NetNewsWire")?.resolvedAccessGroups.groups == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS", "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS",
        "group.com.ranchero.NetNewsWire.iOS",
      ])
  }

  @Test func aMacAppInTheContentsLayoutIsReadAsMacOSWithItsProfile() throws {
    let app = try Self.source(Self.macApp, name: "NetNewsWire")
    let profile = try CorpusFixtures.data(
      "Ranchero-Software__NetNewsWire/Mac__Resources__NetNewsWire.provisionprofile")

    let product = try BundleFixture.withTemporaryFolder { folder in
      let bundle = try BundleFixture.write(
        "NetNewsWire.app", in: folder, macLayout: true,
        info: BundleFixture.macInfo(bundleID: Self.macApp.bundleID, executable: "NetNewsWire"),
        binaryInfo: true,
        executable: MachOFixture.universal(
          [
            (
              MachOFixture.arm64,
              MachOFixture.thin(
                signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(app))))
            ),
            (
              MachOFixture.x86_64,
              MachOFixture.thin(
                cpu: MachOFixture.x86_64,
                signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(app))))
            ),
          ], is64: true),
        profile: Array(profile))
      return try BuiltProduct(contentsOf: bundle)
    }

    let bundle = try #require(product.bundles.first)
    #expect(bundle.target.platform == .macOS)
    #expect(bundle.profile?.name == "NetNewsWire")
    #expect(bundle.profilePath?.hasSuffix("Contents/embedded.provisionprofile") == true)
    #expect(bundle.executablePath.hasSuffix("Contents/MacOS/NetNewsWire"))
    #expect(bundle.target.resolvedAccessGroups.groups == app.resolvedAccessGroups.groups)
    #expect(
      bundle.target.resolvedAccessGroups.groups == [
        "M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen", "group.com.ranchero.NetNewsWire-Evergreen",
        "com.apple.token",
      ])
    let codes = product.findings.map(\.finding.code)
    #expect(!codes.contains("team-mismatch"))
    #expect(!codes.contains("application-identifier-not-in-profile"))
  }

  @Test func aSimulatorBuildIsReadFromItsEntitlementsSection() throws {
    let app = try Self.source(Self.app, name: "NetNewsWire")
    var info = BundleFixture.iOSInfo(bundleID: Self.app.bundleID, executable: "NetNewsWire")
    info["CFBundleSupportedPlatforms"] = ["iPhoneSimulator"]
    info["DTPlatformName"] = "iphonesimulator"

    let product = try BundleFixture.withTemporaryFolder { folder in
      try BuiltProduct(
        contentsOf: try BundleFixture.write(
          "NetNewsWire.app", in: folder, info: info,
          executable: MachOFixture.thin(
            cpu: MachOFixture.x86_64,
            signature: try SignedExecutableTests.signature(
              Entitlements(dictionary: ["get-task-allow": .bool(true)])),
            simulated: try MachOFixture.xml(Self.signed(app)))))
    }

    let target = try #require(product.targets.first)
    #expect(product.findings == [])
    #expect(target.platform == .iOSSimulator)
    #expect(target.identity.teamID == Self.netNewsWireTeam)
    #expect(target.entitlements == Self.signed(app))
  }

  @Test func aMacCatalystAppIsToldFromANativeMacAppByItsDeviceFamily() throws {
    let targets = try BundleFixture.withTemporaryFolder { folder in
      var catalyst = BundleFixture.macInfo(bundleID: "com.example.app", executable: "App")
      catalyst["UIDeviceFamily"] = [2, 6]
      let executable = MachOFixture.thin(signature: try SignedExecutableTests.signature())
      let first = try BuiltProduct(
        contentsOf: try BundleFixture.write(
          "Catalyst.app", in: folder, macLayout: true, info: catalyst, executable: executable))
      let second = try BuiltProduct(
        contentsOf: try BundleFixture.write(
          "Native.app", in: folder, macLayout: true,
          info: ["CFBundleIdentifier": "com.example.app", "CFBundleExecutable": "App"],
          executable: executable))
      return first.targets + second.targets
    }

    #expect(targets.map(\.platform) == [.macCatalyst, .macOS])
  }

  @Test func aMacAppsLoginItemsAndSystemExtensionsJoinTheFamily() throws {
    let executable = MachOFixture.thin(signature: try SignedExecutableTests.signature())
    let product = try BundleFixture.withTemporaryFolder { folder in
      let app = try BundleFixture.write(
        "Secretive.app", in: folder, macLayout: true,
        info: BundleFixture.macInfo(bundleID: "com.example.app", executable: "Secretive"),
        executable: executable)
      let library = app.appendingPathComponent("Contents/Library")
      try BundleFixture.write(
        "SecretAgent.app", in: library.appendingPathComponent("LoginItems"), macLayout: true,
        info: BundleFixture.macInfo(bundleID: "com.example.app.agent", executable: "Agent"),
        executable: executable)
      try BundleFixture.write(
        "Tunnel.systemextension", in: library.appendingPathComponent("SystemExtensions"),
        macLayout: true,
        info: BundleFixture.macInfo(bundleID: "com.example.app.tunnel", executable: "Tunnel"),
        executable: executable)
      return try BuiltProduct(contentsOf: app)
    }

    #expect(product.targets.map(\.name) == ["Secretive", "SecretAgent", "Tunnel"])
    #expect(product.bundles.map(\.kind) == [.app, .app, .appex])
    #expect(product.targets.allSatisfy { $0.platform == .macOS })
    // The shared signature is for com.example.app, so only the helpers mismatch.
    #expect(
      product.findings.map { "\($0.target) \($0.finding.code)" } == [
        "SecretAgent bundle-id-mismatch", "Tunnel bundle-id-mismatch",
      ])
  }

  @Test func aProfileFromAnotherTeamIsReportedAgainstTheBundle() throws {
    let app = try Self.source(Self.app, name: "NetNewsWire")
    let profile = try CorpusFixtures.data(CorpusFixtures.iOSAppProfile)

    let product = try BundleFixture.withTemporaryFolder { folder in
      try BuiltProduct(
        contentsOf: try BundleFixture.write(
          "NetNewsWire.app", in: folder,
          info: BundleFixture.iOSInfo(bundleID: Self.app.bundleID, executable: "NetNewsWire"),
          executable: MachOFixture.thin(
            signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(app)))),
          profile: Array(profile)),
        now: Date(timeIntervalSinceReferenceDate: 0))
    }

    let findings = product.findings.filter { $0.finding.code == "team-mismatch" }
    #expect(!findings.isEmpty)
    #expect(findings.allSatisfy { $0.target == "NetNewsWire" })
    #expect(findings.allSatisfy { $0.file.hasSuffix("embedded.mobileprovision") })
    #expect(product.bundles.first?.profile?.teamIdentifier == "QMQYCKL255")
  }

  @Test func anArchiveWithAnAppClipAndAWatchAppFormsOneFamily() throws {
    let entitlements = SignedExecutableTests.entitlements
    let clip = Entitlements(dictionary: [
      "application-identifier": .string("ABCDE12345.com.example.app.Clip"),
      "com.apple.developer.on-demand-install-capable": .bool(true),
      "com.apple.developer.parent-application-identifiers": .array([
        .string("ABCDE12345.com.example.app")
      ]),
    ])
    let watch = Entitlements(dictionary: [
      "application-identifier": .string("ABCDE12345.com.example.app.watchkitapp")
    ])
    let widget = Entitlements(dictionary: [
      "application-identifier": .string("ABCDE12345.com.example.app.watchkitapp.widget"),
      "keychain-access-groups": .array([.string("ABCDE12345.com.example.shared")]),
    ])
    func executable(_ entitlements: Entitlements) throws -> [UInt8] {
      MachOFixture.thin(signature: MachOFixture.superBlob(xml: try MachOFixture.xml(entitlements)))
    }

    let product = try BundleFixture.withTemporaryFolder { folder in
      let archive = folder.appendingPathComponent("Example 2026-11-25.xcarchive")
      let app = try BundleFixture.write(
        "Example.app", in: archive.appendingPathComponent("Products/Applications"),
        info: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "Example"),
        executable: try executable(entitlements))
      try BundleFixture.write(
        "Clip.app", in: app.appendingPathComponent("AppClips"),
        info: BundleFixture.iOSInfo(bundleID: "com.example.app.Clip", executable: "Clip"),
        executable: try executable(clip))
      let watchApp = try BundleFixture.write(
        "Example Watch.app", in: app.appendingPathComponent("Watch"),
        info: [
          "CFBundleIdentifier": "com.example.app.watchkitapp", "CFBundleExecutable": "Watch",
          "CFBundleSupportedPlatforms": ["WatchOS"],
        ],
        executable: try executable(watch))
      try BundleFixture.write(
        "Widget.appex", in: watchApp.appendingPathComponent("PlugIns"),
        info: [
          "CFBundleIdentifier": "com.example.app.watchkitapp.widget",
          "CFBundleExecutable": "Widget", "DTPlatformName": "watchos",
        ],
        executable: try executable(widget))
      return try BuiltProduct(contentsOf: archive)
    }

    #expect(product.findings == [])
    #expect(product.targets.map(\.name) == ["Example", "Clip", "Example Watch", "Widget"])
    #expect(product.bundles.map(\.kind) == [.app, .appClip, .watch, .appex])
    #expect(product.bundles.map(\.parent) == [nil, "Example", "Example", "Example Watch"])
    #expect(product.targets.allSatisfy { $0.platform == .iOS })
    #expect(product.family.target(named: "Clip")?.resolvedAccessGroups.isAppClip == true)
    #expect(
      product.family.target(named: "Widget")?.resolvedAccessGroups.groups.first
        == "ABCDE12345.com.example.shared")
  }

  @Test func missingInfoPlistsUnsignedAndMissingExecutablesAreFindingsNotErrors() throws {
    let product = try BundleFixture.withTemporaryFolder { folder in
      let app = try BundleFixture.write(
        "App.app", in: folder, info: nil,
        executable: MachOFixture.thin(signature: try SignedExecutableTests.signature()))
      let plugIns = app.appendingPathComponent("PlugIns")
      try BundleFixture.write(
        "Unsigned.appex", in: plugIns,
        info: BundleFixture.iOSInfo(bundleID: "com.example.app.unsigned", executable: "Unsigned"),
        executable: MachOFixture.thin(signature: nil))
      try BundleFixture.write(
        "Empty.appex", in: plugIns,
        info: BundleFixture.iOSInfo(bundleID: "com.example.app.empty", executable: "Empty"),
        executable: nil)
      try BundleFixture.write(
        "Broken.appex", in: plugIns,
        info: BundleFixture.iOSInfo(bundleID: "com.example.app.broken", executable: "Broken"),
        executable: Array(MachOFixture.thin(signature: nil).prefix(10)))
      return try BuiltProduct(contentsOf: app)
    }

    let found = product.findings.map { "\($0.target) \($0.finding.code)" }
    #expect(
      found == [
        "App missing-info-plist", "Broken malformed-executable", "Empty missing-executable",
        "Unsigned unsigned-executable",
      ])
    #expect(product.bundle(named: "App")?.target.entitlements == SignedExecutableTests.entitlements)
    #expect(product.bundle(named: "App")?.bundleID == nil)
    #expect(product.bundle(named: "Unsigned")?.target.entitlements == Entitlements())
    #expect(product.targets.count == 4)
  }

  @Test func aSignatureForAnotherBundleIDIsReported() throws {
    let product = try BundleFixture.withTemporaryFolder { folder in
      try BuiltProduct(
        contentsOf: try BundleFixture.write(
          "App.app", in: folder,
          info: BundleFixture.iOSInfo(bundleID: "com.example.other", executable: "App"),
          executable: MachOFixture.thin(signature: try SignedExecutableTests.signature())))
    }

    #expect(product.findings.map(\.finding.code) == ["bundle-id-mismatch"])
    #expect(product.findings.first?.finding.severity == .error)
  }

  @Test func anIPAIsReadWithoutUnzippingAndNamesItsOwnPaths() throws {
    let app = try Self.source(Self.app, name: "NetNewsWire")
    let share = try Self.source(Self.share, name: "Share Extension")
    func info(_ member: Member, _ executable: String) throws -> [UInt8] {
      Array(
        try PropertyListSerialization.data(
          fromPropertyList: BundleFixture.iOSInfo(
            bundleID: member.bundleID, executable: executable),
          format: .binary, options: 0))
    }
    let appExecutable = MachOFixture.thin(
      signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(app))))
    let shareExecutable = MachOFixture.thin(
      signature: MachOFixture.superBlob(xml: try MachOFixture.xml(Self.signed(share))))
    let archive = ZipFixture.archive([
      .init(name: "Payload/", bytes: [], method: 0),
      .init(name: "Payload/NetNewsWire.app/", bytes: [], method: 0),
      .init(name: "Payload/NetNewsWire.app/Info.plist", bytes: try info(Self.app, "NetNewsWire")),
      .init(name: "Payload/NetNewsWire.app/NetNewsWire", bytes: appExecutable),
      .init(name: "Payload/NetNewsWire.app/Assets.car", bytes: [0xFF, 0xFE], method: 0),
      .init(
        name: "Payload/NetNewsWire.app/PlugIns/Share.appex/Info.plist",
        bytes: try info(Self.share, "Share"), method: 0),
      .init(name: "Payload/NetNewsWire.app/PlugIns/Share.appex/Share", bytes: shareExecutable),
      .init(name: "../escape.txt", bytes: [0x41], method: 0),
    ])

    let (product, ipaPath) = try BundleFixture.withTemporaryFolder { folder in
      let ipa = folder.appendingPathComponent("NetNewsWire.ipa")
      try Data(archive).write(to: ipa)
      return (try BuiltProduct(contentsOf: ipa), ipa.path)
    }

    #expect(product.findings == [])
    #expect(product.path == ipaPath)
    #expect(product.targets.map(\.name) == ["NetNewsWire", "Share"])
    #expect(
      product.bundles.first?.executablePath == ipaPath + "/Payload/NetNewsWire.app/NetNewsWire")
    #expect(
      product.family.target(named: "NetNewsWire")?.resolvedAccessGroups.groups
        == app.resolvedAccessGroups.groups)
    #expect(
      product.family.target(named: "Share")?.resolvedAccessGroups.groups
        == share.resolvedAccessGroups.groups)
  }

  @Test func aDamagedIPAIsATypedErrorThatSuggestsUnzipping() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let ipa = folder.appendingPathComponent("App.ipa")
      try Data([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]).write(to: ipa)
      let error = #expect(throws: BuiltProductError.self) { try BuiltProduct(contentsOf: ipa) }
      guard case .malformedArchive(let path, _) = error else {
        Issue.record("got \(String(describing: error))")
        return
      }
      #expect(path == ipa.path)
      #expect(error?.description.contains("unzip") == true)

      let empty = folder.appendingPathComponent("Empty.ipa")
      try Data(ZipFixture.archive([.init(name: "README", bytes: [0x41], method: 0)]))
        .write(to: empty)
      #expect(throws: BuiltProductError.noApplication(path: empty.path, folder: "Payload")) {
        try BuiltProduct(contentsOf: empty)
      }
    }
  }

  @Test func anUnzippedIPAFolderIsRead() throws {
    let product = try BundleFixture.withTemporaryFolder { folder in
      let unzipped = folder.appendingPathComponent("App")
      try BundleFixture.write(
        "App.app", in: unzipped.appendingPathComponent("Payload"),
        info: BundleFixture.iOSInfo(bundleID: "com.example.app", executable: "App"),
        executable: MachOFixture.thin(signature: try SignedExecutableTests.signature()))
      return try BuiltProduct(contentsOf: unzipped)
    }

    #expect(product.targets.map(\.name) == ["App"])
    #expect(product.findings == [])
  }

  @Test func pathsThatAreNotBuiltProductsAreTypedErrors() throws {
    try BundleFixture.withTemporaryFolder { folder in
      let missing = folder.appendingPathComponent("Nothing.app")
      #expect(
        throws: BuiltProductError.unreadable(
          path: missing.path, reason: "no such file or directory")
      ) {
        try BuiltProduct(contentsOf: missing)
      }
      let archive = folder.appendingPathComponent("Empty.xcarchive")
      try FileManager.default.createDirectory(at: archive, withIntermediateDirectories: true)
      #expect(
        throws: BuiltProductError.noApplication(path: archive.path, folder: "Products/Applications")
      ) {
        try BuiltProduct(contentsOf: archive)
      }
      let text = folder.appendingPathComponent("notes.txt")
      try Data("hello".utf8).write(to: text)
      #expect(
        throws: BuiltProductError.notABundle(
          path: text.path, reason: "it is a file, not a directory or a zip archive")
      ) {
        try BuiltProduct(contentsOf: text)
      }
    }
  }
}
