import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

@testable import AccessGroupsCommandLine

/// `info-plist --project … --target …`: the test host's identity from its Xcode project.
@Suite("info-plist from an Xcode project")
struct InfoPlistProjectTests {
  typealias Harness = ToolHarness

  static let netNewsWire = ProjectAndProductInputTests.netNewsWire

  /// The `export NAME=VALUE` lines of a run, as an environment.
  private func exports(_ output: String) -> [String: String] {
    var environment: [String: String] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix("export ") {
      let assignment = line.dropFirst("export ".count)
      guard let equals = assignment.firstIndex(of: "=") else { continue }
      var value = String(assignment[assignment.index(after: equals)...])
      if value.hasPrefix("'") { value = String(value.dropFirst().dropLast()) }
      environment[String(assignment[..<equals])] = value
    }
    return environment
  }

  @Test("The host target's variables make the simulation run as the app resolve describes")
  func variablesGiveTheResolvedGroups() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("info-plist-project-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Harness.run([
      "info-plist", "--project", Self.netNewsWire, "--target", "NetNewsWire-iOS",
      "--configuration", "Release", "--output", folder.path,
    ])
    #expect(run.exitCode == 0)
    #expect(run.errors.isEmpty)
    let environment = exports(run.output)
    #expect(environment["ACCESSGROUPKIT_TEAM_ID"] == "M8L2WTLA8W")
    #expect(environment["ACCESSGROUPKIT_BUNDLE_ID"] == "com.ranchero.NetNewsWire.iOS")
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: folder.appendingPathComponent("Info.plist")), format: nil)
    #expect(
      (plist as? [String: String])?["CFBundleIdentifier"] == "com.ranchero.NetNewsWire.iOS")

    let resolved = try Harness.run([
      "resolve", Self.netNewsWire, "--target", "NetNewsWire-iOS", "--configuration", "Release",
      "--json",
    ])
    let groups = try #require(try resolved.jsonObject()["accessGroups"] as? [String])
    let configuration = try SimulatedConfiguration(environment: environment)
    let device = SimulatedDevice(platform: configuration.app.platform ?? .iOS)
    #expect(try device.install(configuration.app).groups == groups)
    #expect(groups.count == 3)
  }

  @Test("Debug is the configuration unless one is named")
  func debugIsTheDefaultConfiguration() throws {
    let run = try Harness.run([
      "info-plist", "--project", Self.netNewsWire, "--target", "NetNewsWire-iOS",
    ])
    #expect(run.exitCode == 0)
    #expect(run.output.contains("# NetNewsWire-iOS (Debug): access groups "))
    #expect(run.output.contains("# No --output: no Info.plist written."))
  }

  @Test(
    "A missing target, project or --target is bad input naming what is wrong",
    arguments: [
      (["--target", "Nope"], "no signed target named `Nope`"),
      ([], "need --target NAME"),
    ])
  func missingTargetIsBadInput(extra: [String], message: String) throws {
    let run = try Harness.run(["info-plist", "--project", Self.netNewsWire] + extra)
    #expect(run.exitCode == 2)
    #expect(run.errors.contains(message))
    #expect(run.output.isEmpty)
  }

  @Test("A project that does not exist is bad input naming its path")
  func missingProjectIsBadInput() throws {
    let run = try Harness.run([
      "info-plist", "--project", "Missing.xcodeproj", "--target", "App",
    ])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("Missing.xcodeproj"))
  }

  @Test("--bundle-id and --project together are refused")
  func bundleIDWithProjectIsRefused() throws {
    let run = try Harness.run([
      "info-plist", "--project", Self.netNewsWire, "--target", "NetNewsWire-iOS",
      "--bundle-id", "com.example.app",
    ])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("--bundle-id cannot be used with --project"))
  }

  @Test("A value with shell characters is single-quoted")
  func shellQuoting() {
    #expect(InfoPlistCommand.shellQuoted("a b'c") == "'a b'\\''c'")
    #expect(InfoPlistCommand.shellQuoted("ABC.com.x,group.y") == "ABC.com.x,group.y")
    #expect(InfoPlistCommand.shellQuoted("") == "''")
  }
}
