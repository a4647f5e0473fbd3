import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Xcode object graph")
struct XcodeObjectGraphTests {
  /// A small file can name one object many times; were it parsed each time, naming a large
  /// object a hundred thousand times would cost a hundred thousand parses of it.
  @Test("An object named many times is parsed once, and one named by nothing never")
  func anObjectNamedManyTimesIsParsedOnce() throws {
    let dependencies = String(repeating: "D, ", count: 1_000)
    let text = """
      { objects = {
        P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T, T, U); };
        G = {isa = PBXGroup; children = (X); sourceTree = "<group>"; };
        X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
        L = {isa = XCConfigurationList; buildConfigurations = (C, C); };
        M = {isa = XCConfigurationList; buildConfigurations = (C); };
        C = {isa = XCBuildConfiguration; baseConfigurationReference = X; name = Release;
          buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.app; }; };
        T = {isa = PBXNativeTarget; buildConfigurationList = L; name = App;
          productType = "com.apple.product-type.application";
          dependencies = (\(dependencies)); buildPhases = (E, E, S); };
        U = {isa = PBXNativeTarget; buildConfigurationList = M; name = Ext; productReference = R;
          productType = "com.apple.product-type.app-extension"; dependencies = (D); };
        D = {isa = PBXTargetDependency; targetProxy = Y; };
        Y = {isa = PBXContainerItemProxy; remoteGlobalIDString = U; };
        E = {isa = PBXCopyFilesBuildPhase; files = (F, F); };
        F = {isa = PBXBuildFile; fileRef = R; };
        S = {isa = PBXSourcesBuildPhase; files = (F); };
        N = {isa = PBXBuildFile; fileRef = X; };
      }; rootObject = P; }
      """
    let document = try OpenStepPropertyListReader.parse(
      utf8: Array(text.utf8), file: "p", deferring: "objects")
    let url = URL(fileURLWithPath: "/work/App.xcodeproj")
    let graph = XcodeObjectGraph(objects: document.members, sourceRoot: url)
    let project = try XcodeProject(
      top: try #require(document.root.dictionaryValue), graph: graph, url: url, file: "p")
    #expect(project.targets.map(\.name) == ["App", "App", "Ext"])
    #expect(project.targets.first?.dependencyNames == ["Ext"])
    #expect(project.targets.first?.embeddedTargetNames == ["Ext"])
    #expect(project.targets.first?.configurations.count == 2)
    #expect(
      project.targets.last?.configurations.first?.baseConfiguration?.path
        == "/work/Base.xcconfig")
    // P G X L M C T U D Y E F S, each once; N is named by nothing.
    #expect(graph.parsedObjects == 13)
  }
}
