import Foundation

/// The result of linting an app family — its ``SharingMatrix`` and ``FamilyLinter``'s
/// findings — rendered as text or JSON for `accessgroups lint`.
///
/// ```swift
/// let report = FamilyLintReport(family: family)
/// print(report.text)
/// ```
package struct FamilyLintReport: Hashable, Sendable {
  /// Which targets reach which groups.
  package var matrix: SharingMatrix

  /// The findings, in ``FamilyLinter``'s order.
  package var findings: [Finding]

  /// The family the report is about, when it was made from one; its targets' bundle IDs and
  /// `AppTarget.origin` appear in ``json``.
  package var family: AppFamily?

  /// The comparison with a baseline, when there was one: its simulation is in ``json``
  /// under `update` and in ``text``; its findings belong in ``findings``.
  package var update: FamilyUpdateReport?

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - matrix: The family's sharing matrix.
  ///   - findings: The findings.
  package init(matrix: SharingMatrix, findings: [Finding]) {
    self.matrix = matrix
    self.findings = findings
  }

  /// Builds the matrix and lints the family.
  ///
  /// - Parameters:
  ///   - family: The app family.
  ///   - linter: The linter; the default one unless given.
  package init(family: AppFamily, linter: FamilyLinter = FamilyLinter()) {
    let matrix = SharingMatrix(family: family)
    self.init(matrix: matrix, findings: linter.lint(family, matrix: matrix))
    self.family = family
  }

  /// Whether a finding has severity error (the command then exits with 1).
  package var hasErrors: Bool { hasFindings(atLeast: .error) }

  /// Whether a finding is at least as severe as `severity`: what `--fail-on` asks.
  ///
  /// - Parameter severity: The least severity that fails a run.
  /// - Returns: Whether any finding has it or a greater one.
  package func hasFindings(atLeast severity: Finding.Severity) -> Bool {
    findings.contains { $0.severity >= severity }
  }

  /// The human-readable report: the matrix as a table with one row per group and one
  /// column per target (`✓` reaches, `✓*` default group, `✓ro` read-only), or past
  /// ``largestTable`` cells one line per group naming its first targets; each target's
  /// default group; then the findings.
  package var text: String { TextPieces.joined(TextPieces.kept(writeText)) }

  /// Writes ``text`` to `text` line by line: a family of thousands of targets and groups has
  /// a report of tens of megabytes, printed a piece at a time.
  package func writeText(to text: inout TextPieces) {
    let targets = Self.counted(matrix.rows.count, "target")
    let groups = Self.counted(matrix.groups.count, "group")
    text.append(
      "Sharing matrix (\(targets), \(groups); ✓ reaches, ✓* default group, ✓ro read-only):\n")
    if matrix.rows.count * max(matrix.groups.count, 1) > Self.largestTable {
      Self.groupList(matrix, to: &text)
    } else {
      text.append(Self.table(matrix))
    }
    text.append("\nDefault groups:\n")
    let names = matrix.rows.map { PrintableText.label($0.name) }
    let nameWidth = names.map(\.count).max() ?? 0
    for (row, name) in zip(matrix.rows, names) {
      let padding = String(repeating: " ", count: nameWidth - name.count)
      let value =
        row.defaultGroup.map(PrintableText.label)
        ?? (row.resolved.groups.isEmpty
          ? "none (every SecItem call fails with -34018)"
          : "none (add, update and delete fail with -34018)")
      text.append("  \(name)\(padding)  \(value) (\(row.platform))\n")
    }
    if findings.isEmpty {
      text.append("\nNo findings.\n")
    } else {
      text.append("\nFindings:\n")
      for finding in findings { text.append("  \(Self.line(finding))\n") }
    }
    if let update { text.append("\n" + update.text) }
  }

  /// `error[code] entitlement[index]: target: message`: the finding's target from
  /// ``Finding/target`` (messages never name it), and its entitlement unless the message
  /// already starts with it, as the validator's messages do. Names and messages print as
  /// ``PrintableText`` lines: they quote files.
  static func line(_ finding: Finding) -> String {
    var line = "\(finding.severity.rawValue)[\(finding.code)] "
    if let entitlement = finding.entitlement {
      var location = entitlement.rawValue
      if let index = finding.index { location += "[\(index)]" }
      if !finding.message.hasPrefix(location) { line += "\(location): " }
    }
    if let target = finding.target { line += "\(PrintableText.label(target)): " }
    return line + PrintableText.line(finding.message)
  }

  /// The JSON report with sorted keys:
  /// `{"findings": [{"code", "entitlement", "index", "message", "severity", "target"}],
  /// "groups": [...], "matrix": {target: {group: "read-write" | "read-only"}},
  /// "targets": [{"accessGroups", "bundleID", "configuration", "defaultAccessGroup",
  /// "entitlements", "name", "platform", "productType"}]}`.
  ///
  /// A finding's `target` is the target it is about, `null` for one about several targets.
  /// A target's `bundleID`, `configuration`, `entitlements` (the path read) and
  /// `productType` are `null` when unknown. With a baseline, `update` holds the
  /// simulation: `{"calls": [{"account", "after", "before", "call", "changed", "group", "groupAfter",
  /// "groupBefore", "target"}], "skipped": {target: reason}}`.
  package var json: String { TextPieces.joined(TextPieces.kept(writeJSON)) }

  /// Writes ``json`` to `pieces`, a megabyte at a time.
  package func writeJSON(to pieces: inout TextPieces) {
    var targetsByName: [String: AppTarget] = [:]
    for target in family?.targets ?? [] where targetsByName[target.name] == nil {
      targetsByName[target.name] = target
    }
    // Written member by member: a tree of the whole report (a family of sixty thousand
    // targets) weighed many times its text.
    var output: [UInt8] = []
    var document = JSONObjectWriter(pretty: true, level: 0)
    document.member("findings", to: &output) { output in
      var array = JSONArrayWriter(pretty: true, level: 1)
      for finding in findings {
        array.nextElement(&output)
        let fragment = (try? JSONFragment(encoding: FindingJSON(finding))) ?? .null
        fragment.write(to: &output, pretty: true, level: 2)
        pieces.take(&output)
      }
      array.end(&output)
    }
    document.member("groups", to: &output) { output in
      var array = JSONArrayWriter(pretty: true, level: 1)
      for group in matrix.groups {
        array.nextElement(&output)
        JSONFragment.writeString(group, to: &output)
        pieces.take(&output)
      }
      array.end(&output)
    }
    // Keyed by target, the first row of a name, each row's groups the first of a name.
    var rowsByName: [(name: String, row: TargetAccessGroups)] = []
    var named: Set<String> = []
    for row in matrix.rows where named.insert(row.name).inserted {
      rowsByName.append((row.name, row))
    }
    rowsByName.sort { $0.name < $1.name }
    document.member("matrix", to: &output) { output in
      var targets = JSONObjectWriter(pretty: true, level: 1)
      for (name, row) in rowsByName {
        targets.member(name, to: &output) { output in
          var seen: Set<String> = []
          var cells = row.accessGroups.filter { seen.insert($0).inserted }
          cells.sort()
          var groups = JSONObjectWriter(pretty: true, level: 2)
          for group in cells {
            guard let access = row.access(to: group) else { continue }
            groups.member(group, string: access.rawValue, to: &output)
          }
          groups.end(&output)
        }
        pieces.take(&output)
      }
      targets.end(&output)
    }
    document.member("targets", to: &output) { output in
      var array = JSONArrayWriter(pretty: true, level: 1)
      for row in matrix.rows {
        array.nextElement(&output)
        let target = targetsByName[row.name]
        var object = JSONObjectWriter(pretty: true, level: 2)
        object.member("accessGroups", to: &output) { output in
          Self.writeStrings(row.accessGroups, to: &output, level: 3)
        }
        object.member("bundleID", string: target?.identity.bundleID, to: &output)
        object.member("configuration", string: target?.origin.configuration, to: &output)
        object.member("defaultAccessGroup", string: row.defaultGroup, to: &output)
        object.member("entitlements", string: target?.origin.entitlementsPath, to: &output)
        object.member("name", string: row.name, to: &output)
        object.member("platform", string: row.platform.rawValue, to: &output)
        object.member("productType", string: target?.origin.productType, to: &output)
        object.end(&output)
        pieces.take(&output)
      }
      array.end(&output)
    }
    if let update, let fragment = try? JSONFragment(encoding: update.json) {
      document.member("update", fragment, to: &output)
    }
    document.end(&output)
    output.append(UInt8(ascii: "\n"))
    pieces.append(String(decoding: output, as: UTF8.self))
  }

  /// Writes an array of strings at nesting `level`.
  private static func writeStrings(_ strings: [String], to output: inout [UInt8], level: Int) {
    var array = JSONArrayWriter(pretty: true, level: level)
    for string in strings {
      array.nextElement(&output)
      JSONFragment.writeString(string, to: &output)
    }
    array.end(&output)
  }

  /// The most cells the matrix is drawn with as a table; past it (thousands of targets),
  /// each group is one line naming its first targets, which stays readable and linear.
  static let largestTable = 40_000

  /// How many targets a group's line names before it counts the rest.
  static let targetsPerGroupLine = 8

  /// The matrix as a table: one row per group, one column per target.
  private static func table(_ matrix: SharingMatrix) -> String {
    var table: [[String]] = [["group"] + matrix.targets.map(PrintableText.label)]
    for group in matrix.groups {
      table.append([PrintableText.label(group)] + matrix.rows.map { Self.cell($0, group) })
    }
    if matrix.groups.isEmpty { table.append(["(none)"] + matrix.rows.map { _ in "" }) }
    // Widths in characters, counted once per cell: counting walks the text.
    let counts = table.map { $0.map(\.count) }
    let widths = (0..<table[0].count).map { column in
      counts.map { $0[column] }.max() ?? 0
    }
    var text = ""
    for (row, cells) in table.enumerated() {
      var line = " "
      for (column, cell) in cells.enumerated() {
        line.append(" ")
        line.append(cell)
        line.append(String(repeating: " ", count: widths[column] - counts[row][column] + 1))
      }
      text.append(Self.trimmingTrailingSpaces(line))
      text.append("\n")
    }
    return text
  }

  /// The matrix as one line per group: `group: target ✓*, target ✓ and 12 more targets`.
  private static func groupList(_ matrix: SharingMatrix, to text: inout TextPieces) {
    text.append("  (too many targets for a table: each group with the targets that reach it)\n")
    for group in matrix.groups {
      let reaching = matrix.index.reaching[group] ?? []
      let shown = reaching.prefix(targetsPerGroupLine).map {
        "\(PrintableText.label(matrix.rows[$0].name)) \(cell(matrix.rows[$0], group))"
      }
      let more = reaching.count - shown.count
      let rest = more > 0 ? " and \(more) more target\(more == 1 ? "" : "s")" : ""
      text.append("  \(PrintableText.label(group)): \(shown.joined(separator: ", "))\(rest)\n")
    }
    if matrix.groups.isEmpty { text.append("  (none)\n") }
  }

  private static func cell(_ row: TargetAccessGroups, _ group: String) -> String {
    switch row.access(to: group) {
    case nil: ""
    case .readOnly: row.defaultGroup == group ? "✓*ro" : "✓ro"
    case .readWrite: row.defaultGroup == group ? "✓*" : "✓"
    }
  }

  /// `1 target`, `3 targets`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    // Spaces are bytes of their own, so the line is trimmed as bytes.
    let bytes = line.utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: " ") {
      end = bytes.index(before: end)
    }
    return String(Substring(bytes[..<end]))
  }
}
