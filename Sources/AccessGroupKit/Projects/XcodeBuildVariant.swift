/// Which build of a target settings are evaluated for: the device build of its platform,
/// or the Mac Catalyst build of an iPad app that supports it.
///
/// Simulator builds are never evaluated: the keychain groups that matter are the ones a
/// device enforces.
public enum XcodeBuildVariant: String, Hashable, Sendable, CaseIterable {
  /// The device SDK of the target's platform (`iphoneos`, `macosx`, `watchos`, …).
  case device
  /// The Mac Catalyst build (`macosx` SDK, iOS app) of targets with
  /// `SUPPORTS_MACCATALYST = YES`; other targets have no such build.
  case macCatalyst
}
