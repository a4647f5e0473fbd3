import AccessGroupKit
import Testing

@Suite struct FamilyLinterTests {
  private static let team = LintFixtures.team
  private static func strings(_ values: String...) -> PropertyListValue {
    .array(values.map(PropertyListValue.string))
  }
  private static func target(
    _ name: String, _ values: [EntitlementKey: PropertyListValue], platform: Platform = .iOS,
    bundleID: String? = nil
  ) -> AppTarget {
    LintFixtures.target(name, values, platform: platform, bundleID: bundleID)
  }

  /// One family and the one finding it must produce (besides any listed as allowed).
  struct Case: Sendable, CustomStringConvertible {
    var code: String
    var severity: Finding.Severity
    var targets: [AppTarget]
    /// Words the finding's target and message must contain.
    var mentions: [String]
    var description: String { code }
  }

  static let cases: [Case] = [
    Case(
      code: "group-single-target", severity: .note,
      targets: [
        target("app", [.keychainAccessGroups: strings("\(team).shared", "\(team).private")]),
        target("share", [.keychainAccessGroups: strings("\(team).shared")]),
      ],
      mentions: ["\(team).private", "app"]),
    Case(
      code: "default-groups-differ", severity: .warning,
      targets: [
        target("app", [.keychainAccessGroups: strings("\(team).app", "\(team).shared")]),
        target("share", [.keychainAccessGroups: strings("\(team).shared", "\(team).app")]),
        target("widget", [.keychainAccessGroups: strings("\(team).shared")]),
      ],
      mentions: ["app", "widget", "\(team).app", "\(team).shared", "'widget' cannot read"]),
    Case(
      code: "app-group-used-for-keychain", severity: .note,
      targets: [
        target("app", [.applicationGroups: strings("group.com.example")]),
        target("tunnel", [.applicationGroups: strings("group.com.example")]),
      ],
      mentions: ["app, tunnel", "group.com.example", "WireGuard"]),
    Case(
      code: "missing-team-prefix", severity: .warning,
      targets: [target("app", [.keychainAccessGroups: strings("com.example.shared")])],
      mentions: ["app: ", "com.example.shared"]),
    Case(
      code: "foreign-team-prefix", severity: .error,
      targets: [target("share", [.keychainAccessGroups: strings("FFFFFFFFFF.com.example")])],
      mentions: ["share: ", "FFFFFFFFFF"]),
    Case(
      code: "duplicate-access-group", severity: .note,
      targets: [target("app", [.keychainAccessGroups: strings("\(team).a", "\(team).a")])],
      mentions: ["app: ", "\(team).a"]),
    Case(
      code: "unexpanded-variable", severity: .error,
      targets: [
        target("widget", [.keychainAccessGroups: strings("$(AppIdentifierPrefix)com.example")])
      ],
      mentions: ["widget: ", "$(AppIdentifierPrefix)com.example"]),
    Case(
      code: "app-clip-groups-refused", severity: .error,
      targets: [
        target(
          "clip",
          [
            .onDemandInstallCapable: .bool(true),
            .keychainAccessGroups: strings("\(team).com.example.shared"),
          ], bundleID: "com.example.app.Clip")
      ],
      mentions: ["clip", "errSecRestrictedAPI (-34020)", "\(team).com.example.app.Clip"]),
    Case(
      code: "macos-file-based-keychain", severity: .warning,
      targets: [
        target(
          "mac", [.keychainAccessGroups: strings("\(team).shared")], platform: .macOS)
      ],
      mentions: ["mac", "kSecUseDataProtectionKeychain"]),
    Case(
      code: "no-access-groups", severity: .error,
      targets: [target("helper", [:])],
      mentions: ["helper", "errSecMissingEntitlement (-34018)"]),
  ]

  @Test(arguments: cases)
  func eachCodeIsReportedWithItsSeverity(_ testCase: Case) throws {
    let family = try AppFamily(targets: testCase.targets)
    let findings = FamilyLinter().lint(family)
    let matching = findings.filter { $0.code == testCase.code }
    #expect(matching.count == 1, "\(findings)")
    let finding = try #require(matching.first)
    #expect(finding.severity == testCase.severity)
    // The target is named once, in `target`; a report prints it before the message.
    let shown = finding.target.map { "\($0): \(finding.message)" } ?? finding.message
    for word in testCase.mentions {
      #expect(shown.contains(word), "\(shown) lacks \(word)")
    }
    if let target = finding.target {
      #expect(!finding.message.hasPrefix(target), "\(finding.message)")
    }
  }

