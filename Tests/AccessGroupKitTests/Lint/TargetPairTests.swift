import AccessGroupKit
import Testing

/// The targets of two versions of a family, paired by name, then by bundle ID.
@Suite struct TargetPairTests {
  private static func target(_ name: String, bundleID: String?) -> AppTarget {
    LintFixtures.target(
      name, [.keychainAccessGroups: .array([.string("\(LintFixtures.team).shared")])],
      bundleID: bundleID)
  }

  private static func names(_ pairs: [TargetPair]) -> [String] {
    pairs.map { "\($0.baseline?.name ?? "-")>\($0.update?.name ?? "-")" }
  }

  @Test("Names pair first; a renamed target takes the first unpaired one of its bundle ID")
  func namesThenBundleIDsPairInOrder() throws {
    let baseline = try AppFamily(targets: [
      Self.target("A", bundleID: "a"), Self.target("B", bundleID: "b"),
      Self.target("C", bundleID: "b"), Self.target("D", bundleID: "d"),
      Self.target("E", bundleID: nil), Self.target("F", bundleID: "b"),
    ])
    let update = try AppFamily(targets: [
      Self.target("B", bundleID: "b"), Self.target("X", bundleID: "b"),
      Self.target("Y", bundleID: "d"), Self.target("Z", bundleID: "z"),
      Self.target("A", bundleID: "changed"), Self.target("W", bundleID: nil),
    ])
    let pairs = TargetPair.pairs(baseline: baseline, update: update)
    // B by name; X takes C, the first unpaired "b"; Y takes D; Z and W are new; A by name
    // though its bundle ID changed; E and F are removed, in the baseline's order.
    #expect(Self.names(pairs) == ["B>B", "C>X", "D>Y", "->Z", "A>A", "->W", "E>-", "F>-"])
  }

  @Test("Thousands of targets, listed in reverse and half renamed, each find their own")
  func manyTargetsPairWithTheirOwn() throws {
    let count = FuzzBudget.current.size(full: 60_000, quick: 2_000)
    let baseline = try AppFamily(
      targets: (0..<count).map { Self.target("T\($0)", bundleID: "com.example.t\($0)") })
    let update = try AppFamily(
      targets: (0..<count).reversed().map {
        Self.target($0.isMultiple(of: 2) ? "T\($0)" : "R\($0)", bundleID: "com.example.t\($0)")
      })
    let pairs = TargetPair.pairs(baseline: baseline, update: update)
    #expect(pairs.count == count)
    #expect(pairs.allSatisfy { $0.baseline?.identity.bundleID == $0.update?.identity.bundleID })
    let last = count - 1
    #expect(pairs.first?.update?.name == (last.isMultiple(of: 2) ? "T\(last)" : "R\(last)"))
  }
}
