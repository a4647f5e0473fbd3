import Foundation
import Testing

@testable import AccessGroupKit

/// A project file's `objects` are checked in full but built one by one when asked for.
@Suite("Deferred OpenStep dictionaries")
struct OpenStepDeferredDocumentTests {
  private func deferred(
    _ text: String
  ) throws(OpenStepPropertyListError) -> OpenStepDeferredDocument {
    try OpenStepPropertyListReader.parse(utf8: Array(text.utf8), file: "p", deferring: "objects")
  }

  @Test("Every object of a real project is built as a whole parse builds it")
  func everyObjectOfARealProjectIsBuiltAsAWholeParseBuildsIt() throws {
    let root = try #require(Bundle.module.url(forResource: "Fixtures/Projects", withExtension: nil))
    let data = try Data(
      contentsOf: root.appendingPathComponent(
        "Ranchero-Software__NetNewsWire/NetNewsWire.xcodeproj/project.pbxproj"))
    let whole = try OpenStepPropertyListReader.parse(data: data, file: "p")
    let objects = try #require(whole.dictionaryValue?["objects"]?.dictionaryValue)
    let document = try OpenStepPropertyListReader.parse(
      utf8: Array(data), file: "p", deferring: "objects")
    #expect(objects.count > 200)
    #expect(Set(document.members.keys) == Set(objects.keys))
    for (id, object) in objects { #expect(document.members[id] == object, "\(id)") }
    var top = try #require(whole.dictionaryValue)
    top["objects"] = .dictionary([:])
    #expect(document.root == .dictionary(top))
  }

  @Test(
    "An error inside an object is the error a whole parse gives",
    arguments: [
      "{ objects = { A = { isa = X; c d; }; }; }",
      "{ objects = { A = { \"quoted\\tkey\" = (x y); }; }; }",
      "{ objects = { A = { k = v }; }; }",
      "{ objects = { A = { k = \"\\U\"; }; }; }",
      "{ objects = { A = { k = <0f0>; }; }; }",
      "{ objects = { A = { k = ( ",
      "{ objects = { A = { é = v; }; }; }",
      "{ objects = { A = { k = v; } B = x; }; }",
      "{ objects = { A = { /* open",
      "{ objects = { A = x; }; }; }",
    ])
  func anErrorInsideAnObjectIsTheErrorAWholeParseGives(text: String) {
    var whole: OpenStepPropertyListError?
    do { _ = try OpenStepPropertyListReader.parse(text, file: "p") } catch { whole = error }
    var partial: OpenStepPropertyListError?
    do { _ = try deferred(text) } catch { partial = error }
    #expect(whole != nil)
    #expect(partial == whole)
  }

  @Test("Only the objects dictionary is deferred; of two, the last counts")
  func onlyTheObjectsDictionaryIsDeferredAndTheLastCounts() throws {
    let document = try deferred(
      "{ a = { objects = { X = y; }; }; objects = { A = a; }; objects = { B = (b); }; }")
    #expect(Array(document.members.keys) == ["B"])
    #expect(document.members["B"] == .array([.string("b")]))
    #expect(document.members["A"] == nil)
    #expect(
      document.root
        == .dictionary([
          "a": .dictionary(["objects": .dictionary(["X": .string("y")])]),
          "objects": .dictionary([:]),
        ]))
    let notADictionary = try deferred("{ objects = (A); }")
    #expect(Array(notADictionary.members.keys).isEmpty)
    #expect(notADictionary.root == .dictionary(["objects": .array([.string("A")])]))
  }

  @Test("The objects that may have a key are those that spell it or escape a character")
  func theObjectsThatMayHaveAKeyAreThoseThatSpellItOrEscape() throws {
    let document = try deferred(
      #"""
      { objects = {
        G = { isa = PBXGroup; children = (F); };
        E = { isa = PBXGroup; "\U0063hildren" = (F); };
        F = { isa = PBXFileReference; path = a; };
        Q = { "quoted" = "children"; };
      }; }
      """#)
    #expect(Set(document.members.keys(whoseTextMaySpell: "children")) == ["G", "E", "Q"])
    #expect(document.members["E"]?.dictionaryValue?["children"] == .array([.string("F")]))
  }

  @Test("A group whose key is written with an escape still gives its members' paths")
  func aGroupWhoseKeyIsWrittenWithAnEscapeStillGivesPaths() throws {
    let text = #"""
      { objects = {
        M = { isa = PBXGroup; "\U0063hildren" = (C); sourceTree = "<group>"; };
        C = { isa = PBXGroup; children = (X); path = "Con\U0066ig"; sourceTree = "<group>"; };
        X = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
        R = { isa = XCBuildConfiguration; baseConfigurationReference = X; name = Release; };
        L = { isa = XCConfigurationList; buildConfigurations = (R); };
        P = { isa = PBXProject; buildConfigurationList = L; mainGroup = M; targets = (); };
      }; rootObject = P; }
      """#
    let project = try XcodeProject(
      pbxproj: Array(text.utf8), url: URL(fileURLWithPath: "/work/App.xcodeproj"), file: "p")
    let base = try #require(project.configuration(named: "Release")?.baseConfiguration)
    #expect(base.path == "/work/Config/Base.xcconfig")
  }
}
