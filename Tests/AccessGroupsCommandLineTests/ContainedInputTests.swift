import Foundation
import Testing

@testable import AccessGroupsCommandLine

/// `--contained` and the refusal of pseudo files, as a CI job running `lint` on a pull
/// request from someone else sees them.
@Suite("Contained and pseudo-file inputs")
struct ContainedInputTests {
  /// A folder with `files`, removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("contained-\(UUID().uuidString)").resolvingSymlinksInPath()
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  static let entitlements = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>keychain-access-groups</key><array>
    <string>$(AppIdentifierPrefix)$(SHARED)</string></array></dict></plist>
    """

  @Test("An include outside the inputs' root is read by default and refused with --contained")
  func anOutsideIncludeIsRefusedWhenContained() throws {
    let outside = try Self.folder(["Shared.xcconfig": "SHARED = com.example.shared\n"])
    let inside = try Self.folder([
      "App.entitlements": Self.entitlements,
      "App.xcconfig": "#include \"\(outside.path)/Shared.xcconfig\"\n",
    ])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: inside)
    }
    let arguments = [
      "resolve", inside.appendingPathComponent("App.entitlements").path, "--team-id",
      "ABCDE12345", "--settings-file", inside.appendingPathComponent("App.xcconfig").path,
    ]
    let open = try ToolHarness.run(arguments)
    #expect(open.output.contains("ABCDE12345.com.example.shared"))
    let contained = try ToolHarness.run(arguments + ["--contained"])
    #expect(contained.exitCode == 2)
    #expect(contained.errors.contains("\(outside.path)/Shared.xcconfig"))
    #expect(contained.errors.contains("--contained"))
    #expect(!contained.output.contains("com.example.shared"))
  }

  @Test("An include of the process environment is exit 2 and prints none of it")
  func anIncludeOfTheEnvironmentPrintsNothing() throws {
    let pseudo =
      FileManager.default.fileExists(atPath: "/proc/self/environ")
      ? "/proc/self/environ" : "/dev/stdin"
    let inside = try Self.folder([
      "App.entitlements": Self.entitlements,
      "App.xcconfig": "#include \"\(pseudo)\"\n",
    ])
    defer { try? FileManager.default.removeItem(at: inside) }
    let run = try ToolHarness.run([
      "lint", inside.appendingPathComponent("App.entitlements").path, "--team-id", "ABCDE12345",
      "--settings-file", inside.appendingPathComponent("App.xcconfig").path,
    ])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains(pseudo))
    #expect(run.errors.contains("App.xcconfig:1"))
    #expect(run.output.isEmpty)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    #expect(!run.errors.contains(path))
  }

  @Test("The --contained option is listed by lint, resolve and simulate")
  func theOptionIsListed() throws {
    for command in ["lint", "resolve", "simulate"] {
      let run = try ToolHarness.run([command, "--help"])
      #expect(run.output.contains("--contained"), "\(command)")
    }
  }

  @Test("A project whose only signed target cannot be evaluated says so, and why")
  func aProjectWhoseTargetFailsNamesTheCause() throws {
    let pbxproj = """
      // !$*UTF8*$!
      { objects = {
        P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, ); };
        G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); };
        PR = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
        T = {isa = PBXNativeTarget; buildConfigurationList = TL; name = App;
          productType = "com.apple.product-type.application"; };
        TL = {isa = XCConfigurationList; buildConfigurations = (TR, ); };
        TR = {isa = XCBuildConfiguration; buildSettings = {
          CODE_SIGN_ENTITLEMENTS = "$(A).entitlements"; A = "$(B)"; B = "$(A)";
          DEVELOPMENT_TEAM = ABCDE12345; PRODUCT_BUNDLE_IDENTIFIER = com.example.app; };
          name = Release; };
      }; rootObject = P; }
      """
    let root = try Self.folder([
      "App.xcodeproj/project.pbxproj": pbxproj, "App.entitlements": Self.entitlements,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try ToolHarness.run(["lint", root.appendingPathComponent("App.xcodeproj").path])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("has 1 target signed with entitlements"))
    #expect(run.errors.contains("none could be read"))
    #expect(run.errors.contains("CODE_SIGN_ENTITLEMENTS cannot be evaluated"))
    #expect(run.errors.contains("A -> B -> A"))
    #expect(!run.errors.contains("has no target signed"))
  }
}
