import Foundation
import Testing

@testable import AccessGroupKit

/// Expanders that share their parsed values: each text is parsed once, and every app still
/// gets its own values and its own errors.
@Suite("Shared parsed build-setting values")
struct BuildSettingExpressionsTests {
  private func expander(
    team: String, bundleID: String, _ expressions: BuildSettingExpressions
  ) -> EntitlementsExpander {
    var expander = EntitlementsExpander(
      settings: BuildSettings(["SUFFIX": "$(DEVELOPMENT_TEAM:lower)"]),
      identity: SigningIdentity(teamID: team, bundleID: bundleID), platform: .iOS)
    expander.expressions = expressions
    return expander
  }

  @Test("Apps written alike parse each value once and expand it with their own settings")
  func eachTextIsParsedOnce() throws {
    let expressions = BuildSettingExpressions()
    let raw = Entitlements([
      .keychainAccessGroups: .array([.string("$(AppIdentifierPrefix)shared.$(SUFFIX)")])
    ])
    let first = try expander(team: "ABCDE12345", bundleID: "com.example.a", expressions)
      .expand(raw)
    let second = try expander(team: "FGHIJ67890", bundleID: "com.example.b", expressions)
      .expand(raw)
    #expect(first.entitlements.keychainAccessGroups == ["ABCDE12345.shared.abcde12345"])
    #expect(second.entitlements.keychainAccessGroups == ["FGHIJ67890.shared.fghij67890"])
    #expect(second.entitlements.applicationIdentifier == "FGHIJ67890.com.example.b")
    // The entitlement's value and the SUFFIX setting's value.
    #expect(expressions.parseCount == 2)
  }

  @Test("A value that does not parse fails for every app that uses it")
  func aMalformedValueFailsEachTime() throws {
    let expressions = BuildSettingExpressions()
    let raw = Entitlements([.keychainAccessGroups: .array([.string("$(AppIdentifierPrefix")])])
    for team in ["ABCDE12345", "FGHIJ67890"] {
      #expect(throws: BuildSettingsError.self) {
        try expander(team: team, bundleID: "com.example.a", expressions).expand(raw)
      }
    }
    #expect(expressions.parseCount == 0)
  }

  /// Apps and targets are expanded on every core: threads that ask for one new text at the
  /// same time must still parse it once. Each chunk of work asks for the same texts in the
  /// same order, so two threads reach each text together.
  @Test("Threads asking for one text at the same time parse it once")
  func threadsAskingAtOnceParseOnce() throws {
    let expressions = BuildSettingExpressions()
    let texts = 500
    let chunks = ProcessInfo.processInfo.activeProcessorCount * 4
    let parsed = (0..<(texts * chunks)).concurrentMap { index in
      (try? expressions.expression(parsing: "$(AppIdentifierPrefix)group\(index % texts)")) != nil
    }
    #expect(parsed.allSatisfy { $0 })
    #expect(expressions.parseCount == texts)
  }
}
