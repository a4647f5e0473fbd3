import AccessGroupKit
import Foundation

/// Writes built-product bundles into a temporary folder.
enum BundleFixture {
  /// Runs `body` with a new, empty temporary folder and deletes the folder afterwards.
  static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("built-product-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// Writes a bundle folder `name` into `parent`.
  ///
  /// - Parameters:
  ///   - name: The folder name, such as `App.app`.
  ///   - parent: Where to create it.
  ///   - macLayout: Whether to use `Contents/` with the executable in `Contents/MacOS/`.
  ///   - info: The `Info.plist` values; `nil` writes none.
  ///   - binaryInfo: Whether `Info.plist` is a binary property list.
  ///   - executable: The main executable's bytes; `nil` writes none.
  ///   - profile: The embedded provisioning profile's bytes, if any.
  /// - Returns: The bundle's URL.
  @discardableResult
  static func write(
    _ name: String, in parent: URL, macLayout: Bool = false, info: [String: Any]?,
    binaryInfo: Bool = false, executable: [UInt8]?, profile: [UInt8]? = nil
  ) throws -> URL {
    let bundle = parent.appendingPathComponent(name)
    let contents = macLayout ? bundle.appendingPathComponent("Contents") : bundle
    try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
    // Without Info.plist the executable carries the bundle's name, as the reader assumes.
    let executableName =
      (info?["CFBundleExecutable"] as? String) ?? bundle.deletingPathExtension().lastPathComponent
    if let info {
      let data = try PropertyListSerialization.data(
        fromPropertyList: info, format: binaryInfo ? .binary : .xml, options: 0)
      try data.write(to: contents.appendingPathComponent("Info.plist"))
    }
    if let executable {
      let folder = macLayout ? contents.appendingPathComponent("MacOS") : contents
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(executable).write(to: folder.appendingPathComponent(executableName))
    }
    if let profile {
      let file = macLayout ? "embedded.provisionprofile" : "embedded.mobileprovision"
      try Data(profile).write(to: contents.appendingPathComponent(file))
    }
    return bundle
  }

  /// An iOS `Info.plist` as Xcode writes it for a device build.
  static func iOSInfo(bundleID: String, executable: String) -> [String: Any] {
    [
      "CFBundleIdentifier": bundleID, "CFBundleExecutable": executable,
      "CFBundleSupportedPlatforms": ["iPhoneOS"], "DTPlatformName": "iphoneos",
      "LSRequiresIPhoneOS": true,
    ]
  }

  /// A macOS `Info.plist` as Xcode writes it.
  static func macInfo(bundleID: String, executable: String) -> [String: Any] {
    [
      "CFBundleIdentifier": bundleID, "CFBundleExecutable": executable,
      "CFBundleSupportedPlatforms": ["MacOSX"], "DTPlatformName": "macosx",
    ]
  }
}
