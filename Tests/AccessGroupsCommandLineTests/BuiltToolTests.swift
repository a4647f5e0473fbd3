// Foundation has `Process` only on macOS, Linux and Windows: on iOS, tvOS, watchOS and
// visionOS the executable cannot be started, so this file is left out there (the
// in-process tests of the other files cover the same commands).
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// Runs the built `accessgroups` executable as a separate process.
  @Suite("accessgroups executable")
  struct BuiltToolTests {
    @Test func executablePrintsNetNewsWiresListAndExitsWithZero() throws {
      let run = try BuiltTool.run(ToolHarness.netNewsWireArguments)
      #expect(run.exitCode == 0, "\(run.errors)")
      #expect(run.output.contains(ToolHarness.netNewsWireGroups + "\n"))
      let first = run.output.split(separator: "\n").first { $0.hasPrefix("  0  ") }
      #expect(first?.hasSuffix("(default)") == true)
      #expect(run.errors.isEmpty)
    }

    @Test func executablePrintsJSONThatParses() throws {
      let run = try BuiltTool.run(ToolHarness.netNewsWireArguments + ["--json"])
      #expect(run.exitCode == 0, "\(run.errors)")
      let json = try run.jsonObject()
      #expect((json["accessGroups"] as? [String])?.count == 3)
      #expect(json["defaultAccessGroup"] as? String == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
    }

    @Test func executableReadsBuildSettingsFromStandardInput() throws {
      let json = try String(
        contentsOf: try ToolHarness.fixtures.appendingPathComponent(
          "NetNewsWire-iOS-showBuildSettings.json"),
        encoding: .utf8)
      let run = try BuiltTool.run(
        ["resolve", "--build-settings-json", "-", "--target", "NetNewsWire-iOS"],
        standardInput: json)
      #expect(run.exitCode == 0, "\(run.errors)")
      #expect(run.output.contains(ToolHarness.netNewsWireGroups + "\n"))
    }

    @Test("An endless standard input is read only to the input limit, then refused")
    func endlessStandardInputIsRefused() throws {
      let run = try BuiltTool.run(
        ["lint", "--build-settings-json", "-"], standardInputPath: "/dev/zero")
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(
        run.errors.contains(
          "standard input: it is more than the 134217728 bytes read from a stream"))
    }

    @Test func executableExitsWithTwoOnAnUnknownOption() throws {
      let run = try BuiltTool.run(["resolve", "--no-such-option"])
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(run.errors.contains("unknown option '--no-such-option'"))
      #expect(run.errors.contains("help"))
    }

    @Test func executableExitsWithTwoOnAnUnexpandedVariable() throws {
      let run = try BuiltTool.run(["resolve", "NetNewsWire-iOS.entitlements"])
      #expect(run.exitCode == 2)
      #expect(run.errors.contains("NetNewsWire-iOS.entitlements"))
    }

    @Test func executableExitsWithOneOnAnErrorFinding() throws {
      let run = try BuiltTool.run(
        ToolHarness.netNewsWireArguments + [
          "--provisioning-profile", "HomeAssistant-iOS-App-Store-App.mobileprovision",
        ])
      #expect(run.exitCode == 1, "\(run.errors)")
      #expect(run.output.contains("error["))
    }

    @Test func executablePrintsItsVersion() throws {
      let run = try BuiltTool.run(["--version"])
      #expect(run.exitCode == 0)
      #expect(run.output.hasPrefix("0."))
      #expect(run.errors.isEmpty)
    }
  }
#endif
