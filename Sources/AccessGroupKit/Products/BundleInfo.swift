import Foundation

/// What a bundle's `Info.plist` says about where and as what it runs.
struct BundleInfo {
  /// The property list's top level.
  var values: [String: PropertyListValue]

  /// `CFBundleIdentifier`.
  var bundleID: String? { nonEmpty("CFBundleIdentifier") }

  /// `CFBundleExecutable`.
  var executable: String? { nonEmpty("CFBundleExecutable") }

  private func nonEmpty(_ key: String) -> String? {
    guard let value = values[key]?.stringValue, !value.isEmpty else { return nil }
    return value
  }

  /// The platform the bundle was built for, from the keys Xcode writes:
  ///
  /// - a simulator in `CFBundleSupportedPlatforms` or `DTPlatformName` → the iOS Simulator;
  /// - `MacOSX` or `macosx` → macOS, or Mac Catalyst when the bundle also declares
  ///   `UIDeviceFamily` (only UIKit apps do);
  /// - another platform there (`iPhoneOS`, `WatchOS`, `AppleTVOS`, `XROS`) or
  ///   `LSRequiresIPhoneOS` → iOS, whose rules those platforms share;
  /// - otherwise the layout: `Contents/` is macOS, a flat bundle iOS.
  func platform(macLayout: Bool) -> Platform {
    let supported = (values["CFBundleSupportedPlatforms"]?.arrayValue ?? [])
      .compactMap(\.stringValue).map { $0.lowercased() }
    let named = values["DTPlatformName"]?.stringValue?.lowercased()
    let all = supported + (named.map { [$0] } ?? [])
    if all.contains(where: { $0.hasSuffix("simulator") }) { return .iOSSimulator }
    if all.contains("macosx") {
      return values["UIDeviceFamily"] != nil ? .macCatalyst : .macOS
    }
    if !all.isEmpty || values["LSRequiresIPhoneOS"] == .bool(true) { return .iOS }
    return macLayout ? .macOS : .iOS
  }

  /// Reads `Info.plist` (XML or binary).
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: Its path, for errors.
  static func read(_ data: Data, file: String) throws(EntitlementsLoadingError) -> BundleInfo {
    do {
      return BundleInfo(values: try PropertyListReader.dictionary(from: data).dictionary)
    } catch {
      switch error {
      case .malformed(let reason): throw .malformedPropertyList(file: file, reason: reason)
      case .notADictionary(let found): throw .notADictionary(file: file, found: found)
      }
    }
  }
}
