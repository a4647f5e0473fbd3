import Foundation
import Testing

@testable import AccessGroupKit

/// A hostile repository names pseudo files, pipes and devices wherever a path can be
/// written; none is ever read, and the error names the path and what named it.
@Suite("Pseudo files are never read")
struct PseudoFileTests {
  @Test("An xcconfig include of a pseudo file is refused, naming the including line")
  func anIncludeOfAPseudoFileIsRefused() throws {
    let pseudo =
      FileManager.default.fileExists(atPath: "/proc/self/environ")
      ? "/proc/self/environ" : "/dev/null"
    let root = try HostileFiles.folder(["a.xcconfig": "X = 1\n#include \"\(pseudo)\"\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try BuildSettings(xcconfigAt: root.appendingPathComponent("a.xcconfig"))
      Issue.record("the include was read")
    } catch {
      guard case .refusedFile(let file, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(file == pseudo)
      #expect(reason.contains("a.xcconfig:2"))
      #expect(reason.contains("pseudo files"))
    }
  }

  @Test("A named pipe given as entitlements is refused without blocking")
  func aNamedPipeIsRefused() throws {
    let root = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let pipe = try HostileFiles.fifo(at: root.appendingPathComponent("App.entitlements"))
    #expect(
      throws: EntitlementsLoadingError.unreadable(
        file: pipe.path, reason: "it is a named pipe or other special file, not a regular file")
    ) {
      try EntitlementsLoader.load(contentsOf: pipe)
    }
  }

  @Test(
    "A link to a missing file or round a loop is refused as a link, not called a pipe",
    arguments: ["gone.entitlements", "App.entitlements"])
  func aLinkThatLeadsNowhereIsRefusedAsALink(target: String) throws {
    let root = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let link = root.appendingPathComponent("App.entitlements")
    // `gone.entitlements` does not exist; `App.entitlements` is the link itself.
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    // The loader says "no such file" first; a bundle's reader asks the gate directly.
    let refusal = InputFile.refusal(for: link, within: root)
    #expect(refusal?.path == link.path)
    #expect(
      refusal?.reason
        == "it is a symbolic link to \(target), which leads to no file (missing, or a loop of links)"
    )
  }

  @Test("A project whose entitlements are a device fails naming the target, not 'no target'")
  func aProjectsDeviceEntitlementsNameTheTarget() throws {
    let url = try XcodeBuildSettingsResolverTests.project(
      targetSettings: "CODE_SIGN_ENTITLEMENTS = /dev/zero; DEVELOPMENT_TEAM = ABCDE12345;")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      _ = try XcodeProjectFamily(projectAt: url)
      Issue.record("the device was read")
    } catch {
      #expect(error.description.contains("/dev/zero"))
      #expect(error.description.contains("CODE_SIGN_ENTITLEMENTS of target App"))
    }
  }

  @Test("A base configuration that includes a pipe ends the read, naming the configuration")
  func aBaseConfigurationIncludingAPipeEndsTheRead() throws {
    let url = try XcodeBuildSettingsResolverTests.project(
      targetSettings: "CODE_SIGN_ENTITLEMENTS = App.entitlements;",
      projectBase: "Base.xcconfig",
      files: [
        "Config/Base.xcconfig": "#include \"pipe.xcconfig\"\n",
        "App.entitlements": HostileFiles.entitlements(["$(AppIdentifierPrefix)x"]),
      ])
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    _ = try HostileFiles.fifo(at: root.appendingPathComponent("Config/pipe.xcconfig"))
    do {
      _ = try XcodeProjectFamily(projectAt: url)
      Issue.record("the pipe was read")
    } catch {
      #expect(error.description.contains("pipe.xcconfig"))
      #expect(error.description.contains("named pipe"))
      #expect(error.description.contains("Base.xcconfig"))
    }
  }

  @Test("A scenario's entitlementsFile of a device is an error at its JSON path")
  func aScenarioEntitlementsFileOfADeviceIsRefused() throws {
    let scenario = try Scenario(
      data: Data(
        #"""
        {"format": 1, "apps": {"A": {"teamID": "ABCDE12345", "bundleID": "com.example.a",
          "entitlementsFile": "/dev/zero"}},
         "steps": [{"app": "A", "call": "SecItemCopyMatching",
           "query": {"kSecClass": "kSecClassGenericPassword"}}]}
        """#.utf8), file: "s.json")
    #expect {
      try ScenarioRunner(scenario: scenario).run()
    } throws: { error in
      let text = "\(error)"
      return text.contains("entitlementsFile") && text.contains("/dev/zero")
    }
  }

  @Test("A contained read refuses a file outside the roots, through a link too")
  func aContainedReadRefusesFilesOutsideTheRoot() throws {
    let outside = try HostileFiles.folder(["secret.entitlements": HostileFiles.entitlements([])])
    let inside = try HostileFiles.folder()
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: inside)
    }
    let link = inside.appendingPathComponent("App.entitlements")
    try HostileFiles.link(at: link, to: outside.appendingPathComponent("secret.entitlements").path)
    #expect(throws: Never.self) { try EntitlementsLoader.load(contentsOf: link) }
    InputFile.confining(to: [inside]) {
      #expect {
        try EntitlementsLoader.load(contentsOf: link)
      } throws: { error in
        "\(error)".contains("outside the inputs' root")
      }
    }
  }
}
