#if !canImport(Darwin)
  import Foundation

  // The standard `Info.plist` keys, which keychain wrappers read to name their default
  // service after the app (`Bundle.main.infoDictionary?[kCFBundleIdentifierKey as String]`).
  // On Apple platforms they come from CoreFoundation's `CFBundle.h` as implicitly unwrapped
  // `CFString!`, so `String(kCFBundleIdentifierKey)` and `kCFBundleIdentifierKey as String`
  // compile; here they are the same strings with the same type. Under `swift test` on Linux,
  // `Bundle.main` reads the `Info.plist` next to the test executable, if there is one.
  //
  // `NSString` is not `Sendable` on Linux, so the constants are `nonisolated(unsafe)`; they
  // are immutable.

  /// The `Info.plist` key of the bundle identifier, `CFBundleIdentifier`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleIdentifierKey`.
  nonisolated(unsafe) public let kCFBundleIdentifierKey: CFString! = "CFBundleIdentifier"

  /// The `Info.plist` key of the bundle's short name, `CFBundleName`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleNameKey`.
  nonisolated(unsafe) public let kCFBundleNameKey: CFString! = "CFBundleName"

  /// The `Info.plist` key of the build version, `CFBundleVersion`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleVersionKey`.
  nonisolated(unsafe) public let kCFBundleVersionKey: CFString! = "CFBundleVersion"

  /// The `Info.plist` key of the executable's name, `CFBundleExecutable`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleExecutableKey`.
  nonisolated(unsafe) public let kCFBundleExecutableKey: CFString! = "CFBundleExecutable"

  /// The `Info.plist` key of the property list format version,
  /// `CFBundleInfoDictionaryVersion`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleInfoDictionaryVersionKey`.
  nonisolated(unsafe) public let kCFBundleInfoDictionaryVersionKey: CFString! =
    "CFBundleInfoDictionaryVersion"

  /// The `Info.plist` key of the localizations the bundle declares, `CFBundleLocalizations`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleLocalizationsKey`.
  nonisolated(unsafe) public let kCFBundleLocalizationsKey: CFString! = "CFBundleLocalizations"

  /// The `Info.plist` key of the bundle's native language, `CFBundleDevelopmentRegion`.
  ///
  /// The corresponding CoreFoundation constant is `kCFBundleDevelopmentRegionKey`.
  nonisolated(unsafe) public let kCFBundleDevelopmentRegionKey: CFString! =
    "CFBundleDevelopmentRegion"
#endif
