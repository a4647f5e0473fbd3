import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups simulate FILE [--json]`: runs a keychain scenario file.
  static var simulate: Command {
    Command(
      name: "simulate",
      summary: "Run a keychain scenario: apps, SecItem calls and the outcomes they must have.",
      usage: "simulate FILE [--json] [--junit FILE]",
      discussion: """
        FILE is a keychain scenario in JSON: apps with their entitlements, and steps
        (SecItem calls, device lock/unlock/restart/setPasscode/sync, app install,
        uninstall and transfer) with optional expectations. The format is described in
        AccessGroupKit's documentation, article "Scenario format reference", and by the
        JSON Schema Schemas/scenario.schema.json in the repository.
        Each step prints its status and, for a failure, the simulator's explanation of
        the rule that decided it; its number (§2.6) is a heading of the article
        "Keychain Rules" in the same documentation.
        Exit codes: 0 every expectation met (or none), 1 an expectation not met,
        2 an invalid scenario (the message names the JSON path); an invalid scenario runs
        no step.
        --junit FILE also writes the run as JUnit XML for CI dashboards: one test suite
        named after the scenario file, one test case per step with an expectation,
        failed when the expectation was not met. It is not written for an invalid
        scenario; a file that cannot be written is exit 2.
        """,
      options: [SimulateCommand.json, SimulateCommand.junit, Containment.option],
      run: { arguments, context in SimulateCommand.run(arguments, &context) }
    )
  }
}

/// The steps of `accessgroups simulate`: read the scenario, run it, print the report.
enum SimulateCommand {
  /// `--json`: one object for the whole run, so its summary reads differently from
  /// ``SharedOptions/json``.
  static let json: Option<Bool> = .flag("json", "Print one JSON object instead of text.")

  /// `--junit FILE`.
  static let junit: Option<String?> = .value(
    "junit", "FILE", "Also write the run as JUnit XML, one test case per expectation.")

  static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      return context.fail("simulate takes one FILE; see 'accessgroups help simulate'")
    }
    let json = arguments[Self.json]
    do {
      let scenario = try Scenario(
        contentsOf: URL(commandLinePath: path, relativeTo: context.currentDirectory))
      // The runner takes the only copy, so each step is let go once it has run.
      let report = try ScenarioRunner(scenario: consume scenario).run()
      if let junitPath = arguments[Self.junit] {
        let suiteName = URL(fileURLWithPath: path).lastPathComponent
        let url = URL(commandLinePath: junitPath, relativeTo: context.currentDirectory)
        do {
          try Data(report.junitXML(suiteName: suiteName).utf8).write(to: url, options: .atomic)
        } catch {
          return context.fail(
            "cannot write the JUnit report to \(junitPath): \(error.localizedDescription)")
        }
      }
      if json {
        context.write { report.writeJSON(to: &$0) }
      } else {
        context.show(report.text)
      }
      return ExitCode(rawValue: report.exitStatus) ?? .findingsFailed
    } catch {
      if json { context.output += error.json }
      return context.fail(error.description)
    }
  }
}
