/// The line and column of the first broken tag of an XML property list, for the message of
/// a file Foundation refused: Foundation names the line at most, and an editor needs the
/// column too.
///
/// Only tag structure is checked: an element that is not a property-list element, a closing
/// tag that does not close the open element, an element never closed. Problems inside text
/// (an unknown entity, an integer that is not a number) are left to Foundation's message.
enum PropertyListSyntaxCheck {
  /// The elements an XML property list is made of.
  static let elements: Set<String> = [
    "plist", "dict", "key", "string", "array", "integer", "real", "true", "false", "date",
    "data",
  ]

  /// `line 3, column 5: <strin> is not a property-list element`, or `nil` when the tags are
  /// well formed.
  ///
  /// - Parameter xml: The text Foundation refused.
  /// - Returns: The first problem with its position.
  static func firstProblem(in xml: String) -> String? {
    var scanner = XMLTagScanner(text: xml)
    var open: [XMLTagScanner.Tag] = []
    while let tag = scanner.nextTag() {
      let at = "line \(tag.position.line), column \(tag.position.column)"
      switch tag.kind {
      case .open(let name, let selfClosing):
        guard elements.contains(name) else {
          let known = NameSuggestion.clause(for: name, among: elements.sorted())
          return "\(at): <\(quoted(name))> is not a property-list element\(known)"
        }
        if !selfClosing { open.append(tag) }
      case .close(let name):
        guard let last = open.popLast() else {
          return "\(at): </\(quoted(name))> closes nothing"
        }
        guard case .open(let openName, _) = last.kind, openName == name else {
          return "\(at): </\(quoted(name))> where <\(Self.name(of: last))> "
            + "(line \(last.position.line), column \(last.position.column)) must close first"
        }
      }
    }
    guard let unclosed = open.last else { return nil }
    return "line \(unclosed.position.line), column \(unclosed.position.column): "
      + "<\(name(of: unclosed))> is never closed"
  }

  private static func name(of tag: XMLTagScanner.Tag) -> String {
    switch tag.kind {
    case .open(let name, _), .close(let name): quoted(name)
    }
  }

  /// A name as the message quotes it: a file that is not a property list at all shows at
  /// most its first few characters.
  private static func quoted(_ name: String) -> String {
    name.count <= 24 ? name : name.prefix(20) + "…"
  }
}
