import Foundation
import Testing

@testable import AccessGroupKit

/// A project's targets are evaluated on all cores, in batches; what comes out must be what
/// an evaluation one target after another gives: the same targets, findings in the same
/// order, the same first error, and no file read that a contained run refuses.
@Suite("Targets evaluated on several cores")
struct ParallelEvaluationTests {
  /// A project of `count` app targets named `AppT<n>`, signed with `E/AppT<n>.entitlements`
  /// (one group, `g<n>`) unless `entitlements` names another file for the target; a target
  /// for which `isDebugOnly` holds has no Release configuration.
  static func project(
    count: Int, isDebugOnly: (Int) -> Bool = { _ in false },
    entitlements: (Int) -> String? = { _ in nil }
  ) throws -> URL {
    var objects = """
      P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; \
      targets = (\((0..<count).map { "T\($0), " }.joined())); };
      G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      PL = {isa = XCConfigurationList; buildConfigurations = (PR, ); };
      PR = {isa = XCBuildConfiguration; buildSettings = { DEVELOPMENT_TEAM = ABCDE12345; \
      SDKROOT = iphoneos; }; name = Release; };

      """
    var files: [String: String] = [:]
    for index in 0..<count {
      let file = entitlements(index) ?? "E/AppT\(index).entitlements"
      files["E/AppT\(index).entitlements"] = HostileFiles.entitlements(["$(TEAM_ID).g\(index)"])
      objects += """
        T\(index) = {isa = PBXNativeTarget; buildConfigurationList = T\(index)L; \
        name = AppT\(index); productType = "com.apple.product-type.application"; };
        T\(index)L = {isa = XCConfigurationList; buildConfigurations = (T\(index)R, ); };
        T\(index)R = {isa = XCBuildConfiguration; buildSettings = { \
        CODE_SIGN_ENTITLEMENTS = "\(file)"; PRODUCT_BUNDLE_IDENTIFIER = com.example.T\(index); \
        TEAM_ID = ABCDE12345; }; name = \(isDebugOnly(index) ? "Debug" : "Release"); };

        """
    }
    files["App.xcodeproj/project.pbxproj"] =
      "// !$*UTF8*$!\n{ objects = {\n\(objects)}; rootObject = P; }\n"
    return try HostileFiles.folder(files).appendingPathComponent("App.xcodeproj")
  }

  private static func builder(
    _ url: URL, _ cache: EntitlementsFileCache
  ) throws
    -> XcodeFamilyBuilder
  {
    XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
  }

  @Test("Targets and findings come out in the project's order")
  func targetsAndFindingsKeepTheProjectsOrder() throws {
    let count = FuzzBudget.current.size(full: 3_000, quick: 300)
    // Every fifth target has no Release configuration; every third of the others names a
    // file that does not exist.
    let isDebugOnly = { (index: Int) in index % 5 == 4 }
    let isMissing = { (index: Int) in !isDebugOnly(index) && index % 3 == 1 }
    let url = try Self.project(
      count: count, isDebugOnly: isDebugOnly,
      entitlements: { isMissing($0) ? "Missing/AppT\($0).entitlements" : nil })
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    var listed = AppFamily.ListedGroups()
    let built = try Self.builder(url, EntitlementsFileCache()).signedTargets(listing: &listed)

    let signed = (0..<count).filter { !isDebugOnly($0) && !isMissing($0) }
    #expect(built.targets.map(\.name) == signed.map { "AppT\($0)" })
    #expect(
      built.targets.map { $0.target.entitlements[.keychainAccessGroups]?.arrayValue ?? [] }
        == signed.map { [.string("ABCDE12345.g\($0)")] })
    let leftOut = (0..<count).filter { isDebugOnly($0) || isMissing($0) }
    #expect(built.findings.map(\.target) == leftOut.map { "AppT\($0)" })
    #expect(
      built.findings.map(\.code)
        == leftOut.map {
          isDebugOnly($0)
            ? XcodeProjectFindingCode.missingConfiguration.rawValue
            : XcodeProjectFindingCode.unreadableEntitlements.rawValue
        })
    #expect(listed.count == signed.count)
  }

  @Test("A contained evaluation reads no outside file on any core, and names the first target")
  func aContainedEvaluationReadsNoOutsideFile() throws {
    let outside = try HostileFiles.folder(
      (255..<511).reduce(into: [:]) { files, index in
        files["AppT\(index).entitlements"] = HostileFiles.entitlements(["outside.g\(index)"])
      })
    defer { try? FileManager.default.removeItem(at: outside) }
    // The first 255 targets sign with their own files; the next 256 name files outside,
    // and are evaluated in one batch (batches double from one), long enough that every
    // core takes some.
    let url = try Self.project(
      count: 511,
      entitlements: {
        $0 < 255 ? nil : outside.appendingPathComponent("AppT\($0).entitlements").path
      })
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }

    let free = EntitlementsFileCache()
    var listed = AppFamily.ListedGroups()
    #expect(try Self.builder(url, free).signedTargets(listing: &listed).targets.count == 511)
    #expect(free.loadCount == 511)

    let contained = EntitlementsFileCache()
    listed = AppFamily.ListedGroups()
    InputFile.confining(to: [root]) {
      #expect {
        try Self.builder(url, contained).signedTargets(listing: &listed)
      } throws: { error in
        "\(error)".contains("CODE_SIGN_ENTITLEMENTS of target AppT255 ")
          && "\(error)".contains("outside the inputs' root")
      }
    }
    #expect(contained.loadCount == 255)
    #expect(listed.count == 255)
  }
}
