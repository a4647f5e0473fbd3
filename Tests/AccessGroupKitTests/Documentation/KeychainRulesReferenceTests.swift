import AccessGroupKit
import Foundation
import Testing

/// Every rule number the package cites (in code, comments, articles, explanations and
/// `accessgroups explain`) is a heading of the Keychain Rules articles, so no reference points
/// outside the repository.
@Suite("Keychain Rules references")
struct KeychainRulesReferenceTests {
  /// One place a rule number is cited.
  struct Citation: CustomStringConvertible {
    var number: String
    var file: String
    var line: Int
    var description: String { "\(file):\(line) cites §\(number)" }
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let articles = packageRoot.appendingPathComponent(
    "Sources/AccessGroupKit/Documentation.docc/Articles")

  /// A rule number as the package writes it: `§` and dot-separated numbers.
  static let ruleNumber = try! NSRegularExpression(pattern: "\u{A7}([0-9]+(?:\\.[0-9]+)*)")

  /// The heading of one rule: `## §2` or `### §2.6 Access-group decision table`.
  static let ruleHeading = try! NSRegularExpression(
    pattern: "^#{2,4} \u{A7}([0-9]+(?:\\.[0-9]+)*) (.+)$", options: .anchorsMatchLines)

  /// The articles' rule headings: number to heading text.
  static func headings() throws -> [String: [String]] {
    var headings: [String: [String]] = [:]
    let names = try FileManager.default.contentsOfDirectory(atPath: articles.path)
    for name in names where name.hasPrefix("KeychainRules") && name.hasSuffix(".md") {
      let text = try String(
        contentsOf: articles.appendingPathComponent(name), encoding: .utf8)
      for match in matches(of: ruleHeading, in: text) {
        headings[match[1], default: []].append(match[2])
      }
    }
    return headings
  }

  static func matches(of expression: NSRegularExpression, in text: String) -> [[String]] {
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).map { result in
      (0..<result.numberOfRanges).map { index in
        Range(result.range(at: index), in: text).map { String(text[$0]) } ?? ""
      }
    }
  }

  /// The Swift and Markdown files of the package's own code and documentation (third-party
  /// fixtures and build products left out).
  static func packageFiles() -> [URL] {
    let roots = ["Sources", "Tests", "Docs", "Examples", "IntegrationTests", "Benchmarks"]
    var files = ["README.md", "CHANGELOG.md"].map { packageRoot.appendingPathComponent($0) }
    for root in roots {
      let url = packageRoot.appendingPathComponent(root)
      guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
      else { continue }
      for case let file as URL in walker {
        let name = file.lastPathComponent
        if name == "Fixtures" || name == ".build" || name.hasPrefix(".") {
          walker.skipDescendants()
        } else if file.pathExtension == "swift" || file.pathExtension == "md" {
          files.append(file)
        }
      }
    }
    return files
  }

