import AccessGroupKit
import Foundation
import Testing

@Suite("Xcode workspaces")
struct XcodeWorkspaceTests {
  @Test func projectsResolveThroughGroupContainerAndAbsoluteLocations() throws {
    let workspace = try XcodeWorkspace(
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
    defer { try? FileManager.default.removeItem(at: folder) }
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

  @Test("A workspace whose elements do not close is malformed at the unclosed element")
  func anUnclosedElementIsMalformed() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
      <FileRef location = "group:App.xcodeproj">
      <FileRef location = "group:App.xcodeproj">
      """
    #expect {
      try XcodeWorkspace(xml: xml, url: URL(fileURLWithPath: "/work/Repo/App.xcworkspace"))
    } throws: { error in
      "\(error)".contains("line 4, column 1: <FileRef> is never closed")
    }
    #expect {
      try XcodeWorkspace(
        xml: "<Workspace></Group></Workspace>",
        url: URL(fileURLWithPath: "/work/Repo/App.xcworkspace"))
    } throws: { error in
      "\(error)".contains("</Group> closes no open <Group>")
    }
  }

  @Test("Groups nested past the cap are malformed, and a project listed often is read once")
  func nestingIsCappedAndRepeatsCollapse() throws {
    let url = URL(fileURLWithPath: "/work/Repo/App.xcworkspace")
    let depth = XcodeWorkspace.maximumGroupDepth + 1
    let deep =
      "<Workspace>" + String(repeating: "<Group location = \"group:a\">", count: depth)
      + String(repeating: "</Group>", count: depth) + "</Workspace>"
    #expect {
      try XcodeWorkspace(xml: deep, url: url)
    } throws: { error in
      "\(error)".contains("groups nest more than 256 levels deep")
    }
    let repeated =
      "<Workspace>"
      + String(repeating: "<FileRef location = \"group:App.xcodeproj\"></FileRef>", count: 1000)
      + "<FileRef location = \"container:Other.xcodeproj\"/></Workspace>"
    let workspace = try XcodeWorkspace(xml: repeated, url: url)
    #expect(
      workspace.projects.map(\.path) == ["/work/Repo/App.xcodeproj", "/work/Repo/Other.xcodeproj"])
  }
}
