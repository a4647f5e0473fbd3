import AccessGroupKit
import Foundation
import Testing

/// Settings evaluated from small projects written for each rule.
@Suite("Xcode build settings")
struct XcodeBuildSettingsResolverTests {
  /// A folder with `files`, and `App.xcodeproj/project.pbxproj` with one iOS app target
  /// whose project and target Release configurations have the given settings and bases.
  static func project(
    projectSettings: String = "", targetSettings: String = "",
    projectBase: String? = nil, targetBase: String? = nil, files: [String: String] = [:],
    productType: String = "com.apple.product-type.application"
  ) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)")
    func base(_ path: String?, id: String) -> String {
      guard path != nil else { return "" }
      return "baseConfigurationReference = \(id);"
    }
    let pbxproj = """
      // !$*UTF8*$!
      {
        objects = {
          P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, ); };
          G = {isa = PBXGroup; children = (C, ); sourceTree = "<group>"; };
          C = {isa = PBXGroup; children = (PX, TX, ); path = Config; sourceTree = "<group>"; };
          PX = {isa = PBXFileReference; path = "\(projectBase ?? "")"; sourceTree = "<group>"; };
          TX = {isa = PBXFileReference; path = "\(targetBase ?? "")"; sourceTree = "<group>"; };
          PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); };
          PR = {isa = XCBuildConfiguration; \(base(projectBase, id: "PX"))
            buildSettings = { \(projectSettings) }; name = Release; };
          T = {isa = PBXNativeTarget; buildConfigurationList = TL; name = App;
            productType = "\(productType)"; };
          TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
          TR = {isa = XCBuildConfiguration; \(base(targetBase, id: "TX"))
            buildSettings = { \(targetSettings) }; name = Release; };
        };
        rootObject = P;
      }
      """
    var all = files
    all["App.xcodeproj/project.pbxproj"] = pbxproj
    for (path, text) in all {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root.appendingPathComponent("App.xcodeproj")
  }

  static func settings(
    _ url: URL, variant: XcodeBuildVariant = .device, overrides: [String: String] = [:]
  ) throws -> XcodeTargetSettings {
    let project = try XcodeProject(contentsOf: url)
    let target = try #require(project.target(named: "App"))
    return try #require(
      try XcodeBuildSettingsResolver(project: project, overrides: BuildSettings(overrides))
        .settings(for: target, variant: variant))
  }

  @Test func levelsStackWithInheritedFromProjectXcconfigToOverrides() throws {
    let url = try Self.project(
      projectSettings: #"FLAGS = "$(inherited) -project";"#,
      targetSettings: #"FLAGS = "$(inherited) -target";"#,
      projectBase: "Project.xcconfig", targetBase: "Target.xcconfig",
      files: [
        "Config/Project.xcconfig": "FLAGS = -projectfile\n",
        "Config/Target.xcconfig": "FLAGS = $(inherited) -targetfile\n",
      ])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let evaluated = try Self.settings(url, overrides: ["FLAGS": "$(inherited) -override"])
    #expect(
      try evaluated.settings.expand("$(FLAGS)")
        == "-projectfile -project -targetfile -target -override")
    #expect(evaluated.findings.isEmpty)
  }

  @Test func conditionalKeysApplyForTheDeviceSDKOfTheTargetsPlatform() throws {
    let url = try Self.project(
      projectSettings: "SDKROOT = iphoneos;",
      targetSettings: #"""
        DEVELOPMENT_TEAM = ""; "DEVELOPMENT_TEAM[sdk=iphoneos*]" = ABCDE12345;
        "DEVELOPMENT_TEAM[sdk=iphonesimulator*]" = SIMULATOR;
        "OTHER[config=Debug]" = debug; "ARCH_ONLY[arch=arm64]" = arm;
        """#,
      projectBase: "Base.xcconfig",
      files: ["Config/Base.xcconfig": "OTHER = release\nFILE[sdk=macosx*] = mac\nFILE = plain\n"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let evaluated = try Self.settings(url)
    #expect(evaluated.sdk == "iphoneos")
    #expect(evaluated.platform == .iOS)
    #expect(try evaluated.settings.expand("$(DEVELOPMENT_TEAM)") == "ABCDE12345")
    #expect(try evaluated.settings.expand("$(OTHER)") == "release")
    #expect(try evaluated.settings.expand("$(ARCH_ONLY)") == "arm")
    #expect(try evaluated.settings.expand("$(FILE)") == "plain")
    #expect(try evaluated.settings.expand("$(EFFECTIVE_PLATFORM_NAME)") == "-iphoneos")
  }

  @Test func macCatalystBuildsUseTheMacOSSDKOnlyForTargetsThatSupportIt() throws {
    let supported = try Self.project(
      targetSettings: #"""
        SDKROOT = iphoneos; SUPPORTS_MACCATALYST = YES;
        CODE_SIGN_ENTITLEMENTS = App.entitlements;
        "CODE_SIGN_ENTITLEMENTS[sdk=macosx*]" = App-catalyst.entitlements;
        """#)
    defer { try? FileManager.default.removeItem(at: supported.deletingLastPathComponent()) }
    let catalyst = try Self.settings(supported, variant: .macCatalyst)
    #expect(catalyst.platform == .macCatalyst)
    #expect(
      try catalyst.settings.expand("$(CODE_SIGN_ENTITLEMENTS)") == "App-catalyst.entitlements")
    #expect(try catalyst.settings.expand("$(EFFECTIVE_PLATFORM_NAME)") == "-maccatalyst")
    let device = try Self.settings(supported)
    #expect(try device.settings.expand("$(CODE_SIGN_ENTITLEMENTS)") == "App.entitlements")

    let unsupported = try Self.project(targetSettings: "SDKROOT = iphoneos;")
    defer { try? FileManager.default.removeItem(at: unsupported.deletingLastPathComponent()) }
    let project = try XcodeProject(contentsOf: unsupported)
    let target = try #require(project.targets.first)
    #expect(
      try XcodeBuildSettingsResolver(project: project).settings(
        for: target, variant: .macCatalyst) == nil)
  }

  @Test func builtInsNameTheTargetProductModuleAndSourceRoot() throws {
    let url = try Self.project(targetSettings: "SDKROOT = watchos;")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let settings = try Self.settings(url).settings
    #expect(try settings.expand("$(PRODUCT_NAME)") == "App")
    #expect(try settings.expand("$(PRODUCT_MODULE_NAME)") == "App")
    #expect(try settings.expand("$(CONFIGURATION)") == "Release")
    #expect(try settings.expand("$(PLATFORM_NAME)") == "watchos")
    #expect(try settings.expand("$(PROJECT_NAME)") == "App")
    #expect(
      try settings.expand("$(SRCROOT)") == url.deletingLastPathComponent().standardizedFileURL.path)
    let sdklessProject = try Self.project()
    defer { try? FileManager.default.removeItem(at: sdklessProject.deletingLastPathComponent()) }
    let sdkless = try Self.settings(sdklessProject)
    #expect(sdkless.platform == .macOS)
  }

  @Test func supportedPlatformsDecideThePlatformWhenSDKRootIsAuto() throws {
    let url = try Self.project(
      targetSettings: #"SDKROOT = auto; SUPPORTED_PLATFORMS = "iphonesimulator iphoneos";"#)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(try Self.settings(url).sdk == "iphoneos")
  }

  @Test func missingBaseAndIncludeAreFindingsThatNameTheFile() throws {
    let url = try Self.project(
      projectBase: "Project.xcconfig", targetBase: "Pods.xcconfig",
      files: ["Config/Project.xcconfig": "#include \"Developer.xcconfig\"\nA = 1\n"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let evaluated = try Self.settings(url)
    #expect(
      evaluated.findings.map(\.code) == [
        XcodeProjectFindingCode.missingInclude.rawValue,
        XcodeProjectFindingCode.missingBaseConfiguration.rawValue,
      ])
    #expect(evaluated.findings[0].message.contains("Config/Developer.xcconfig"))
    #expect(evaluated.findings[1].message.contains("Config/Pods.xcconfig"))
    #expect(evaluated.settings["A"] == "1")
  }

  @Test func includeThatMatchesOnlyIgnoringCaseIsReadAsOnAMacAndReported() throws {
    let url = try Self.project(
      projectBase: "Project.xcconfig",
      files: [
        "Config/Project.xcconfig": "#include \"shared.xcconfig\"\n",
        "Config/Shared.xcconfig": "TEAM = ABCDE12345\n",
      ])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let evaluated = try Self.settings(url)
    #expect(evaluated.settings["TEAM"] == "ABCDE12345")
    #expect(
      evaluated.findings.map(\.code) == [XcodeProjectFindingCode.caseInsensitiveInclude.rawValue])
    #expect(evaluated.findings.first?.message.contains("Config/Shared.xcconfig") == true)
  }

  @Test func malformedBaseConfigurationIsAnErrorFindingNotAThrow() throws {
    let url = try Self.project(
      projectBase: "Project.xcconfig", files: ["Config/Project.xcconfig": "not a setting\n"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let evaluated = try Self.settings(url)
    #expect(evaluated.findings.map(\.severity) == [.error])
    #expect(
      evaluated.findings.first?.code == XcodeProjectFindingCode.unreadableConfiguration.rawValue)
  }

  @Test func unknownConfigurationIsAnErrorListingTheOnesThatExist() throws {
    let url = try Self.project()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(throws: XcodeProjectError.unknownConfiguration(name: "Beta", available: ["Release"])) {
      try XcodeProjectFamily(projectAt: url, configuration: "Beta")
    }
  }

  @Test func signedTargetGetsIdentityAndEntitlementsFromItsSettings() throws {
    let url = try Self.project(
      targetSettings: #"""
        SDKROOT = iphoneos; DEVELOPMENT_TEAM = ABCDE12345;
        PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(PRODUCT_NAME:lower)";
        CODE_SIGN_ENTITLEMENTS = "App/App.entitlements";
        """#,
      files: [
        "App/App.entitlements": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>keychain-access-groups</key>
          <array><string>$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)</string></array>
        </dict></plist>
        """
      ],
      productType: "com.apple.product-type.application.on-demand-install-capable")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let family = try XcodeProjectFamily(projectAt: url)
    let app = try #require(family.target(named: "App"))
    #expect(app.bundleID == "com.example.app")
    #expect(app.productType.isAppClip)
    #expect(app.accessGroups == ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app"])
    #expect(family.findings.isEmpty)
    #expect(family.family.targets.map(\.name) == ["App"])
  }

  @Test func catalystBundleIDIsDerivedAndEntitlementsFoundIgnoringCaseAreReported() throws {
    let url = try Self.project(
      targetSettings: #"""
        SDKROOT = iphoneos; SUPPORTS_MACCATALYST = YES; DEVELOPMENT_TEAM = ABCDE12345;
        DERIVE_MACCATALYST_PRODUCT_BUNDLE_IDENTIFIER = YES;
        PRODUCT_BUNDLE_IDENTIFIER = com.example.app; CODE_SIGN_ENTITLEMENTS = app.entitlements;
        """#,
      files: [
        "App.entitlements": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>com.apple.security.application-groups</key>
          <array><string>group.com.example.shared</string></array>
        </dict></plist>
        """
      ])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let family = try XcodeProjectFamily(projectAt: url, variant: .macCatalyst)
    let app = try #require(family.target(named: "App"))
    #expect(app.bundleID == "maccatalyst.com.example.app")
    #expect(app.entitlementsFile.lastPathComponent == "App.entitlements")
    #expect(
      app.accessGroups == [
        "ABCDE12345.maccatalyst.com.example.app", "group.com.example.shared", "com.apple.token",
      ])
    #expect(
      family.findings.map(\.code) == [XcodeProjectFindingCode.caseInsensitiveInclude.rawValue])
  }

  @Test func targetWithoutTheConfigurationIsLeftOutWithAWarning() throws {
    let url = try Self.project(targetSettings: "CODE_SIGN_ENTITLEMENTS = App.entitlements;")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let file = url.appendingPathComponent("project.pbxproj")
    var text = try String(contentsOf: file, encoding: .utf8)
    let last = try #require(text.range(of: "name = Release;", options: .backwards))
    text.replaceSubrange(last, with: "name = Debug;")
    try Data(text.utf8).write(to: file)
    let family = try XcodeProjectFamily(projectAt: url)
    #expect(family.targets.isEmpty)
    #expect(family.findings.map(\.code) == [XcodeProjectFindingCode.missingConfiguration.rawValue])
    #expect(family.findings.first?.message.contains("it has Debug") == true)
  }

  /// A chain of 20,000 groups each adding `d/` leads to a path of 40,000 bytes, which no
  /// file system opens (`PATH_MAX`): it resolves to no file, as a loop does; one of path-less
  /// groups resolves.
  @Test(arguments: [true, false])
  func longAndCyclicGroupChainsResolveWithoutExhaustingTheStack(groupsHavePaths: Bool) throws {
    var objects = ""
    let count = 20_000
    for index in 0..<count {
      objects +=
        "G\(index) = {isa = PBXGroup; children = (G\(index + 1), ); "
        + (groupsHavePaths ? "path = d; };\n" : "};\n")
    }
    objects += """
      G\(count) = {isa = PBXGroup; children = (X, ); sourceTree = "<group>"; };
      X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
      L1 = {isa = PBXGroup; children = (L2, ); path = a; sourceTree = "<group>"; };
      L2 = {isa = PBXGroup; children = (L1, Y, ); path = b; sourceTree = "<group>"; };
      Y = {isa = PBXFileReference; path = Loop.xcconfig; sourceTree = "<group>"; };
      C = {isa = XCBuildConfiguration; baseConfigurationReference = X; name = Release; };
      D = {isa = XCBuildConfiguration; baseConfigurationReference = Y; name = Debug; };
      CL = {isa = XCConfigurationList; buildConfigurations = (C, D, ); };
      P = {isa = PBXProject; buildConfigurationList = CL; mainGroup = G0; targets = (); };
      """
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)/Deep.xcodeproj")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("{ objects = { \(objects) }; rootObject = P; }".utf8)
      .write(to: root.appendingPathComponent("project.pbxproj"))
    let project = try XcodeProject(contentsOf: root)
    let release = project.configuration(named: "Release")?.baseConfiguration
    if groupsHavePaths {
      #expect(release == nil)
    } else {
      #expect(
        release?.path
          == root.deletingLastPathComponent().appendingPathComponent("Base.xcconfig").path)
    }
    #expect(project.configuration(named: "Release") != nil)
    #expect(project.configuration(named: "Debug")?.baseConfiguration == nil)
  }

  /// A hand-merged project can list one file in several groups; the answer must not depend
  /// on the order a dictionary happens to hold the groups in (which changes from run to
  /// run: with twenty groups, an answer that did would be wrong in most runs).
  @Test("A file listed by several groups resolves through the group whose ID sorts first")
  func aFileListedBySeveralGroupsResolvesThroughTheFirstGroup() throws {
    let groups = (0..<20).map { String(format: "G%02d", $0) }
    let objects =
      groups.reversed().map {
        "\($0) = {isa = PBXGroup; children = (X, ); path = \($0.lowercased()); "
          + "sourceTree = \"<group>\"; };\n"
      }.joined()
        + """
        M = {isa = PBXGroup; children = (\(groups.map { "\($0), " }.joined())); \
        sourceTree = "<group>"; };
        X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
        C = {isa = XCBuildConfiguration; baseConfigurationReference = X; name = Release; };
        CL = {isa = XCConfigurationList; buildConfigurations = (C, ); };
        P = {isa = PBXProject; buildConfigurationList = CL; mainGroup = M; targets = (); };
        """
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("xcodeproject-tests-\(UUID().uuidString)/Groups.xcodeproj")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data("{ objects = { \(objects) }; rootObject = P; }".utf8)
      .write(to: root.appendingPathComponent("project.pbxproj"))
    let project = try XcodeProject(contentsOf: root)
    let base = try #require(project.configuration(named: "Release")?.baseConfiguration)
    #expect(base.pathComponents.suffix(2) == ["g00", "Base.xcconfig"])
  }
}
