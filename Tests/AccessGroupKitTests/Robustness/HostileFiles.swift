import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes the files a hostile repository would hold: small by default, full size under
/// `ACCESSGROUPKIT_FULL_BUDGETS=1` (see ``FuzzBudget``).
enum HostileFiles {
  /// A fresh folder holding `files` (path to text).
  static func folder(_ files: [String: String] = [:]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files { try write(text, to: root.appendingPathComponent(path)) }
    return root.resolvingSymlinksInPath()
  }

  /// Writes `text` to `url`, creating its folder.
  static func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Makes a named pipe at `url`; nothing ever writes to it, so a reader would block.
  static func fifo(at url: URL) throws -> URL {
    guard mkfifo(url.path, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    return url
  }

  /// A symbolic link at `url` to `destination`.
  static func link(at url: URL, to destination: String) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  /// A minimal XML entitlements file with these keychain groups.
  static func entitlements(_ groups: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>keychain-access-groups</key><array>
    \(groups.map { "<string>\($0)</string>" }.joined())
    </array></dict></plist>
    """
  }

  /// A folder holding `App.xcodeproj` with `targets` app targets that all sign with the
  /// one `App.entitlements` (set at the project level) and differ only in bundle ID.
  static func sharedEntitlementsProject(targets: Int, groups: [String]) throws -> URL {
    try project(apps: targets, extensions: 0, groups: groups)
  }

  /// A folder holding `App.xcodeproj` with `apps` app targets, the first of which depends on
  /// `extensions` app-extension targets (so they ship in it), all signing with the one
  /// `App.entitlements` and differing only in bundle ID (`com.example.T<n>`); targets are
  /// named `AppT<n>`, apps first.
  static func project(apps: Int, extensions: Int, groups: [String]) throws -> URL {
    let ids = (0..<(apps + extensions)).map { "T\($0)" }
    var objects = """
      P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; \
      targets = (\(ids.map { "\($0), " }.joined())); };
      G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); };
      PR = {isa = XCBuildConfiguration; buildSettings = { \
      CODE_SIGN_ENTITLEMENTS = App.entitlements; DEVELOPMENT_TEAM = ABCDE12345; \
      SDKROOT = iphoneos; }; \
      name = Release; };

      """
    for (index, id) in ids.enumerated() {
      let isApp = index < apps
      let dependencies =
        index == 0 ? (apps..<ids.count).map { "D\($0), " }.joined() : ""
      let type = isApp ? "application" : "app-extension"
      objects += """
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = \(id)L; name = App\(id); \
        dependencies = (\(dependencies)); productType = "com.apple.product-type.\(type)"; };
        D\(index) = {isa = PBXTargetDependency; target = \(id); };
        \(id)L = {isa = XCConfigurationList; buildConfigurations = (\(id)R, ); };
        \(id)R = {isa = XCBuildConfiguration; buildSettings = { \
        PRODUCT_BUNDLE_IDENTIFIER = com.example.\(id); }; name = Release; };

        """
    }
    let root = try folder([
      "App.xcodeproj/project.pbxproj":
        "// !$*UTF8*$!\n{ objects = {\n\(objects)}; rootObject = P; }\n",
      "App.entitlements": entitlements(groups),
    ])
    return root.appendingPathComponent("App.xcodeproj")
  }
}
