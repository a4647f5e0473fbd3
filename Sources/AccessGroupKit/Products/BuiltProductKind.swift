/// What kind of bundle a member of a built product is, which tells a reader how the
/// system treats it (an App Clip gets its own keychain rules; an extension shares its
/// host's groups only through its entitlements).
public enum BuiltProductKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// An application (`.app`), the product's root or one embedded elsewhere.
  case app
  /// An app extension or ExtensionKit extension (`.appex`, in `PlugIns/` or `Extensions/`),
  /// or a Mac system extension (`.systemextension`).
  case appex
  /// An App Clip (`.app` in `AppClips/`, or signed with
  /// `com.apple.developer.on-demand-install-capable`).
  case appClip = "appclip"
  /// A watchOS app (`.app` in `Watch/`).
  case watch

  /// The raw value, as printed by the command line.
  public var description: String { rawValue }
}
