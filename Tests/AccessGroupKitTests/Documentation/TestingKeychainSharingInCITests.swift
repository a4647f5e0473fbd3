import AccessGroupKit
import Foundation
import Testing

/// The article "Testing keychain sharing in CI" prints what it says it prints, and its Swift
/// blocks are the code run here.
@Suite("Testing keychain sharing in CI article")
struct TestingKeychainSharingInCITests {
  /// One fenced block of the article.
  struct Block: Equatable {
    var language: String
    var text: String
  }

  static let articleURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent(
      "Sources/AccessGroupKit/Documentation.docc/Articles/TestingKeychainSharingInCI.md")

  static func blocks() throws -> [Block] {
    let article = try String(contentsOf: articleURL, encoding: .utf8)
    var blocks: [Block] = []
    var current: Block?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = Block(language: String(line.dropFirst(3)), text: "")
        }
      } else if current != nil {
        current?.text += line + "\n"
      }
    }
    return blocks
  }

  /// The text block after each Swift block, in order.
  static func expectedOutputs() throws -> [String] {
    let blocks = try blocks()
    return blocks.indices.dropLast().compactMap { index in
      blocks[index].language == "swift" && blocks[index + 1].language == "text"
        ? blocks[index + 1].text : nil
    }
  }

  static func normalized(_ text: String) -> String {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: "\n")
  }

  @Test func everySwiftBlockIsFollowedByItsOutputAndIsTheCodeTestedHere() throws {
    let blocks = try Self.blocks()
    let swift = blocks.filter { $0.language == "swift" }
    #expect(swift.count == 6)
    #expect(try Self.expectedOutputs().count == swift.count)
    let source = Self.normalized(
      try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
    for block in swift {
      #expect(source.contains(Self.normalized(block.text)), "not tested verbatim:\n\(block.text)")
    }
  }

  @Test func theStepByStepCodePrintsWhatTheArticleShows() throws {
    var buffer = ""
    var outputs: [String] = []
    func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
      buffer += items.map { "\($0)" }.joined(separator: separator) + terminator
    }
    func take() {
      outputs.append(buffer)
      buffer = ""
    }

    let device = SimulatedDevice(name: "iPhone", platform: .iOS)
    let team = SigningIdentity(teamID: "SKMME9E2Y8", bundleID: "com.example.App")
    let shared: PropertyListValue = .array([.string("$(AppIdentifierPrefix)com.example.shared")])
    try device.install(
      SimulatedApp(
        name: "App", entitlements: Entitlements(dictionary: ["keychain-access-groups": shared]),
        identity: team))
    try device.install(
      SimulatedApp(
        name: "Widget", entitlements: Entitlements(dictionary: [:]),
        identity: SigningIdentity(teamID: "SKMME9E2Y8", bundleID: "com.example.App.Widget")))

    let app = try device.client(for: "App")
    let widget = try device.client(for: "Widget")
    let token: [String: Any] = ["class": "genp", "svce": "api", "acct": "alice"]
    print(try app.add(token.merging(["v_Data": Data("s3cret".utf8)]) { $1 }).status)
    print(try widget.copyMatching(token).status)
    take()

    try device.install(
      SimulatedApp(
        name: "Widget", entitlements: Entitlements(dictionary: ["keychain-access-groups": shared]),
        identity: SigningIdentity(teamID: "SKMME9E2Y8", bundleID: "com.example.App.Widget")))
    let found = try widget.copyMatching(token.merging(["r_Attributes": true]) { $1 })
    print(found.status, (found.result as? [String: Any])?["agrp"] ?? "none")
    take()

    try device.uninstall("App")
    print(device.store.itemCount)
    do {
      _ = try app.copyMatching(token)
    } catch {
      print(error)
    }
    try device.reinstall("App")
    print(try app.copyMatching(token).status)
    try device.transfer("App", toTeam: "NEWTEAM123")
    print(try app.copyMatching(token).status)
    try device.transfer("App", toTeam: "SKMME9E2Y8")
    take()

    let iPad = SimulatedDevice(name: "iPad", platform: .iOS)
    let account = CloudKeychainAccount(name: "alice@example.com")
    try account.signIn(device)
    try account.signIn(iPad)
    let synced = token.merging(["acct": "bob", "sync": true]) { $1 }
    print(try app.add(synced).status)
    print(account.sync().sorted { $0.key < $1.key })
    try iPad.install(
      SimulatedApp(
        name: "App", entitlements: Entitlements(dictionary: ["keychain-access-groups": shared]),
        identity: team))
    print(try iPad.client(for: "App").copyMatching(synced).status)
    take()

    let mac = SimulatedDevice(name: "Mac", platform: .macOS)
    try mac.install(
      SimulatedApp(
        name: "App", entitlements: Entitlements(dictionary: ["keychain-access-groups": shared]),
        identity: team))
    let macApp = try mac.client(for: "App")
    let foreign = token.merging(["agrp": "ABCDE12345.com.other"]) { $1 }
    print(try macApp.add(foreign).status, mac.fileBasedItemCount)
    print(try macApp.add(foreign.merging(["nleg": true]) { $1 }).status)
    take()

    let json = try #require(Self.blocks().first { $0.language == "json" }).text
    let scenario = try Scenario(data: Data(json.utf8))
    let report = try ScenarioRunner(scenario: scenario).run()
    print(report.text, terminator: "")
    take()

    let expected = try Self.expectedOutputs()
    #expect(outputs.count == expected.count)
    for (output, text) in zip(outputs, expected) {
      #expect(output == text)
    }
  }
}
