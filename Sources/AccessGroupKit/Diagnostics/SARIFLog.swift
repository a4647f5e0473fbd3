import Foundation

/// Findings as a SARIF 2.1.0 log, the format GitHub code scanning and many editors read.
///
/// Each finding becomes one result: its code is the rule ID, its severity the level
/// (`error`, `warning`, `note`), its message the text, and its ``Finding/location`` the
/// physical location. Findings about a family target carry the target's name in the
/// result's property bag.
///
/// ```swift
/// let data = try SARIFLog(findings: report.findings).encoded()
/// ```
package struct SARIFLog: Hashable, Sendable {
  /// The SARIF version this log follows: `2.1.0`.
  package var version = "2.1.0"

  /// The one run of the tool that made the findings.
  var runs: [Run]

  /// Makes a log of one run of `accessgroups`.
  ///
  /// Code scanning places a result by a path relative to the repository, so a file under
  /// `baseDirectory` (usually the working directory, the repository's root in CI) is
  /// written relative to it; other paths are kept as they are.
  ///
  /// - Parameters:
  ///   - findings: The findings, in the order to report them.
  ///   - toolVersion: The tool's version, when known.
  ///   - baseDirectory: The absolute path files are made relative to, if any.
  package init(findings: [Finding], toolVersion: String? = nil, baseDirectory: String? = nil) {
    var ruleIDs: [String] = []
    for finding in findings where !ruleIDs.contains(finding.code) {
      ruleIDs.append(finding.code)
    }
    let driver = Driver(
      name: "accessgroups", version: toolVersion, rules: ruleIDs.map { Rule(id: $0) })
    let base = baseDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    runs = [
      Run(
        tool: Tool(driver: driver),
        results: findings.map { Result($0, baseDirectory: base) })
    ]
  }

  /// The log as UTF-8 JSON, keys sorted so that the same findings give the same bytes.
  ///
  /// - Returns: The JSON document.
  /// - Throws: An `EncodingError`, which these values cannot cause.
  package func encoded() throws -> Data {
    Data(TextPieces.joined(TextPieces.kept(write)).utf8)
  }

  /// Writes ``encoded()`` to `pieces` (``TextPieces``), result by result: a log of a hundred
  /// thousand results as one tree of values would weigh many times its text.
  package func write(to pieces: inout TextPieces) {
    var output: [UInt8] = []
    var document = JSONObjectWriter(pretty: true, level: 0)
    document.member("$schema", string: Self.schema, to: &output)
    document.member("runs", to: &output) { output in
      var array = JSONArrayWriter(pretty: true, level: 1)
      for run in runs {
        array.nextElement(&output)
        var object = JSONObjectWriter(pretty: true, level: 2)
        object.member("results", to: &output) { output in
          var results = JSONArrayWriter(pretty: true, level: 3)
          for result in run.results {
            results.nextElement(&output)
            ((try? JSONFragment(encoding: result)) ?? .null)
              .write(to: &output, pretty: true, level: 4)
            pieces.take(&output)
          }
          results.end(&output)
        }
        object.member("tool", (try? JSONFragment(encoding: run.tool)) ?? .null, to: &output)
        object.end(&output)
      }
      array.end(&output)
    }
    document.member("version", string: version, to: &output)
    document.end(&output)
    pieces.append(String(decoding: output, as: UTF8.self))
  }

  /// The schema a log names.
  private static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  struct Run: Hashable, Sendable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Hashable, Sendable, Encodable {
    var driver: Driver
  }

  struct Driver: Hashable, Sendable, Encodable {
    var name: String
    var version: String?
    var rules: [Rule]
  }

  struct Rule: Hashable, Sendable, Encodable {
    var id: String
  }

  struct Result: Hashable, Sendable, Encodable {
    var ruleId: String
    var level: String
    var message: Message
    var locations: [Location]?
    var properties: [String: String]?

    init(_ finding: Finding, baseDirectory: String?) {
      ruleId = finding.code
      level = finding.severity.rawValue
      message = Message(text: finding.message)
      locations = finding.location.map { [Location($0, baseDirectory: baseDirectory)] }
      properties = finding.target.map { ["target": $0] }
    }
  }

  struct Message: Hashable, Sendable, Encodable {
    var text: String
  }

  struct Location: Hashable, Sendable, Encodable {
    var physicalLocation: PhysicalLocation

    init(_ location: FileLocation, baseDirectory: String?) {
      var path = location.file
      if let baseDirectory, path.hasPrefix(baseDirectory) {
        path.removeFirst(baseDirectory.count)
      }
      physicalLocation = PhysicalLocation(
        artifactLocation: ArtifactLocation(
          uri: path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path),
        region: location.line.map { Region(startLine: $0, startColumn: location.column) })
    }
  }

  struct PhysicalLocation: Hashable, Sendable, Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region?
  }

  struct ArtifactLocation: Hashable, Sendable, Encodable {
    var uri: String
  }

  struct Region: Hashable, Sendable, Encodable {
    var startLine: Int
    var startColumn: Int?
  }
}
