import Foundation
import Testing

@testable import AccessGroupKit

/// A `project.pbxproj` names its objects by ID, so one configuration list or one copy-files
/// phase can be named by every target. Reading a shared object once per target made a
/// 2 MB project of 5,000 targets sharing a list of 5,000 configurations take 70 s and 6 GB.
@Suite("Objects shared by many targets are read once")
struct SharedProjectObjectTests {
  /// A project folder whose `targets` app targets all name the one list `CL` of
  /// `configurations` configurations, the last named `Release`, and whose `phases` map gives
  /// some targets the copy-files phase `PH` of `embedded` extension products.
  static func project(
    targets: Int, configurations: Int, embedded: Int = 0, sharingPhase: Int = 0
  ) throws -> URL {
    let apps = (0..<targets).map { "A\($0)" }
    let extensions = (0..<embedded).map { "X\($0)" }
    var objects = """
      P = {isa = PBXProject; buildConfigurationList = CL; mainGroup = G; \
      targets = (\((apps + extensions).map { "\($0), " }.joined())); };
      G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
      CL = {isa = XCConfigurationList; \
      buildConfigurations = (\((0..<configurations).map { "C\($0), " }.joined())); };
      PH = {isa = PBXCopyFilesBuildPhase; \
      files = (\((0..<embedded).map { "BF\($0), " }.joined())); };

      """
    for index in 0..<configurations {
      let name = index == configurations - 1 ? "Release" : "C\(index)"
      objects += """
        C\(index) = {isa = XCBuildConfiguration; buildSettings = { \
        CODE_SIGN_ENTITLEMENTS = App.entitlements; DEVELOPMENT_TEAM = ABCDE12345; \
        PRODUCT_BUNDLE_IDENTIFIER = "com.example.$(TARGET_NAME)"; SDKROOT = iphoneos; \
        CONFIGURATION_INDEX = \(index); }; name = \(name); };

        """
    }
    for (index, id) in extensions.enumerated() {
      objects += """
        BF\(index) = {isa = PBXBuildFile; fileRef = PR\(index); };
        PR\(index) = {isa = PBXFileReference; path = \(id).appex; \
        sourceTree = BUILT_PRODUCTS_DIR; };
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = CL; name = \(id); \
        productReference = PR\(index); productType = "com.apple.product-type.app-extension"; };

        """
    }
    for (index, id) in apps.enumerated() {
      let phases = index < sharingPhase ? "PH, " : ""
      objects += """
        \(id) = {isa = PBXNativeTarget; buildConfigurationList = CL; name = \(id); \
        buildPhases = (\(phases)); productType = "com.apple.product-type.application"; };

        """
    }
    let root = try HostileFiles.folder([
      "App.xcodeproj/project.pbxproj":
        "// !$*UTF8*$!\n{ objects = {\n\(objects)}; rootObject = P; }\n",
      "App.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)com.example.shared"]),
    ])
    return root.appendingPathComponent("App.xcodeproj")
  }

  @Test("Thousands of targets naming one list of thousands of configurations each get Release")
  func sharedConfigurationListIsReadOnce() throws {
    let count = FuzzBudget.current.size(full: 5_000, quick: 200)
    let url = try Self.project(targets: count, configurations: count)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProject(contentsOf: url)
    #expect(project.targets.count == count)
    #expect(project.targets.allSatisfy { $0.configurations.count == count })
    let family = try XcodeProjectFamily(projectAt: url)
    #expect(family.targets.count == count)
    let last = try #require(family.targets.last?.target)
    #expect(last.identity.bundleID == "com.example.A\(count - 1)")
    #expect(
      last.entitlements[.keychainAccessGroups]?.arrayValue?.compactMap(\.stringValue)
        == ["ABCDE12345.com.example.shared"])
  }

  @Test("A copy-files phase shared by targets embeds its products in each of them")
  func sharedPhaseEmbedsInEachTarget() throws {
    let url = try Self.project(targets: 3, configurations: 1, embedded: 4, sharingPhase: 2)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let project = try XcodeProject(contentsOf: url)
    let embedded = project.targets.map(\.embeddedTargetNames)
    #expect(embedded == [["X0", "X1", "X2", "X3"], ["X0", "X1", "X2", "X3"], [], [], [], [], []])
  }

  @Test("Embeddings past the project budget are refused, naming the shared phase")
  func embeddingsPastTheBudgetAreRefused() throws {
    // 400 targets embedding the same 300 products: 120,000 embeddings from 60 KB.
    let url = try Self.project(targets: 400, configurations: 1, embedded: 300, sharingPhase: 400)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(400 * 300 > XcodeProject.maximumEmbeddings)
    let error = #expect(throws: XcodeProjectError.self) { try XcodeProject(contentsOf: url) }
    guard case .malformedProject(let file, let reason) = error else {
      Issue.record("expected malformedProject, got \(String(describing: error))")
      return
    }
    #expect(file.hasSuffix("App.xcodeproj/project.pbxproj"))
    #expect(reason.contains("more than \(XcodeProject.maximumEmbeddings) products"))
    #expect(reason.contains("phase PH"))
  }
}