  @Test(arguments: FamilyLintCode.allCases)
  func familyCodesHaveTheirDocumentedSeverity(_ code: FamilyLintCode) {
    let expected: [FamilyLintCode: Finding.Severity] = [
      .groupSingleTarget: .note, .defaultGroupsDiffer: .warning,
      .appGroupUsedForKeychain: .note, .appClipGroupsRefused: .error,
      .macOSFileBasedKeychain: .warning, .noAccessGroups: .error,
      .defaultGroupChanged: .warning, .groupRemoved: .error, .appIDPrefixChanged: .error,
      .targetRemoved: .note, .newTargetCannotReach: .note,
    ]
    #expect(code.severity == expected[code])
    #expect(code.description == code.rawValue)
  }

  @Test func appClipWithOnlyItsApplicationIdentifierIsAllowed() throws {
    let clip = Self.target(
      "clip", [.onDemandInstallCapable: .bool(true), .applicationGroups: Self.strings("group.x")],
      bundleID: "com.example.app.Clip")
    let findings = FamilyLinter().lint(try AppFamily(targets: [clip]))
    #expect(findings.isEmpty, "\(findings)")
    #expect(clip.resolvedAccessGroups.groups == ["\(Self.team).com.example.app.Clip"])
  }

  @Test func macCatalystTargetsUseTheDataProtectionKeychain() throws {
    let app = Self.target(
      "app", [.keychainAccessGroups: Self.strings("\(Self.team).shared")],
      platform: .macCatalyst)
    let findings = FamilyLinter().lint(try AppFamily(targets: [app]))
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func macTargetWithOnlyTheTokenGroupCannotWrite() throws {
    let helper = Self.target("helper", [:], platform: .macOS)
    #expect(helper.resolvedAccessGroups.groups == ["com.apple.token"])
    let findings = FamilyLinter().lint(try AppFamily(targets: [helper]))
    #expect(LintFixtures.codes(findings) == ["no-access-groups", "macos-file-based-keychain"])
    #expect(findings.first?.message.contains("read-only com.apple.token") == true)
  }

  @Test("A legacy default of the read-only token group is unreadable only where not reached")
  func aTokenDefaultCountsOnlyTheTargetsThatCannotReachIt() throws {
    func target(_ name: String, _ groups: String..., profile: BehaviourProfile) -> AppTarget {
      var target = Self.target(
        name, [.keychainAccessGroups: .array(groups.map(PropertyListValue.string))])
      target.profile = profile
      return target
    }
    let app = target("app", "com.apple.token", "\(Self.team).shared", profile: .legacy)
    // The legacy profile appends the token group to every list; the current one on iOS does not.
    let legacy = target("legacy", "\(Self.team).shared", profile: .legacy)
    let current = target("current", "\(Self.team).shared", profile: .current)
    #expect(app.resolvedAccessGroups.defaultGroup == "com.apple.token")
    #expect(legacy.resolvedAccessGroups.groups.contains("com.apple.token"))
    #expect(!current.resolvedAccessGroups.groups.contains("com.apple.token"))
    let findings = FamilyLinter().lint(try AppFamily(targets: [app, legacy, current]))
    let differ = findings.filter { $0.code == "default-groups-differ" && $0.target == "app" }
    #expect(differ.count == 1, "\(findings)")
    let message = try #require(differ.first?.message)
    #expect(message.contains("which 'current' cannot read"), "\(message)")
    #expect(!message.contains("legacy"), "\(message)")
  }

  @Test func defaultsThatDifferButAreReadableByBothAreNotReported() throws {
    let family = try AppFamily(targets: [
      Self.target("app", [.keychainAccessGroups: Self.strings("\(Self.team).a", "\(Self.team).b")]),
      Self.target(
        "share", [.keychainAccessGroups: Self.strings("\(Self.team).b", "\(Self.team).a")]),
    ])
    let findings = FamilyLinter().lint(family)
    #expect(findings.isEmpty, "\(findings)")
    #expect(SharingMatrix(family: family).defaultGroup(of: "share") == "\(Self.team).b")
  }

  @Test func targetsOnDifferentKindsOfDeviceAreNotCompared() throws {
    let family = try AppFamily(targets: [
      Self.target(
        "ios", [.keychainAccessGroups: Self.strings("\(Self.team).ios", "\(Self.team).s")]),
      Self.target(
        "mac", [.keychainAccessGroups: Self.strings("\(Self.team).s")], platform: .macCatalyst),
    ])
    let findings = FamilyLinter().lint(family)
    #expect(LintFixtures.codes(findings) == ["group-single-target"], "\(findings)")
    #expect(findings.first?.message.contains("\(Self.team).ios") == true)
  }

  // MARK: - Corpus families (expected findings derived by hand from the rules)

  @Test func netNewsWireiOSFamilyHasNoFindings() throws {
    let findings = FamilyLinter().lint(try LintFixtures.netNewsWireiOS())
    // Same keychain group first everywhere (same default), the extensions' own App IDs are
    // not keychain-access-groups entries, and every group has a team or `group.` prefix.
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func netNewsWireMacFamilySharesOnlyThroughItsAppGroup() throws {
    let findings = FamilyLinter().lint(try LintFixtures.netNewsWireMac())
    // Two native macOS targets (file-based keychain by default); defaults are each target's
    // own App ID, which the other cannot read; the app group is all they share.
    // Each cannot read the other's default: one finding for each, under its target.
    #expect(
      LintFixtures.codes(findings) == [
        "macos-file-based-keychain", "macos-file-based-keychain", "default-groups-differ",
        "default-groups-differ", "app-group-used-for-keychain",
      ])
    #expect(findings.map(\.severity) == [.warning, .warning, .warning, .warning, .note])
    #expect(findings[2].target == "app")
    #expect(
      findings[2].message.hasPrefix(
        "adds items to M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen by default, which "
          + "'share' cannot read"))
    #expect(findings[3].target == "share")
    #expect(
      findings[3].message.hasPrefix(
        "adds items to M8L2WTLA8W.com.ranchero.NetNewsWire-Evergreen.Mac."))
    #expect(findings[3].message.contains("'app' cannot read"))
    #expect(findings[4].message.contains("group.com.ranchero.NetNewsWire-Evergreen"))
  }

  @Test func homeAssistantiOSFamilyHasNoFindings() throws {
    let findings = FamilyLinter().lint(try LintFixtures.homeAssistantiOS())
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func homeAssistantMacLauncherDoesNotShareTheAppsKeychainGroup() throws {
    let findings = FamilyLinter().lint(try LintFixtures.homeAssistantMac())
    // The Catalyst app is on the data-protection keychain; the launcher is native macOS.
    // The app's keychain group reaches no other target; the two share nothing, so their
    // different defaults are not compared.
    #expect(
      LintFixtures.codes(findings) == ["macos-file-based-keychain", "group-single-target"],
      "\(findings)")
    #expect(findings[0].target == "launcher")
    #expect(findings[0].message.hasPrefix("a macOS target"))
    #expect(findings[1].target == "app")
    #expect(
      findings[1].message.contains(
        "QMQYCKL255.io.robbie.HomeAssistant is listed only by this target"))
  }

  @Test func wireGuardMacUsesItsAppGroupAsTheKeychainGroup() throws {
    let findings = FamilyLinter().lint(try LintFixtures.wireGuardMac())
    #expect(
      LintFixtures.codes(findings) == [
        "macos-file-based-keychain", "macos-file-based-keychain", "default-groups-differ",
        "default-groups-differ", "app-group-used-for-keychain",
      ])
    let note = try #require(findings.last)
    #expect(note.severity == .note)
    #expect(note.entitlement == .applicationGroups)
    #expect(
      note.message.hasPrefix(
        "app, tunnel share no keychain group, only the app group "
          + "\(Self.team).group.com.wireguard.macos"))
  }

  @Test func wireGuardiOSUsesItsAppGroupAsTheKeychainGroup() throws {
    let findings = FamilyLinter().lint(try LintFixtures.wireGuardiOS())
    #expect(
      LintFixtures.codes(findings) == [
        "default-groups-differ", "default-groups-differ", "app-group-used-for-keychain",
      ])
    #expect(findings[2].message.contains("only the app group group.com.wireguard.ios"))
    #expect(findings[0].message.contains("\(Self.team).com.wireguard.ios"))
    #expect(findings.prefix(2).map(\.target) == ["app", "tunnel"])
  }

  @Test func findingsComeInTheSameOrderEveryTime() throws {
    let family = try LintFixtures.wireGuardMac()
    #expect(FamilyLinter().lint(family) == FamilyLinter().lint(family))
  }
}
