/// One BER/DER element located in a byte buffer: its tag and where its identifier, contents
/// and end are. Offsets are from the start of the buffer.
struct DERElement: Hashable, Sendable {
  /// The element's tag.
  var tag: DERTag
  /// The offset of the identifier octet.
  var offset: Int
  /// The offset of the first content octet.
  var contentStart: Int
  /// The offset just past the last content octet (before the end-of-contents octets of an
  /// indefinite-length element).
  var contentEnd: Int
  /// The offset just past the whole element.
  var end: Int
  /// Whether the element used BER's indefinite length form (`0x80` … `00 00`).
  var isIndefiniteLength: Bool

  /// The number of content octets.
  var contentLength: Int { contentEnd - contentStart }
}
