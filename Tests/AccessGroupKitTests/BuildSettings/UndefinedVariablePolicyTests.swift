import AccessGroupKit
import Testing

/// The one rule for an undefined setting in a keychain entitlement, chosen per tool.
@Suite("Undefined variable policy")
struct UndefinedVariablePolicyTests {
  static let raw = Entitlements([
    .keychainAccessGroups: .array([
      .string("$(AppIdentifierPrefix)com.example$(SUFFIX)"), .string("$(AppIdentifierPrefix)fixed"),
    ]),
    .applicationGroups: .array([.string("group.com.example$(SUFFIX)")]),
    EntitlementKey(rawValue: "com.apple.developer.in-app-payments"): .array([
      .string("merchant.$(MERCHANT)")
    ]),
  ])

  static func expander(_ policy: UndefinedVariablePolicy) -> EntitlementsExpander {
    EntitlementsExpander(
      settings: BuildSettings(),
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"),
      platform: .iOS, undefinedVariables: policy)
  }

  @Test("Fail, the default, throws naming the variable and the entitlement")
  func failThrows() throws {
    #expect(
      EntitlementsExpander(settings: BuildSettings(), identity: SigningIdentity(), platform: .iOS)
        .undefinedVariables == .fail)
    #expect(throws: BuildSettingsError.self) { try Self.expander(.fail).expand(Self.raw) }
    do {
      _ = try Self.expander(.fail).expand(Self.raw)
    } catch {
      guard case .undefinedVariable(let name, let entitlement, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(name == "SUFFIX")
      #expect(entitlement == .applicationGroups || entitlement == .keychainAccessGroups)
    }
  }

  @Test("Keep as written leaves only the values with undefined variables unexpanded")
  func keepAsWrittenKeepsTheValue() throws {
    let expansion = try Self.expander(.keepAsWritten).expand(Self.raw)
    #expect(
      expansion.entitlements.keychainAccessGroups == [
        "$(AppIdentifierPrefix)com.example$(SUFFIX)", "ABCDE12345.fixed",
      ])
    #expect(expansion.entitlements.applicationGroups == ["group.com.example$(SUFFIX)"])
    #expect(expansion.undefinedVariables.isEmpty)
    // Only the entitlement that cannot decide groups is noted; the validator reports the rest.
    #expect(expansion.findings.map(\.code) == ["unexpanded-variable"])
    #expect(expansion.findings.first?.severity == .note)
    let findings = EntitlementsValidator(
      identity: SigningIdentity(teamID: "ABCDE12345", bundleID: "com.example"), platform: .iOS
    ).validate(expansion.entitlements)
    #expect(findings.filter { $0.code == "unexpanded-variable" }.count == 2)
  }

  @Test("Expand to empty signs as Xcode would and lists each use")
  func expandToEmptyListsEachUse() throws {
    let expansion = try Self.expander(.expandToEmpty).expand(Self.raw)
    #expect(
      expansion.entitlements.keychainAccessGroups == ["ABCDE12345.com.example", "ABCDE12345.fixed"])
    #expect(expansion.entitlements.applicationGroups == ["group.com.example"])
    #expect(
      Set(expansion.undefinedVariables) == [
        UndefinedVariableUse(name: "SUFFIX", entitlement: .keychainAccessGroups),
        UndefinedVariableUse(name: "SUFFIX", entitlement: .applicationGroups),
      ])
    #expect(expansion.findings.map(\.code) == ["unexpanded-variable"])
  }

  @Test(
    "A malformed reference throws under every policy",
    arguments: [
      UndefinedVariablePolicy.fail, .keepAsWritten, .expandToEmpty,
    ])
  func malformedThrows(_ policy: UndefinedVariablePolicy) {
    let raw = Entitlements([.keychainAccessGroups: .array([.string("$(A:bogus)")])])
    #expect(throws: BuildSettingsError.self) {
      try EntitlementsExpander(
        settings: BuildSettings(["A": "x"]), identity: SigningIdentity(), platform: .iOS,
        undefinedVariables: policy
      ).expand(raw)
    }
  }
}
