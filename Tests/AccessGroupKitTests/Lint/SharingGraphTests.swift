import AccessGroupKit
import Testing

/// Checks the graphs structurally: node and edge lines are parsed back and compared with the
/// matrix, so layout details may change without breaking the tests.
@Suite struct SharingGraphTests {
  /// What a graph's text says: node labels by identifier, and edges with their labels.
  struct ParsedGraph {
    var nodes: [String: String] = [:]
    var edges: [Edge] = []

    struct Edge: Hashable {
      var from: String
      var to: String
      var label: String
      var style: String
    }

    /// The identifier of the node with a label.
    func node(labelled label: String) -> String? {
      nodes.first { $0.value == label }?.key
    }
  }

  /// The text between the first `open` and the following `close`.
  private static func between(_ text: Substring, _ open: String, _ close: String) -> String? {
    guard let start = text.range(of: open) else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.range(of: close) else { return nil }
    return String(rest[..<end.lowerBound])
  }

  static func parseDOT(_ text: String) throws -> ParsedGraph {
    var graph = ParsedGraph()
    let lines = text.split(separator: "\n")
    #expect(lines.first == "digraph AppFamily {")
    #expect(lines.last == "}")
    for line in lines.dropFirst().dropLast() {
      let body = line.drop { $0 == " " }
      if body.hasPrefix("rankdir") { continue }
      #expect(body.hasSuffix(";"), "\(line)")
      if let arrow = body.range(of: " -> ") {
        let from = String(body[..<arrow.lowerBound])
        let rest = body[arrow.upperBound...]
        let to = String(rest.prefix { $0 != " " && $0 != ";" })
        graph.edges.append(
          ParsedGraph.Edge(
            from: from, to: to, label: between(rest, "label=\"", "\"") ?? "",
            style: between(rest, "style=\"", "\"") ?? ""))
      } else {
        let identifier = String(body.prefix { $0 != " " })
        let label = try #require(between(body, "label=\"", "\""), "\(line)")
        graph.nodes[identifier] = label
      }
    }
    return graph
  }

  static func parseMermaid(_ text: String) throws -> ParsedGraph {
    var graph = ParsedGraph()
    let lines = text.split(separator: "\n")
    #expect(lines.first == "flowchart LR")
    for line in lines.dropFirst() {
      let body = line.drop { $0 == " " }
      let parts = body.split(separator: " ")
      if parts.count == 3 {
        let arrow = parts[1]
        let label = between(arrow, "|", "|") ?? ""
        let style =
          arrow.hasPrefix("==>") ? "bold" : arrow.hasPrefix("-.->") ? "dashed" : "plain"
        graph.edges.append(
          ParsedGraph.Edge(from: String(parts[0]), to: String(parts[2]), label: label, style: style)
        )
      } else {
        let identifier = String(body.prefix { $0 != "[" && $0 != "(" })
        let label = try #require(between(body, "\"", "\""), "\(line)")
        graph.nodes[identifier] = label
      }
    }
    return graph
  }

  /// Every target and group is a node, every edge joins a target to a group it reaches,
  /// and each target's default edge is marked.
  private static func checkAgainstMatrix(_ graph: ParsedGraph, _ matrix: SharingMatrix) throws {
    for row in matrix.rows {
      let target = try #require(graph.node(labelled: "\(row.name) (\(row.platform))"))
      #expect(target.hasPrefix("target"))
      let edges = graph.edges.filter { $0.from == target }
      #expect(edges.count == Set(row.accessGroups).count)
      for edge in edges {
        let group = try #require(graph.nodes[edge.to])
        let access = try #require(row.access(to: group))
        #expect(edge.label.contains("default") == (group == row.defaultGroup))
        #expect(edge.label.contains("read-only") == (access == .readOnly))
      }
      if let defaultGroup = row.defaultGroup {
        let node = try #require(graph.node(labelled: defaultGroup))
        let edge = try #require(edges.first { $0.to == node })
        #expect(edge.label.contains("default"))
        #expect(edge.style.contains("bold") || edge.style.contains("dashed"))
      }
    }
    for group in matrix.groups {
      let node = try #require(graph.node(labelled: group))
      #expect(node.hasPrefix("group"))
      #expect(graph.edges.contains { $0.to == node })
    }
    #expect(graph.nodes.count == matrix.rows.count + matrix.groups.count)
  }

  @Test func dotGraphOfNetNewsWireiOSHasEveryTargetGroupAndDefaultEdge() throws {
    let matrix = SharingMatrix(family: try LintFixtures.netNewsWireiOS())
    let graph = try Self.parseDOT(SharingGraph(matrix: matrix).dot)
    try Self.checkAgainstMatrix(graph, matrix)
    // The app reaches its own App ID twice (keychain group and application identifier): one edge.
    #expect(graph.edges.count == 8)
    #expect(graph.edges.filter { $0.label == "default" }.count == 3)
    #expect(graph.nodes["target0"] == "app (iOS)")
    #expect(graph.nodes["group0"] == "M8L2WTLA8W.com.ranchero.NetNewsWire.iOS")
  }

  @Test func mermaidGraphOfNetNewsWireiOSHasEveryTargetGroupAndDefaultEdge() throws {
    let matrix = SharingMatrix(family: try LintFixtures.netNewsWireiOS())
    let graph = try Self.parseMermaid(SharingGraph(matrix: matrix).render(.mermaid))
    try Self.checkAgainstMatrix(graph, matrix)
    #expect(
      graph.edges.filter { $0.label == "default" }.map(\.to) == ["group0", "group0", "group0"])
  }

  @Test(arguments: SharingGraphFormat.allCases)
  func macFamilyGraphsMarkTheTokenGroupReadOnly(_ format: SharingGraphFormat) throws {
    let matrix = SharingMatrix(family: try LintFixtures.wireGuardMac())
    let text = SharingGraph(matrix: matrix).render(format)
    let graph = try format == .dot ? Self.parseDOT(text) : Self.parseMermaid(text)
    try Self.checkAgainstMatrix(graph, matrix)
    let token = try #require(graph.node(labelled: "com.apple.token"))
    let tokenEdges = graph.edges.filter { $0.to == token }
    #expect(tokenEdges.count == 2)
    #expect(tokenEdges.allSatisfy { $0.label == "read-only" && $0.style == "dashed" })
  }

  @Test func graphsAreDeterministic() throws {
    let first = SharingGraph(matrix: SharingMatrix(family: try LintFixtures.homeAssistantMac()))
    let second = SharingGraph(matrix: SharingMatrix(family: try LintFixtures.homeAssistantMac()))
    #expect(first.dot == second.dot)
    #expect(first.mermaid == second.mermaid)
  }

  @Test func labelsWithQuotesAreEscaped() throws {
    let target = LintFixtures.target(
      "say \"hi\"", [.keychainAccessGroups: LintFixtures.strings("\(LintFixtures.team).x")])
    let graph = SharingGraph(matrix: SharingMatrix(family: try AppFamily(targets: [target])))
    #expect(graph.dot.contains("label=\"say \\\"hi\\\" (iOS)\""))
    #expect(graph.mermaid.contains("target0[\"say #quot;hi#quot; (iOS)\"]"))
  }

  @Test func formatNamesParseCaseInsensitively() {
    #expect(SharingGraphFormat(parsing: "DOT") == .dot)
    #expect(SharingGraphFormat(parsing: "Mermaid") == .mermaid)
    #expect(SharingGraphFormat(parsing: "svg") == nil)
  }
}
