/// A location inside a JSON document, written the way people read it:
/// `steps[3].query.kSecAttrAccount`, `apps["App One"].teamID`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The path text; empty for the document itself.
  var description: String

  /// The document's root.
  static var root: Self { Self(description: "") }

  /// The path of a member of the object at this path: `.key` for a key of ASCII letters,
  /// digits, `_` and `-`, `["key"]` otherwise.
  ///
  /// Every member of a scenario gets a path while it is read, so the test is on UTF-8 bytes:
  /// Unicode scalar properties cost more than the rest of reading a key on Linux.
  func key(_ key: String) -> Self {
    let isPlain =
      !key.isEmpty
      && key.utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
          || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
      }
    if isPlain { return Self(description: description.isEmpty ? key : "\(description).\(key)") }
    var escaped = ""
    for character in key {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return Self(description: "\(description)[\"\(escaped)\"]")
  }

  /// The path of an element of the array at this path.
  func index(_ index: Int) -> Self {
    Self(description: "\(description)[\(index)]")
  }
}
