import AccessGroupKit
import Foundation
import Testing

@testable import AccessGroupsCommandLine

@Suite("explain command")
struct ExplainCommandTests {
  typealias Harness = ToolHarness

  @Test(arguments: KeychainStatus.allKnown)
  func everyKnownStatusIsExplainedByNumberAndByName(_ status: KeychainStatus) throws {
    let byNumber = try Harness.run(["explain", String(status.rawValue)])
    #expect(byNumber.exitCode == 0)
    #expect(byNumber.errors.isEmpty)
    #expect(byNumber.output.hasPrefix("\(status.description)\nMessage: \(status.message)\n"))
    for call in ["SecItemAdd", "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete"] {
      #expect(byNumber.output.contains("  \(call):"))
    }
    #expect(byNumber.output.contains("Common causes and what to check:"))
    let name = try #require(status.name)
    let byName = try Harness.run(["explain", name])
    #expect(byName.exitCode == 0)
    #expect(byName.output == byNumber.output)
  }

  @Test func missingEntitlementJSONHasTheStatusMessageAndCalls() throws {
    let run = try Harness.run(["explain", "errSecMissingEntitlement", "--json"])
    #expect(run.exitCode == 0)
    let json = try run.jsonObject()
    #expect(json["status"] as? Int == -34018)
    #expect(json["name"] as? String == "errSecMissingEntitlement")
    #expect(json["message"] as? String == "A required entitlement isn't present.")
    #expect(json["known"] as? Bool == true)
    let calls = try #require(json["calls"] as? [String: String])
    #expect(
      calls.keys.sorted() == [
        "SecItemAdd", "SecItemCopyMatching", "SecItemDelete", "SecItemUpdate",
      ])
    #expect((json["causes"] as? [[String: String]])?.isEmpty == false)
  }

  @Test func anAliasExplainsTheStatusItEquals() throws {
    let run = try Harness.run(["explain", "errSecItemIllegalQuery"])
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix("errSecParam (-50)\n"))
  }

  @Test func anUnknownNumberExitsWithZeroAndSaysItIsUnknown() throws {
    let run = try Harness.run(["explain", "-99999"])
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix("OSStatus -99999\n"))
    #expect(run.output.contains("not a keychain status the simulation knows"))
    let json = try Harness.run(["explain", "-99999", "--json"]).jsonObject()
    #expect(json["known"] as? Bool == false)
    #expect(json["name"] is NSNull)
  }

  @Test("A keychain status without its minus sign suggests the negative number")
  func aStatusWithoutItsMinusSignSuggestsTheNegativeNumber() throws {
    let run = try Harness.run(["explain", "34018"])
    #expect(run.exitCode == 0)
    #expect(run.output.hasPrefix("OSStatus 34018\n"))
    #expect(run.output.contains("Did you mean -34018, errSecMissingEntitlement?"))
    #expect(run.output.contains("The minus sign was dropped."))
    let json = try Harness.run(["explain", "25300", "--json"]).jsonObject()
    #expect(json["known"] as? Bool == false)
    #expect(
      (json["summary"] as? String)?.hasPrefix("Did you mean -25300, errSecItemNotFound?") == true)
    let unrelated = try Harness.run(["explain", "99999"])
    #expect(unrelated.exitCode == 0)
    #expect(!unrelated.output.contains("Did you mean"))
    #expect(!unrelated.output.contains("minus sign"))
  }

  static let badInputs: [([String], String)] = [
    (["explain"], "explain needs a STATUS"),
    (["explain", "errSecNope"], "'errSecNope' is neither a number nor"),
    (
      ["explain", "errSecMisingEntitlement"],
      "errSecItemNotFound; did you mean 'errSecMissingEntitlement'?"
    ),
    (["explain", "-50", "-25300"], "explain takes one STATUS"),
    (["explain", "99999999999"], "is not an OSStatus"),
    (["explain", "-50", "--verbose"], "unknown option '--verbose'"),
  ]

  @Test(arguments: badInputs)
  func badInputExitsWithTwo(_ arguments: [String], _ message: String) throws {
    let run = try Harness.run(arguments)
    #expect(run.exitCode == 2)
    #expect(run.output.isEmpty)
    #expect(run.errors.contains(message), "\(run.errors)")
  }

  /// An argument can come from a file a CI step reads; a message quotes its start, as
  /// messages quote values from files.
  @Test func aLongWordIsQuotedByItsStart() throws {
    let word = "errSec" + String(repeating: "x", count: 100_000)
    for arguments in [["explain", word], ["explain", "-50", word], ["lint", "--format", word]] {
      let run = try Harness.run(arguments)
      #expect(run.exitCode == 2)
      #expect(run.output.isEmpty)
      #expect(run.errors.contains("'errSecxxx"), "\(run.errors.prefix(300))")
      #expect(run.errors.contains("…'"))
      #expect(run.errors.utf8.count < 1_000)
    }
  }

  @Test func negativeNumbersAreArgumentsNotOptions() throws {
    let parsed = try ArgumentParser(options: []).parse(["-34018", "-", "--", "-x"])
    #expect(parsed.positionals == ["-34018", "-", "-x"])
    #expect(ArgumentParser.isNegativeNumber("-1"))
    #expect(!ArgumentParser.isNegativeNumber("-h"))
    #expect(!ArgumentParser.isNegativeNumber("-"))
  }
}
