/// A text format for drawing a `SharingGraph`.
package enum SharingGraphFormat: String, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Graphviz DOT (`dot -Tsvg family.dot`).
  case dot

  /// A Mermaid flowchart, which GitHub renders inside a `mermaid` code block.
  case mermaid

  /// `dot` or `mermaid`.
  package var description: String { rawValue }

  /// Parses a format name.
  ///
  /// - Parameter text: `dot` or `mermaid`, case-insensitive.
  /// - Returns: The format, or `nil` for another name.
  package init?(parsing text: String) {
    self.init(rawValue: text.lowercased())
  }
}
