import Foundation

/// Walks a built product's bundles and reads each one; ``BuiltProduct`` is its result.
struct BuiltProductReader {
  /// The folders of a bundle that hold embedded bundles, and the kind of `.app` in each.
  /// A Mac app's helpers also sign their own entitlements: login items (such as Secretive's
  /// agent) in `Library/LoginItems/` and system extensions in `Library/SystemExtensions/`.
  static let embeddingFolders: [(folder: String, appKind: BuiltProductKind)] = [
    ("PlugIns", .app), ("Extensions", .app), ("AppClips", .appClip), ("Watch", .watch),
    ("Library/LoginItems", .app), ("Library/SystemExtensions", .app),
  ]

  /// How deep embedding goes before the walk stops (a watch app's extension is at depth 2).
  static let maximumDepth = 6

  var now: Date
  /// Where the product's files are: on disk, or in an archive.
  let files: ProductFiles
  var bundles: [BuiltBundle] = []
  var findings: [BuiltProductFinding] = []
  /// The real paths of the bundles read, so a bundle reached twice (through a link inside
  /// its container) is read once.
  private var visited: Set<String> = []
  /// The names given to the bundles so far, each unique.
  private var names: Set<String> = []
  /// The suffix to try next for a folder name that more than one bundle has.
  private var nextSuffix: [String: Int] = [:]
  /// Executables already read, by file identity: plug-ins hard-linked to one executable
  /// (hundreds may be) have it read and parsed once.
  private var signatures: [String: Result<SignedExecutable, MachOReadingError>] = [:]
  /// How many executables were read, so a test can check that sharing costs nothing.
  private(set) var executableReads = 0

  init(now: Date, files: ProductFiles = .disk) {
    self.now = now
    self.files = files
  }

  /// The root bundles of the product at `url`.
  func roots(of url: URL) throws(BuiltProductError) -> [URL] {
    if case .archive = files { return try applications(in: url, folder: "Payload") }
    guard url.isFileURL else {
      throw .unreadable(path: url.absoluteString, reason: "only local file URLs can be read")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw .unreadable(path: url.path, reason: "no such file or directory")
    }
    guard isDirectory.boolValue else {
      throw .notABundle(path: url.path, reason: "it is a file, not a directory or a zip archive")
    }
    switch url.pathExtension.lowercased() {
    case "app", "appex":
      return [url]
    case "xcarchive":
      return try applications(in: url, folder: "Products/Applications")
    default:
      let manager = FileManager.default
      if manager.fileExists(atPath: url.appendingPathComponent("Payload").path) {
        return try applications(in: url, folder: "Payload")
      }
      if manager.fileExists(atPath: url.appendingPathComponent("Info.plist").path)
        || manager.fileExists(atPath: url.appendingPathComponent("Contents/Info.plist").path)
      {
        return [url]
      }
      throw .notABundle(
        path: url.path,
        reason: "it has no Info.plist, Contents/Info.plist, Payload/ or .app extension")
    }
  }

  private func applications(
    in url: URL, folder: String
  ) throws(BuiltProductError) -> [URL] {
    let applications = files.children(of: url.appendingPathComponent(folder, isDirectory: true))
      .filter {
        $0.pathExtension == "app"
      }
    guard !applications.isEmpty else { throw .noApplication(path: url.path, folder: folder) }
    return applications
  }

  /// Reads the bundle at `url` and, recursively, the bundles it embeds.
  ///
  /// - Parameters:
  ///   - container: The bundle or archive `url` lies in (the product itself for a root):
  ///     a bundle is read only when its real path stays inside it.
  /// - Throws: ``BuiltProductError/unreadable(path:reason:)`` naming a symbolic link or a
  ///   `..` (in `CFBundleExecutable`, say) that leads outside its bundle.
  mutating func visit(
    _ url: URL, kind: BuiltProductKind, parent: String?, container: BundleBoundary,
    depth: Int = 0
  ) throws(BuiltProductError) {
    try files.checkInside(url, container)
    let boundary = files.boundary(of: url)
    guard depth <= Self.maximumDepth, visited.insert(boundary.realPath).inserted else { return }
    let isMac = files.isFolder(url.appendingPathComponent("Contents", isDirectory: true))
    let bundle = try read(url, boundary, isMac: isMac, kind: kind, parent: parent)
    bundles.append(bundle)
    names.insert(bundle.name)
    let contents = isMac ? url.appendingPathComponent("Contents", isDirectory: true) : url
    for (folder, appKind) in Self.embeddingFolders {
      for child in files.children(of: contents.appendingPathComponent(folder, isDirectory: true)) {
        let childKind: BuiltProductKind
        switch child.pathExtension {
        case "appex", "systemextension": childKind = .appex
        case "app": childKind = appKind
        default: continue
        }
        try visit(
          child, kind: childKind, parent: bundle.name, container: boundary, depth: depth + 1)
      }
    }
  }

