import AccessGroupKit
import Foundation
import Testing

@Suite("xcodebuild -showBuildSettings -json reader")
struct ShowBuildSettingsReaderTests {
  /// Two entries as `xcodebuild -showBuildSettings -json` prints them (keys sorted, every
  /// value a string), cut down to the settings signing uses.
  private let twoTargets = """
    [
      {
        "action" : "build",
        "buildSettings" : {
          "CODE_SIGN_ENTITLEMENTS" : "App/App.entitlements",
          "CONFIGURATION" : "Release",
          "DEVELOPMENT_TEAM" : "ABCDE12345",
          "PLATFORM_NAME" : "iphoneos",
          "PRODUCT_BUNDLE_IDENTIFIER" : "com.example.app",
          "PRODUCT_TYPE" : "com.apple.product-type.application",
          "PROJECT_DIR" : "/Users/dev/Example",
          "SDKROOT" : "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS18.2.sdk",
          "SRCROOT" : "/Users/dev/Example",
          "TARGET_NAME" : "App"
        },
        "target" : "App"
      },
      {
        "action" : "build",
        "buildSettings" : {
          "CONFIGURATION" : "Release",
          "DEVELOPMENT_TEAM" : "",
          "PLATFORM_NAME" : "macosx",
          "IS_MACCATALYST" : "YES",
          "TARGET_NAME" : "AppTests"
        },
        "target" : "AppTests"
      }
    ]
    """

  @Test func readsEachTargetWithItsSettings() throws {
    let targets = try ShowBuildSettingsReader.read(Data(twoTargets.utf8))
    #expect(targets.map(\.name) == ["App", "AppTests"])
    let app = targets[0]
    #expect(app.action == "build")
    #expect(app.settings["DEVELOPMENT_TEAM"] == "ABCDE12345")
    #expect(app.entitlementsPath == "App/App.entitlements")
    #expect(app.configuration == "Release")
    #expect(app.productType == "com.apple.product-type.application")
    #expect(app.projectDirectory == "/Users/dev/Example")
    #expect(app.platform == .iOS)
    #expect(targets[1].entitlementsPath == nil)
    #expect(targets[1].platform == .macCatalyst)
  }

  @Test(arguments: [
    (["PLATFORM_NAME": "iphonesimulator"], Platform.iOSSimulator),
    (["PLATFORM_NAME": "macosx"], .macOS),
    (["PLATFORM_NAME": "watchos"], .iOS),
    (["SDKROOT": "iphoneos"], .iOS),
    (["SDKROOT": "/SDKs/MacOSX15.2.sdk"], .macOS),
    (["SDKROOT": "macosx", "EFFECTIVE_PLATFORM_NAME": "-maccatalyst"], .macCatalyst),
  ])
  func thePlatformComesFromThePlatformNameOrTheSDK(
    _ settings: [String: String], _ platform: Platform
  ) {
    let target = ShowBuildSettingsTarget(name: "T", settings: BuildSettings(settings))
    #expect(target.platform == platform)
  }

  @Test func anUnknownPlatformIsNil() {
    let target = ShowBuildSettingsTarget(
      name: "T", settings: BuildSettings(["PLATFORM_NAME": "driverkit"]))
    #expect(target.platform == nil)
  }

  @Test func aMissingTargetFieldFallsBackToTheTargetNameSetting() throws {
    let json = #"[{"action": "build", "buildSettings": {"TARGET_NAME": "Widget"}}]"#
    let targets = try ShowBuildSettingsReader.read(Data(json.utf8))
    #expect(targets.map(\.name) == ["Widget"])
  }

  @Test(arguments: [
    ("", "not JSON (the input is empty)"),
    ("Command line invocation:\n    xcodebuild", "it starts with 'Command line invocation:'"),
    ("[{\"target\": \"A\", ", "not JSON"),
    ("{\"target\": \"A\"}", "expected an array of"),
    ("[]", "the array has no entries"),
    ("[42]", "entry 0 is a number or boolean, not an object"),
    ("[{\"target\": \"A\"}]", "entry 0 has no \"buildSettings\" object"),
    (
      "[{\"target\": \"A\", \"buildSettings\": {\"ENABLE_BITCODE\": false}}]",
      "entry 0: buildSettings.ENABLE_BITCODE is a number or boolean, not a string"
    ),
    ("[{\"target\": 7, \"buildSettings\": {}}]", "entry 0: \"target\" is a number or boolean"),
    ("[{\"buildSettings\": {}}]", "entry 0 names no target"),
  ])
  func malformedOutputIsRejectedNamingWhatIsWrong(_ json: String, _ message: String) {
    #expect {
      _ = try ShowBuildSettingsReader.read(Data(json.utf8))
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test func entitlementsAreFoundUnderTheProjectOrElseTheFallbackFolder() throws {
    let target = try #require(try ShowBuildSettingsReader.read(Data(twoTargets.utf8)).first)
    let fallback = URL(fileURLWithPath: "/checkout")
    let onTheMac = target.entitlementsCandidates(fallbackDirectory: fallback) { _ in false }
    #expect(
      onTheMac.map(\.path) == [
        "/Users/dev/Example/App/App.entitlements", "/checkout/App/App.entitlements",
      ])
    let here = target.entitlementsCandidates(fallbackDirectory: fallback) {
      $0.hasPrefix("/checkout")
    }
    #expect(here.first?.path == "/checkout/App/App.entitlements")
  }

  @Test func anAbsolutePathInsideTheProjectIsAlsoTriedUnderTheFallbackFolder() {
    let target = ShowBuildSettingsTarget(
      name: "App",
      settings: BuildSettings([
        "CODE_SIGN_ENTITLEMENTS": "/Users/dev/Example/App/App.entitlements",
        "SRCROOT": "/Users/dev/Example",
      ]))
    let candidates = target.entitlementsCandidates(
      fallbackDirectory: URL(fileURLWithPath: "/checkout")
    ) { _ in false }
    #expect(
      candidates.map(\.path) == [
        "/Users/dev/Example/App/App.entitlements", "/checkout/App/App.entitlements",
      ])
  }

  @Test func everyTruncationAndSingleByteChangeReadsOrThrowsATypedError() {
    let bytes = Array(twoTargets.utf8)
    var outcomes = (read: 0, rejected: 0)
    func attempt(_ candidate: [UInt8]) {
      do throws(ShowBuildSettingsError) {
        _ = try ShowBuildSettingsReader.read(Data(candidate))
        outcomes.read += 1
      } catch {
        #expect(!error.description.isEmpty)
        outcomes.rejected += 1
      }
    }
    for length in 0..<bytes.count { attempt(Array(bytes[..<length])) }
    for index in bytes.indices {
      for replacement: UInt8 in [0x00, 0x22, 0x5B, 0x7D, 0x31, 0xFF] {
        var changed = bytes
        changed[index] = replacement
        attempt(changed)
      }
    }
    #expect(outcomes.read > 0)
    #expect(outcomes.rejected > bytes.count)
  }
}
