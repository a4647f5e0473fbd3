import Foundation

/// Decodes the DER form of entitlements that `codesign` embeds next to the XML form (blob
/// magic `0xFADE7172`, `kSecCodeMagicEntitlementDER` in
/// `OSX/libsecurity_codesigning/lib/CSCommonPriv.h`) and prints with `--der`.
///
/// The layout (CoreEntitlements' encoding; Security only checks the outer tag,
/// `der_decode_core_entitlements_data` in `OSX/utilities/der_data.c`):
///
/// ```text
/// [APPLICATION 16] {            -- 0x70
///   INTEGER 1,                  -- version
///   [16] {                      -- 0xB0: the dictionary
///     SEQUENCE { UTF8String key, value }, ... } }
/// value: BOOLEAN | INTEGER | UTF8String | SEQUENCE OF value (array) | [16] (dictionary)
/// ```
///
/// Only those five value types exist in this form, so data, dates and reals cannot occur.
enum DEREntitlements {
  /// The identifier octet of the outer element, `[APPLICATION 16]` constructed.
  static let outerTag = DERTag(tagClass: .application, isConstructed: true, number: 16)
  /// The identifier of a dictionary, `[16]` constructed.
  static let dictionaryTag = DERTag.context(16)
  /// `UTF8String`.
  static let utf8StringTag = DERTag(tagClass: .universal, isConstructed: false, number: 12)

  /// Why DER entitlements cannot be decoded.
  enum Failure: Error, Hashable {
    /// The encoding is broken.
    case malformed(DERError)
    /// The top-level value is not a dictionary.
    case notADictionary(String)
  }

  /// Decodes DER entitlements.
  ///
  /// - Parameters:
  ///   - bytes: The buffer holding the encoding.
  ///   - range: Where the encoding is in `bytes` (after any blob header).
  /// - Returns: The entitlements dictionary.
  /// - Throws: ``Failure``.
  static func decode(
    _ bytes: [UInt8], in range: Range<Int>
  ) throws(Failure) -> [String: PropertyListValue] {
    let reader = DERReader(bytes)
    let value: PropertyListValue
    do throws(DERError) {
      let outer = try reader.element(at: range.lowerBound, limit: range.upperBound)
      guard outer.tag == outerTag else {
        throw DERError(
          offset: outer.offset,
          message: "expected DER entitlements to start with \(outerTag), found \(outer.tag)")
      }
      guard outer.end == range.upperBound else {
        throw DERError(
          offset: outer.end,
          message: "expected the end of the DER entitlements, found "
            + "\(range.upperBound - outer.end) more bytes")
      }
      let parts = try reader.children(of: outer)
      guard parts.count == 2 else {
        throw DERError(
          offset: outer.offset,
          message: "expected 2 elements (version, value), found \(parts.count)")
      }
      guard parts[0].tag == .integer else {
        throw DERError(
          offset: parts[0].offset, message: "expected the version INTEGER, found \(parts[0].tag)")
      }
      value = try decodeValue(parts[1], reader: reader, depth: 1)
    } catch {
      throw .malformed(error)
    }
    guard case .dictionary(let dictionary) = value else {
      throw .notADictionary(
        value.typeName == "true" || value.typeName == "false"
          ? "boolean" : value.typeName)
    }
    return dictionary
  }

  private static func decodeValue(
    _ element: DERElement, reader: DERReader, depth: Int
  ) throws(DERError) -> PropertyListValue {
    switch element.tag {
    case .boolean:
      let content = reader.contents(of: element)
      guard content.count == 1, let octet = content.first else {
        throw DERError(
          offset: element.offset,
          message: "expected a 1-byte BOOLEAN, found \(content.count) bytes")
      }
      return .bool(octet != 0)
    case .integer:
      return .integer(Int64(try integer(element, reader: reader)))
    case utf8StringTag:
      guard let string = String(bytes: reader.contents(of: element), encoding: .utf8) else {
        throw DERError(offset: element.offset, message: "the UTF8String is not valid UTF-8")
      }
      return .string(string)
    case .sequence:
      var elements: [PropertyListValue] = []
      for child in try reader.children(of: element, depth: depth) {
        elements.append(try decodeValue(child, reader: reader, depth: depth + 1))
      }
      return .array(elements)
    case dictionaryTag:
      var entries: [String: PropertyListValue] = [:]
      for entry in try reader.children(of: element, depth: depth) {
        let pair = entry.tag == .sequence ? try reader.children(of: entry, depth: depth + 1) : []
        guard pair.count == 2, pair[0].tag == utf8StringTag else {
          throw DERError(
            offset: entry.offset,
            message: "expected a dictionary entry SEQUENCE { UTF8String, value }, found "
              + "\(entry.tag)")
        }
        guard let key = String(bytes: reader.contents(of: pair[0]), encoding: .utf8) else {
          throw DERError(offset: pair[0].offset, message: "the key is not valid UTF-8")
        }
        guard entries[key] == nil else {
          throw DERError(offset: entry.offset, message: "the key \"\(key)\" appears twice")
        }
        entries[key] = try decodeValue(pair[1], reader: reader, depth: depth + 2)
      }
      return .dictionary(entries)
    default:
      throw DERError(
        offset: element.offset,
        message: "expected BOOLEAN, INTEGER, UTF8String, SEQUENCE or [16], found \(element.tag)")
    }
  }

  private static func integer(_ element: DERElement, reader: DERReader) throws(DERError) -> Int {
    let content = reader.contents(of: element)
    guard let first = content.first else {
      throw DERError(offset: element.offset, message: "the INTEGER has no content octets")
    }
    guard content.count <= MemoryLayout<Int>.size else {
      throw DERError(
        offset: element.offset,
        message: "the INTEGER has \(content.count) octets, more than fit in \(Int.bitWidth) bits")
    }
    var value: Int = first & 0x80 != 0 ? -1 : 0
    for octet in content { value = value << 8 | Int(octet) }
    return value
  }
}
