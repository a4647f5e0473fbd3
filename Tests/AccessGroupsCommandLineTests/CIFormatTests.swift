import Foundation
import Testing

/// `--format annotations|sarif` and `--fail-on` of `resolve` and `lint`, the outputs CI reads.
@Suite("CI formats")
struct CIFormatTests {
  typealias Harness = ToolHarness

  static let file = "UnprefixedKeychainGroup.entitlements"

  /// The fixture with its team and bundle ID: one warning, the unprefixed group.
  static let resolveWarningOnly = [
    "resolve", file, "--team-id", "ABCDE12345", "--bundle-id", "com.example.app",
  ]

  /// The fixture without a bundle ID: the warning and the error missing-application-identifier.
  static let lintWithAnError = ["lint", file, "--team-id", "ABCDE12345"]

  static let unprefixedMessage =
    "keychain-access-groups[1] `com.example.shared` does not start with the team ID or App ID "
    + "prefix; did you mean ABCDE12345.com.example.shared? [missing-team-prefix]"

  @Test func annotationsPlaceTheUnprefixedGroupAtItsLineAndColumn() throws {
    let run = try Harness.run(Self.resolveWarningOnly + ["--format", "annotations"])
    #expect(run.exitCode == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    #expect(
      run.output == "UnprefixedKeychainGroup.entitlements:8:3: warning: \(Self.unprefixedMessage)\n"
    )
  }

  @Test func lintAnnotationsPlaceEachTargetsFindingInItsFileAndFailOnTheError() throws {
    let run = try Harness.run(Self.lintWithAnError + ["--format", "annotations"])
    #expect(run.exitCode == 1)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.contains { $0.hasPrefix("UnprefixedKeychainGroup.entitlements:8:3: warning: ") })
    #expect(lines.contains { $0.hasSuffix(Self.unprefixedMessage) })
    #expect(
      lines.contains {
        $0.hasPrefix("UnprefixedKeychainGroup.entitlements: error: ")
          && $0.hasSuffix("[missing-application-identifier]")
      })
  }

  @Test func sarifHasTheRequiredFieldsAndTheFindingsLocations() throws {
    let run = try Harness.run(
      ["resolve", Self.file, "--team-id", "ABCDE12345", "--format", "sarif"])
    #expect(run.exitCode == 1)
    let log = try run.jsonObject()
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let tool = try #require(runs[0]["tool"] as? [String: Any])
    let driver = try #require(tool["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "accessgroups")
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      #expect(result["ruleId"] is String)
      #expect(["error", "warning", "note"].contains(result["level"] as? String))
      let message = try #require(result["message"] as? [String: Any])
      #expect((message["text"] as? String)?.isEmpty == false)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: Any])
      #expect(artifact["uri"] as? String == Self.file)
    }
    let unprefixed = try #require(
      results.first { $0["ruleId"] as? String == "missing-team-prefix" })
    #expect(unprefixed["level"] as? String == "warning")
    let locations = try #require(unprefixed["locations"] as? [[String: Any]])
    let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 8)
    #expect(region["startColumn"] as? Int == 3)
    let missing = try #require(
      results.first { $0["ruleId"] as? String == "missing-application-identifier" })
    #expect(missing["level"] as? String == "error")
  }

  @Test func lintSarifNamesEachFindingsTarget() throws {
    let run = try Harness.run(Self.lintWithAnError + ["--format", "sarif"])
    #expect(run.exitCode == 1)
    let log = try run.jsonObject()
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let properties = try #require(result["properties"] as? [String: String])
      #expect(properties["target"] == "UnprefixedKeychainGroup")
    }
  }

  @Test func aFindingFromAFileThatIsNotAnXMLPropertyListIsPlacedAtTheFileAlone() throws {
    let profile = "HomeAssistant-iOS-App-Store-App.mobileprovision"
    let run = try Harness.run(["resolve", profile, "--format", "annotations"])
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(!lines.isEmpty)
    for line in lines {
      #expect(line.hasPrefix("\(profile): "))
    }
  }

  @Test func aProjectTargetsFindingIsPlacedInItsEntitlementsFileAndAFamilyFindingNowhere() throws {
    let project = ProjectAndProductInputTests.netNewsWire
    let run = try Harness.run(["lint", project, "--format", "annotations"])
    #expect(run.exitCode == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let macApp = URL(fileURLWithPath: project).deletingLastPathComponent()
      .appendingPathComponent("Mac/Resources/NetNewsWire.entitlements").path
    #expect(
      lines.contains {
        $0.hasPrefix("\(macApp): warning: a macOS target")
          && $0.hasSuffix("[macos-file-based-keychain]")
      })
    // A default group others cannot read is the target's finding, placed in its file.
    #expect(
      lines.contains {
        $0.hasPrefix("\(macApp): warning: adds items to ")
          && $0.hasSuffix("[default-groups-differ]")
      })
    #expect(
      lines.contains {
        $0.hasPrefix("note: NetNewsWire, Subscribe to Feed, NetNewsWire Share Extension share ")
          && $0.hasSuffix("[app-group-used-for-keychain]")
      })
  }

  @Test func failOnWarningFailsAWarningOnlyRun() throws {
    let lint = [
      "lint", Self.file, "--team-id", "ABCDE12345", "--bundle-id", "com.example.app",
    ]
    #expect(try Harness.run(lint).exitCode == 0)
    let run = try Harness.run(lint + ["--fail-on", "warning"])
    #expect(run.exitCode == 1)
    #expect(run.output.contains("warning[missing-team-prefix]"))
    #expect(try Harness.run(Self.resolveWarningOnly).exitCode == 0)
    #expect(try Harness.run(Self.resolveWarningOnly + ["--fail-on", "warning"]).exitCode == 1)
  }

  @Test func failOnNeverPassesARunWithErrors() throws {
    #expect(try Harness.run(Self.lintWithAnError).exitCode == 1)
    let run = try Harness.run(Self.lintWithAnError + ["--fail-on", "never"])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("error[missing-application-identifier]"))
    let resolve = ["resolve", Self.file, "--team-id", "ABCDE12345"]
    #expect(try Harness.run(resolve).exitCode == 1)
    #expect(try Harness.run(resolve + ["--fail-on", "never"]).exitCode == 0)
  }

  @Test func jsonStaysAnAliasOfFormatJSON() throws {
    let alias = try Harness.run(Self.resolveWarningOnly + ["--json"])
    let format = try Harness.run(Self.resolveWarningOnly + ["--format", "json"])
    #expect(alias.exitCode == 0)
    #expect(alias.output == format.output)
    #expect(try alias.jsonObject()["accessGroups"] is [String])
  }

  @Test(arguments: [
    (["--json", "--format", "sarif"], "--json and --format sarif cannot be used together"),
    (
      ["--format", "sarf"],
      "unknown format 'sarf'; expected text, json, annotations, sarif; "
        + "did you mean 'sarif'?"
    ),
    (
      ["--fail-on", "warnings"],
      "unknown --fail-on level 'warnings'; expected warning, error "
        + "or never; did you mean 'warning'?"
    ),
  ])
  func badFormatOrThresholdIsBadInput(extra: [String], message: String) throws {
    for command in [Self.resolveWarningOnly, Self.lintWithAnError] {
      let run = try Harness.run(command + extra)
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(run.errors == "accessgroups: \(message)\n")
    }
  }

  @Test func graphAndAFormatAreRefusedTogether() throws {
    let run = try Harness.run(Self.lintWithAnError + ["--graph", "dot", "--format", "sarif"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "accessgroups: --graph and --format sarif cannot be used together\n")
  }

  @Test func helpDocumentsTheFormatsAndTheThreshold() throws {
    for command in ["resolve", "lint"] {
      let help = try Harness.run(["help", command]).output
      #expect(help.contains("--format FORMAT"))
      #expect(help.contains("--fail-on LEVEL"))
      #expect(help.contains("--format annotations"))
      #expect(help.contains("SARIF 2.1.0"))
    }
  }
}
