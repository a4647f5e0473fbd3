import AccessGroupKit
import Foundation

/// How `resolve` and `lint` print their report: `--format text|json|annotations|sarif`.
///
/// `text` and `json` are the whole report; `annotations` and `sarif` are the findings alone,
/// each placed in its entitlements file, for CI: annotation lines are what Xcode and GitHub
/// place in a file from a build log, and SARIF is what code scanning uploads.
enum ReportFormat: String, CaseIterable, Sendable {
  /// The human-readable report (the default).
  case text
  /// The report as one JSON object.
  case json
  /// One `path:line:column: error: message [code]` line per finding.
  case annotations
  /// The findings as a SARIF 2.1.0 log.
  case sarif

  /// `--format FORMAT`.
  static let option: Option<String?> = .value(
    "format", "FORMAT", "text (default), json, annotations or sarif; --json is --format json.")

  /// The format the arguments ask for: `--format`, or `json` for the older `--json`.
  ///
  /// - Parameter arguments: The parsed command line.
  /// - Throws: ``BadInput`` for an unknown format, or `--json` with another format.
  init(_ arguments: ParsedArguments) throws(BadInput) {
    let isJSON = arguments[SharedOptions.json]
    guard let text = arguments[Self.option] else {
      self = isJSON ? .json : .text
      return
    }
    guard let format = Self(rawValue: text.lowercased()) else {
      let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw BadInput(
        message: "unknown format '\(text.excerpted)'; expected \(known)"
          + NameSuggestion.clause(for: text, among: Self.allCases.map(\.rawValue)))
    }
    if isJSON, format != .json {
      throw BadInput(message: "--json and --format \(format.rawValue) cannot be used together")
    }
    self = format
  }

  /// The findings in this format, when it is one of the CI formats that print only them.
  ///
  /// - Parameter findings: The findings, each already placed with
  ///   ``Finding/located(in:map:)`` where it can be; only evaluated for the CI formats, so
  ///   the text and JSON reports read no file to place them.
  /// - Returns: What writes the annotation lines or the SARIF log in pieces
  ///   (``TextPieces``), or `nil` for `text` and `json`.
  func findingsOnly(
    _ findings: @autoclosure () -> [Finding]
  ) -> ((inout TextPieces) -> Void)? {
    switch self {
    case .text, .json:
      return nil
    case .annotations:
      let findings = findings()
      return { lines in
        for finding in findings { lines.append(finding.annotation + "\n") }
      }
    case .sarif:
      let log = SARIFLog(
        findings: findings(), toolVersion: ToolVersion.current,
        baseDirectory: FileManager.default.currentDirectoryPath)
      return { pieces in
        log.write(to: &pieces)
        pieces.append("\n")
      }
    }
  }
}
