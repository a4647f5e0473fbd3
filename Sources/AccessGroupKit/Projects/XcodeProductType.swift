/// The kind of product a target builds, as Xcode names it
/// (`com.apple.product-type.app-extension`).
///
/// Only a few kinds matter for keychain sharing: apps, the extensions, App Clips and watch
/// apps they embed, and the helpers (XPC services, login items) a Mac app carries.
public struct XcodeProductType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The identifier as written in the project file.
  public var rawValue: String

  /// Creates a product type from its identifier.
  ///
  /// - Parameter rawValue: Such as `com.apple.product-type.application`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// An app (iOS, macOS, or a single-target watchOS app).
  public static let application = Self(rawValue: "com.apple.product-type.application")
  /// An App Clip.
  public static let appClip = Self(
    rawValue: "com.apple.product-type.application.on-demand-install-capable")
  /// A watchOS app in the older two-target layout.
  public static let watchApp = Self(rawValue: "com.apple.product-type.application.watchapp2")
  /// A watchOS app container for an iOS app (the older layout).
  public static let watchAppContainer = Self(
    rawValue: "com.apple.product-type.application.watchapp2-container")
  /// An app extension.
  public static let appExtension = Self(rawValue: "com.apple.product-type.app-extension")
  /// An ExtensionKit extension.
  public static let extensionKitExtension = Self(
    rawValue: "com.apple.product-type.extensionkit-extension")
  /// A WatchKit extension (the older watch layout).
  public static let watchExtension = Self(
    rawValue: "com.apple.product-type.watchkit2-extension")
  /// A Messages extension.
  public static let messagesExtension = Self(
    rawValue: "com.apple.product-type.app-extension.messages")
  /// An XPC service.
  public static let xpcService = Self(rawValue: "com.apple.product-type.xpc-service")
  /// A framework.
  public static let framework = Self(rawValue: "com.apple.product-type.framework")
  /// A unit-test bundle.
  public static let unitTestBundle = Self(rawValue: "com.apple.product-type.bundle.unit-test")

  /// Whether the product is an app of any kind (App Clips and watch apps included).
  public var isApplication: Bool { rawValue.hasPrefix(Self.application.rawValue) }

  /// Whether the product is an App Clip.
  public var isAppClip: Bool { self == .appClip }

  /// The bytes of ASCII text.
  private static let asciiBytes = ByteSet { $0 < 0x80 }

  /// Whether the product is an extension of any kind.
  public var isExtension: Bool {
    // In ASCII text (every type Xcode writes) the word is there exactly when its bytes are,
    // which is many times quicker to ask than Foundation's search, kept for other text.
    let bytes = Array(rawValue.utf8)
    guard
      ByteSearch.firstIndex(in: bytes, from: 0, to: bytes.count, outside: Self.asciiBytes)
        == bytes.count
    else { return rawValue.contains("extension") }
    return ByteSearch.firstIndex(of: Self.extensionWord, in: bytes, from: 0, to: bytes.count)
      < bytes.count
  }

  private static let extensionWord = Array("extension".utf8)

  /// Whether the product ships inside another app: an extension, an App Clip, a watch app
  /// or an XPC service.
  public var isEmbeddable: Bool {
    isExtension || isAppClip || self == .watchApp || self == .watchAppContainer
      || self == .xpcService
  }

  /// The identifier.
  public var description: String { rawValue }
}
