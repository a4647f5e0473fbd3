import Foundation

/// An app family read from what Xcode built: an `.app`, `.appex` or `.xcarchive` directory,
/// or an `.ipa` (zipped or unzipped), with the entitlements actually signed into each executable.
///
/// The project's `.entitlements` files say what a build should be signed with; the built
/// product says what it was signed with, after Xcode expanded every variable and added the
/// application identifier. Reading it checks the shipped result, on any platform.
///
/// The product's members are the root application (or, for an `.xcarchive`, each
/// application in `Products/Applications/`) and, recursively, the bundles it embeds in
/// `PlugIns/`, `Extensions/`, `AppClips/` and `Watch/` (and a Mac app's
/// `Library/LoginItems/` and `Library/SystemExtensions/`), in the iOS flat layout or the macOS
/// `Contents/` layout. For each member:
///
/// - the bundle ID (`CFBundleIdentifier`) and executable (`CFBundleExecutable`) come from
///   `Info.plist`, XML or binary;
/// - the entitlements come from the executable's code signature (`SignedExecutable`);
/// - the platform comes from `Info.plist` (`CFBundleSupportedPlatforms`, `DTPlatformName`,
///   `LSRequiresIPhoneOS`, `UIDeviceFamily` for Mac Catalyst) or else the layout;
/// - the team and App ID prefix come from the signed entitlements
///   (`com.apple.developer.team-identifier`, the application identifier), else the profile;
/// - `embedded.mobileprovision` or `embedded.provisionprofile`, when present, is read and
///   the entitlements are checked against it.
///
/// Problems with one member are ``findings``, not errors, so the rest of the family is still
/// read; see ``BuiltProductFinding`` codes on ``init(contentsOf:now:)``.
///
/// ```swift
/// let product = try BuiltProduct(contentsOf: URL(fileURLWithPath: "Build/NetNewsWire.app"))
/// let report = FamilyLinter().lint(product.family)
/// ```
public struct BuiltProduct: Hashable, Sendable {
  /// The path given.
  public var path: String

  /// Every bundle read, roots first and each followed by what it embeds.
  public var bundles: [BuiltBundle]

  /// The bundles' targets as a family, in the order of ``bundles``.
  public var family: AppFamily

  /// What was found while reading, each with the target it is about.
  public var findings: [BuiltProductFinding]

  /// The targets of ``family``.
  public var targets: [AppTarget] { family.targets }

  /// Reads a built product.
  ///
  /// Findings (code, severity):
  ///
  /// - `missing-info-plist` (error): the bundle has no `Info.plist`; its executable is
  ///   assumed to carry the bundle's name and it has no bundle ID.
  /// - `malformed-info-plist` (error): the `Info.plist` does not parse.
  /// - `missing-bundle-identifier` (error): `Info.plist` has no `CFBundleIdentifier`.
  /// - `missing-executable` (error): the main executable is not there.
  /// - `unsigned-executable` (warning): the executable has no code signature, so the target
  ///   has no entitlements.
  /// - `malformed-executable` (error): the executable or its signature is broken; the message
  ///   is the `MachOReadingError`'s.
  /// - `malformed-profile` (error): the embedded profile cannot be read.
  /// - `bundle-id-mismatch` (error): the signed application identifier does not end with the
  ///   bundle ID from `Info.plist`.
  /// - the profile checks of
  ///   ``EntitlementsValidator/validate(_:against:now:)`` (`team-mismatch`,
  ///   `profile-expired`, `not-in-profile`, `application-identifier-not-in-profile`);
  /// - the signature's own findings (`SignedExecutable.findings`), such as
  ///   `slices-disagree`;
  /// - `renamed-target` (note): two bundles share a folder name; the later one's target
  ///   name gets a suffix.
  ///
  /// - Parameters:
  ///   - url: A file URL of an `.app`, `.appex` or `.xcarchive` directory, of an `.ipa`
  ///     (a zip archive, read with this package's own deflate decoder: only the
  ///     `Info.plist` files and profiles, held in memory, and the main executables,
  ///     inflated into a temporary folder that is removed afterwards, are decompressed), or
  ///     of a folder holding `Payload/` (an unzipped
  ///     `.ipa`). Paths in an `.ipa`'s bundles and findings start with the archive's path.
  ///   - now: The date profile expiry is checked against.
  /// - Throws: ``BuiltProductError``: `unreadable` for a missing path, `malformedArchive`
  ///   for a damaged or unsupported `.ipa`, `notABundle` for anything else that is not a
  ///   bundle, and `noApplication` for an archive without applications.
  public init(contentsOf url: URL, now: Date = Date()) throws(BuiltProductError) {
    guard url.isFileURL, IPAExtractor.isArchive(url) else {
      try self.init(reading: url, now: now)
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("accessgroups-ipa-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let contents = try IPAExtractor.extract(url, executablesInto: folder)
    // The executables inflated are the archive's own content, read from the private folder
    // even in a contained run.
    self = try InputFile.confining(to: [folder]) { () throws(BuiltProductError) in
      try BuiltProduct(reading: url, files: .archive(contents), now: now)
    }
  }

  private init(
    reading url: URL, files: ProductFiles = .disk, now: Date
  ) throws(BuiltProductError) {
    var reader = BuiltProductReader(now: now, files: files)
    let product = files.boundary(of: url)
    for root in try reader.roots(of: url) {
      try reader.visit(
        root, kind: root.pathExtension == "appex" ? .appex : .app, parent: nil,
        container: product)
    }
    path = url.path
    bundles = reader.bundles
    findings = reader.findings
    do {
      family = try AppFamily(targets: reader.bundles.map(\.target))
    } catch {
      // The reader gives every bundle a unique, non-empty name: only the budget of listed
      // groups refuses them.
      throw .tooManyGroups(path: url.path, error)
    }
  }

  /// The bundle whose target has a name.
  ///
  /// - Parameter name: A target name.
  /// - Returns: The bundle, or `nil`.
  public func bundle(named name: String) -> BuiltBundle? {
    bundles.first { $0.name == name }
  }
}
