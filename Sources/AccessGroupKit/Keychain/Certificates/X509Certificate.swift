import Foundation

/// The parts of a DER X.509 certificate that securityd's certificate match keys read: serial
/// number, issuer and subject (with their normalized forms), validity period and email
/// addresses.
///
/// securityd builds a certificate from an item's data for `kSecMatchValidOnDate`,
/// `kSecMatchTrustedOnly` and `kSecMatchEmailAddressIfPresent` and drops the item when that
/// fails (`CopyCertificateFromItem`, `SecItemServer.c`). ``init(der:)`` accepts what
/// `SecCertificateParse` (`SecCertificate.c`) accepts in the certificate's structure: the
/// outer `SEQUENCE` of the to-be-signed part, an algorithm and a `BIT STRING`; a version of 1
/// or 2 when present; a serial number of 1 to 37 bytes; algorithm, issuer, validity, subject
/// and public-key `SEQUENCE`s; times in `UTCTime` or `GeneralizedTime`; optional unique IDs and
/// at least one well-formed extension when extensions are present. Extensions are not
/// interpreted beyond the subject alternative name's email addresses.
struct X509Certificate: Hashable, Sendable {
  /// The serial number's content bytes.
  var serialNumber: Data
  /// The issuer name's content (without the outer `SEQUENCE` header).
  var issuer: Data
  /// The subject name's content.
  var subject: Data
  /// The issuer in normalized form (``DistinguishedName``), `nil` when it cannot be normalized.
  var normalizedIssuer: Data?
  /// The subject in normalized form.
  var normalizedSubject: Data?
  /// The start of the validity period, in seconds since 2001-01-01 UTC.
  var notBefore: Double
  /// The end of the validity period, in seconds since 2001-01-01 UTC.
  var notAfter: Double
  /// The email addresses of the subject alternative name (`rfc822Name`) and of the subject's
  /// `emailAddress` attributes, in that order; empty when any of them cannot be read
  /// (`SecCertificateCopyRFC822Names`).
  var emailAddresses: [String]
}

extension X509Certificate {
  /// Reads `der`, or fails (`nil`) where `SecCertificateParse` fails.
  init?(der: Data) {
    let reader = DERReader([UInt8](der))
    guard let parsed = try? Self.parse(reader) else { return nil }
    self = parsed
  }

  /// A failure inside ``parse(_:)``; only its presence matters.
  struct Malformed: Error {}

  private static func parse(_ reader: DERReader) throws -> X509Certificate {
    // The decoder reads the first element; bytes after it are not part of the certificate.
    let certificate = try reader.element(at: 0, limit: reader.bytes.count)
    let signed = try children(certificate, tag: .sequence, in: reader, count: 3...3)
    let tbs = signed[0]
    try require(tbs.tag == .sequence)
    try algorithm(signed[1], in: reader)
    try bitString(signed[2], in: reader)
    var fields = try children(tbs, tag: .sequence, in: reader, count: 6...10)[...]
    if fields.first?.tag == .context(0) {
      let version = try children(fields.removeFirst(), tag: .context(0), in: reader, count: 1...1)
      try require(version[0].tag == .integer && version[0].contentLength == 1)
      try require((1...2).contains(reader.contents(of: version[0]).first!))
    }
    try require(fields.count >= 6)
    let serial = fields.removeFirst()
    try require(serial.tag == .integer && (1...37).contains(serial.contentLength))
    try algorithm(fields.removeFirst(), in: reader)
    let issuer = fields.removeFirst()
    try require(issuer.tag == .sequence && !issuer.isIndefiniteLength)
    let validity = try children(fields.removeFirst(), tag: .sequence, in: reader, count: 2...2)
    let subject = fields.removeFirst()
    try require(subject.tag == .sequence && !subject.isIndefiniteLength)
    let publicKey = try children(fields.removeFirst(), tag: .sequence, in: reader, count: 2...2)
    try algorithm(publicKey[0], in: reader)
    try bitString(publicKey[1], in: reader)
    var subjectAlternativeName: [String]? = []
    // The issuer's and the subject's unique identifiers (`[1]`, `[2]`) are skipped.
    for number: UInt32 in [1, 2] where fields.first?.tag == .primitiveContext(number) {
      fields.removeFirst()
    }
    if let extensions = fields.first, extensions.tag == .context(3) {
      fields.removeFirst()
      subjectAlternativeName = try readExtensions(extensions, in: reader)
    }
    try require(fields.isEmpty)
    var emails = subjectAlternativeName
    if emails != nil, let subjectEmails = subjectEmailAddresses(subject, in: reader) {
      emails! += subjectEmails
    } else {
      emails = nil
    }
    return X509Certificate(
      serialNumber: Data(reader.contents(of: serial)),
      issuer: Data(reader.contents(of: issuer)), subject: Data(reader.contents(of: subject)),
      normalizedIssuer: DistinguishedName.normalized(content: issuer, in: reader),
      normalizedSubject: DistinguishedName.normalized(content: subject, in: reader),
      notBefore: try time(validity[0], in: reader), notAfter: try time(validity[1], in: reader),
      emailAddresses: emails ?? [])
  }

