import Foundation
import Testing

@testable import AccessGroupKit

/// Small hostile inputs that once took exponential or unbounded work end in an error that
/// names the setting, the chain or the count, not in a hang. Bounds are asserted through
/// errors and results, never through time.
@Suite("Hostile inputs do bounded work")
struct BoundedWorkTests {
  /// `L0 = ha`, `L<n> = $(L<n-1>)$(L<n-1>)`: 2ⁿ bytes without a cap.
  static func doublingSettings(_ count: Int) -> [String: String] {
    var values = ["L0": "ha"]
    for level in 1...count { values["L\(level)"] = "$(L\(level - 1))$(L\(level - 1))" }
    return values
  }

  @Test("Settings that double each other stop at the length cap, naming a setting")
  func doublingSettingsStopAtTheCap() throws {
    let count = FuzzBudget.current.size(full: 60, quick: 40)
    let settings = BuildSettings(Self.doublingSettings(count))
    #expect(try settings.expand("$(L10)").utf8.count == 2 << 10)
    do {
      _ = try settings.expand("$(L\(count))")
      Issue.record("2^\(count) bytes were expanded")
    } catch {
      guard case .expansionTooLong(let name, let limit) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(limit == BuildSettingEvaluator.maximumLength)
      #expect(name?.hasPrefix("L") == true)
      #expect(error.description.contains("\(limit)"))
    }
  }

