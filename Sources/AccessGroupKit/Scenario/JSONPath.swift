/// A location inside a JSON document, written the way people read it:
/// `steps[3].query.kSecAttrAccount`, `apps["App One"].teamID`.
///
/// Every member of a scenario gets a path while it is read, but a path is read only in an
/// error, so it is kept as a chain of its parts and spelled only when ``description`` asks.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// One step down from the path before it.
  private indirect enum Part: Sendable {
    case root
    case key(Part, String)
    case index(Part, Int)

    /// The path this part is a step down from; `nil` for the root.
    var parent: Part? {
      switch self {
      case .root: nil
      case .key(let parent, _), .index(let parent, _): parent
      }
    }
  }

  private var last: Part

  /// The document's root.
  static var root: Self { Self(last: .root) }

  /// The path of a member of the object at this path.
  func key(_ key: String) -> Self { Self(last: .key(last, key)) }

  /// The path of an element of the array at this path.
  func index(_ index: Int) -> Self { Self(last: .index(last, index)) }

  /// The path text; empty for the document itself. A key of ASCII letters, digits, `_` and
  /// `-` is written `.key` (or `key` first), any other `["key"]`; an index is `[3]`.
  var description: String {
    var parts: [Part] = []
    var part = last
    while let parent = part.parent {
      parts.append(part)
      part = parent
    }
    var text = ""
    for part in parts.reversed() {
      switch part {
      case .root: break
      case .key(_, let key): Self.append(key: key, to: &text)
      case .index(_, let index): text += "[\(index)]"
      }
    }
    return text
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }

  func hash(into hasher: inout Hasher) { hasher.combine(description) }

  private static func append(key: String, to text: inout String) {
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_")
          || byte == UInt8(ascii: "-")
      }
    if isPlain {
      text += text.isEmpty ? key : ".\(key)"
      return
    }
    var escaped = ""
    for character in key {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    text += "[\"\(escaped)\"]"
  }
}
