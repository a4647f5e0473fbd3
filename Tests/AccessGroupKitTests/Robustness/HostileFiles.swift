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

  /// The family of ``project(apps:extensions:groups:)`` written as Xcode writes a project:
  /// 24-hex-digit IDs with their comments, a Debug and a Release configuration of several
  /// settings per target, dependencies through container proxies, and `sourceFiles` source
  /// files per target (a build file, a file reference and a sources phase) that a project
  /// never reads. Such a file is about twenty times the size of the compact one.
  static func xcodeShapedProject(
    apps: Int, extensions: Int, groups: [String], sourceFiles: Int = 2
  ) throws -> URL {
    var next = 0
    func newID() -> String {
      next += 1
      let hex = String(next, radix: 16, uppercase: true)
      return "A1B2C3D4" + String(repeating: "0", count: 16 - hex.count) + hex
    }
    /// A configuration list, and a Debug and a Release configuration of `settings`.
    func configurations(list: String, of owner: String, settings: [String]) -> String {
      let (debug, release) = (newID(), newID())
      var text = """
        \t\t\(list) /* Build configuration list for \(owner) */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\t\(debug) /* Debug */,
        \t\t\t\t\(release) /* Release */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Release;
        \t\t};

        """
      for (configuration, id) in [("Debug", debug), ("Release", release)] {
        text += """
          \t\t\(id) /* \(configuration) */ = {
          \t\t\tisa = XCBuildConfiguration;
          \t\t\tbuildSettings = {
          \(settings.map { "\t\t\t\t\($0);\n" }.joined())\t\t\t};
          \t\t\tname = \(configuration);
          \t\t};

          """
      }
      return text
    }
    let count = apps + extensions
    let (projectID, mainGroup, projectList) = (newID(), newID(), newID())
    let targetIDs = (0..<count).map { _ in newID() }
    var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n"
    text += "\tobjectVersion = 56;\n\tobjects = {\n"
    var dependencies: [String] = []
    for index in apps..<max(apps, count) {
      let (dependency, proxy) = (newID(), newID())
      dependencies.append(dependency)
      text += """
        \t\t\(proxy) /* PBXContainerItemProxy */ = {
        \t\t\tisa = PBXContainerItemProxy;
        \t\t\tcontainerPortal = \(projectID) /* Project object */;
        \t\t\tproxyType = 1;
        \t\t\tremoteGlobalIDString = \(targetIDs[index]);
        \t\t\tremoteInfo = AppT\(index);
        \t\t};
        \t\t\(dependency) /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = \(targetIDs[index]) /* AppT\(index) */;
        \t\t\ttargetProxy = \(proxy) /* PBXContainerItemProxy */;
        \t\t};

        """
    }
    var groupChildren: [String] = []
    for (index, id) in targetIDs.enumerated() {
      let name = "AppT\(index)"
      let (list, sources) = (newID(), newID())
      var buildFiles: [String] = []
      for file in 0..<sourceFiles {
        let (buildFile, reference) = (newID(), newID())
        buildFiles.append(buildFile)
        groupChildren.append(reference)
        text += """
          \t\t\(buildFile) /* File\(index)_\(file).swift in Sources */ = {isa = PBXBuildFile; \
          fileRef = \(reference) /* File\(index)_\(file).swift */; };
          \t\t\(reference) /* File\(index)_\(file).swift */ = {isa = PBXFileReference; \
          lastKnownFileType = sourcecode.swift; path = "File\(index)_\(file).swift"; \
          sourceTree = "<group>"; };

          """
      }
      let type = index < apps ? "application" : "app-extension"
      let listed = index == 0 ? dependencies : []
      text += """
        \t\t\(sources) /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \(buildFiles.map { "\t\t\t\t\($0) /* in Sources */,\n" }.joined())\t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\t\(id) /* \(name) */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = \(list) /* Build configuration list for PBXNativeTarget "\(name)" */;
        \t\t\tbuildPhases = (
        \t\t\t\t\(sources) /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \(listed.map { "\t\t\t\t\($0) /* PBXTargetDependency */,\n" }.joined())\t\t\t);
        \t\t\tname = \(name);
        \t\t\tproductName = \(name);
        \t\t\tproductType = "com.apple.product-type.\(type)";
        \t\t};

        """
      text += configurations(
        list: list, of: "PBXNativeTarget \"\(name)\"",
        settings: [
          "CODE_SIGN_STYLE = Automatic", "CURRENT_PROJECT_VERSION = 1",
          "INFOPLIST_FILE = \"\(name)/Info.plist\"",
          "PRODUCT_BUNDLE_IDENTIFIER = \"com.example.T\(index)\"",
          "PRODUCT_NAME = \"$(TARGET_NAME)\"", "SWIFT_VERSION = 5.0",
          "TARGETED_DEVICE_FAMILY = \"1,2\"",
        ])
    }
    text += """
      \t\t\(mainGroup) = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \(groupChildren.map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\t\(projectID) /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = \(projectList) /* Build configuration list for PBXProject "App" */;
      \t\t\tcompatibilityVersion = "Xcode 14.0";
      \t\t\tmainGroup = \(mainGroup);
      \t\t\ttargets = (
      \(targetIDs.enumerated().map { "\t\t\t\t\($1) /* AppT\($0) */,\n" }.joined())\t\t\t);
      \t\t};

      """
    text += configurations(
      list: projectList, of: "PBXProject \"App\"",
      settings: [
        "CODE_SIGN_ENTITLEMENTS = App.entitlements", "DEVELOPMENT_TEAM = ABCDE12345",
        "SDKROOT = iphoneos",
      ])
    text += "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
    let root = try folder([
      "App.xcodeproj/project.pbxproj": text, "App.entitlements": entitlements(groups),
    ])
    return root.appendingPathComponent("App.xcodeproj")
  }
}
