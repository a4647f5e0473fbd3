import Testing

@testable import AccessGroupsCommandLine

@Suite("ArgumentParser")
struct ArgumentParserTests {
  let parser = ArgumentParser(options: [
    .value("team-id", "T", "The team ID."),
    .value("setting", "KEY=VALUE", repeatable: true, "A build setting."),
    .flag("json", "JSON output."),
  ])

  @Test func optionValueMayFollowAsTheNextArgument() throws {
    let parsed = try parser.parse(["--team-id", "ABCDE12345", "App.entitlements"])
    #expect(parsed.value("team-id") == "ABCDE12345")
    #expect(parsed.positionals == ["App.entitlements"])
  }

  @Test func optionValueMayFollowAnEqualsSign() throws {
    let parsed = try parser.parse(["--team-id=ABCDE12345"])
    #expect(parsed.value("team-id") == "ABCDE12345")
    #expect(parsed.positionals.isEmpty)
  }

  @Test func valueAfterEqualsSignMayBeEmptyOrContainEqualsSigns() throws {
    let parsed = try parser.parse(["--setting=SUFFIX=", "--setting=A=B=C"])
    #expect(parsed.allValues("setting") == ["SUFFIX=", "A=B=C"])
  }

  @Test func repeatableOptionKeepsEveryValueInOrder() throws {
    let parsed = try parser.parse(["--setting", "A=1", "--setting=B=2", "--setting", "C=3"])
    #expect(parsed.allValues("setting") == ["A=1", "B=2", "C=3"])
  }

  @Test func optionGivenTwiceThatIsNotRepeatableIsAnError() throws {
    #expect(throws: ArgumentParsingError.repeated(option: "--team-id")) {
      try parser.parse(["--team-id", "A", "--team-id", "B"])
    }
  }

  @Test func unknownOptionIsAnErrorNamingTheOption() throws {
    let error = #expect(throws: ArgumentParsingError.self) {
      try parser.parse(["App.entitlements", "--colour=red"])
    }
    #expect(error == .unknownOption("--colour"))
    #expect(error?.description == "unknown option '--colour'")
  }

  @Test func unknownShortOptionIsAnError() throws {
    #expect(throws: ArgumentParsingError.unknownOption("-x")) {
      try parser.parse(["-x"])
    }
  }

  @Test func optionWithoutItsValueIsAnError() throws {
    let error = #expect(throws: ArgumentParsingError.self) {
      try parser.parse(["App.entitlements", "--team-id"])
    }
    #expect(error == .missingValue(option: "--team-id T"))
    #expect(error?.description == "missing value for '--team-id T'")
  }

  @Test func flagWithAValueIsAnError() throws {
    #expect(throws: ArgumentParsingError.unexpectedValue(option: "--json")) {
      try parser.parse(["--json=yes"])
    }
  }

  @Test func flagsAndPositionalsMayBeMixedInAnyOrder() throws {
    let parsed = try parser.parse(["--json", "First", "--team-id", "T", "Second"])
    #expect(parsed.isSet("json"))
    #expect(parsed.positionals == ["First", "Second"])
    #expect(parsed.value("team-id") == "T")
  }

  @Test func doubleDashEndsTheOptions() throws {
    let parsed = try parser.parse(["--json", "--", "--team-id", "-file-with-dash"])
    #expect(parsed.isSet("json"))
    #expect(parsed.value("team-id") == nil)
    #expect(parsed.positionals == ["--team-id", "-file-with-dash"])
  }

  @Test func loneDashIsAPositionalArgument() throws {
    let parsed = try parser.parse(["-"])
    #expect(parsed.positionals == ["-"])
    #expect(parsed.flags.isEmpty)
  }

  @Test(arguments: ["--help", "-h"])
  func helpIsAcceptedByEveryParser(spelling: String) throws {
    let parsed = try parser.parse(["App.entitlements", spelling])
    #expect(parsed.isSet("help"))
    #expect(parsed.positionals == ["App.entitlements"])
  }

  @Test func valueThatLooksLikeAnOptionIsTakenAsTheValue() throws {
    let parsed = try parser.parse(["--team-id", "--json"])
    #expect(parsed.value("team-id") == "--json")
    #expect(!parsed.isSet("json"))
  }

  @Test func nothingGivenParsesToNothing() throws {
    let parsed = try parser.parse([])
    #expect(parsed == ParsedArguments())
    #expect(parsed.value("team-id") == nil)
  }
}
