import AccessGroupKit
import Foundation

/// Mutates file contents: bit flips, truncation, range deletion and duplication, splices,
/// DER length corruption, and line- and token-level edits for text formats.
struct FileMutator {
  var random: SplitMix64

  /// Tokens that matter to one of the formats, inserted by text mutations.
  static let tokens = [
    "<dict>", "</dict>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>",
    "<integer>", "</integer>", "<true/>", "<false/>", "<data>", "</data>", "<date>", "<real>",
    "<?xml", "</plist>", "<!DOCTYPE", "&amp;", "&#0;", "&#xFFFF;", "]]>", "<![CDATA[",
    "$(", "${", ")", "$(inherited)", "$(A:rfc1034identifier)", "$(A:upper)", "#include \"x\"",
    "#include? \"\"", "\\", "//", "=", "[sdk=*]", ";", "{", "}", "[", "]", "\"", ":", ",",
    "null", "true", "1e999", "-0", "\"\\ud800\"", "\"steps\"", "\"apps\"", "\"expect\"",
    "\"call\"", "\"errSecParam\"", "\"entitlementsFile\"", "\u{0}", "\u{FEFF}", "🔑", "\n",
    "Executable=/x\n", "bplist00", "\u{FA}\u{DE}\u{71}\u{71}",
  ]

  /// One to four mutations of `bytes`; `others` are splice donors.
  mutating func mutate(_ bytes: [UInt8], others: [[UInt8]]) -> [UInt8] {
    var result = bytes
    for _ in 0..<(1 + random.below(4)) {
      result = mutateOnce(result, others: others)
    }
    return result
  }

  mutating func mutateOnce(_ input: [UInt8], others: [[UInt8]]) -> [UInt8] {
    var bytes = input
    guard !bytes.isEmpty else { return random.bytes(random.below(16)) }
    let position = random.below(bytes.count)
    switch random.below(12) {
    case 0:  // flip bits
      for _ in 0..<(1 + random.below(8)) {
        bytes[random.below(bytes.count)] ^= 1 << UInt8(random.below(8))
      }
    case 1:  // interesting byte
      bytes[position] = random.pick([0x00, 0xFF, 0x7F, 0x80, 0x30, 0x0A, 0x3C, 0x24])
    case 2:  // truncate
      bytes.removeSubrange(position...)
    case 3:  // delete a range
      bytes.removeSubrange(position..<min(bytes.count, position + 1 + random.below(64)))
    case 4:  // duplicate a range
      let end = min(bytes.count, position + 1 + random.below(256))
      bytes.insert(contentsOf: bytes[position..<end], at: random.below(bytes.count))
    case 5:  // insert random bytes
      bytes.insert(contentsOf: random.bytes(1 + random.below(16)), at: position)
    case 6:  // splice another seed
      if let donor = others.isEmpty ? nil : random.pick(others), !donor.isEmpty {
        let start = random.below(donor.count)
        let piece = donor[start..<min(donor.count, start + 1 + random.below(512))]
        bytes.replaceSubrange(position..<min(bytes.count, position + piece.count), with: piece)
      }
    case 7, 8:  // corrupt a DER length
      bytes = corruptDERLength(bytes)
    case 9:  // insert a format token
      bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: position)
    case 10:  // line edits
      bytes = editLines(bytes)
    default:  // replace a run with one repeated byte (keeps lengths: "plist missing")
      let end = min(bytes.count, position + 1 + random.below(2_048))
      let filler = random.pick([0x00, 0x20, 0x41] as [UInt8])
      for index in position..<end { bytes[index] = filler }
    }
    return bytes
  }

  /// Finds a constructed or string DER tag and rewrites the length after it.
  mutating func corruptDERLength(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    let tags: Set<UInt8> = [0x30, 0x31, 0x04, 0xA0, 0x06, 0x02, 0x0C, 0x24]
    let start = random.below(bytes.count)
    guard
      let index = bytes[start...].firstIndex(where: tags.contains)
        ?? bytes.firstIndex(where: tags.contains),
      index + 1 < bytes.count
    else { return bytes }
    let lengthIndex = index + 1
    switch random.below(6) {
    case 0: bytes[lengthIndex] = 0x80  // indefinite
    case 1: bytes[lengthIndex] = 0xFF  // reserved
    case 2: bytes[lengthIndex] = 0x89  // nine length octets
    case 3: bytes[lengthIndex] = bytes[lengthIndex] &+ UInt8(1 + random.below(4))
    case 4: bytes[lengthIndex] = bytes[lengthIndex] &- UInt8(1 + random.below(4))
    default:
      bytes.replaceSubrange(lengthIndex..<(lengthIndex + 1), with: [0x84, 0x7F, 0xFF, 0xFF, 0xFF])
    }
    return bytes
  }

  /// Deletes, duplicates or swaps lines.
  mutating func editLines(_ input: [UInt8]) -> [UInt8] {
    var lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    guard !lines.isEmpty else { return input }
    let a = random.below(lines.count)
    let b = random.below(lines.count)
    switch random.below(3) {
    case 0: lines.remove(at: a)
    case 1: lines.insert(lines[a], at: b)
    default: lines.swapAt(a, b)
    }
    return Array(lines.joined(separator: [0x0A]))
  }
}
