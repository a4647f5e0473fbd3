import Foundation

/// Finds the entitlements property list in what `codesign -d --entitlements` prints.
///
/// `codesign` can print, in order and mixed with its status lines:
///
/// - text lines such as `Executable=/path/App.app/Contents/MacOS/App` (written to standard
///   error, so present when both streams are captured together);
/// - the embedded-entitlements blob as it sits in the signature (`--entitlements -`, no
///   colon): magic `0xFADE7171`, then the blob's whole length (header included) as a 4-byte
///   big-endian integer, then the XML property list (`CSMAGIC_EMBEDDED_ENTITLEMENTS` in
///   `OSX/libsecurity_codesigning/lib/CSCommonPriv.h`, `kSecCodeMagicEntitlement`);
/// - or the bare XML property list (`--entitlements :-`).
///
/// The reader skips whole text lines until it meets a blob header or a line that starts
/// an XML property list (`<?xml`, `<!DOCTYPE` or `<plist`); it never searches binary data
/// for `<?xml`. The DER entitlements blob (magic `0xFADE7172`, `kSecCodeMagicEntitlementDER`,
/// printed by `--der`) is located the same way and decoded by ``DEREntitlements``. The
/// bracketed listing newer `codesign` prints by default (`[Dict]`, `[Key] …`) is recognised
/// and refused: its value types are not marked unambiguously, and `--xml` prints the same
/// entitlements as XML.
enum CodeSigningOutput {
  /// Magic of the XML entitlements blob.
  static let entitlementsMagic: [UInt8] = [0xFA, 0xDE, 0x71, 0x71]
  /// Magic of the DER entitlements blob.
  static let derEntitlementsMagic: [UInt8] = [0xFA, 0xDE, 0x71, 0x72]

  /// Why `codesign` output holds no readable property list.
  enum Failure: Error, Hashable {
    /// The output is malformed; the string says where and how.
    case malformed(String)
    /// The output is a recognised form this package does not read.
    case unsupported(String)
  }

  /// Where the entitlements are.
  struct Location: Hashable {
    /// The encoding of the entitlements.
    enum Payload: Hashable {
      /// An XML property list.
      case xml(ArraySlice<UInt8>)
      /// DER entitlements at this range of the output.
      case der(Range<Int>)
    }

    /// The entitlements' bytes.
    var payload: Payload
    /// Whether anything (a blob header or text lines) preceded the entitlements.
    var hadPreamble: Bool
  }

  /// Locates the XML property list in `codesign` output.
  ///
  /// - Parameter bytes: The captured output.
  /// - Returns: The property-list bytes.
  /// - Throws: ``Failure`` when no property list can be found the way `codesign` writes it.
  static func propertyList(in bytes: [UInt8]) throws(Failure) -> Location {
    var cursor = 0
    var skippedLines = 0
    while cursor < bytes.count {
      let rest = bytes[cursor...]
      if rest.starts(with: entitlementsMagic) {
        let payload = try blobPayload(in: bytes, at: cursor)
        return Location(payload: .xml(payload), hadPreamble: true)
      }
      if rest.starts(with: derEntitlementsMagic) {
        let payload = try blobPayload(in: bytes, at: cursor)
        return Location(payload: .der(payload.indices), hadPreamble: true)
      }
      let lineEnd = rest.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = bytes[cursor..<lineEnd]
      let trimmed = line.drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
      if startsPropertyList(trimmed) {
        return Location(
          payload: .xml(trimmingAfterPropertyList(bytes[trimmed.startIndex...])),
          hadPreamble: skippedLines > 0)
      }
      guard isTextLine(line) else {
        let bad = line.first(where: { !isTextByte($0) }).map(DERReader.hex) ?? "??"
        let badOffset = line.firstIndex(where: { !isTextByte($0) }) ?? cursor
        throw .malformed(
          "expected a text line, a blob header (0xFADE7171) or an XML property list, found "
            + "byte 0x\(bad) at offset \(badOffset)")
      }
      if trimmed.elementsEqual("[Dict]".utf8) {
        throw .unsupported(
          "codesign's bracketed listing ([Dict], [Key], …) at offset \(cursor) is not "
            + "supported; print XML with `codesign -d --entitlements :- --xml`")
      }
      skippedLines += 1
      cursor = lineEnd + 1
    }
    throw .malformed(
      "found \(skippedLines) text line\(skippedLines == 1 ? "" : "s") and no property list "
        + "(expected `<?xml`, `<plist` or a blob header 0xFADE7171)")
  }

  /// Whether bytes begin an XML property list.
  ///
  /// - Parameter bytes: Bytes with leading whitespace removed.
  static func startsPropertyList(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.starts(with: "<?xml".utf8) || bytes.starts(with: "<!DOCTYPE".utf8)
      || bytes.starts(with: "<plist".utf8)
  }

  private static func blobPayload(
    in bytes: [UInt8], at offset: Int
  ) throws(Failure) -> ArraySlice<UInt8> {
    let headerEnd = offset + 8
    guard headerEnd <= bytes.count else {
      throw .malformed(
        "the entitlements blob header at offset \(offset) is truncated: expected 8 bytes, "
          + "found \(bytes.count - offset)")
    }
    var length = 0
    for byte in bytes[(offset + 4)..<headerEnd] { length = length << 8 | Int(byte) }
    guard length >= 8 else {
      throw .malformed(
        "the entitlements blob at offset \(offset) declares \(length) bytes, less than its "
          + "8-byte header")
    }
    let (end, overflow) = offset.addingReportingOverflow(length)
    guard !overflow, end <= bytes.count else {
      throw .malformed(
        "the entitlements blob at offset \(offset) declares \(length) bytes but only "
          + "\(bytes.count - offset) remain")
    }
    guard end > headerEnd else {
      throw .malformed("the entitlements blob at offset \(offset) has no property list")
    }
    return bytes[headerEnd..<end]
  }

  /// Drops what follows the last `</plist>` (such as more status lines).
  private static func trimmingAfterPropertyList(
    _ bytes: ArraySlice<UInt8>
  ) -> ArraySlice<UInt8> {
    let closing = Array("</plist>".utf8)
    guard bytes.count >= closing.count else { return bytes }
    var index = bytes.endIndex - closing.count
    while index >= bytes.startIndex {
      if bytes[index..<(index + closing.count)].elementsEqual(closing) {
        return bytes[bytes.startIndex..<(index + closing.count)]
      }
      index -= 1
    }
    return bytes
  }

  private static func isTextLine(_ line: ArraySlice<UInt8>) -> Bool {
    line.allSatisfy(isTextByte) && String(bytes: line, encoding: .utf8) != nil
  }

  private static func isTextByte(_ byte: UInt8) -> Bool {
    (byte >= 0x20 && byte != 0x7F) || byte == 0x09 || byte == 0x0D
  }
}
