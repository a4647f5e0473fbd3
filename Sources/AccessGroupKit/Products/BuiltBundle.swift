/// One bundle of a built product (the app, an extension, an App Clip, a watch app) with
/// what was read from it and the ``AppTarget`` it becomes.
public struct BuiltBundle: Hashable, Sendable {
  /// The target name: the bundle folder's name without its extension, made unique within
  /// the product.
  public var name: String

  /// The bundle folder's path.
  public var path: String

  /// What kind of bundle it is.
  public var kind: BuiltProductKind

  /// `CFBundleIdentifier` from `Info.plist`, if present.
  public var bundleID: String?

  /// The main executable's path (`CFBundleExecutable`), whether or not it exists.
  public var executablePath: String

  /// The executable's code signature, when it could be read.
  package var signature: SignedExecutable?

  /// The embedded provisioning profile, when present and readable.
  public var profile: ProvisioningProfile?

  /// The embedded provisioning profile's path, when one is present.
  public var profilePath: String?

  /// The target name of the bundle that embeds this one; `nil` for a root application.
  public var parent: String?

  /// The target: the signed entitlements (empty when unsigned), the platform from
  /// `Info.plist` or the layout, and the team, App ID prefix and bundle ID the signature
  /// and profile give.
  public var target: AppTarget

  /// Creates a bundle record.
  ///
  /// - Parameters:
  ///   - name: The target name.
  ///   - path: The bundle folder's path.
  ///   - kind: The kind of bundle.
  ///   - bundleID: `CFBundleIdentifier`.
  ///   - executablePath: The main executable's path.
  ///   - signature: The executable's signature.
  ///   - profile: The embedded profile.
  ///   - profilePath: The embedded profile's path.
  ///   - parent: The embedding bundle's target name.
  ///   - target: The target.
  package init(
    name: String, path: String, kind: BuiltProductKind, bundleID: String?,
    executablePath: String, signature: SignedExecutable?, profile: ProvisioningProfile?,
    profilePath: String?, parent: String?, target: AppTarget
  ) {
    self.name = name
    self.path = path
    self.kind = kind
    self.bundleID = bundleID
    self.executablePath = executablePath
    self.signature = signature
    self.profile = profile
    self.profilePath = profilePath
    self.parent = parent
    self.target = target
  }
}
