import AccessGroupKit
import Foundation

/// One target read from a FILE, a project, a built product or `xcodebuild`'s settings: what
/// `resolve` and `lint` need to expand and resolve its entitlements.
///
/// A class: the commands gather, filter and order thousands of members, and a reference is
/// passed on where a value would copy every field of its target each time. Immutable, so
/// members are loaded on several threads.
final class FamilyMember: Sendable {
  /// The target's name: the Xcode target name, or the file's name without its extension.
  let name: String

  /// The entitlements' path as shown in reports.
  let entitlementsPath: String

  /// Where the target's entitlements come from.
  let source: Source

  /// The target's own build settings, for entitlements as written; `--settings-file` and
  /// `--setting` are layered on top.
  let settings: BuildSettings

  /// The platform the target builds for, when its source says; `--platform` wins.
  let platform: Platform?

  /// The product type, such as `com.apple.product-type.app-extension`, when known.
  let productType: String?

  /// The build configuration the settings are for, when known.
  let configuration: String?

  /// What reading the target's source found: a missing file, an unsigned executable, a
  /// setting defined nowhere. They are reported with the target's own findings.
  let findings: [Finding]

  /// The app this target ships in (itself for an app), when the source says: `lint` lints
  /// each app with what it embeds as one family, so a Mac app and an iOS app of one project
  /// are not compared with each other.
  let familyName: String?

  /// A member; what its source does not say is `nil` or empty.
  init(
    name: String, entitlementsPath: String, source: Source,
    settings: BuildSettings = BuildSettings(),
    platform: Platform? = nil, productType: String? = nil, configuration: String? = nil,
    findings: [Finding] = [], familyName: String? = nil
  ) {
    self.name = name
    self.entitlementsPath = entitlementsPath
    self.source = source
    self.settings = settings
    self.platform = platform
    self.productType = productType
    self.configuration = configuration
    self.findings = findings
    self.familyName = familyName
  }

  /// A member's entitlements: as written, for the command to expand, or in the target a
  /// project or product reader made, which is used as it is so that entitlements are
  /// expanded exactly once.
  enum Source: Sendable {
    /// The entitlements as written, with the provisioning profile they came with, if any.
    case written(EntitlementsDocument)
    /// The target a reader made: a project's entitlements expanded as Xcode signs them, or
    /// a built product's as signed; with the profile embedded in a product, if any.
    case made(AppTarget, profile: ProvisioningProfile?)
  }

  /// The provisioning profile the entitlements came with, if any.
  var provisioningProfile: ProvisioningProfile? {
    switch source {
    case .written(let document): document.provisioningProfile
    case .made(_, let profile): profile
    }
  }

  /// The identity a made target is signed with: flags win over what its reader found.
  ///
  /// - Parameters:
  ///   - identity: The identity the reader found.
  ///   - bundleID: The target's `--bundle-id`, if given.
  ///   - common: The shared options, with `--team-id` and `--app-id-prefix`.
  static func identity(
    _ identity: SigningIdentity, bundleID: String?, common: EntitlementsOptions
  ) -> SigningIdentity {
    let team = common.teamID ?? identity.teamID
    let prefix = common.appIDPrefix ?? common.teamID ?? identity.appIDPrefix ?? team
    return SigningIdentity(
      teamID: team, appIDPrefix: prefix, bundleID: bundleID ?? identity.bundleID)
  }
}

/// The directories `resolve` and `lint` accept as FILE besides entitlements files: Xcode
/// projects and workspaces, and built products.
enum FamilyInputKind: CaseIterable {
  case xcodeProject
  case xcodeWorkspace
  case application
  case appExtension
  case archive
  case appStorePackage

  /// The directory's extension, such as `xcodeproj`.
  var pathExtension: String {
    switch self {
    case .xcodeProject: "xcodeproj"
    case .xcodeWorkspace: "xcworkspace"
    case .application: "app"
    case .appExtension: "appex"
    case .archive: "xcarchive"
    case .appStorePackage: "ipa"
    }
  }

  /// What the kind is called in messages.
  var noun: String {
    switch self {
    case .xcodeProject: "an Xcode project (.xcodeproj)"
    case .xcodeWorkspace: "an Xcode workspace (.xcworkspace)"
    case .application: "a built app (.app)"
    case .appExtension: "a built app extension (.appex)"
    case .archive: "an Xcode archive (.xcarchive)"
    case .appStorePackage: "an app package (.ipa)"
    }
  }

  /// The kind a path names by its extension (a trailing `/` is allowed), or `nil` for any
  /// other path, which is read as an entitlements file.
  init?(path: String) {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    let pathExtension = URL(fileURLWithPath: String(trimmed)).pathExtension.lowercased()
    guard let kind = Self.allCases.first(where: { $0.pathExtension == pathExtension }) else {
      return nil
    }
    self = kind
  }
}

