import Foundation

/// The lines and columns of the top-level entries of an XML property list, so a finding
/// about `keychain-access-groups[1]` can point at the `<string>` a user has to edit.
///
/// Foundation's property-list reader keeps no positions, so this reads the text once more
/// with a small tag scanner. It only places things; whether the file is a valid property
/// list is for ``EntitlementsLoader`` to say, and text it cannot follow places nothing.
///
/// ```swift
/// let map = PropertyListSourceMap(xml: text)
/// map.position(of: "keychain-access-groups", index: 1)  // line 8, column 5
/// ```
package struct PropertyListSourceMap: Hashable, Sendable {
  /// A line and column, counting from 1.
  package struct Position: Hashable, Sendable {
    /// The line.
    package var line: Int
    /// The column, in characters.
    package var column: Int

    /// Creates a position.
    ///
    /// - Parameters:
    ///   - line: The line, counting from 1.
    ///   - column: The column, counting from 1.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  private struct Entry: Hashable, Sendable {
    var key: Position
    var value: Position?
    var elements: [Position] = []
  }

  private var entries: [String: Entry] = [:]

  /// Reads the positions of the top-level dictionary's keys, of their values and, for an
  /// array value, of each element.
  ///
  /// - Parameter xml: The text of an XML property list.
  package init(xml: String) {
    var scanner = XMLTagScanner(text: xml)
    var open: [String] = []
    var keyAwaitingValue: String?
    var arrayKey: String?
    while let tag = scanner.nextTag() {
      guard case .open(let name, let selfClosing) = tag.kind else {
        if case .close(let name) = tag.kind, let index = open.lastIndex(of: name) {
          open.removeSubrange(index...)
        }
        if open.count < 3 { arrayKey = nil }
        continue
      }
      if open == ["plist", "dict"] {
        if name == "key", !selfClosing {
          let key = XMLTagScanner.decodingEntities(scanner.text(until: "</key>"))
          entries[key] = Entry(key: tag.position)
          keyAwaitingValue = key
          continue
        }
        if let key = keyAwaitingValue {
          entries[key]?.value = tag.position
          arrayKey = name == "array" && !selfClosing ? key : nil
          keyAwaitingValue = nil
        }
      } else if open == ["plist", "dict", "array"], let key = arrayKey {
        entries[key]?.elements.append(tag.position)
      }
      if !selfClosing { open.append(name) }
    }
  }

  /// Reads the positions in a file's bytes when they are an XML property list.
  ///
  /// - Parameter data: The file's contents.
  /// - Returns: `nil` for bytes that are not UTF-8 text starting (after white space) with
  ///   `<`, such as a binary property list, a profile or an executable.
  package init?(data: Data) {
    guard let text = String(data: data, encoding: .utf8),
      text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }) == "<"
    else { return nil }
    self.init(xml: text)
  }

  /// Where an entry is written: the element at `index` of an array value, or the entry's
  /// `<key>` when no index is given.
  ///
  /// - Parameters:
  ///   - key: A top-level key, such as `keychain-access-groups`.
  ///   - index: The index within the key's array value.
  /// - Returns: The position, or `nil` when the text has no such entry.
  package func position(of key: String, index: Int? = nil) -> Position? {
    guard let entry = entries[key] else { return nil }
    guard let index else { return entry.key }
    return entry.elements.indices.contains(index) ? entry.elements[index] : nil
  }

}
