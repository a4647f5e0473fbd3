import AccessGroupKit
import Foundation

/// Writes Mach-O executables byte by byte, with a code signature laid out as
/// `mach-o/loader.h`, `mach-o/fat.h` and xnu's `cs_blobs.h` describe it.
enum MachOFixture {
  static let arm64: (UInt32, UInt32) = (0x0100_000C, 0)
  static let x86_64: (UInt32, UInt32) = (0x0100_0007, 3)
  static let armv7: (UInt32, UInt32) = (0x0000_000C, 9)

  /// A 32-bit word in the given byte order.
  static func word(_ value: UInt32, bigEndian: Bool = true) -> [UInt8] {
    let big = [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) }
    return bigEndian ? big : big.reversed()
  }

  /// A 64-bit word, big-endian.
  static func word64(_ value: UInt64) -> [UInt8] {
    stride(from: 56, through: 0, by: -8).map { UInt8((value >> UInt64($0)) & 0xFF) }
  }

  /// A blob: magic, length (header included), payload.
  static func blob(magic: UInt32, _ payload: [UInt8]) -> [UInt8] {
    word(magic) + word(UInt32(payload.count + 8)) + payload
  }

  /// An embedded-signature super blob with a stand-in code directory (slot 0) and the
  /// given entitlements blobs (slot 5, XML; slot 7, DER).
  static func superBlob(xml: [UInt8]?, der: [UInt8]? = nil) -> [UInt8] {
    var blobs: [(UInt32, [UInt8])] = [
      (0, blob(magic: 0xFADE_0C02, [UInt8](repeating: 0, count: 24)))
    ]
    if let xml { blobs.append((5, blob(magic: 0xFADE_7171, xml))) }
    if let der { blobs.append((7, blob(magic: 0xFADE_7172, der))) }
    var offset = 12 + 8 * blobs.count
    var index: [UInt8] = []
    var body: [UInt8] = []
    for (slot, bytes) in blobs {
      index += word(slot) + word(UInt32(offset))
      body += bytes
      offset += bytes.count
    }
    return word(0xFADE_0CC0) + word(UInt32(offset)) + word(UInt32(blobs.count)) + index + body
  }

  /// A thin Mach-O: header, an `LC_UUID`, a `__TEXT` segment with an `__entitlements`
  /// section when `simulated` is given, and an `LC_CODE_SIGNATURE` when `signature` is
  /// given; the section's bytes and the signature follow some stand-in code.
  static func thin(
    is64: Bool = true, bigEndian: Bool = false, cpu: (UInt32, UInt32) = arm64,
    signature: [UInt8]?, simulated: [UInt8]? = nil
  ) -> [UInt8] {
    func w(_ value: UInt32) -> [UInt8] { word(value, bigEndian: bigEndian) }
    func w64(_ value: UInt64) -> [UInt8] {
      let big = word64(value)
      return bigEndian ? big : big.reversed()
    }
    func name(_ text: String) -> [UInt8] {
      Array(text.utf8) + [UInt8](repeating: 0, count: 16 - text.utf8.count)
    }
    let headerSize = is64 ? 32 : 28
    let uuid = w(0x1B) + w(24) + [UInt8](repeating: 0xAB, count: 16)
    let segmentSize = simulated == nil ? 0 : (is64 ? 72 + 80 : 56 + 68)
    let commandsSize = uuid.count + segmentSize + (signature == nil ? 0 : 16)
    let code = [UInt8](repeating: 0x90, count: 40)
    let sectionOffset = (headerSize + commandsSize + code.count + 15) / 16 * 16
    let dataOffset = (sectionOffset + (simulated?.count ?? 0) + 15) / 16 * 16
    var commands = uuid
    if let simulated {
      let count = UInt64(simulated.count)
      if is64 {
        commands +=
          w(0x19) + w(UInt32(segmentSize)) + name("__TEXT") + w64(0) + w64(0x4000) + w64(0)
          + w64(UInt64(dataOffset)) + w(5) + w(5) + w(1) + w(0)
        commands +=
          name("__entitlements") + name("__TEXT") + w64(0) + w64(count)
          + w(UInt32(sectionOffset)) + w(0) + w(0) + w(0) + w(0) + w(0) + w(0) + w(0)
      } else {
        commands +=
          w(0x1) + w(UInt32(segmentSize)) + name("__TEXT") + w(0) + w(0x4000) + w(0)
          + w(UInt32(dataOffset)) + w(5) + w(5) + w(1) + w(0)
        commands +=
          name("__entitlements") + name("__TEXT") + w(0) + w(UInt32(count))
          + w(UInt32(sectionOffset)) + w(0) + w(0) + w(0) + w(0) + w(0) + w(0)
      }
    }
    if let signature {
      commands += w(0x1D) + w(16) + w(UInt32(dataOffset)) + w(UInt32(signature.count))
    }
    let magic: UInt32 = is64 ? 0xFEED_FACF : 0xFEED_FACE
    let commandCount = UInt32(1 + (simulated == nil ? 0 : 1) + (signature == nil ? 0 : 1))
    var header =
      w(magic) + w(cpu.0) + w(cpu.1) + w(2) + w(commandCount) + w(UInt32(commandsSize)) + w(0)
    if is64 { header += w(0) }
    var bytes = header + commands + code
    bytes += [UInt8](repeating: 0, count: sectionOffset - bytes.count) + (simulated ?? [])
    bytes += [UInt8](repeating: 0, count: dataOffset - bytes.count)
    return bytes + (signature ?? [])
  }

  /// A universal binary holding `slices` (each with its CPU), 16-byte aligned.
  static func universal(_ slices: [((UInt32, UInt32), [UInt8])], is64: Bool = false) -> [UInt8] {
    let entrySize = is64 ? 32 : 20
    var offset = (8 + entrySize * slices.count + 15) / 16 * 16
    var table: [UInt8] = []
    var body: [UInt8] = []
    for (cpu, bytes) in slices {
      table += word(cpu.0) + word(cpu.1)
      if is64 {
        table += word64(UInt64(offset)) + word64(UInt64(bytes.count)) + word(4) + word(0)
      } else {
        table += word(UInt32(offset)) + word(UInt32(bytes.count)) + word(4)
      }
      let padded = bytes + [UInt8](repeating: 0, count: (16 - bytes.count % 16) % 16)
      body += padded
      offset += padded.count
    }
    let head = word(is64 ? 0xCAFE_BABF : 0xCAFE_BABE) + word(UInt32(slices.count)) + table
    return head + [UInt8](repeating: 0, count: (16 - head.count % 16) % 16) + body
  }

  /// Entitlements as an XML property list, as `codesign` embeds them.
  static func xml(_ entitlements: Entitlements) throws -> [UInt8] {
    let object = PropertyListValue.dictionary(entitlements.dictionary).foundationObject
    return Array(
      try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0))
  }

  /// Entitlements in their DER form (CoreEntitlements' encoding), keys sorted.
  static func der(_ entitlements: Entitlements) -> [UInt8] {
    DERBuilder.element(
      0x70,
      DERBuilder.element(0x02, [0x01]) + derValue(.dictionary(entitlements.dictionary)))
  }

  private static func derValue(_ value: PropertyListValue) -> [UInt8] {
    switch value {
    case .string(let string): return DERBuilder.element(0x0C, Array(string.utf8))
    case .bool(let flag): return DERBuilder.element(0x01, [flag ? 0xFF : 0x00])
    case .integer(let number): return DERBuilder.element(0x02, [UInt8(truncatingIfNeeded: number)])
    case .array(let elements): return DERBuilder.element(0x30, elements.flatMap(derValue))
    case .dictionary(let entries):
      let pairs = entries.keys.sorted().flatMap { key in
        DERBuilder.element(
          0x30, DERBuilder.element(0x0C, Array(key.utf8)) + derValue(entries[key]!))
      }
      return DERBuilder.element(0xB0, pairs)
    case .real, .date, .data, .null: return DERBuilder.element(0x05, [])
    }
  }
}
