import Testing

@testable import AccessGroupsCommandLine

@Suite("Option")
struct OptionTests {
  static let json: Option<Bool> = .flag("json", "JSON output.")
  static let teamID: Option<String?> = .value("team-id", "T", "The team ID.")
  static let setting: Option<[String]> = .repeatable("setting", "KEY=VALUE", "A setting.")

  let parser = ArgumentParser(options: [
    json.specification, teamID.specification, setting.specification,
  ])

  @Test func eachKindOfOptionReadsBackThroughItsTypedKey() throws {
    let parsed = try parser.parse([
      "--setting", "A=1", "--json", "--team-id=ABCDE12345", "--setting=B=2",
    ])
    #expect(parsed[Self.json])
    #expect(parsed[Self.teamID] == "ABCDE12345")
    #expect(parsed[Self.setting] == ["A=1", "B=2"])
  }

  @Test func optionsNotGivenReadAsAbsent() throws {
    let parsed = try parser.parse(["App.entitlements"])
    #expect(!parsed[Self.json])
    #expect(parsed[Self.teamID] == nil)
    #expect(parsed[Self.setting].isEmpty)
  }

  @Test func repeatableKeyDeclaresARepeatableOption() throws {
    #expect(Self.setting.specification.isRepeatable)
    #expect(!Self.teamID.specification.isRepeatable)
    #expect(Self.teamID.specification.synopsis == "--team-id T")
    #expect(Self.json.specification.synopsis == "--json")
  }

  @Test(arguments: Commands.all.map(\.name))
  func everyCommandDeclaresEachOptionNameOnce(name: String) throws {
    let command = try #require(Commands.named(name))
    let names = command.options.map(\.name) + [SharedOptions.help.specification.name]
    #expect(Set(names).count == names.count, "\(names)")
  }
}
