/// Finds the signed content of a CMS `SignedData` envelope (RFC 5652), which is how a
/// provisioning profile wraps its property list. The signature is not verified.
///
/// The walk is:
///
/// ```text
/// ContentInfo ::= SEQUENCE {
///   contentType OBJECT IDENTIFIER,            -- 1.2.840.113549.1.7.2 (signedData)
///   content [0] EXPLICIT SignedData }
/// SignedData ::= SEQUENCE {
///   version INTEGER, digestAlgorithms SET,
///   encapContentInfo SEQUENCE {
///     eContentType OBJECT IDENTIFIER,         -- 1.2.840.113549.1.7.1 (data)
///     eContent [0] EXPLICIT OCTET STRING OPTIONAL },
///   certificates [0] IMPLICIT OPTIONAL, crls [1] IMPLICIT OPTIONAL,
///   signerInfos SET }
/// ```
///
/// Before walking, every constructed element in the envelope is checked to be made of
/// well-formed elements that exactly fill it, so a corrupted length anywhere is reported
/// with its offset rather than misread.
enum SignedDataEnvelope {
  /// The object identifier of CMS `signedData`.
  static let signedDataIdentifier = "1.2.840.113549.1.7.2"

  /// The signed content and where it starts.
  struct Content: Hashable, Sendable {
    /// The `eContent` octets, with the chunks of a constructed `OCTET STRING` joined.
    var bytes: [UInt8]
    /// The offset of the `eContent` `OCTET STRING` element.
    var offset: Int
  }

  /// Extracts the `eContent` of a CMS `SignedData` envelope.
  ///
  /// - Parameter bytes: The DER (or BER) encoded `ContentInfo`.
  /// - Returns: The content, or `nil` when the envelope is well formed but has no
  ///   `eContent`.
  /// - Throws: ``DERError`` naming the offset of the first structural problem.
  static func encapsulatedContent(in bytes: [UInt8]) throws(DERError) -> Content? {
    let reader = DERReader(bytes)
    let contentInfo = try reader.element(at: 0, limit: bytes.count)
    try expect(contentInfo, is: .sequence, what: "the ContentInfo")
    if contentInfo.end < bytes.count,
      bytes[contentInfo.end...].contains(where: { $0 != 0 })
    {
      throw DERError(
        offset: contentInfo.end,
        message: "expected the end of the data after the ContentInfo, found "
          + "\(bytes.count - contentInfo.end) more bytes")
    }
    try reader.validateTree(contentInfo)

    let infoParts = try reader.children(of: contentInfo)
    guard infoParts.count == 2 else {
      throw DERError(
        offset: contentInfo.offset,
        message: "expected the ContentInfo to hold 2 elements (contentType, content), "
          + "found \(infoParts.count)")
    }
    try expect(infoParts[0], is: .objectIdentifier, what: "the contentType")
    let contentType = reader.objectIdentifier(infoParts[0])
    guard contentType == signedDataIdentifier else {
      throw DERError(
        offset: infoParts[0].offset,
        message: "expected contentType \(signedDataIdentifier) (signedData), found "
          + (contentType ?? "a malformed object identifier"))
    }
    let signedData = try single(in: infoParts[1], reader: reader, what: "the content [0]")
    try expect(signedData, is: .sequence, what: "the SignedData")

    let signedParts = try reader.children(of: signedData)
    guard signedParts.count >= 4 else {
      throw DERError(
        offset: signedData.offset,
        message: "expected the SignedData to hold at least 4 elements (version, "
          + "digestAlgorithms, encapContentInfo, signerInfos), found \(signedParts.count)")
    }
    try expect(signedParts[0], is: .integer, what: "the SignedData version")
    try expect(signedParts[1], is: .set, what: "the digestAlgorithms")
    try expect(signedParts[2], is: .sequence, what: "the encapContentInfo")
    if let last = signedParts.last { try expect(last, is: .set, what: "the signerInfos") }

    let encapsulated = try reader.children(of: signedParts[2])
    guard let first = encapsulated.first else {
      throw DERError(
        offset: signedParts[2].offset,
        message: "expected the encapContentInfo to hold an eContentType, found nothing")
    }
    try expect(first, is: .objectIdentifier, what: "the eContentType")
    guard encapsulated.count >= 2 else { return nil }
    guard encapsulated.count == 2 else {
      throw DERError(
        offset: encapsulated[2].offset,
        message: "expected the end of the encapContentInfo after eContent, found "
          + "\(encapsulated[2].tag)")
    }
    try expect(encapsulated[1], is: .context(0), what: "the eContent wrapper")
    let octetString = try single(
      in: encapsulated[1], reader: reader, what: "the eContent wrapper [0]")
    var content: [UInt8] = []
    try appendOctets(of: octetString, reader: reader, to: &content)
    return Content(bytes: content, offset: octetString.offset)
  }

  private static func appendOctets(
    of element: DERElement, reader: DERReader, to content: inout [UInt8]
  ) throws(DERError) {
    switch element.tag {
    case .octetString:
      content.append(contentsOf: reader.contents(of: element))
    case .constructedOctetString:
      for chunk in try reader.children(of: element) {
        try appendOctets(of: chunk, reader: reader, to: &content)
      }
    default:
      throw DERError(
        offset: element.offset,
        message: "expected the eContent to be an OCTET STRING (0x04), found \(element.tag)")
    }
  }

  private static func single(
    in element: DERElement, reader: DERReader, what: String
  ) throws(DERError) -> DERElement {
    try expect(element, is: .context(0), what: what)
    let inner = try reader.children(of: element)
    guard inner.count == 1, let only = inner.first else {
      throw DERError(
        offset: element.offset,
        message: "expected \(what) to hold exactly 1 element, found \(inner.count)")
    }
    return only
  }

  private static func expect(
    _ element: DERElement, is tag: DERTag, what: String
  ) throws(DERError) {
    guard element.tag == tag else {
      throw DERError(
        offset: element.offset, message: "expected \(what) to be \(tag), found \(element.tag)")
    }
  }
}
