import Foundation
import Testing

@testable import AccessGroupKit

/// Fuzzes the `project.pbxproj` reader and everything built on it with mutated real
/// project files.
///
/// Each case mutates one of the corpus's smaller project files (``FileMutator`` plus
/// insertions of the property-list tokens `project.pbxproj` uses) and parses it. The
/// contract: the reader returns a value or throws an ``OpenStepPropertyListError`` naming
/// the file, with a line and column of at least 1, and never traps. A file that parses is
/// turned into an ``XcodeProject`` beside the real project's `.xcconfig` and
/// `.entitlements` files and evaluated into a family, so a malformed object graph is
/// exercised too; mutated workspace files must list only projects. The CI budget is 300
/// files of each kind; `ACCESSGROUPKIT_FUZZ_SCALE` scales it.
@Suite("Project file fuzzing")
struct ProjectFileFuzzTests {
  static let cases = 300
  /// The default (not full) budget: see ``FuzzBudget/size(full:quick:)``.
  static let quickCases = 300

  /// The cases in effect.
  static var budget: Int { FuzzBudget.current.size(full: cases, quick: quickCases) }

  /// The seeds: each project file with the folder its paths resolve in.
  static let seeds: [(name: String, bytes: [UInt8], folder: URL)] = {
    guard let root = Bundle.module.url(forResource: "Fixtures/Projects", withExtension: nil)
    else { return [] }
    return [
      "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj",
      "maxgoedjen__secretive/Sources/Secretive.xcodeproj",
      "WireGuard__wireguard-apple/WireGuard.xcodeproj",
    ].compactMap { path in
      let folder = root.appendingPathComponent(path)
      guard let data = try? Data(contentsOf: folder.appendingPathComponent("project.pbxproj"))
      else { return nil }
      return (folder.lastPathComponent, Array(data), folder)
    }
  }()

  static let tokens = [
    "{", "}", "(", ")", ";", "=", ",", "\"", "/*", "*/", "//", "<", ">", "<0f", "\\U",
    "\\", "\\377", "isa = PBXNativeTarget;", "isa = PBXGroup;", "children = (", "path = ..;",
    "sourceTree = \"<absolute>\";", "baseConfigurationReference = X;",
    "\"CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]\" = \"$(X)\";", "dstSubfolderSpec = 13;",
  ]

  @Test func everyMutatedProjectFileParsesOrFailsWithAPositionedError() {
    let seeds = Self.seeds
    #expect(seeds.count == 3)
    guard !seeds.isEmpty else { return }
    var parsed = 0
    var failed = 0
    let caseSeeds = FuzzBudget.current.seeds(Self.budget, salt: 0x9B9_F11E)
    for caseSeed in caseSeeds {
      var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
      let seed = mutator.random.pick(seeds)
      var bytes = mutator.mutate(seed.bytes, others: seeds.map(\.bytes))
      for _ in 0..<mutator.random.below(3) {
        let at = bytes.isEmpty ? 0 : mutator.random.below(bytes.count)
        bytes.insert(contentsOf: Array(mutator.random.pick(Self.tokens).utf8), at: at)
      }
      let name = "fuzz-\(FuzzBudget.hex(caseSeed))-\(seed.name)"
      do {
        _ = try OpenStepPropertyListReader.parse(data: Data(bytes), file: name)
        parsed += 1
        exercise(bytes, folder: seed.folder, name: name)
      } catch {
        failed += 1
        guard error.file == name, error.line >= 1, error.column >= 1, !error.reason.isEmpty
        else {
          Issue.record(
            """
            project fuzzing case \(FuzzBudget.hex(caseSeed)): error without a position: \(error)
            re-run: \(FuzzBudget.rerun(caseSeed, filter: "ProjectFileFuzzTests"))
            """)
          return
        }
        // A project checks its objects without building them: the error is the same.
        #expect(
          throws: XcodeProjectError.malformedPropertyList(error),
          "case \(FuzzBudget.hex(caseSeed))"
        ) { try XcodeProject(pbxproj: bytes, url: seed.folder, file: name) }
      }
    }
    #expect(parsed + failed == caseSeeds.count)
    if caseSeeds.count >= 300 {
      #expect(parsed > caseSeeds.count / 50)
      #expect(failed > caseSeeds.count / 10)
    }
  }

  static let workspaceSeed = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <Workspace
       version = "1.0">
       <Group location = "group:Modules" name = "Modules">
          <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
          <Group location = "container:Nested"><FileRef location = "group:A.xcodeproj"/></Group>
       </Group>
       <FileRef location = "group:App.xcodeproj"></FileRef>
       <FileRef location = "absolute:/opt/Other.xcodeproj"></FileRef>
       <FileRef location = "self:"></FileRef>
    </Workspace>
    """.utf8)

  @Test func everyMutatedWorkspaceListsProjectsWithoutTrapping() {
    let caseSeeds = FuzzBudget.current.seeds(Self.budget, salt: 0x3C5_F11E)
    var listed = 0
    for caseSeed in caseSeeds {
      var mutator = FileMutator(random: SplitMix64(seed: caseSeed))
      let bytes = mutator.mutate(Self.workspaceSeed, others: [])
      do {
        let workspace = try XcodeWorkspace(
          xml: String(decoding: bytes, as: UTF8.self),
          url: URL(fileURLWithPath: "/work/Repo/App.xcworkspace"))
        #expect(workspace.projects.allSatisfy { $0.pathExtension == "xcodeproj" })
        listed += workspace.projects.count
      } catch {
        // A mutation that breaks the element structure is refused at a line and column.
        #expect(error.description.contains("line "))
      }
    }
    #expect(listed > 0)
  }

  /// Builds the project and its family; any outcome but a trap is fine.
  private func exercise(_ bytes: [UInt8], folder: URL, name: String) {
    let project: XcodeProject
    do {
      project = try XcodeProject(pbxproj: bytes, url: folder, file: name)
    } catch {
      // The file parsed, so only its object graph can be wrong.
      if case .malformedPropertyList = error { Issue.record("\(name): \(error)") }
      return
    }
    for variant in XcodeBuildVariant.allCases {
      let builder = XcodeFamilyBuilder(
        project: project, configuration: "Release", overrides: BuildSettings(), variant: variant)
      var listed = AppFamily.ListedGroups()
      if let targets = try? builder.signedTargets(listing: &listed) {
        for target in targets.targets { _ = target.accessGroups }
      }
    }
  }
}
