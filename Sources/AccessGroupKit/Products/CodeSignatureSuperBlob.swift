import Foundation

/// Finds and decodes the entitlements in an embedded code signature.
///
/// The layout, from `osfmk/kern/cs_blobs.h` in xnu; every field is big-endian whatever the
/// byte order of the executable:
///
/// ```text
/// SuperBlob (magic 0xFADE0CC0, CSMAGIC_EMBEDDED_SIGNATURE)
///   u32 magic, u32 length (whole super blob), u32 count
///   count × { u32 type (slot), u32 offset (from the super blob's start) }
/// Blob
///   u32 magic, u32 length (header included), payload
/// ```
///
/// Slot 5 (`CSSLOT_ENTITLEMENTS`) holds the XML entitlements blob (magic `0xFADE7171`),
/// slot 7 (`CSSLOT_DER_ENTITLEMENTS`) the DER form (magic `0xFADE7172`). Every offset and
/// length is checked against the super blob, and the super blob against the region
/// `LC_CODE_SIGNATURE` gives it.
enum CodeSignatureSuperBlob {
  static let embeddedSignatureMagic: UInt32 = 0xFADE_0CC0
  static let entitlementsMagic: UInt32 = 0xFADE_7171
  static let derEntitlementsMagic: UInt32 = 0xFADE_7172
  static let entitlementsSlot: UInt32 = 5
  static let derEntitlementsSlot: UInt32 = 7

  /// The entitlements of the signature in `region`.
  static func entitlements(
    in region: Range<Int>, of data: MachOBytes
  ) throws(MachOReadingError) -> (xml: Entitlements?, der: Entitlements?) {
    let start = region.lowerBound
    let structure = "code signature super blob"
    try data.require(structure, offset: start, length: 12, end: region.upperBound)
    let magic = try data.uint32(
      at: start, bigEndian: true, end: region.upperBound, structure: structure)
    guard magic == embeddedSignatureMagic else {
      throw data.error(
        .invalid(
          structure: structure,
          reason: "its magic is 0x\(MachOBytes.hex(magic)), expected 0xFADE0CC0 "
            + "(CSMAGIC_EMBEDDED_SIGNATURE)"))
    }
    let length = try data.uint32(
      at: start + 4, bigEndian: true, end: region.upperBound, structure: structure)
    let count = try data.uint32(
      at: start + 8, bigEndian: true, end: region.upperBound, structure: structure)
    guard length >= 12 else {
      throw data.error(
        .invalid(
          structure: structure,
          reason: "it declares \(length) bytes, less than its 12-byte header"))
    }
    let blob = try data.region(
      structure, offset: UInt64(start), length: UInt64(length), end: region.upperBound)
    let index = try data.region(
      "blob index of \(count) entries", offset: UInt64(start + 12), length: UInt64(count) * 8,
      end: blob.upperBound)
    var xml: Entitlements?
    var der: Entitlements?
    var seen: Set<UInt32> = []
    for entry in stride(from: index.lowerBound, to: index.upperBound, by: 8) {
      let slot = try data.uint32(
        at: entry, bigEndian: true, end: index.upperBound, structure: structure)
      guard slot == entitlementsSlot || slot == derEntitlementsSlot else { continue }
      guard seen.insert(slot).inserted else {
        throw data.error(
          .invalid(structure: structure, reason: "its index lists slot \(slot) twice"))
      }
      let offset = try data.uint32(
        at: entry + 4, bigEndian: true, end: index.upperBound, structure: structure)
      let payload = try payload(
        slot: slot, at: blob.lowerBound + Int(offset), in: blob, of: data)
      if slot == entitlementsSlot {
        xml = try decodeXML(payload, of: data)
      } else {
        der = try decodeDER(payload, of: data)
      }
    }
    return (xml, der)
  }

  /// The payload of the blob in `slot`, after its 8-byte header.
  private static func payload(
    slot: UInt32, at offset: Int, in superBlob: Range<Int>, of data: MachOBytes
  ) throws(MachOReadingError) -> Range<Int> {
    let isXML = slot == entitlementsSlot
    let expected = isXML ? entitlementsMagic : derEntitlementsMagic
    let structure = isXML ? "entitlements blob (slot 5)" : "DER entitlements blob (slot 7)"
    guard offset < superBlob.upperBound else {
      throw data.error(
        .outOfBounds(
          structure: structure, offset: UInt64(offset), length: 8, limit: superBlob.upperBound))
    }
    let magic = try data.uint32(
      at: offset, bigEndian: true, end: superBlob.upperBound, structure: structure)
    let length = try data.uint32(
      at: offset + 4, bigEndian: true, end: superBlob.upperBound, structure: structure)
    guard magic == expected else {
      throw data.error(
        .invalid(
          structure: structure,
          reason: "its magic is 0x\(MachOBytes.hex(magic)), expected "
            + "0x\(MachOBytes.hex(expected))"))
    }
    guard length >= 8 else {
      throw data.error(
        .invalid(
          structure: structure, reason: "it declares \(length) bytes, less than its 8-byte header"))
    }
    let whole = try data.region(
      structure, offset: UInt64(offset), length: UInt64(length), end: superBlob.upperBound)
    return (whole.lowerBound + 8)..<whole.upperBound
  }

  /// Decodes an XML entitlements property list at `range`.
  static func decodeXML(
    _ range: Range<Int>, of data: MachOBytes
  ) throws(MachOReadingError) -> Entitlements {
    let bytes = try data.entitlementsBytes(range, structure: "entitlements property list")
    do {
      let result = try PropertyListReader.dictionary(from: Data(bytes))
      return Entitlements(dictionary: result.dictionary)
    } catch {
      switch error {
      case .malformed(let reason):
        throw data.error(
          .malformedEntitlements(
            reason: "the property list at offset \(range.lowerBound) does not parse: \(reason)"))
      case .notADictionary(let found):
        throw data.error(
          .malformedEntitlements(
            reason: "the property list at offset \(range.lowerBound) is \(found), not a "
              + "dictionary"))
      }
    }
  }

  private static func decodeDER(
    _ range: Range<Int>, of data: MachOBytes
  ) throws(MachOReadingError) -> Entitlements {
    let bytes = try data.entitlementsBytes(range, structure: "DER entitlements")
    do {
      return Entitlements(dictionary: try DEREntitlements.decode(bytes, in: bytes.indices))
    } catch {
      switch error {
      case .malformed(var derError):
        // Offsets count from the start of the file, as everywhere else.
        derError.offset += range.lowerBound
        throw data.error(
          .malformedEntitlements(reason: "the DER entitlements are malformed \(derError)"))
      case .notADictionary(let found):
        throw data.error(
          .malformedEntitlements(reason: "the DER entitlements are \(found), not a dictionary"))
      }
    }
  }
}
