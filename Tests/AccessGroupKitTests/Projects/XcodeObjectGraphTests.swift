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
    #expect(project.targets.map(\.name) == ["App", "Ext"])
    #expect(project.targets.first?.dependencyNames == ["Ext"])
    #expect(project.targets.first?.embeddedTargetNames == ["Ext"])
    #expect(project.targets.first?.configurations.count == 1)
    #expect(
      project.targets.last?.configurations.first?.baseConfiguration?.path
        == "/work/Base.xcconfig")
    // P G X L M C T U D Y E F S, each once; N is named by nothing.
    #expect(graph.parsedObjects == 13)
  }

  /// Targets are made on every core, each thread with tables of its own: what comes out must
  /// be what one thread makes, in the file's order, with shared lists, phases, proxies and
  /// base configurations resolved alike.
  @Test("Targets made on every core are the targets made one after another")
  func targetsMadeOnEveryCoreAreThoseMadeInTurn() throws {
    let count = 300
    var text = """
      { objects = {
        P = {isa = PBXProject; mainGroup = G; targets = (\((0..<count).map { "T\($0), " }.joined())T0); };
        G = {isa = PBXGroup; children = (X); sourceTree = "<group>"; };
        X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
        C = {isa = XCBuildConfiguration; baseConfigurationReference = X; name = Release;
          buildSettings = {}; };
        S = {isa = XCConfigurationList; buildConfigurations = (C); };
        E = {isa = PBXCopyFilesBuildPhase; files = (\((1..<count).map { "F\($0), " }.joined())); };

      """
    for index in 0..<count {
      // Every third target has a list of its own; the app embeds and depends on the rest,
      // through a proxy for every other one.
      let list = index % 3 == 0 ? "L\(index)" : "S"
      let type = index == 0 ? "application" : "app-extension"
      let dependencies = index == 0 ? (1..<count).map { "D\($0), " }.joined() : ""
      text += """
          T\(index) = {isa = PBXNativeTarget; name = App\(index); buildConfigurationList = \(list);
            productReference = R\(index); productType = "com.apple.product-type.\(type)";
            buildPhases = (\(index == 0 ? "E" : "")); dependencies = (\(dependencies)); };
          L\(index) = {isa = XCConfigurationList; buildConfigurations = (K\(index), C); };
          K\(index) = {isa = XCBuildConfiguration; name = Debug; buildSettings = { A = \(index); }; };
          F\(index) = {isa = PBXBuildFile; fileRef = R\(index); };
          Y\(index) = {isa = PBXContainerItemProxy; remoteGlobalIDString = T\(index); };

        """
      text +=
        index % 2 == 0
        ? "D\(index) = {isa = PBXTargetDependency; target = T\(index); };\n"
        : "D\(index) = {isa = PBXTargetDependency; targetProxy = Y\(index); };\n"
    }
    text += "}; rootObject = P; }"
    let document = try OpenStepPropertyListReader.parse(
      utf8: Array(text.utf8), file: "p", deferring: "objects")
    let url = URL(fileURLWithPath: "/work/App.xcodeproj")
    let top = try #require(document.root.dictionaryValue)
    var made: [[XcodeTarget]] = []
    for fewest in [Int.max, 1] {
      let graph = XcodeObjectGraph(objects: document.members, sourceRoot: url)
      graph.fewestMappedInParallel = fewest
      made.append(try XcodeProject(top: top, graph: graph, url: url, file: "p").targets)
    }
    let (inTurn, onEveryCore) = (made[0], made[1])
    #expect(onEveryCore == inTurn)
    #expect(onEveryCore.map(\.name) == (0..<count).map { "App\($0)" })
    let app = try #require(onEveryCore.first)
    #expect(app.dependencyNames == (1..<count).map { "App\($0)" })
    #expect(app.embeddedTargetNames == app.dependencyNames)
    #expect(onEveryCore[3].configurations.map(\.name) == ["Debug", "Release"])
    #expect(onEveryCore[3].configurations.first?.buildSettings == ["A": "3"])
    #expect(onEveryCore[4].configurations.map(\.name) == ["Release"])
    #expect(
      onEveryCore[count - 1].configurations.first?.baseConfiguration?.path
        == "/work/Base.xcconfig")
  }

  /// A project whose one target has a configuration list of `configurations`, and whose
  /// own list has a Release configuration when `projectRelease` says so.
  private func project(
    configurations: [String], projectRelease: Bool = false
  ) throws(XcodeProjectError) -> XcodeProject {
    let objects = configurations.enumerated().map { index, name in
      "C\(index) = {isa = XCBuildConfiguration; name = \(name); buildSettings = {}; };\n"
    }.joined()
    let projectList =
      projectRelease
      ? """
      buildConfigurationList = PL; }; PL = {isa = XCConfigurationList; \
      buildConfigurations = (PR); }; PR = {isa = XCBuildConfiguration; name = Release; \
      buildSettings = {};
      """ : ""
    let text = """
      { objects = {
        P = {isa = PBXProject; mainGroup = G; targets = (T); \(projectList) };
        G = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        T = {isa = PBXNativeTarget; name = App; buildConfigurationList = L;
          productType = "com.apple.product-type.application"; };
        L = {isa = XCConfigurationList; \
      buildConfigurations = (\(configurations.indices.map { "C\($0), " }.joined())); };
        \(objects)
      }; rootObject = P; }
      """
    return try XcodeProject(
      pbxproj: Array(text.utf8), url: URL(fileURLWithPath: "/work/App.xcodeproj"), file: "p")
  }

  /// Were each file's path walked up the whole chain, thousands of files at the bottom of
  /// a chain of thousands of groups would cost their product.
  @Test(
    "The files of a deep group are resolved through each group once",
    arguments: [false, true])
  func theFilesOfADeepGroupWalkEachGroupOnce(groupsHavePaths: Bool) throws {
    let depth = FuzzBudget.current.size(full: 20_000, quick: 2_000)
    let files = FuzzBudget.current.size(full: 2_000, quick: 200)
    var text = "{ objects = {\n"
    for index in 0..<depth {
      text +=
        "G\(index) = {isa = PBXGroup; children = (G\(index + 1)); "
        + (groupsHavePaths ? "path = g; };\n" : "sourceTree = \"<group>\"; };\n")
    }
    text += "G\(depth) = {isa = PBXGroup; children = ("
    text += (0..<files).map { "X\($0), " }.joined() + "); };\n"
    for index in 0..<files {
      text += "X\(index) = {isa = PBXFileReference; path = B\(index).xcconfig; };\n"
    }
    text += "}; rootObject = P; }"
    let document = try OpenStepPropertyListReader.parse(
      utf8: Array(text.utf8), file: "p", deferring: "objects")
    let root = URL(fileURLWithPath: "/work")
    let graph = XcodeObjectGraph(objects: document.members, sourceRoot: root)
    let paths = (0..<files).map { graph.path(of: "X\($0)")?.path }
    #expect(graph.placesWalked <= depth + 1 + files)
    // With a path per group, only the first groups fit in a path a file system opens.
    let fits = 2 * depth + "/work/B0.xcconfig".utf8.count <= XcodeObjectGraph.maximumPathLength
    let prefix = "/work/" + (groupsHavePaths ? String(repeating: "g/", count: depth) : "")
    #expect(paths[0] == (groupsHavePaths && !fits ? nil : prefix + "B0.xcconfig"))
    #expect(
      paths[files - 1] == (groupsHavePaths && !fits ? nil : prefix + "B\(files - 1).xcconfig"))
  }

  @Test("A configuration list keeps the first configuration of each name")
  func aConfigurationListKeepsTheFirstOfEachName() throws {
    let names = ["Debug", "Release"] + Array(repeating: "Debug", count: 5_000)
    let target = try #require(try project(configurations: names).targets.first)
    #expect(target.configurations.map(\.name) == ["Debug", "Release"])
    #expect(target.configuration(named: "Debug")?.name == "Debug")
  }

  @Test("A configuration is found by name in a list of thousands, the first of its name")
  func aConfigurationIsFoundByNameInAListOfThousands() throws {
    let names = (0..<5_000).map { "C\($0)" } + ["C7"]
    var target = try #require(try project(configurations: names).targets.first)
    #expect(target.configurations.count == 5_000)
    #expect(target.configuration(named: "C4999")?.name == "C4999")
    #expect(target.configuration(named: "C7")?.buildSettings == [:])
    #expect(target.configuration(named: "Release") == nil)
    // Replacing the list finds names in the new one.
    target.configurations = [
      XcodeBuildConfiguration(
        name: "Release", buildSettings: ["A": "1"], baseConfiguration: nil)
    ]
    #expect(target.configuration(named: "Release")?.buildSettings == ["A": "1"])
    #expect(target.configuration(named: "C7") == nil)
  }

  @Test(
    "A name written twice in a list finds its first configuration, short list or long",
    arguments: [5, XcodeBuildConfiguration.listSearchedInTurn + 1, 40])
  func aNameWrittenTwiceFindsItsFirstConfiguration(count: Int) {
    let configurations = (0..<count).map { index in
      XcodeBuildConfiguration(
        name: index == 1 || index == count - 1 ? "X" : "C\(index)",
        buildSettings: ["INDEX": "\(index)"], baseConfiguration: nil)
    }
    let target = XcodeTarget(
      name: "App", productType: XcodeProductType(rawValue: ""), productName: nil,
      configurations: configurations)
    #expect(target.configuration(named: "X")?.buildSettings == ["INDEX": "1"])
    #expect(target.configuration(named: "C\(count - 2)")?.buildSettings["INDEX"] == "\(count - 2)")
    #expect(target.configuration(named: "Release") == nil)
  }

  @Test("A target without the configuration names the first few it has")
  func aTargetWithoutTheConfigurationNamesTheFirstFew() throws {
    let builder = XcodeFamilyBuilder(
      project: try project(configurations: (0..<900).map { "C\($0)" }, projectRelease: true),
      configuration: "Release", overrides: BuildSettings(), variant: .device)
    var listed = AppFamily.ListedGroups()
    let findings = try builder.signedTargets(listing: &listed).findings
    #expect(findings.map(\.code) == [XcodeProjectFindingCode.missingConfiguration.rawValue])
    #expect(
      findings.first?.message
        == "has no Release configuration (it has C0, C1, C2, C3, C4 and 895 more), so it is "
        + "left out; choose another with `--configuration`")
  }
}
