import Foundation

/// Turns one project's signed targets into ``XcodeSignedTarget``s: settings evaluated,
/// identity and entitlements expanded as Xcode would, findings for what is missing.
struct XcodeFamilyBuilder {
  let project: XcodeProject
  let configuration: String
  let overrides: BuildSettings
  let variant: XcodeBuildVariant
  /// Shared by every project of one read, so a file many targets name is parsed once.
  var entitlementsFiles = EntitlementsFileCache()

  /// The signed targets, in the project's order, and a warning for each target that has
  /// no configuration of that name (Xcode would build it with another; it is left out).
  /// `listedGroups` counts the groups the targets list, across the projects of one read,
  /// and each target is checked against the family's budgets
  /// (``AppFamily/maximumListedGroups``, ``AppFamily/maximumListedGroupBytes``) in the
  /// project's order. Targets are evaluated on every core; what comes out (targets,
  /// findings, the first error) is what evaluating them one after another gives.
  func signedTargets(
    listing listedGroups: inout AppFamily.ListedGroups
  ) throws(XcodeProjectError) -> (
    targets: [XcodeSignedTarget], findings: [Finding]
  ) {
    guard
      project.configuration(named: configuration) != nil
        || project.targets.contains(where: { $0.configuration(named: configuration) != nil })
    else {
      throw .unknownConfiguration(
        name: configuration,
        available: (project.configurations.isEmpty
          ? project.targets.first?.configurations ?? [] : project.configurations).map(\.name))
    }
    let resolver = XcodeBuildSettingsResolver(project: project, overrides: overrides)
    // The levels all targets share are read once, before the targets are evaluated apart,
    // and only when some target is built for this configuration.
    let shared =
      project.targets.contains(where: isBuilt) ? resolver.sharedLevels(for: configuration) : nil
    let sourceRootPath = project.sourceRoot.path
    var result: [XcodeSignedTarget] = []
    var findings: [Finding] = []
    // Targets are evaluated in parallel, in batches that double in size: the budget of
    // listed groups is counted in the project's order after each batch, so a project past it
    // stops having evaluated at most twice the targets an evaluation one by one would.
    var start = project.targets.startIndex
    var batchSize = 1
    while start < project.targets.endIndex {
      let end = min(start + batchSize, project.targets.endIndex)
      let outcomes = project.targets[start..<end].concurrentMap { target in
        outcome(of: target, resolver: resolver, shared: shared, sourceRootPath: sourceRootPath)
      }
      for outcome in outcomes {
        switch outcome {
        case .leftOut(let reasons):
          findings += reasons
        case .failed(let error):
          throw error
        case .signed(let signed):
          do throws(AppFamilyError) {
            try AppFamily.count(signed.target, into: &listedGroups)
          } catch {
            throw .tooManyGroups(file: project.url.path, error)
          }
          result.append(signed)
        }
      }
      start = end
      batchSize *= 2
    }
    return (result, findings)
  }

  /// What became of one target.
  private enum TargetOutcome {
    /// Signed with entitlements that could be used.
    case signed(XcodeSignedTarget)
    /// Left out, with the findings that say why (none for a target not signed with
    /// entitlements).
    case leftOut([Finding])
    /// The project cannot be evaluated: the target names a file that is never read.
    case failed(XcodeProjectError)
  }

  /// Whether a target is built for the configuration: it has a configuration of that name,
  /// or none of its own.
  private func isBuilt(_ target: XcodeTarget) -> Bool {
    target.configuration(named: configuration) != nil || target.configurations.isEmpty
  }

  /// Evaluates one target; safe to call for several targets at once.
  private func outcome(
    of target: XcodeTarget, resolver: XcodeBuildSettingsResolver,
    shared: Result<XcodeBuildSettingsResolver.SharedLevels, XcodeProjectError>?,
    sourceRootPath: String
  ) -> TargetOutcome {
    guard isBuilt(target) else {
      return .leftOut([
        finding(
          .warning, .missingConfiguration, target.name,
          "has no \(configuration) configuration (it has "
            + ShortList.joined(target.configurations.lazy.map(\.name))
            + "), so it is left out; choose another with `--configuration`")
      ])
    }
    var shared = shared
    let evaluated: XcodeTargetSettings?
    do throws(XcodeProjectError) {
      evaluated = try resolver.settings(
        for: target, configuration: configuration, variant: variant, shared: &shared)
    } catch .unreadable(let file, let reason) {
      return .failed(.unreadable(file: file, reason: reason))
    } catch {
      return .leftOut([])
    }
    guard let evaluated else { return .leftOut([]) }
    var failed: [Finding] = []
    do throws(XcodeProjectError) {
      guard
        let signed = try signedTarget(
          target, evaluated, sourceRootPath: sourceRootPath, failed: &failed)
      else { return .leftOut(failed) }
      return .signed(signed)
    } catch {
      return .failed(error)
    }
  }

