/// An old-style property list whose one large dictionary was checked but not built: what
/// ``OpenStepPropertyListReader/parse(utf8:file:deferring:)`` returns.
package struct OpenStepDeferredDocument: Sendable {
  /// The document, with the deferred dictionary empty.
  package var root: PropertyListValue

  /// The deferred dictionary's members, each built when it is asked for.
  package var members: OpenStepDeferredMembers
}

/// The members of a dictionary whose text has been checked, each parsed when asked for.
///
/// Parsing a member cannot fail, as the whole document parsed; a member is parsed again
/// each time it is asked for, so a reader that needs one several times keeps it.
package struct OpenStepDeferredMembers: Sendable {
  /// The document's bytes.
  private let bytes: [UInt8]
  /// The file's name, for the parser.
  private let file: String
  /// Where each member's value is in ``bytes``; of a key written twice, the last.
  private let ranges: [String: Range<Int>]

  init(bytes: [UInt8], file: String, ranges: [String: Range<Int>]) {
    self.bytes = bytes
    self.file = file
    self.ranges = ranges
  }

  /// The keys, in no particular order.
  package var keys: Dictionary<String, Range<Int>>.Keys { ranges.keys }

  /// The value of a member, parsed now; `nil` when there is no such key.
  package subscript(key: String) -> PropertyListValue? {
    guard let range = ranges[key] else { return nil }
    return try? OpenStepParser.parsing(bytes, file: file) { parser in
      parser.value(at: range.lowerBound)
    }
  }

  /// The keys of the members whose text may spell `word`: it appears there as written, or
  /// a backslash there could escape a character of it. A reader that wants the members
  /// with a certain key parses these rather than every member.
  ///
  /// - Parameter word: ASCII text, such as a key.
  /// - Returns: The keys, in no particular order.
  package func keys(whoseTextMaySpell word: String) -> [String] {
    let pattern = Array(word.utf8)
    return ranges.compactMap { key, range in
      let spelled =
        ByteSearch.firstIndex(of: pattern, in: bytes, from: range.lowerBound, to: range.upperBound)
        < range.upperBound
        || ByteSearch.firstIndex(
          of: UInt8(ascii: "\\"), in: bytes, from: range.lowerBound, to: range.upperBound)
          < range.upperBound
      return spelled ? key : nil
    }
  }
}
