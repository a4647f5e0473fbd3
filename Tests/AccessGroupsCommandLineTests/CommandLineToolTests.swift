import Testing

@testable import AccessGroupsCommandLine

@Suite("CommandLineTool")
struct CommandLineToolTests {
  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func helpListsEveryCommand(arguments: [String]) throws {
    let run = try ToolHarness.run(arguments)
    #expect(run.exitCode == 0)
    #expect(run.output.contains("Usage: accessgroups COMMAND"))
    for command in Commands.all {
      #expect(run.output.contains("  \(command.name)  "))
    }
    #expect(run.errors.isEmpty)
  }

  @Test(arguments: [["help", "resolve"], ["resolve", "--help"], ["resolve", "-h"]])
  func commandHelpShowsUsageAndEveryOption(arguments: [String]) throws {
    let run = try ToolHarness.run(arguments)
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix("Usage: accessgroups resolve [FILE] [options]\n"))
    for option in Command.resolve.options {
      #expect(run.output.contains(option.synopsis))
    }
    #expect(run.errors.isEmpty)
  }

  @Test func versionPrintsTheVersionString() throws {
    let run = try ToolHarness.run(["--version"])
    #expect(run.exitCode == 0)
    #expect(run.output == ToolVersion.current + "\n")
  }

  @Test func noArgumentsPrintsHelpToStandardErrorAndExitsWithTwo() throws {
    let run = try ToolHarness.run([])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains("Usage: accessgroups COMMAND"))
  }

  @Test func unknownCommandExitsWithTwoNamingIt() throws {
    let run = try ToolHarness.run(["frobnicate"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "accessgroups: unknown command 'frobnicate'; see 'accessgroups --help'\n")
  }

  @Test func unknownGlobalOptionExitsWithTwoNamingIt() throws {
    let run = try ToolHarness.run(["--verbose"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("unknown option '--verbose'"))
    #expect(run.errors.contains("--help"))
  }

  @Test func unknownCommandOptionExitsWithTwoNamingItAndPointingToHelp() throws {
    let run = try ToolHarness.run(["resolve", "NetNewsWire-iOS.entitlements", "--colour", "red"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(
      run.errors
        == "accessgroups: unknown option '--colour'; see 'accessgroups resolve --help'\n")
  }

  @Test func anUnknownOptionCloseToADeclaredOneIsSuggested() throws {
    let run = try ToolHarness.run(["resolve", "NetNewsWire-iOS.entitlements", "--teamid", "X"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "accessgroups: unknown option '--teamid'; did you mean '--team-id'?\n")
    let lint = try ToolHarness.run(["lint", "NetNewsWire-iOS.entitlements", "--fail-of=never"])
    #expect(lint.exitCode == 2)
    #expect(lint.errors == "accessgroups: unknown option '--fail-of'; did you mean '--fail-on'?\n")
  }

  @Test func aMisspeltCommandOrToolOptionIsSuggested() throws {
    let run = try ToolHarness.run(["reslove", "NetNewsWire-iOS.entitlements"])
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors == "accessgroups: unknown command 'reslove'; did you mean 'resolve'?\n")
    let version = try ToolHarness.run(["--verison"])
    #expect(version.exitCode == 2)
    #expect(
      version.errors == "accessgroups: unknown option '--verison'; did you mean '--version'?\n")
    let help = try ToolHarness.run(["help", "simualte"])
    #expect(help.exitCode == 2)
    #expect(help.errors == "accessgroups: unknown command 'simualte'; did you mean 'simulate'?\n")
  }

  @Test func helpForAnUnknownCommandExitsWithTwo() throws {
    let run = try ToolHarness.run(["help", "frobnicate"])
    #expect(run.exitCode == 2)
    #expect(run.errors.contains("unknown command 'frobnicate'"))
  }

  @Test func commandNamesAreUnique() {
    let names = Commands.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Commands.named("resolve")?.name == "resolve")
    #expect(Commands.named("nonexistent") == nil)
  }
}
