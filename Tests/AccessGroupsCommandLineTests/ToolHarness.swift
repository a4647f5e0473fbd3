import AccessGroupsCommandLine
import Foundation
import Testing

/// What one run of `accessgroups` produced.
struct ToolRun {
  var exitCode: Int32
  var output: String
  var errors: String

  /// The output parsed as a JSON object.
  func jsonObject() throws -> [String: Any] {
    try #require(!output.isEmpty, "no output (exit code \(exitCode)); standard error: \(errors)")
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    return try #require(object as? [String: Any], "not a JSON object: \(output)")
  }
}

/// Runs the tool in-process and in the fixtures directory, so relative paths name fixtures.
enum ToolHarness {
  /// The directory holding the test fixtures.
  static var fixtures: URL {
    get throws {
      let url = try #require(
        Bundle.module.url(forResource: "Fixtures", withExtension: nil),
        "the Fixtures resource folder is missing from the test bundle")
      return url
    }
  }

  /// The path of a fixture file.
  static func fixture(_ name: String) throws -> String {
    try fixtures.appendingPathComponent(name).path
  }

  /// Calls `CommandLineTool.run` with the fixtures folder as the current directory and
  /// `standardInput` as what `-` reads.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], standardInput: String = ""
  ) throws -> ToolRun {
    var output = ""
    var errors = ""
    let code = CommandLineTool.run(
      arguments, standardOutput: &output, standardError: &errors,
      currentDirectory: try fixtures, environment: environment,
      standardInput: { Data(standardInput.utf8) })
    return ToolRun(exitCode: code, output: output, errors: errors)
  }

  /// The arguments that resolve NetNewsWire's iOS app with its Release settings.
  static let netNewsWireArguments = [
    "resolve", "NetNewsWire-iOS.entitlements", "--team-id", "M8L2WTLA8W",
    "--bundle-id", "com.ranchero.NetNewsWire.iOS",
    "--setting", "ORGANIZATION_IDENTIFIER=com.ranchero",
    "--setting", "BUNDLE_ID_SUFFIX=",
    "--setting", "APP_GROUP_SUFFIX=",
    "--setting", "APP_GROUP_ID=group.$(ORGANIZATION_IDENTIFIER).NetNewsWire.iOS$(APP_GROUP_SUFFIX)",
  ]

  /// NetNewsWire's groups as the OS lists them.
  static let netNewsWireGroups =
    "[M8L2WTLA8W.com.ranchero.NetNewsWire.iOS, M8L2WTLA8W.com.ranchero.NetNewsWire.iOS, "
    + "group.com.ranchero.NetNewsWire.iOS]"
}
