import Foundation
import Testing

@testable import AccessGroupKit

/// Projects with thousands of targets naming one entitlements file: the file is checked
/// (pseudo file, containment, kind) and parsed once for the whole read, not once per target.
/// Counted through the cache's counters; the full budget (`ACCESSGROUPKIT_FULL_BUDGETS=1`)
/// runs them at the size of the issue.
@Suite("Large projects check a shared file once")
struct LargeProjectTests {
  @Test("Thousands of targets naming one entitlements file check and parse it once")
  func sharedEntitlementsAreCheckedOnce() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 300)
    let url = try HostileFiles.sharedEntitlementsProject(
      targets: count, groups: ["$(AppIdentifierPrefix)shared"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let cache = EntitlementsFileCache()
    let builder = XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
    let built = try builder.signedTargets()
    #expect(built.targets.count == count)
    #expect(cache.refusalCheckCount == 1)
    #expect(cache.loadCount == 1)
    #expect(built.targets.map(\.bundleID).last == "com.example.T\(count - 1)")
    let groups = built.targets.last?.target.entitlements[.keychainAccessGroups]?.arrayValue?
      .compactMap(\.stringValue)
    #expect(groups == ["ABCDE12345.shared"])
  }

  @Test("A file that may not be read is refused once, naming the first target that names it")
  func refusedSharedFileIsCheckedOnce() throws {
    let url = try HostileFiles.sharedEntitlementsProject(targets: 3, groups: ["g"])
    let root = url.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: root) }
    let entitlements = root.appendingPathComponent("App.entitlements")
    try FileManager.default.removeItem(at: entitlements)
    try FileManager.default.createSymbolicLink(
      atPath: entitlements.path, withDestinationPath: "/dev/zero")
    let cache = EntitlementsFileCache()
    let builder = XcodeFamilyBuilder(
      project: try XcodeProject(contentsOf: url), configuration: "Release",
      overrides: BuildSettings([:]), variant: .device, entitlementsFiles: cache)
    #expect {
      try builder.signedTargets()
    } throws: { error in
      "\(error)".contains("CODE_SIGN_ENTITLEMENTS of target AppT0")
        && "\(error)".contains("pseudo files")
    }
    #expect(cache.refusalCheckCount == 1)
    #expect(cache.loadCount == 0)
  }
}
