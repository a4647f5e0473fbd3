/// A drawing of an app family's sharing: targets and access groups as nodes, an edge from
/// each target to each group it reaches.
///
/// Targets are boxes labelled with their name and platform; groups are rounded nodes
/// labelled with the group. The edge to a target's default group is bold and labelled
/// `default`; an edge to a read-only group (`com.apple.token`) is dashed and labelled
/// `read-only`. Node identifiers are `target0`, `target1`, … in family order and `group0`,
/// `group1`, … in ``SharingMatrix/groups`` order; edges follow target order and each
/// target's list order, each once. The same matrix always gives the same text.
///
/// For NetNewsWire's iOS app alone, ``mermaid`` is:
///
/// ```text
/// flowchart LR
///   target0["app (iOS)"]
///   group0(["M8L2WTLA8W.com.ranchero.NetNewsWire.iOS"])
///   group1(["group.com.ranchero.NetNewsWire.iOS"])
///   target0 ==>|default| group0
///   target0 --> group1
/// ```
package struct SharingGraph: Hashable, Sendable {
  /// The matrix drawn.
  package var matrix: SharingMatrix

  /// Creates a graph of a sharing matrix.
  ///
  /// - Parameter matrix: The family's sharing matrix.
  package init(matrix: SharingMatrix) {
    self.matrix = matrix
  }

  /// The graph as text in a format.
  ///
  /// - Parameter format: DOT or Mermaid.
  /// - Returns: The text, ending with a newline.
  package func render(_ format: SharingGraphFormat) -> String {
    switch format {
    case .dot: dot
    case .mermaid: mermaid
    }
  }

  /// The graph as Graphviz DOT.
  package var dot: String {
    var lines = ["digraph AppFamily {", "  rankdir=LR;"]
    for (index, row) in matrix.rows.enumerated() {
      let label = Self.dotQuoted("\(row.name) (\(row.platform))")
      lines.append("  target\(index) [shape=box, label=\(label)];")
    }
    for (index, group) in matrix.groups.enumerated() {
      lines.append("  group\(index) [shape=ellipse, label=\(Self.dotQuoted(group))];")
    }
    for edge in edges {
      var attributes: [String] = []
      if !edge.labels.isEmpty {
        attributes.append("label=\(Self.dotQuoted(edge.labels.joined(separator: ", ")))")
      }
      var styles: [String] = []
      if edge.isDefault { styles.append("bold") }
      if edge.access == .readOnly { styles.append("dashed") }
      if !styles.isEmpty {
        attributes.append("style=\(Self.dotQuoted(styles.joined(separator: ",")))")
      }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  target\(edge.target) -> group\(edge.group)\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The graph as a Mermaid flowchart.
  package var mermaid: String {
    var lines = ["flowchart LR"]
    for (index, row) in matrix.rows.enumerated() {
      lines.append("  target\(index)[\(Self.mermaidQuoted("\(row.name) (\(row.platform))"))]")
    }
    for (index, group) in matrix.groups.enumerated() {
      lines.append("  group\(index)([\(Self.mermaidQuoted(group))])")
    }
    for edge in edges {
      let arrow =
        edge.access == .readOnly ? "-.->" : edge.isDefault ? "==>" : "-->"
      let label = edge.labels.isEmpty ? "" : "|\(edge.labels.joined(separator: ", "))|"
      lines.append("  target\(edge.target) \(arrow)\(label) group\(edge.group)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One edge: indices of its target and group, whether the group is the target's default,
  /// and how the target may use it.
  private struct Edge {
    var target: Int
    var group: Int
    var isDefault: Bool
    var access: GroupAccess

    var labels: [String] {
      var labels: [String] = []
      if isDefault { labels.append("default") }
      if access == .readOnly { labels.append(GroupAccess.readOnly.rawValue) }
      return labels
    }
  }

  private var edges: [Edge] {
    var groupIndex: [String: Int] = [:]
    for (index, group) in matrix.groups.enumerated() { groupIndex[group] = index }
    var edges: [Edge] = []
    for (targetIndex, row) in matrix.rows.enumerated() {
      var seen: Set<String> = []
      for group in row.accessGroups where seen.insert(group).inserted {
        guard let index = groupIndex[group], let access = row.access(to: group) else {
          continue
        }
        edges.append(
          Edge(
            target: targetIndex, group: index, isDefault: group == row.defaultGroup,
            access: access))
      }
    }
    return edges
  }

  /// A DOT string literal: the text as one printable line (``PrintableText/line(_:)``: a
  /// group may hold a line break, which must not start a line of the output), then quotes
  /// and backslashes escaped.
  private static func dotQuoted(_ text: String) -> String {
    var escaped = ""
    for character in PrintableText.line(text) {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }

  /// A Mermaid node label: the text as one printable line, quoted, with quotes as the
  /// `#quot;` entity.
  private static func mermaidQuoted(_ text: String) -> String {
    var escaped = ""
    for character in PrintableText.line(text) {
      if character == "\"" { escaped += "#quot;" } else { escaped.append(character) }
    }
    return "\"\(escaped)\""
  }
}
