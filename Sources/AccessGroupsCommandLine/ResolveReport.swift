import AccessGroupKit
import Foundation

/// The result of `accessgroups resolve`, rendered as text or JSON.
struct ResolveReport {
  /// The entitlements file as given on the command line.
  var file: String

  /// The ordered access groups.
  var resolved: ResolvedAccessGroups

  /// Whether the application identifier was synthesized from the signing identity.
  var synthesizedApplicationIdentifier: Bool

  /// The expansion and validation findings.
  var findings: [Finding]

  /// Where an entry came from: `keychain-access-groups[0]`,
  /// `application-identifier (synthesized)`, `added by the system`.
  func source(of entry: ResolvedAccessGroup) -> String {
    let isApplicationIdentifier =
      entry.source.entitlement == .applicationIdentifier
      || entry.source.entitlement == .appleApplicationIdentifier
    if synthesizedApplicationIdentifier, isApplicationIdentifier {
      return "\(entry.source) (synthesized)"
    }
    return entry.source.description
  }

  /// The OS's array on one line: `[A, B, C]`, each group a ``PrintableText`` line.
  var groupsLine: String {
    "[" + resolved.groups.map(PrintableText.line).joined(separator: ", ") + "]"
  }

  /// The human-readable report; the path and groups print as ``PrintableText`` lines, since
  /// they come from the files read.
  var text: String {
    let options = resolved.options
    var text = "Access groups for \(PrintableText.line(file)) "
    text += "(\(options.platform), \(options.profile) profile):\n"
    if resolved.entries.isEmpty {
      text += "  none. \(PrintableText.line(resolved.noDefaultGroupReason ?? ""))\n"
    }
    let indexWidth = String(max(resolved.entries.count - 1, 0)).count
    let names = resolved.entries.map { PrintableText.line($0.name) }
    let nameWidth = names.map(\.count).max() ?? 0
    let sourceWidth = resolved.entries.map { source(of: $0).count }.max() ?? 0
    for (index, entry) in resolved.entries.enumerated() {
      let number = String(index)
      var line = "  " + String(repeating: " ", count: indexWidth - number.count) + number
      let name = names[index]
      line += "  " + name + String(repeating: " ", count: nameWidth - name.count)
      let source = source(of: entry)
      line += "  " + source
      if index == 0 {
        line += String(repeating: " ", count: sourceWidth - source.count) + "  (default)"
      }
      text += line + "\n"
    }
    text += groupsLine + "\n"
    if findings.isEmpty {
      text += "No findings.\n"
    } else {
      text += "Findings:\n"
      for finding in findings { text += "  \(finding)\n" }
    }
    return text
  }

  /// The JSON report, with sorted keys:
  /// `{"accessGroups", "defaultAccessGroup", "findings", "sources"}`.
  var json: String {
    let sources: [JSONFragment] = resolved.entries.map { entry in
      .object([
        "group": .string(entry.name),
        "entitlement": entry.source.entitlement.map { .string($0.rawValue) } ?? .null,
        "index": entry.source.index.map { .integer(Int64($0)) } ?? .null,
        "description": .string(source(of: entry)),
      ])
    }
    let findings: [JSONFragment] = findings.map { finding in
      .object([
        "severity": .string(finding.severity.rawValue),
        "code": .string(finding.code),
        "message": .string(finding.message),
        "entitlement": finding.entitlement.map { .string($0.rawValue) } ?? .null,
        "index": finding.index.map { .integer(Int64($0)) } ?? .null,
      ])
    }
    let document = JSONFragment.object([
      "accessGroups": .array(resolved.groups.map(JSONFragment.string)),
      "defaultAccessGroup": resolved.defaultGroup.map(JSONFragment.string) ?? .null,
      "sources": .array(sources),
      "findings": .array(findings),
    ])
    return document.text(pretty: true) + "\n"
  }
}
