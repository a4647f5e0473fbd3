extension ScenarioValuePath {
  /// Reads a path such as `result[0].kSecValuePersistentRef`.
  ///
  /// - Throws: ``ScenarioError`` at `path` when the text doesn't start with `result`, has an
  ///   empty key or an index that isn't a whole number, or names an unknown `kSec…` key.
  init(parsing text: String, at path: JSONPath, reader: ScenarioJSONReader) throws(ScenarioError) {
    let problem = { (detail: String) -> ScenarioError in
      reader.error(
        path,
        "'\(text.excerpted)' is not a result path such as result.mdat or result[0].persistref; "
          + "\(detail)"
      )
    }
    guard text.hasPrefix("result") else { throw problem("it must start with result") }
    var segments: [Segment] = []
    var rest = Substring(text.dropFirst("result".count))
    while let first = rest.first {
      rest = rest.dropFirst()
      if first == "." {
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard !key.isEmpty else { throw problem("a key is empty") }
        rest = rest.dropFirst(key.count)
        segments.append(.key(try ScenarioNameCheck.rawKey(String(key), at: path, reader: reader)))
      } else if first == "[" {
        let digits = rest.prefix { $0 != "]" }
        guard let index = Int(digits), index >= 0, rest.dropFirst(digits.count).first == "]"
        else { throw problem("an index must be a whole number in brackets") }
        rest = rest.dropFirst(digits.count + 1)
        segments.append(.index(index))
      } else {
        throw problem("expected . or [ after '\(text.dropLast(rest.count + 1))'")
      }
    }
    self.init(segments)
  }
}