  /// One target, or `nil` when it is not signed with entitlements or they cannot be
  /// used; then what stopped it is added to `failed`, so the cause is reported even when
  /// no target is left. `sourceRootPath` is the path of the project's source root, taken
  /// once for all its targets.
  private func signedTarget(
    _ target: XcodeTarget, _ evaluated: XcodeTargetSettings, sourceRootPath: String,
    failed: inout [Finding]
  ) throws(XcodeProjectError) -> XcodeSignedTarget? {
    var settings = evaluated.settings
    let whitespaces = CharacterSet.whitespaces
    guard let written = settings["CODE_SIGN_ENTITLEMENTS"],
      written.unicodeScalars.contains(where: { !whitespaces.contains($0) })
    else { return nil }
    // Findings about files name the file, not the target: the family reports a project
    // configuration's missing include once, not once per target.
    var findings = evaluated.findings
    var undefined = UndefinedSettings()
    guard
      let path = expand(
        written, &settings, &undefined, use: "CODE_SIGN_ENTITLEMENTS", target: target.name,
        findings: &findings)
    else {
      failed += findings
      return nil
    }
    let team =
      expand(
        "$(DEVELOPMENT_TEAM)", &settings, &undefined, use: "DEVELOPMENT_TEAM",
        target: target.name, findings: &findings) ?? ""
    var bundleID =
      expand(
        "$(PRODUCT_BUNDLE_IDENTIFIER)", &settings, &undefined, use: "PRODUCT_BUNDLE_IDENTIFIER",
        target: target.name, findings: &findings) ?? ""
    if variant == .macCatalyst, !bundleID.isEmpty,
      expand(
        "$(DERIVE_MACCATALYST_PRODUCT_BUNDLE_IDENTIFIER)", &settings, &undefined, use: "",
        target: target.name, findings: &findings)?.uppercased() == "YES"
    {
      bundleID = "maccatalyst." + bundleID
    }
    var file: URL
    if path.isEmpty || path.hasSuffix("/") || path.hasSuffix(".") {
      file =
        path.hasPrefix("/")
        ? URL(fileURLWithPath: path) : project.sourceRoot.appendingPathComponent(path)
      file.standardize()
    } else {
      // A file's name: the URL is the one asking the file system would give a file, made
      // without that question (a `stat` per target).
      let rootPath = sourceRootPath.hasSuffix("/") ? sourceRootPath : sourceRootPath + "/"
      file =
        URL(
          fileURLWithPath: path.hasPrefix("/") ? path : rootPath + path, isDirectory: false
        ).standardizedWhenDotted
    }
    // Standardized already: its path is that of its standardized URL.
    var filePath = file.path
    if !entitlementsFiles.exists(file, path: filePath),
      let match = XcconfigReader.caseInsensitiveMatch(for: file)
    {
      findings.append(
        finding(
          .warning, .caseInsensitiveInclude, target.name,
          "CODE_SIGN_ENTITLEMENTS names \(relative(file)), found only as \(relative(match)) "
            + "(letter case differs): a case-sensitive file system would not find it; it is read "
            + "here as a Mac would"))
      file = match
      filePath = match.standardizedFileURL.path
    }
    let embedded = embeddedTargets(of: target)

    if team.isEmpty {
      findings.append(
        finding(
          .error, .missingTeam, target.name,
          "DEVELOPMENT_TEAM is empty, so $(AppIdentifierPrefix) and the application "
            + "identifier have no team; pass `--setting DEVELOPMENT_TEAM=<team ID>`"))
    }
    if bundleID.isEmpty {
      findings.append(
        finding(
          .error, .missingBundleID, target.name,
          "PRODUCT_BUNDLE_IDENTIFIER is empty, so the application identifier is unknown; "
            + "pass `--setting PRODUCT_BUNDLE_IDENTIFIER=<bundle ID>`"))
    } else if Self.hasEmptyComponent(bundleID) {
      findings.append(
        finding(
          .error, .missingBundleID, target.name,
          "PRODUCT_BUNDLE_IDENTIFIER expands to `\(bundleID.excerpted)`, which has an empty "
            + "component because a setting in it is empty or undefined; define it, or pass "
            + "`--setting NAME=VALUE`"))
    }
    if let refusal = entitlementsFiles.refusal(for: file, path: filePath) {
      throw .unreadable(
        file: refusal.path,
        reason: "\(refusal.reason); CODE_SIGN_ENTITLEMENTS of target \(target.name) names it")
    }
    let loaded: EntitlementsFileCache.Loaded
    do throws(EntitlementsLoadingError) {
      loaded = try entitlementsFiles.contents(of: file, path: filePath)
    } catch {
      findings += undefined.findings(target: target.name)
      findings.append(
        finding(
          .error, .unreadableEntitlements, target.name,
          "its entitlements \(relative(file)) "
            + "(CODE_SIGN_ENTITLEMENTS) cannot be loaded: \(error)"))
      failed += findings
      return nil
    }
    let raw = loaded.entitlements
    let identity = SigningIdentity(
      teamID: team.isEmpty ? nil : team, bundleID: bundleID.isEmpty ? nil : bundleID)
    // Xcode expands an undefined setting to nothing; so does this, and says so.
    var expander = EntitlementsExpander(
      settings: settings, identity: identity, platform: evaluated.platform,
      undefinedVariables: .expandToEmpty)
    expander.expressions = entitlementsFiles.expressions
    let expansion: EntitlementsExpansion?
    do throws(BuildSettingsError) {
      expansion = try expander.expand(raw, templatedKeys: loaded.templatedKeys)
    } catch {
      expansion = nil
      findings.append(
        finding(
          .error, .unexpandableEntitlements, target.name,
          "its entitlements cannot be expanded: \(error)"))
    }
    for use in expansion?.undefinedVariables ?? [] {
      undefined.record(use.name, use: use.entitlement.rawValue)
    }
    undefined.recordUses(in: raw)
    findings += undefined.findings(target: target.name)
    guard let expansion else {
      failed += findings
      return nil
    }
    findings += bareGroups(in: expansion.entitlements, target: target.name, team: team)
    findings += expansion.findings.map { finding in
      var finding = finding
      finding.target = target.name
      return finding
    }
    let appTarget = AppTarget(
      name: target.name, entitlements: expansion.entitlements, platform: evaluated.platform,
      identity: identity)
    return XcodeSignedTarget(
      target: appTarget, bundleID: bundleID, teamID: team, productType: target.productType,
      entitlementsFile: file, configuration: configuration,
      variant: variant, embeddedTargetNames: embedded, findings: findings)
  }

