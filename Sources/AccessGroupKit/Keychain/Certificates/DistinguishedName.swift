import Foundation

/// The normalized form of an X.501 distinguished name, the form in which securityd stores and
/// compares certificate issuers and subjects.
///
/// The client rewrites a DER `Name` given as `kSecAttrIssuer` into this form before any call
/// reaches securityd (`SecItemAttributesPrepare`, `SecItem.m`), securityd does the same to each
/// name in `kSecMatchIssuers` (`query_add_match`, `SecDbQuery.c`), and a certificate's own
/// issuer and subject are kept this way (`createNormalizedX501Name`, `SecCertificate.c`).
///
/// The normalized form is the name's content without its outer `SEQUENCE` header: the
/// relative distinguished names (`SET`s of `SEQUENCE { type, value }`) in their order, where
/// every `PrintableString` value is upper-cased (ASCII letters only), loses leading and
/// trailing blanks and has each run of blanks (space, tab) turned into one space. Other string
/// types keep their bytes. Lengths are written in DER's shortest form.
enum DistinguishedName {
  /// The normalized content of `name` when it is a DER `SEQUENCE` whose content is a
  /// well-formed name, else `nil` (the caller then keeps the bytes as given).
  ///
  /// Bytes after the `SEQUENCE` are ignored, as the client's decoder reads only the first
  /// element.
  static func normalizedContent(ofName name: Data) -> Data? {
    let reader = DERReader([UInt8](name))
    guard let sequence = try? reader.element(at: 0, limit: reader.bytes.count),
      sequence.tag == .sequence, !sequence.isIndefiniteLength
    else { return nil }
    return normalized(content: sequence, in: reader)
  }

  /// The normalized form of the content of `name` (a `SEQUENCE` read by `reader`), or `nil`
  /// when an element inside is not what a name holds: each relative name a non-empty `SET`,
  /// each of its members a `SEQUENCE` of an object identifier and one value.
  static func normalized(content name: DERElement, in reader: DERReader) -> Data? {
    guard let names = try? reader.children(of: name) else { return nil }
    var result: [UInt8] = []
    for relativeName in names {
      guard relativeName.tag == .set, !relativeName.isIndefiniteLength,
        let members = try? reader.children(of: relativeName), !members.isEmpty
      else { return nil }
      var setContent: [UInt8] = []
      for member in members {
        guard member.tag == .sequence, !member.isIndefiniteLength,
          let parts = try? reader.children(of: member), parts.count == 2,
          parts[0].tag == .objectIdentifier, parts[0].contentLength > 0,
          !parts[1].isIndefiniteLength
        else { return nil }
        var memberContent = Array(reader.bytes[parts[0].offset..<parts[0].end])
        let value = parts[1]
        if value.tag == printableString {
          let text = normalizedPrintable(reader.contents(of: value))
          memberContent += DEREncoding.element(identifier: 0x13, content: text)
        } else {
          memberContent += reader.bytes[value.offset..<value.end]
        }
        setContent += DEREncoding.element(identifier: 0x30, content: memberContent)
      }
      result += DEREncoding.element(identifier: 0x31, content: setContent)
    }
    return Data(result)
  }

  /// `PrintableString`.
  static let printableString = DERTag(tagClass: .universal, isConstructed: false, number: 19)

  /// A `PrintableString`'s bytes compared without case or extra blanks: ASCII letters
  /// upper-cased, blanks (space, tab) at either end dropped and each run inside made one space.
  static func normalizedPrintable(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    var pendingBlank = false
    for byte in bytes {
      if byte == 0x20 || byte == 0x09 {
        pendingBlank = !result.isEmpty
        continue
      }
      if pendingBlank { result.append(0x20) }
      pendingBlank = false
      result.append((0x61...0x7A).contains(byte) ? byte - 0x20 : byte)
    }
    return result
  }
}

/// Writes DER elements with definite, shortest-form lengths.
enum DEREncoding {
  /// The element with one-octet `identifier` and `content`.
  static func element(identifier: UInt8, content: [UInt8]) -> [UInt8] {
    [identifier] + length(content.count) + content
  }

  /// The length octets of `count`: one octet below 128, else `0x80 | n` and `n` octets.
  static func length(_ count: Int) -> [UInt8] {
    guard count >= 0x80 else { return [UInt8(count)] }
    var octets: [UInt8] = []
    var rest = count
    while rest > 0 {
      octets.insert(UInt8(rest & 0xFF), at: 0)
      rest >>= 8
    }
    return [0x80 | UInt8(octets.count)] + octets
  }
}