  static func citations() throws -> [Citation] {
    var citations: [Citation] = []
    let prefix = packageRoot.path + "/"
    for file in packageFiles() {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let path = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        for match in matches(of: ruleNumber, in: String(line)) {
          citations.append(Citation(number: match[1], file: path, line: index + 1))
        }
      }
    }
    return citations
  }

  /// The string literals passed as an explanation's rule (`rule: "§2.1"`, `rule = "…"`, and
  /// each branch of a conditional), found in the sources of every module.
  static func ruleValues() throws -> [(value: String, file: String)] {
    let argument = try NSRegularExpression(pattern: "\\brule(?::| =) ([^,\\n]*)")
    let literal = try NSRegularExpression(pattern: "\"([^\"\\\\]*)\"")
    var values: [(String, String)] = []
    for file in packageFiles()
    where file.pathExtension == "swift" && file.path.contains("/Sources/") {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let code = String(line).trimmingCharacters(in: .whitespaces)
        if code.hasPrefix("//") { continue }
        for match in matches(of: argument, in: code) {
          for value in matches(of: literal, in: match[1]) {
            values.append((value[1], file.lastPathComponent))
          }
        }
      }
    }
    return values
  }

  @Test func everyRuleNumberInTheRepositoryIsAHeadingOfTheKeychainRules() throws {
    let headings = try Self.headings()
    let citations = try Self.citations()
    #expect(citations.count > 100)
    let unresolved = citations.filter { headings[$0.number] == nil }
    #expect(unresolved.isEmpty, "\(unresolved.map(\.description).joined(separator: "\n"))")
  }

  @Test func everyRuleHasOneHeading() throws {
    let headings = try Self.headings()
    #expect(headings.count > 50)
    let repeated = headings.filter { $0.value.count > 1 }
    #expect(repeated.isEmpty, "\(repeated)")
  }

  @Test func everyRuleAnExplanationCanNameIsAHeadingOfTheKeychainRules() throws {
    let headings = try Self.headings()
    let values = try Self.ruleValues()
    #expect(values.count > 60)
    let leadingNumber = try NSRegularExpression(pattern: "^\u{A7}([0-9]+(?:\\.[0-9]+)*)")
    for (value, file) in values {
      if let number = Self.matches(of: leadingNumber, in: value).first?[1] {
        #expect(headings[number] != nil, "\(file): rule \"\(value)\" has no heading")
      } else {
        // A rule of the simulation's own is named, in backticks, by a numbered heading.
        let named = headings.values.joined().contains { $0.contains("(`\(value)`)") }
        #expect(named, "\(file): rule \"\(value)\" is neither numbered nor a named heading")
      }
    }
  }

  @Test func everyReferenceOfAStatusExplanationIsAHeadingOfTheKeychainRules() throws {
    let headings = try Self.headings()
    let statuses = KeychainStatus.allKnown + [KeychainStatus(rawValue: 12345)]
    for status in statuses {
      let explanation = StatusExplanation(status: status)
      #expect(!explanation.references.isEmpty, "\(status) cites no rule")
      for reference in explanation.references {
        let number = String(reference.drop(while: { $0 == "\u{A7}" }))
        #expect(
          reference.hasPrefix("\u{A7}") && headings[number] != nil,
          "\(status) cites \(reference), which is not a heading")
      }
    }
  }

  @Test func explanationsSayWhereTheirRuleIsDocumented() throws {
    let store = ItemStore()
    let groups = AccessGroupResolver().resolve(
      Entitlements(dictionary: ["application-identifier": .string("SKMME9E2Y8.com.example.app")]))
    let app = store.client(for: groups, name: "App")
    let outcome = app.add(["class": "genp", "acct": "a", "agrp": "SKMME9E2Y8.com.example.other"])
    #expect(outcome.status == .missingEntitlement)
    #expect(store.itemCount == 0)
    let explanation = try #require(outcome.explanation)
    #expect(explanation.rule == "\u{A7}2.6")
    #expect(
      explanation.description.hasPrefix(
        "errSecMissingEntitlement (-34018) [\u{A7}2.6 in Keychain Rules]: "))
    let named = KeychainExplanation(status: .parameter, rule: "test aid", summary: "Forced.")
    #expect(named.description == "errSecParam (-50) [test aid]: Forced.")
  }

  @Test func explainNamesTheArticleOfItsRules() {
    // The text wraps at 100 columns; the sentence is checked with its line breaks as spaces.
    let text = StatusExplanation(status: .missingEntitlement).text
      .replacingOccurrences(of: "\n", with: " ")
    #expect(
      text.hasSuffix(
        "rules \u{A7}1.6, \u{A7}1.7, \u{A7}2.2, \u{A7}2.3, \u{A7}2.4, \u{A7}2.5, \u{A7}2.6 in "
          + "Keychain Rules. "))
  }

  @Test func theOverviewArticlePrintsWhatItShows() throws {
    let article = try String(
      contentsOf: Self.articles.appendingPathComponent("KeychainRules.md"), encoding: .utf8)
    var printed = ""
    func print(_ item: Any) { printed += "\(item)\n" }
    let store = ItemStore()
    let groups = AccessGroupResolver().resolve(
      Entitlements(dictionary: ["application-identifier": .string("SKMME9E2Y8.com.example.app")]))
    let app = store.client(for: groups, name: "App")
    let outcome = app.add(["class": "genp", "acct": "a", "agrp": "SKMME9E2Y8.com.example.other"])
    let explanation = outcome.explanation?.description ?? ""
    print(explanation.prefix { $0 != ":" })
    #expect(article.contains("```text\n" + printed + "```"))
    #expect(article.contains("print(explanation.prefix { $0 != \":\" })"))
  }
}