  /// Copy-phase embeds, then embeddable dependencies not already listed.
  private func embeddedTargets(of target: XcodeTarget) -> [String] {
    var names = target.embeddedTargetNames
    // A set keeps a target with tens of thousands of dependencies linear.
    var listed = Set(names)
    for name in target.dependencyNames where !listed.contains(name) {
      if project.target(named: name)?.productType.isEmbeddable == true {
        names.append(name)
        listed.insert(name)
      }
    }
    return names
  }

  /// Expands a value with Xcode's rule for undefined settings (they are empty), recording
  /// each one; `nil` when it cannot be expanded at all (a cycle, or an expansion past the
  /// length cap), with a finding that names the cause and the setting it was for.
  private func expand(
    _ value: String, _ settings: inout BuildSettings, _ undefined: inout UndefinedSettings,
    use: String, target: String, findings: inout [Finding]
  ) -> String? {
    do throws(BuildSettingsError) {
      let (expanded, names) = try settings.expandingUndefinedToEmpty(value)
      for name in names {
        // Defined as empty from here on, so the entitlements expand it as this value did.
        settings[name] = ""
        undefined.record(name, use: use)
      }
      return expanded
    } catch {
      let setting = use.isEmpty ? value : use
      findings.append(
        finding(
          .error, .unexpandableEntitlements, target,
          "\(setting) cannot be evaluated: \(error)"))
      return nil
    }
  }