/// The one place `resolve` and `lint` read projects, workspaces and built products.
///
/// Each kind has one function that returns the family it holds, every target with its
/// entitlements, settings, platform, product type and configuration. The commands choose
/// targets (`--target NAME`) and layer the command-line settings on top; these functions
/// only read.
enum FamilyInput {
  /// The targets a project, workspace or built product holds.
  ///
  /// - Parameters:
  ///   - url: The directory.
  ///   - path: The path as given on the command line, for messages.
  ///   - kind: What the directory is.
  ///   - configuration: The build configuration to evaluate (`--configuration`, `Release`
  ///     by default); built products ignore it.
  ///   - overrides: `--setting` and `--settings-file`, which a project evaluates on top of
  ///     every level, as values from files that are not committed.
  ///   - platform: `--platform`, when given: `catalyst` evaluates a project's Mac Catalyst
  ///     builds (its `[sdk=macosx*]` settings and Catalyst entitlements) instead of its
  ///     device builds.
  /// - Returns: The targets that are signed with entitlements, app first.
  /// - Throws: ``BadInput`` naming the directory and what is wrong.
  static func members(
    of url: URL, path: String, kind: FamilyInputKind, configuration: String,
    overrides: BuildSettings, platform: Platform?
  ) throws(BadInput) -> [FamilyMember] {
    switch kind {
    case .xcodeProject, .xcodeWorkspace:
      try projectMembers(
        of: url, configuration: configuration, overrides: overrides,
        variant: platform == .macCatalyst ? .macCatalyst : .device)
    case .application, .appExtension, .archive, .appStorePackage:
      try productMembers(of: url, path: path)
    }
  }

  /// The signed targets of an `.xcodeproj` or `.xcworkspace`, evaluated for a
  /// configuration as Xcode evaluates them; what the committed files cannot tell comes
  /// back as findings of the targets it concerns.
  private static func projectMembers(
    of url: URL, configuration: String, overrides: BuildSettings, variant: XcodeBuildVariant
  ) throws(BadInput) -> [FamilyMember] {
    let project: XcodeProjectFamily
    do {
      project = try XcodeProjectFamily(
        projectAt: url, configuration: configuration, overrides: overrides, variant: variant)
    } catch {
      throw BadInput(message: error.description)
    }
    let familyOf = project.appOfEachTarget
    // A configuration file several targets share is reported once, with the first of them.
    var reported: Set<Finding> = []
    var findings = project.targets.map { signed in
      signed.findings.filter { reported.insert($0).inserted }
    }
    // The project's other findings go with its first target.
    if !findings.isEmpty { findings[0] += project.findings.filter { reported.insert($0).inserted } }
    let members = zip(project.targets, findings).map { signed, findings in
      FamilyMember(
        name: signed.name, entitlementsPath: signed.entitlementsFile.path,
        source: .made(signed.target, profile: nil), platform: signed.target.platform,
        productType: signed.productType.rawValue, configuration: signed.configuration,
        findings: findings, familyName: familyOf[signed.name])
    }
    guard !members.isEmpty else {
      // A target that names entitlements but could not be read has an error finding: say
      // that the targets failed, not that there are none.
      let failed = Set(project.findings.filter { $0.severity == .error }.compactMap(\.target))
      let headline =
        failed.isEmpty
        ? "has no target signed with entitlements (CODE_SIGN_ENTITLEMENTS)"
        : "has \(failed.count) target\(failed.count == 1 ? "" : "s") signed with entitlements "
          + "(CODE_SIGN_ENTITLEMENTS), and none could be read"
      throw BadInput(
        message: "\(url.path) \(headline) in configuration \(configuration)",
        details: project.findings.map(\.description))
    }
    return members
  }

  /// The bundles of an `.app`, `.appex`, `.xcarchive` or `.ipa` and those embedded in it,
  /// each with the entitlements signed into its main executable.
  private static func productMembers(of url: URL, path: String) throws(BadInput) -> [FamilyMember] {
    let product: BuiltProduct
    do {
      product = try BuiltProduct(contentsOf: url)
    } catch {
      throw BadInput(message: error.description)
    }
    // Each bundle's findings and its root, found through two indexes rather than a search
    // of every bundle for each one: a product may embed thousands.
    let findings = Dictionary(grouping: product.findings, by: \.target)
    let parents = Dictionary(
      product.bundles.map { ($0.name, $0.parent) }, uniquingKeysWith: { first, _ in first })
    return product.bundles.map { bundle in
      FamilyMember(
        name: bundle.name, entitlementsPath: bundle.executablePath,
        source: .made(bundle.target, profile: bundle.profile), platform: bundle.target.platform,
        productType: bundle.kind.rawValue, configuration: nil,
        findings: (findings[bundle.name] ?? []).map { found in
          var finding = found.finding
          finding.target = bundle.name
          return finding
        },
        familyName: root(of: bundle.name, parents: parents))
    }
  }

  /// The outermost bundle the bundle named `name` ships in: the app its family is built
  /// around.
  ///
  /// - Parameters:
  ///   - name: A bundle's name.
  ///   - parents: The name of each bundle's parent, `nil` for a root.
  private static func root(of name: String, parents: [String: String?]) -> String {
    var current = name
    var seen: Set<String> = [current]
    while let parent = parents[current] ?? nil, parents[parent] != nil,
      seen.insert(parent).inserted
    {
      current = parent
    }
    return current
  }
}