  private mutating func uniqueName(for url: URL) -> String {
    let base = url.deletingPathExtension().lastPathComponent
    let stem = base.isEmpty ? url.lastPathComponent : base
    var name = stem.isEmpty ? "bundle" : stem
    // Suffixes below the one stored for a stem are all taken: thousands of bundles of one
    // name do not try them all again each.
    var suffix = nextSuffix[stem] ?? 2
    while names.contains(name) {
      name = "\(stem)-\(suffix)"
      suffix += 1
    }
    nextSuffix[stem] = suffix
    return name
  }

  private mutating func read(
    _ url: URL, _ boundary: BundleBoundary, isMac: Bool, kind proposedKind: BuiltProductKind,
    parent: String?
  ) throws(BuiltProductError) -> BuiltBundle {
    let name = uniqueName(for: url)
    var found: [BuiltProductFinding] = []
    defer { findings += found }
    func report(_ file: URL, _ severity: Finding.Severity, _ code: String, _ message: String) {
      found.append(
        BuiltProductFinding(
          target: name, file: file.path,
          finding: Finding(severity: severity, code: code, message: message)))
    }
    if name != url.deletingPathExtension().lastPathComponent {
      report(
        url, .note, "renamed-target",
        "another bundle is also named \(url.lastPathComponent); this one's target is \(name)")
    }
    let contents = isMac ? url.appendingPathComponent("Contents", isDirectory: true) : url
    let infoURL = contents.appendingPathComponent("Info.plist", isDirectory: false)
    var info = BundleInfo(values: [:])
    try files.checkInside(infoURL, boundary)
    if files.fileExists(infoURL) {
      do {
        info = try files.bundleInfo(at: infoURL)
        if info.bundleID == nil {
          report(
            infoURL, .error, "missing-bundle-identifier",
            "Info.plist has no CFBundleIdentifier, so the application identifier cannot be "
              + "checked")
        }
      } catch {
        report(infoURL, .error, "malformed-info-plist", error.description)
      }
    } else {
      report(
        infoURL, .error, "missing-info-plist",
        "the bundle has no Info.plist; its bundle ID is unknown and its executable is "
          + "assumed to be named \(url.deletingPathExtension().lastPathComponent)")
    }
    let executableName = info.executable ?? url.deletingPathExtension().lastPathComponent
    // A bundle's executable is a file inside it: an absolute name would be read inside the
    // bundle as a relative one, which hides that the bundle names a file elsewhere.
    if executableName.hasPrefix("/") {
      throw .unreadable(
        path: infoURL.path,
        reason: "its CFBundleExecutable \(executableName) is an absolute path, which leads "
          + "outside \(url.lastPathComponent): a bundle's executable is a file inside it")
    }
    let executableURL =
      isMac
      ? contents.appendingPathComponent("MacOS", isDirectory: true)
        .appendingPathComponent(executableName, isDirectory: false)
      : contents.appendingPathComponent(executableName, isDirectory: false)
    try files.checkInside(executableURL, boundary)
    let signature = readSignature(executableURL, report: report)
    for finding in signature?.findings ?? [] {
      found.append(BuiltProductFinding(target: name, file: executableURL.path, finding: finding))
    }
    let platform = info.platform(macLayout: isMac)
    for name in ["embedded.mobileprovision", "embedded.provisionprofile"] {
      try files.checkInside(contents.appendingPathComponent(name, isDirectory: false), boundary)
    }
    let (profile, profileURL) = readProfile(in: contents, report: report)
    let entitlements = signature?.entitlements ?? Entitlements()
    let identity = Self.identity(
      entitlements: entitlements, bundleID: info.bundleID, profile: profile)
    if let bundleID = info.bundleID, let identifier = entitlements.applicationIdentifier,
      !identifier.hasSuffix(".\(bundleID)")
    {
      report(
        executableURL, .error, "bundle-id-mismatch",
        "the executable is signed as \(identifier), which is not the bundle ID \(bundleID) "
          + "from Info.plist")
    }
    if let profile, let profileURL {
      let validator = EntitlementsValidator(identity: identity, platform: platform)
      let own = validator.validate(entitlements).count
      for finding in validator.validate(entitlements, against: profile, now: now).dropFirst(own) {
        found.append(BuiltProductFinding(target: name, file: profileURL.path, finding: finding))
      }
    }
    let kind = proposedKind == .app && entitlements.isAppClip ? .appClip : proposedKind
    return BuiltBundle(
      name: name, path: url.path, kind: kind, bundleID: info.bundleID,
      executablePath: executableURL.path, signature: signature, profile: profile,
      profilePath: profileURL?.path, parent: parent,
      target: AppTarget(
        name: name, entitlements: entitlements, platform: platform, identity: identity))
  }