  /// Whether a dot-separated identifier has an empty component: it starts or ends with a
  /// dot, or has two in a row.
  private static func hasEmptyComponent(_ identifier: String) -> Bool {
    var previous = UInt8(ascii: ".")
    for byte in identifier.utf8 {
      if byte == UInt8(ascii: "."), previous == byte { return true }
      previous = byte
    }
    return previous == UInt8(ascii: ".")
  }

  /// Keychain and app groups that are empty or end in `.`: the tail was an undefined or
  /// empty setting.
  private func bareGroups(
    in entitlements: Entitlements, target: String, team: String
  )
    -> [Finding]
  {
    var findings: [Finding] = []
    for key in [EntitlementKey.keychainAccessGroups, .applicationGroups] {
      let groups = entitlements[key]?.arrayValue?.compactMap(\.stringValue) ?? []
      for (index, group) in groups.enumerated() where group.isEmpty || group.hasSuffix(".") {
        findings.append(
          Finding(
            severity: .error, code: XcodeProjectFindingCode.bareTeamPrefixGroup.rawValue,
            message:
              "`\(group.excerpted)` is "
              + (group.isEmpty ? "empty" : "a bare prefix")
              + " because a variable in it expanded to nothing; Xcode would sign it like "
              + "this, and the app would share items under a group that names no app; "
              + "define the variable or pass `--setting NAME=VALUE`",
            entitlement: key, index: index, target: target))
      }
    }
    return findings
  }

  private func relative(_ url: URL) -> String {
    XcodeBuildSettingsResolver.relativePath(url, to: project.sourceRoot)
  }

  private func finding(
    _ severity: Finding.Severity, _ code: XcodeProjectFindingCode, _ target: String,
    _ message: String
  ) -> Finding {
    Finding(severity: severity, code: code.rawValue, message: message, target: target)
  }
}

/// Settings found undefined while a target was expanded, with where each was used.
struct UndefinedSettings {
  private var names: [String] = []
  private var uses: [String: [String]] = [:]

  /// Records a use of an undefined setting. One expanded on its own
  /// (`$(DEVELOPMENT_TEAM)`) is left to the finding about that setting, and an optional one
  /// (`use` empty) is not recorded.
  mutating func record(_ name: String, use: String) {
    guard !use.isEmpty, name != use else { return }
    if uses[name] == nil { names.append(name) }
    if uses[name, default: []].contains(use) { return }
    uses[name, default: []].append(use)
  }

  /// Adds the keychain entitlements whose values refer to a recorded setting: once a
  /// setting is known to be empty, expanding them no longer reports it.
  mutating func recordUses(in raw: Entitlements) {
    guard !names.isEmpty else { return }
    for key in EntitlementKey.keychainRelevant.sorted() {
      guard let value = raw[key] else { continue }
      let strings = Self.strings(in: value)
      for name in names where strings.contains(where: { Self.refers($0, to: name) }) {
        record(name, use: key.rawValue)
      }
    }
  }

  /// Whether `text` names the setting in a reference: `$(NAME)`, `${NAME:op}`, `$NAME`,
  /// but not `$(NAMED)`.
  static func refers(_ text: String, to name: String) -> Bool {
    for open in ["$(", "${", "$"] {
      var rest = Substring(text)
      while let range = rest.range(of: open + name) {
        let next = rest[range.upperBound...].first
        let ends =
          open == "$"
          ? next.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
          : next == ")" || next == "}" || next == ":"
        if ends { return true }
        rest = rest[range.upperBound...]
      }
    }
    return false
  }

  private static func strings(in value: PropertyListValue) -> [String] {
    switch value {
    case .string(let string): [string]
    case .array(let elements): elements.flatMap(strings)
    case .dictionary(let entries): entries.values.flatMap(strings)
    default: []
    }
  }

  /// One note per setting: Xcode builds with it empty, and any harm that does (a bare
  /// prefix, no team) is reported as an error of its own.
  func findings(target: String) -> [Finding] {
    names.map { name in
      Finding(
        severity: .note,
        code: XcodeProjectFindingCode.undefinedSetting.rawValue,
        message:
          "$(\(name.excerpted)), used by "
          + (uses[name] ?? []).joined(separator: " and ")
          + ", is defined nowhere in the committed files and expands to nothing, as in Xcode; if "
          + "it has a value elsewhere, pass `--setting \(name.excerpted)=VALUE` or "
          + "`--settings-file FILE`",
        target: target)
    }
  }
}
