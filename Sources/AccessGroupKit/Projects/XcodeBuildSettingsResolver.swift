import Foundation

/// Evaluates a target's build settings for a configuration as Xcode does.
///
/// Levels, lowest first, each on top of the one before:
///
/// 1. Built-ins: `TARGET_NAME`, `PRODUCT_NAME` (defaults to the target's name),
///    `PRODUCT_MODULE_NAME`, `PROJECT_NAME`, `SRCROOT`, `PROJECT_DIR`, `CONFIGURATION`,
///    `SDKROOT` (`macosx` unless set), `PLATFORM_NAME`, `SDK_NAME`,
///    `EFFECTIVE_PLATFORM_NAME`, `CONTENTS_FOLDER_PATH`, …
/// 2. The project configuration's base `.xcconfig`, `#include`s inlined.
/// 3. The project configuration's settings.
/// 4. The target configuration's base `.xcconfig`.
/// 5. The target configuration's settings.
/// 6. `overrides`, as settings given on `xcodebuild`'s command line.
///
/// `$(inherited)` (and a setting naming itself) stands for the level below. A conditional
/// assignment (`KEY[sdk=iphoneos*]`, `[config=Release]`, `[arch=arm64]`) applies when all
/// its conditions match the build: the variant's SDK (the device SDK of the target's
/// platform, from `SDKROOT` or else the first device platform in `SUPPORTED_PLATFORMS`),
/// the configuration, and one architecture (`arm64`; `arm64_32` on watchOS). In a project
/// file, where keys have no order, a matching conditional key wins over the plain one.
///
/// Files the committed project lacks are findings (``XcodeProjectFindingCode``), never
/// errors: the settings that could be read are still returned.
package struct XcodeBuildSettingsResolver: Sendable {
  /// The project.
  package var project: XcodeProject

  /// Settings that win over every level, as `NAME=VALUE` on `xcodebuild`'s command line.
  package var overrides: BuildSettings

  /// Creates a resolver.
  ///
  /// - Parameters:
  ///   - project: The project.
  ///   - overrides: Settings on top of everything.
  package init(project: XcodeProject, overrides: BuildSettings = BuildSettings()) {
    self.project = project
    self.overrides = overrides
  }

  /// Evaluates a target's settings.
  ///
  /// - Parameters:
  ///   - target: A target of ``project``.
  ///   - configuration: The configuration's name; `Release` by default.
  ///   - variant: Device or Mac Catalyst.
  /// - Returns: The settings, or `nil` for `XcodeBuildVariant.macCatalyst` when the target
  ///   does not support Mac Catalyst.
  /// - Throws: ``XcodeProjectError/unknownConfiguration(name:available:)`` when neither the
  ///   target nor the project has the configuration, and
  ///   ``XcodeProjectError/unreadable(file:reason:)`` when a base configuration reaches a
  ///   file that is never read (a pseudo file, a pipe or device, or one outside a contained
  ///   run's root).
  package func settings(
    for target: XcodeTarget, configuration: String = "Release",
    variant: XcodeBuildVariant = .device
  ) throws(XcodeProjectError) -> XcodeTargetSettings? {
    var shared: Result<SharedLevels, XcodeProjectError>?
    return try settings(
      for: target, configuration: configuration, variant: variant, shared: &shared)
  }

  /// ``settings(for:configuration:variant:)`` for one of many targets evaluated for one
  /// configuration: the levels every target shares (the project configuration's, the
  /// overrides) are read and parsed for the first target that needs them and kept in
  /// `shared`, so thousands of targets read a project's base `.xcconfig` once.
  ///
  /// - Parameters:
  ///   - target: A target of ``project``.
  ///   - configuration: The configuration's name.
  ///   - variant: Device or Mac Catalyst.
  ///   - shared: The shared levels for `configuration`, or `nil` before the first target.
  /// - Returns: The settings, as ``settings(for:configuration:variant:)`` gives them.
  /// - Throws: The errors of ``settings(for:configuration:variant:)``.
  package func settings(
    for target: XcodeTarget, configuration: String, variant: XcodeBuildVariant,
    shared: inout Result<SharedLevels, XcodeProjectError>?
  ) throws(XcodeProjectError) -> XcodeTargetSettings? {
    let projectConfiguration = project.configuration(named: configuration)
    let targetConfiguration = target.configuration(named: configuration)
    guard projectConfiguration != nil || targetConfiguration != nil else {
      throw .unknownConfiguration(
        name: configuration,
        available: (project.configurations.isEmpty
          ? target.configurations : project.configurations).map(\.name))
    }
    if shared == nil { shared = sharedLevels(for: configuration) }
    // `shared` was set just above.
    let levels = try shared!.get()
    var findings = levels.findings
    var layers = levels.projectLayers
    if let targetConfiguration {
      layers.append(
        try readBase(
          targetConfiguration, level: "target `\(target.name)`", findings: &findings))
      layers.append(Self.assignments(of: targetConfiguration.buildSettings))
    } else {
      layers += [[], []]
    }
    layers.append(levels.overrides)

    // First pass without an SDK, to learn the platform.
    let plain = try folded(
      builtIns(target: target, configuration: configuration, sdk: nil, levels: levels), layers,
      parameters: ["config": [configuration]])
    let probe = BuildSettings(plain)
    let sdkRoot = Self.expanded(probe, "SDKROOT")
    let supported = Self.expanded(probe, "SUPPORTED_PLATFORMS")
      .split(separator: " ").map(String.init)
    var sdk = Self.deviceSDK(sdkRoot: sdkRoot, supportedPlatforms: supported)
    var platform = Self.platform(forSDK: sdk)
    if variant == .macCatalyst {
      guard Self.expanded(probe, "SUPPORTS_MACCATALYST").uppercased() == "YES",
        sdk == "iphoneos"
      else { return nil }
      sdk = "macosx"
      platform = .macCatalyst
    }
    let architecture = sdk == "watchos" ? "arm64_32" : "arm64"
    var parameters = ["config": [configuration], "sdk": [sdk], "arch": [architecture]]
    if variant == .macCatalyst { parameters["variant"] = ["normal"] }
    let values = try folded(
      builtIns(
        target: target, configuration: configuration, sdk: sdk, variant: variant,
        levels: levels),
      layers, parameters: parameters)
    return XcodeTargetSettings(
      targetName: target.name, configuration: configuration, settings: BuildSettings(values),
      sdk: sdk, platform: platform, findings: findings)
  }

  // MARK: Levels

  /// What every target evaluated for one configuration shares: the project
  /// configuration's two levels and the findings about its files, the overrides, and the
  /// project's paths.
  package struct SharedLevels {
    /// The project configuration's base `.xcconfig` and its own settings, as levels.
    var projectLayers: [[XcconfigAssignment]]
    /// The findings about the project configuration's files.
    var findings: [Finding]
    /// The overrides, as a level.
    var overrides: [XcconfigAssignment]
    /// The path of the project's source root (`SRCROOT`).
    var sourceRootPath: String
    /// The path of the `.xcodeproj` (`PROJECT_FILE_PATH`).
    var projectFilePath: String
    /// The built-ins that name no target and no SDK, made once for all targets.
    var commonBuiltIns: [String: String] = [:]
  }

  /// The levels every target evaluated for `configuration` shares, or the error reading
  /// them gave, for ``settings(for:configuration:variant:shared:)``.
  ///
  /// - Parameter configuration: The configuration's name.
  /// - Returns: The levels, or ``XcodeProjectError/unreadable(file:reason:)`` when the
  ///   project configuration's base reaches a file that is never read.
  package func sharedLevels(
    for configuration: String
  ) -> Result<SharedLevels, XcodeProjectError> {
    Result { () throws(XcodeProjectError) in
      try sharedLevels(project.configuration(named: configuration))
    }
  }

  private func sharedLevels(
    _ projectConfiguration: XcodeBuildConfiguration?
  ) throws(XcodeProjectError) -> SharedLevels {
    var findings: [Finding] = []
    var layers: [[XcconfigAssignment]] = [[], []]
    if let projectConfiguration {
      layers = [
        try readBase(projectConfiguration, level: "project", findings: &findings),
        Self.assignments(of: projectConfiguration.buildSettings),
      ]
    }
    var levels = SharedLevels(
      projectLayers: layers, findings: findings, overrides: Self.assignments(of: overrides.values),
      sourceRootPath: project.sourceRoot.path, projectFilePath: project.url.path)
    levels.commonBuiltIns = commonBuiltIns(levels: levels)
    return levels
  }

  /// The assignments of a base `.xcconfig`, or none with a finding when it cannot be read.
  private func readBase(
    _ configuration: XcodeBuildConfiguration, level: String, findings: inout [Finding]
  ) throws(XcodeProjectError) -> [XcconfigAssignment] {
    guard var url = configuration.baseConfiguration else { return [] }
    let manager = FileManager.default
    let relative = Self.relativePath(url, to: project.sourceRoot)
    if !manager.fileExists(atPath: url.path) {
      guard let match = XcconfigReader.caseInsensitiveMatch(for: url) else {
        findings.append(
          Finding(
            severity: .warning, code: XcodeProjectFindingCode.missingBaseConfiguration.rawValue,
            message:
              "the \(level) \(configuration.name) configuration is based on \(relative), which "
              + "does not exist (it may be generated, as by `pod install`, or kept out of the "
              + "repository); its settings are missing: create it, or pass them with "
              + "`--settings-file FILE` or `--setting NAME=VALUE`"))
        return []
      }
      findings.append(
        Finding(
          severity: .warning, code: XcodeProjectFindingCode.caseInsensitiveInclude.rawValue,
          message:
            "the \(level) \(configuration.name) configuration names \(relative), found only as "
            + "\(Self.relativePath(match, to: project.sourceRoot)) (letter case differs): "
            + "a case-sensitive file system would not find it; it is read here as a Mac would"))
      url = match
    }
    var reader = XcconfigReader()
    reader.toleratesMissingIncludes = true
    do throws(BuildSettingsError) {
      let text = try XcconfigReader.read(url)
      try reader.parse(
        text, file: url.path, baseDirectory: url.deletingLastPathComponent(), chain: [url.path])
    } catch .refusedFile(let file, let reason) {
      // A pseudo file or one outside a contained run's root ends the run: reading on
      // without its settings would hide where the project tried to reach.
      throw .unreadable(
        file: file,
        reason: "\(reason), reached from the \(level) \(configuration.name) base configuration "
          + relative)
    } catch {
      findings.append(
        Finding(
          severity: .error, code: XcodeProjectFindingCode.unreadableConfiguration.rawValue,
          message:
            "\(relative) (the \(level) \(configuration.name) base configuration) cannot be "
            + "used: \(error); its settings are missing"))
      return []
    }
    for missing in reader.missingIncludes {
      findings.append(
        Finding(
          severity: .warning, code: XcodeProjectFindingCode.missingInclude.rawValue,
          message:
            "\(Self.relativePath(URL(fileURLWithPath: missing.includedFrom), to: project.sourceRoot))"
            + ":\(missing.line) includes "
            + "\(Self.relativePath(URL(fileURLWithPath: missing.path), to: project.sourceRoot)), "
            + "which does not exist (often a developer's own settings, kept out of the "
            + "repository); supply its settings with `--settings-file FILE` or "
            + "`--setting NAME=VALUE`"))
    }
    for match in reader.caseInsensitiveIncludes {
      findings.append(
        Finding(
          severity: .warning, code: XcodeProjectFindingCode.caseInsensitiveInclude.rawValue,
          message:
            "\(Self.relativePath(URL(fileURLWithPath: match.includedFrom), to: project.sourceRoot)) "
            + "includes \"\(match.written)\", found only as "
            + "\(Self.relativePath(URL(fileURLWithPath: match.found), to: project.sourceRoot)) "
            + "(letter case differs): a case-sensitive file system would not find it; it is "
            + "read here as a Mac would"))
    }
    return reader.assignments
  }

  /// A project file's settings as assignments: plain keys first, then conditional ones
  /// (fewest conditions first), each group by name, so a matching condition wins.
  static func assignments(of settings: [String: String]) -> [XcconfigAssignment] {
    var assignments: [XcconfigAssignment] = []
    for (key, value) in settings {
      guard let parsed = BuildSettingCondition.parseKey(key), !parsed.name.isEmpty else {
        continue
      }
      assignments.append(
        XcconfigAssignment(name: parsed.name, conditions: parsed.conditions, value: value))
    }
    return assignments.sorted {
      ($0.conditions.count, $0.name, $0.value) < ($1.conditions.count, $1.name, $1.value)
    }
  }

  /// ``fold(_:_:parameters:)`` for this project, a value grown past the cap ending the read.
  private func folded(
    _ builtIns: [String: String], _ layers: [[XcconfigAssignment]],
    parameters: [String: [String]]
  ) throws(XcodeProjectError) -> [String: String] {
    do throws(BuildSettingsError) {
      return try Self.fold(builtIns, layers, parameters: parameters)
    } catch {
      throw .unreadable(
        file: project.url.path, reason: "its build settings cannot be evaluated: \(error)")
    }
  }

  /// Applies the levels in order on top of the built-ins.
  static func fold(
    _ builtIns: [String: String], _ layers: [[XcconfigAssignment]],
    parameters: [String: [String]]
  ) throws(BuildSettingsError) -> [String: String] {
    var values = builtIns
    for layer in layers {
      for assignment in layer
      where assignment.conditions.allSatisfy({ $0.matches(parameters) }) {
        values[assignment.name] = try BuildSettings.substitutingInherited(
          in: assignment.value, name: assignment.name, with: values[assignment.name])
      }
    }
    return values
  }

  /// The settings Xcode defines before any level.
  private func builtIns(
    target: XcodeTarget, configuration: String, sdk: String?,
    variant: XcodeBuildVariant = .device, levels: SharedLevels
  ) -> [String: String] {
    // A copy of the shared ones keeps their storage, with room for the rest: no key of
    // theirs is hashed again for each target.
    var values = levels.commonBuiltIns
    values["TARGET_NAME"] = target.name
    values["TARGETNAME"] = target.name
    values["CONFIGURATION"] = configuration
    guard let sdk else { return values }
    values["PLATFORM_NAME"] = sdk
    values["SDK_NAME"] = sdk
    values["CORRESPONDING_SIMULATOR_PLATFORM_NAME"] =
      sdk == "macosx" ? "" : sdk.replacingOccurrences(of: "os", with: "simulator")
    values["EFFECTIVE_PLATFORM_NAME"] =
      variant == .macCatalyst ? "-maccatalyst" : (sdk == "macosx" ? "" : "-\(sdk)")
    values["CURRENT_ARCH"] = sdk == "watchos" ? "arm64_32" : "arm64"
    let isMacBundle = sdk == "macosx" && variant == .device || variant == .macCatalyst
    let wrapper = target.productType.isExtension ? "appex" : "app"
    values["WRAPPER_EXTENSION"] = wrapper
    values["WRAPPER_NAME"] = "$(PRODUCT_NAME).\(wrapper)"
    values["CONTENTS_FOLDER_PATH"] =
      isMacBundle ? "$(WRAPPER_NAME)/Contents" : "$(WRAPPER_NAME)"
    if variant == .macCatalyst { values["IS_MACCATALYST"] = "YES" }
    return values
  }

  /// The built-ins every target of the project has alike, whatever its SDK.
  private func commonBuiltIns(levels: SharedLevels) -> [String: String] {
    let root = levels.sourceRootPath
    var values: [String: String] = Dictionary(minimumCapacity: 32)
    values["PRODUCT_NAME"] = "$(TARGET_NAME)"
    values["PRODUCT_MODULE_NAME"] = "$(PRODUCT_NAME:c99extidentifier)"
    values["PROJECT_NAME"] = project.name
    values["PROJECT"] = project.name
    values["PROJECT_FILE_PATH"] = levels.projectFilePath
    values["PROJECT_DIR"] = root
    values["SRCROOT"] = root
    values["SOURCE_ROOT"] = root
    values["ACTION"] = "build"
    values["SDKROOT"] = "macosx"
    return values
  }

  // MARK: Platform

  /// The device SDK of a target: `SDKROOT` when it names one, else the first device
  /// platform it supports, else `macosx`.
  static func deviceSDK(sdkRoot: String, supportedPlatforms: [String]) -> String {
    let known = ["iphoneos", "macosx", "watchos", "appletvos", "xros"]
    let root = sdkRoot.lowercased()
    if let name = known.first(where: { root.hasPrefix($0) }) { return name }
    if root.contains("iphonesimulator") { return "iphoneos" }
    for platform in supportedPlatforms {
      if let name = known.first(where: { platform.lowercased() == $0 }) { return name }
    }
    return "macosx"
  }

  /// The keychain platform of an SDK: macOS for `macosx`, iOS rules for the others.
  static func platform(forSDK sdk: String) -> Platform {
    sdk == "macosx" ? .macOS : .iOS
  }

  /// A setting's expanded value, or empty when it is undefined or cannot be expanded.
  static func expanded(_ settings: BuildSettings, _ name: String) -> String {
    guard let value = settings[name] else { return "" }
    return (try? settings.expand(value)) ?? value
  }

  /// `url`'s path relative to `root` when it lies inside it, else the full path.
  static func relativePath(_ url: URL, to root: URL) -> String {
    let path = url.standardizedFileURL.path
    let base = root.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
