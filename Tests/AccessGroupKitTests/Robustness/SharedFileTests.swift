import Foundation
import Testing

@testable import AccessGroupKit

/// A file that many targets or bundles share is read and parsed once, so its size is paid
/// once and not once per target. Counted through the readers' load counters.
@Suite("Shared files are read once")
struct SharedFileTests {
  @Test("Thousands of targets naming one entitlements file parse it once")
  func sharedEntitlementsAreParsedOnce() throws {
    let count = FuzzBudget.current.size(full: 2_000, quick: 200)
    let url = try HostileFiles.sharedEntitlementsProject(
      targets: count, groups: ["$(AppIdentifierPrefix)com.example.shared"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let cache = EntitlementsFileCache()
    let builder = XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
    let built = try builder.signedTargets()
    #expect(built.targets.count == count)
    #expect(cache.loadCount == 1)
    let groups = built.targets.last?.target.entitlements[.keychainAccessGroups]?.arrayValue?
      .compactMap(\.stringValue)
    #expect(groups == ["ABCDE12345.com.example.shared"])
  }
}
