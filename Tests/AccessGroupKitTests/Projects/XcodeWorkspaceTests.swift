import AccessGroupKit
import Foundation
import Testing

@Suite("Xcode workspaces")
struct XcodeWorkspaceTests {
  @Test func projectsResolveThroughGroupContainerAndAbsoluteLocations() {
    let workspace = XcodeWorkspace(
      xml: """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App/App.xcodeproj"></FileRef>
           <Group location = "group:Modules" name = "Modules">
              <FileRef location = "group:Kit.xcodeproj"></FileRef>
              <FileRef location = "group:README.md"></FileRef>
           </Group>
           <FileRef location = "container:Tools/Tool.xcodeproj"></FileRef>
           <FileRef location = "absolute:/opt/Other.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"/>
        </Workspace>
        """,
      url: URL(fileURLWithPath: "/work/Repo/App.xcworkspace"))
    #expect(
      workspace.projects.map(\.path) == [
        "/work/Repo/App/App.xcodeproj", "/work/Repo/Modules/Kit.xcodeproj",
        "/work/Repo/Tools/Tool.xcodeproj", "/opt/Other.xcodeproj",
        "/work/Repo/Pods/Pods.xcodeproj",
      ])
  }

  @Test func workspaceFamilyReadsEveryListedProject() throws {
    let root = try #require(Bundle.module.url(forResource: "Fixtures/Projects", withExtension: nil))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("workspace-tests-\(UUID().uuidString)")
    let workspace = folder.appendingPathComponent("All.xcworkspace")
    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
    let secretive = root.appendingPathComponent("maxgoedjen__secretive/Sources/Secretive.xcodeproj")
    try Data(
      """
      <Workspace version = "1.0">
         <FileRef location = "absolute:\(secretive.path)"></FileRef>
         <FileRef location = "group:Missing.xcodeproj"></FileRef>
      </Workspace>
      """.utf8
    ).write(to: workspace.appendingPathComponent("contents.xcworkspacedata"))
    let family = try XcodeProjectFamily(projectAt: workspace)
    #expect(family.projects.map(\.name) == ["Secretive"])
    #expect(family.targets.count == 5)
    #expect(family.findings.map(\.code) == ["missing-project"])
  }
}
