import Foundation
import Testing

@testable import AccessGroupKit

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  private func firstInvalid(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
  }

  @Test(
    "Bytes are UTF-8 exactly when Foundation decodes them, and the offset is the first bad byte")
  func bytesAreUTF8ExactlyWhenFoundationDecodesThem() {
    var random = SystemRandomNumberGenerator()
    // Mostly ASCII with lead and continuation bytes mixed in, at every alignment.
    let pieces: [[UInt8]] = [
      Array("plain ascii text ".utf8), Array("é☺𝄞".utf8), [0x80], [0xC0, 0x80], [0xE0, 0x80, 0x80],
      [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F], [0xFF], [0xC3],
    ]
    var invalid = 0
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let decodes = String(data: Data(bytes), encoding: .utf8) != nil
      let offset = firstInvalid(bytes)
      #expect((offset == nil) == decodes, "\(bytes)")
      if let offset {
        invalid += 1
        let before = Array(bytes[..<offset])
        #expect(String(data: Data(before), encoding: .utf8) != nil, "\(bytes) at \(offset)")
      }
    }
    #expect(invalid > 100)
  }

  @Test("A bad byte after long ASCII is found wherever it falls")
  func aBadByteAfterLongASCIIIsFound() {
    for position in 0..<40 {
      var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 48)
      bytes[position] = 0xFF
      #expect(firstInvalid(bytes) == position)
      #expect(firstInvalid(Array(bytes[1...])) == (position == 0 ? nil : position - 1))
    }
    #expect(firstInvalid([UInt8](repeating: 0x41, count: 1_001)) == nil)
  }
}
