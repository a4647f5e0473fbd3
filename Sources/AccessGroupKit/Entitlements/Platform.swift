/// The operating system a simulated app runs on; it decides how securityd forms the app's
/// access groups and which keychain its SecItem calls reach.
public enum Platform: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS, and with it iPadOS, tvOS, watchOS and visionOS, which share securityd's rules:
  /// entitlements are always honoured and the token group is present only when entitled.
  case iOS
  /// The iOS Simulator: iOS's rules, with no real keystore behind lock states.
  case iOSSimulator
  /// A native macOS app using the data-protection keychain: only `keychain-access-groups`
  /// counts unless the entitlements are validated, and `com.apple.token` is appended.
  case macOS
  /// A Mac Catalyst app: macOS's rules, always on the data-protection keychain.
  case macCatalyst

  /// Whether securityd runs its macOS code paths (`TARGET_OS_OSX`) for this platform.
  public var isMac: Bool { self == .macOS || self == .macCatalyst }

  /// The key code signing uses for a synthesized application identifier:
  /// `com.apple.application-identifier` on macOS, `application-identifier` elsewhere
  /// (Mac Catalyst apps carry the iOS-style key).
  public var applicationIdentifierKey: EntitlementKey {
    self == .macOS ? .appleApplicationIdentifier : .applicationIdentifier
  }

  /// The platform's name in scenario files and on the command line.
  public var description: String { rawValue }

  /// Parses the spellings used by scenario files (`iOS`, `iOSSimulator`, `macOS`,
  /// `macCatalyst`) and the command line (`ios`, `ios-simulator`, `macos`, `catalyst`).
  ///
  /// - Parameter text: A platform name, case-insensitive.
  /// - Returns: The platform, or `nil` for an unknown name.
  public init?(parsing text: String) {
    switch text.lowercased() {
    case "ios", "ipados", "tvos", "watchos", "visionos", "xros": self = .iOS
    case "iossimulator", "ios-simulator", "simulator": self = .iOSSimulator
    case "macos", "osx": self = .macOS
    case "maccatalyst", "mac-catalyst", "catalyst": self = .macCatalyst
    default: return nil
    }
  }
}
