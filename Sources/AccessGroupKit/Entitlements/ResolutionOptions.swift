/// What, besides the entitlements, decides an app's access groups.
public struct ResolutionOptions: Hashable, Sendable {
  /// The platform the app runs on. Defaults to ``Platform/iOS``.
  public var platform: Platform

  /// The keychain generation to reproduce. Defaults to ``BehaviourProfile/current``.
  public var profile: BehaviourProfile

  /// Whether the code signature's entitlements are validated (`CS_ENTITLEMENTS_VALIDATED`).
  ///
  /// Consulted on macOS and Mac Catalyst only; iOS-family platforms always honour their
  /// entitlements. An unvalidated Mac app keeps only `keychain-access-groups`. Defaults to
  /// `true`.
  public var entitlementsValidated: Bool

  /// Whether CryptoTokenKit's `UseTokens` feature is on. When it is, `com.apple.token` is
  /// moved to the end of the list (and appended on macOS); when it is off, it is removed.
  /// Defaults to `true`.
  public var cryptoTokenKitEnabled: Bool

  /// Whether the caller is an Apple platform binary allowed to hold the `"*"` group
  /// (`com.apple.keychainaccess`). Third-party apps never are. Defaults to `false`.
  public var isApplePlatformBinary: Bool

  /// Creates resolution options.
  ///
  /// - Parameters:
  ///   - platform: The platform the app runs on.
  ///   - profile: The keychain generation to reproduce.
  ///   - entitlementsValidated: Whether a Mac app's entitlements are validated.
  ///   - cryptoTokenKitEnabled: Whether the token group is kept.
  ///   - isApplePlatformBinary: Whether the `"*"` group is honoured.
  public init(
    platform: Platform = .iOS,
    profile: BehaviourProfile = .current,
    entitlementsValidated: Bool = true,
    cryptoTokenKitEnabled: Bool = true,
    isApplePlatformBinary: Bool = false
  ) {
    self.platform = platform
    self.profile = profile
    self.entitlementsValidated = entitlementsValidated
    self.cryptoTokenKitEnabled = cryptoTokenKitEnabled
    self.isApplePlatformBinary = isApplePlatformBinary
  }
}