  private mutating func readSignature(
    _ url: URL, report: (URL, Finding.Severity, String, String) -> Void
  ) -> SignedExecutable? {
    guard files.fileExists(url) else {
      report(
        url, .error, "missing-executable",
        "the main executable \(url.lastPathComponent) is missing, so the signed entitlements "
          + "cannot be read")
      return nil
    }
    do {
      return try signature(of: url)
    } catch {
      if error.problem == .noCodeSignature {
        report(
          url, .warning, "unsigned-executable",
          "the executable is not signed (no LC_CODE_SIGNATURE), so it has no entitlements")
      } else {
        report(url, .error, "malformed-executable", error.description)
      }
      return nil
    }
  }

  /// The signature of the executable at `url`, read once per file however many names
  /// (hard links, links inside the bundle) lead to it; reported under `url`'s path.
  private mutating func signature(of url: URL) throws(MachOReadingError) -> SignedExecutable {
    let file = files.executableFile(at: url)
    let key = Self.identity(of: file)
    let result: Result<SignedExecutable, MachOReadingError>
    if let known = signatures[key] {
      result = known
    } else {
      executableReads += 1
      do throws(MachOReadingError) {
        result = .success(try SignedExecutable(contentsOf: file))
      } catch {
        result = .failure(error)
      }
      signatures[key] = result
    }
    switch result {
    case .success(var signature):
      signature.file = url.path
      return signature
    case .failure(var error):
      error.file = url.path
      throw error
    }
  }

  /// The file's device and inode when the file system gives them, else its real path.
  private static func identity(of url: URL) -> String {
    let path = url.resolvingSymlinksInPath().standardizedFileURL.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let device = attributes[.systemNumber], let inode = attributes[.systemFileNumber]
    else { return path }
    return "\(device):\(inode)"
  }

  private func readProfile(
    in contents: URL, report: (URL, Finding.Severity, String, String) -> Void
  ) -> (ProvisioningProfile?, URL?) {
    for name in ["embedded.mobileprovision", "embedded.provisionprofile"] {
      let url = contents.appendingPathComponent(name, isDirectory: false)
      guard files.fileExists(url) else { continue }
      do {
        return (try ProvisioningProfile(data: files.propertyList(at: url), file: url.path), url)
      } catch {
        report(url, .error, "malformed-profile", error.description)
        return (nil, url)
      }
    }
    return (nil, nil)
  }

  /// The signing identity: the team from `com.apple.developer.team-identifier`, else the
  /// application identifier's prefix, else the profile's; the App ID prefix from the
  /// application identifier (what precedes `.<bundleID>`), else the profile's.
  static func identity(
    entitlements: Entitlements, bundleID: String?, profile: ProvisioningProfile?
  ) -> SigningIdentity {
    var prefix: String?
    if let identifier = entitlements.applicationIdentifier {
      if let bundleID, identifier.hasSuffix(".\(bundleID)") {
        prefix = String(identifier.dropLast(bundleID.count + 1))
      } else if let dot = identifier.firstIndex(of: ".") {
        prefix = String(identifier[..<dot])
      }
    }
    prefix = prefix ?? profile?.applicationIdentifierPrefix
    let team = entitlements.teamIdentifier ?? prefix ?? profile?.teamIdentifier
    return SigningIdentity(
      teamID: team, appIDPrefix: prefix == team ? nil : prefix, bundleID: bundleID)
  }
}