  @Test("Repeated $(inherited) doubling in an xcconfig is an error at its line")
  func repeatedInheritedStopsAtTheCap() throws {
    let lines = FuzzBudget.current.size(full: 200, quick: 60)
    let text = "A = ha\n" + String(repeating: "A = $(inherited)$(inherited)\n", count: lines)
    #expect {
      try BuildSettings(xcconfig: text, file: "double.xcconfig", baseDirectory: nil)
    } throws: { error in
      guard case .malformedXcconfig(let file, let line, let reason) = error as? BuildSettingsError
      else { return false }
      // 2 bytes doubled past 2^20 on the 20th assignment after the first.
      return file == "double.xcconfig" && line == 21 && reason.contains("$(A)")
    }
  }

  @Test("A deep chain of includes stops at the depth cap, naming the chain")
  func deepIncludesStopAtTheCap() throws {
    let depth = FuzzBudget.current.size(full: 10_000, quick: 100)
    var files: [String: String] = [:]
    for level in 0..<depth { files["f\(level).xcconfig"] = "#include \"f\(level + 1).xcconfig\"\n" }
    files["f\(depth).xcconfig"] = "A = 1\n"
    let root = try HostileFiles.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      _ = try BuildSettings(xcconfigAt: root.appendingPathComponent("f0.xcconfig"))
      Issue.record("\(depth) nested includes were read")
    } catch {
      guard case .tooManyIncludes(let chain, let reason) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(chain.count == XcconfigReader.maximumIncludeDepth + 1)
      #expect(chain.first?.hasSuffix("f0.xcconfig") == true)
      #expect(reason.contains("deep"))
    }
  }

  @Test("Files that include the next many times stop at the include count cap")
  func fanOutIncludesStopAtTheCap() throws {
    let fanOut = FuzzBudget.current.size(full: 40, quick: 12)
    var files: [String: String] = [:]
    for level in 0..<5 {
      files["f\(level).xcconfig"] = String(
        repeating: "#include \"f\(level + 1).xcconfig\"\n", count: fanOut)
    }
    files["f5.xcconfig"] = "A = 1\n"
    let root = try HostileFiles.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect {
      try BuildSettings(xcconfigAt: root.appendingPathComponent("f0.xcconfig"))
    } throws: { error in
      guard case .tooManyIncludes(_, let reason) = error as? BuildSettingsError else {
        return false
      }
      return reason.contains("\(XcconfigReader.maximumIncludeCount)")
    }
  }

  @Test("A long run of continued lines is one value of every word")
  func continuedLinesJoin() throws {
    let count = FuzzBudget.current.size(full: 100_000, quick: 5_000)
    let text = "A = " + String(repeating: "word \\\n", count: count) + "end\n"
    let settings = try BuildSettings(xcconfig: text, file: "long.xcconfig", baseDirectory: nil)
    let words = try #require(settings["A"]).split(separator: " ")
    #expect(words.count == count + 1)
    #expect(words.last == "end")
  }

  /// A binary property list `{k: a0}` where `a<i>` is an array holding `a<i+1>` twice.
  static func sharedArrays(_ depth: Int) -> Data {
    var objects: [[UInt8]] = [[0xD1, 1, 2], [0x51, UInt8(ascii: "k")]]  // {obj1: obj2}
    for level in 0..<depth {
      let next = UInt8(3 + level)
      objects.append([0xA2, next, next])
    }
    objects.append([0x51, UInt8(ascii: "x")])
    return binaryPropertyList(objects, referenceSize: 1)
  }

  /// A binary property list of `objects` (already encoded, the top one first), whose
  /// references take `referenceSize` bytes.
  static func binaryPropertyList(_ objects: [[UInt8]], referenceSize: UInt8) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    func u64(_ value: Int) -> [UInt8] {
      (0..<8).reversed().map { UInt8((value >> (8 * $0)) & 0xFF) }
    }
    bytes += [0, 0, 0, 0, 0, 0, 2, referenceSize] + u64(objects.count) + u64(0) + u64(table)
    return Data(bytes)
  }

  @Test("Shared references in a binary plist are expanded within the value budget")
  func sharedReferencesStopAtTheBudget() throws {
    #expect(throws: Never.self) { try PropertyListReader.dictionary(from: Self.sharedArrays(3)) }
    #expect {
      try PropertyListReader.dictionary(from: Self.sharedArrays(40))
    } throws: { error in
      guard case .malformed(let reason) = error as? PropertyListReader.Failure else { return false }
      return reason.contains("\(PropertyListValue.maximumValueCount)")
    }
  }

  /// A binary property list `{k: [[[…]]]}` with `depth` nested arrays (two-byte references).
  static func nestedArrays(_ depth: Int) -> Data {
    var objects: [[UInt8]] = [[0xD1, 0, 1, 0, 2], [0x51, UInt8(ascii: "k")]]
    for level in 0..<depth {
      let next = 3 + level
      objects.append(level == depth - 1 ? [0xA0] : [0xA1, UInt8(next >> 8), UInt8(next & 0xFF)])
    }
    return binaryPropertyList(objects, referenceSize: 2)
  }

  @Test("A binary plist nested past the depth cap is refused for its nesting")
  func deepBinaryPlistIsRefusedForItsNesting() throws {
    let shallow = try PropertyListReader.dictionary(from: Self.nestedArrays(3))
    #expect(shallow.dictionary["k"] == .array([.array([.array([])])]))
    #expect {
      try PropertyListReader.dictionary(from: Self.nestedArrays(1_000))
    } throws: { error in
      guard case .malformed(let reason) = error as? PropertyListReader.Failure else { return false }
      return reason.contains("nest more than \(BinaryPropertyListTrailer.maximumDepth) levels")
    }
  }

  @Test("A tag scanner over a huge malformed file reports the right line and column")
  func theTagScannerCountsOnBytes() {
    let filler = String(
      repeating: "é", count: FuzzBudget.current.size(full: 1 << 20, quick: 1 << 12))
    let text = "<plist>\r\n<dict>\(filler)<strin>x</strin></dict></plist>"
    #expect(
      PropertyListSyntaxCheck.firstProblem(in: text)?.hasPrefix(
        "line 2, column \(7 + filler.count): <strin> is not a property-list element") == true)
  }

  @Test("Targets are found by name through an index that follows changes to the list")
  func targetLookupFollowsTheList() throws {
    let count = FuzzBudget.current.size(full: 20_000, quick: 500)
    let url = try HostileFiles.sharedEntitlementsProject(targets: count, groups: ["g"])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    var project = try XcodeProject(contentsOf: url)
    #expect(project.targets.count == count)
    for index in [0, count / 2, count - 1] {
      #expect(project.target(named: "AppT\(index)")?.name == "AppT\(index)")
    }
    #expect(project.target(named: "AppT\(count)") == nil)
    var renamed = project.targets[count - 1]
    renamed.name = "AppT0"
    project.targets.insert(renamed, at: 0)
    #expect(project.target(named: "AppT0") == renamed)
    project.targets.removeFirst()
    #expect(project.target(named: "AppT0")?.productName == project.targets[0].productName)
    #expect(project.target(named: "AppT0") == project.targets[0])
  }
}
