/// A location inside a JSON document, written the way people read it:
/// `steps[3].query.kSecAttrAccount`, `apps["App One"].teamID`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The path text; empty for the document itself.
  var description: String

  /// The document's root.
  static var root: Self { Self(description: "") }

  /// The path of a member of the object at this path.
  func key(_ key: String) -> Self {
    let isPlain =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            || scalar == "-")
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