  /// Reads the `[3]` extensions: a `SEQUENCE` of at least one `SEQUENCE { OID, BOOLEAN
  /// DEFAULT FALSE, OCTET STRING }`. Returns the subject alternative name's email addresses,
  /// or `nil` when that extension cannot be read (a critical one fails the certificate, as
  /// `SecCertificateParse` fails a critical extension its parser rejects).
  private static func readExtensions(
    _ wrapper: DERElement, in reader: DERReader
  ) throws
    -> [String]?
  {
    let list = try children(wrapper, tag: .context(3), in: reader, count: 1...1)[0]
    let extensions = try children(list, tag: .sequence, in: reader, count: 1...10_000)
    var emails: [String]? = []
    for item in extensions {
      let parts = try children(item, tag: .sequence, in: reader, count: 2...3)
      try require(parts[0].tag == .objectIdentifier)
      var critical = false
      if parts.count == 3 {
        try require(parts[1].tag == .boolean && parts[1].contentLength == 1)
        critical = reader.contents(of: parts[1]).first != 0
      }
      let value = parts[parts.count - 1]
      try require(value.tag == .octetString)
      guard reader.objectIdentifier(parts[0]) == "2.5.29.17" else { continue }
      let names = rfc822Names(in: value, reader: reader)
      if names == nil, critical { throw Malformed() }
      emails = names
    }
    return emails
  }

  /// The `rfc822Name` entries (`[1] IA5String`) of the `GeneralNames` inside a subject
  /// alternative name's `OCTET STRING`, or `nil` when it is malformed or a name is not ASCII.
  private static func rfc822Names(in value: DERElement, reader: DERReader) -> [String]? {
    let inner = DERReader(Array(reader.contents(of: value)))
    guard let names = try? inner.element(at: 0, limit: inner.bytes.count),
      names.tag == .sequence, names.end == inner.bytes.count,
      let entries = try? inner.children(of: names), !entries.isEmpty
    else { return nil }
    var result: [String] = []
    for entry in entries where entry.tag == .primitiveContext(1) {
      let bytes = inner.contents(of: entry)
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      result.append(String(decoding: bytes, as: UTF8.self))
    }
    return result
  }

  /// The values of the subject's `emailAddress` (1.2.840.113549.1.9.1) attributes, or `nil`
  /// when the subject is not a well-formed name.
  private static func subjectEmailAddresses(
    _ subject: DERElement, in reader: DERReader
  )
    -> [String]?
  {
    guard let names = try? reader.children(of: subject) else { return nil }
    var result: [String] = []
    for relativeName in names {
      guard let members = try? reader.children(of: relativeName) else { return nil }
      for member in members {
        guard let parts = try? reader.children(of: member), parts.count == 2 else { return nil }
        guard reader.objectIdentifier(parts[0]) == "1.2.840.113549.1.9.1" else { continue }
        result.append(String(decoding: reader.contents(of: parts[1]), as: UTF8.self))
      }
    }
    return result
  }

  /// An `AlgorithmIdentifier`: a `SEQUENCE` of an object identifier and optional parameters.
  private static func algorithm(_ element: DERElement, in reader: DERReader) throws {
    let parts = try children(element, tag: .sequence, in: reader, count: 1...2)
    try require(parts[0].tag == .objectIdentifier)
  }

  /// A `BIT STRING` with its unused-bits octet (0 to 7).
  private static func bitString(_ element: DERElement, in reader: DERReader) throws {
    try require(element.tag == DERTag(tagClass: .universal, isConstructed: false, number: 3))
    let contents = reader.contents(of: element)
    try require(!contents.isEmpty && contents.first! <= 7)
  }

  /// A validity time (``X509Time``).
  private static func time(_ element: DERElement, in reader: DERReader) throws -> Double {
    guard !element.tag.isConstructed, element.tag.tagClass == .universal,
      let seconds = X509Time.absoluteTime(
        isGeneralized: element.tag.number == 24, isUTC: element.tag.number == 23,
        Array(reader.contents(of: element)))
    else { throw Malformed() }
    return seconds
  }

  /// The children of `element`, which must have `tag`, a definite length and a child count
  /// in `count`.
  private static func children(
    _ element: DERElement, tag: DERTag, in reader: DERReader, count: ClosedRange<Int>
  ) throws -> [DERElement] {
    try require(element.tag == tag && !element.isIndefiniteLength)
    let result = try reader.children(of: element)
    try require(count.contains(result.count) && result.allSatisfy { !$0.isIndefiniteLength })
    return result
  }

  private static func require(_ condition: Bool) throws {
    if !condition { throw Malformed() }
  }
}

extension DERTag {
  /// A primitive context-specific tag such as `[1]` of an `IMPLICIT` primitive type.
  static func primitiveContext(_ number: UInt32) -> DERTag {
    DERTag(tagClass: .contextSpecific, isConstructed: false, number: number)
  }
}
