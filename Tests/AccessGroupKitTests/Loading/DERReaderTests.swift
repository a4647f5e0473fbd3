import Testing

@testable import AccessGroupKit

@Suite("DER reader")
struct DERReaderTests {
  private func element(_ bytes: [UInt8]) throws(DERError) -> DERElement {
    try DERReader(bytes).element(at: 0, limit: bytes.count)
  }

  private func failure(_ bytes: [UInt8]) -> DERError? {
    do {
      _ = try element(bytes)
      return nil
    } catch {
      return error
    }
  }

  @Test func shortFormLengthIsRead() throws {
    let read = try element([0x04, 0x02, 0xAA, 0xBB])

    #expect(read.tag == .octetString)
    #expect(read.contentStart == 2)
    #expect(read.contentEnd == 4)
    #expect(read.end == 4)
    #expect(!read.isIndefiniteLength)
  }

  @Test func longFormAndNonMinimalLengthsAreRead() throws {
    let read = try element([0x04, 0x82, 0x00, 0x02, 0xAA, 0xBB])

    #expect(read.contentStart == 4)
    #expect(read.contentLength == 2)
    #expect(read.end == 6)
  }

  @Test func lengthThatOverflowsIsAnErrorNotATrap() {
    let bytes: [UInt8] = [0x04, 0x88] + Array(repeating: 0xFF, count: 8)

    #expect(
      failure(bytes) == DERError(offset: 1, message: "the length of OCTET STRING (0x04) overflows"))
  }

  @Test func lengthNearIntMaxThatRunsPastTheDataIsAnError() {
    let bytes: [UInt8] = [0x04, 0x88, 0x7F] + Array(repeating: 0xFF, count: 7)

    #expect(
      failure(bytes)
        == DERError(
          offset: 1,
          message: "the length \(Int.max) of OCTET STRING (0x04) at offset 0 runs past the end "
            + "of the data at offset 10 (only 0 bytes remain)"))
  }

  @Test func lengthWithMoreThanEightOctetsIsRejected() {
    #expect(
      failure([0x04, 0x89] + Array(repeating: 0, count: 9))
        == DERError(
          offset: 1,
          message: "the length of OCTET STRING (0x04) uses 9 octets (0x89), more than any real "
            + "length needs"))
  }

  @Test func reservedLengthOctetIsRejected() {
    #expect(failure([0x04, 0xFF])?.message.contains("uses 127 octets (0xff)") == true)
  }

  @Test func missingLengthIsAnError() {
    #expect(
      failure([0x30])
        == DERError(
          offset: 1,
          message: "expected the length of SEQUENCE (0x30), found the end of the data at offset 1"))
  }

  @Test func indefiniteLengthOnAPrimitiveElementIsRejected() {
    #expect(
      failure([0x04, 0x80, 0x00, 0x00])
        == DERError(
          offset: 1, message: "OCTET STRING (0x04) is primitive but has an indefinite length (0x80)"
        ))
  }

  @Test func indefiniteLengthEndsAtEndOfContents() throws {
    let read = try element([0x30, 0x80, 0x04, 0x01, 0xAA, 0x00, 0x00])

    #expect(read.isIndefiniteLength)
    #expect(read.contentStart == 2)
    #expect(read.contentEnd == 5)
    #expect(read.end == 7)
  }

  @Test func indefiniteLengthWithoutEndOfContentsIsAnError() {
    #expect(
      failure([0x30, 0x80, 0x04, 0x01, 0xAA])
        == DERError(
          offset: 5,
          message: "expected the end-of-contents octets (00 00) of the indefinite-length "
            + "SEQUENCE (0x30) at offset 0, found the end of the data at offset 5"))
  }

  @Test func deeplyNestedIndefiniteLengthsAreRejected() {
    let bytes = Array([[UInt8]](repeating: [0x30, 0x80], count: 200).joined())

    #expect(failure(bytes)?.message == "elements nest deeper than 64 levels")
  }

  @Test func deeplyNestedDefiniteLengthsAreRejectedByTheTreeCheck() throws {
    var bytes: [UInt8] = [0x05, 0x00]
    for _ in 0..<100 { bytes = [0x30] + DERBuilder.length(bytes.count) + bytes }
    let reader = DERReader(bytes)
    let outer = try reader.element(at: 0, limit: bytes.count)

    #expect(throws: DERError.self) { try reader.validateTree(outer) }
  }

  @Test func childThatOverrunsItsParentIsAnError() throws {
    let bytes: [UInt8] = [0x30, 0x03, 0x04, 0x02, 0xAA, 0xBB]
    let reader = DERReader(bytes)
    let outer = try reader.element(at: 0, limit: bytes.count)

    #expect(outer.end == 5)
    #expect(
      throws: DERError(
        offset: 3,
        message: "the length 2 of OCTET STRING (0x04) at offset 2 runs past the end of the "
          + "enclosing element at offset 5 (only 1 bytes remain)")
    ) {
      try reader.children(of: outer)
    }
  }

  @Test func multiByteTagNumberIsRead() throws {
    let read = try element([0x9F, 0x81, 0x00, 0x00])

    #expect(read.tag == DERTag(tagClass: .contextSpecific, isConstructed: false, number: 128))
    #expect(read.tag.description == "[128]")
    #expect(read.end == 4)
  }

  @Test func objectIdentifiersAreDecodedToDottedForm() throws {
    let reader = DERReader(DERBuilder.signedDataIdentifier)
    let identifier = try reader.element(at: 0, limit: reader.bytes.count)

    #expect(reader.objectIdentifier(identifier) == "1.2.840.113549.1.7.2")
  }

  @Test func truncatedObjectIdentifierHasNoDottedForm() throws {
    let reader = DERReader([0x06, 0x02, 0x2A, 0x86])
    let identifier = try reader.element(at: 0, limit: 4)

    #expect(reader.objectIdentifier(identifier) == nil)
  }

  @Test(arguments: [
    (DERTag.sequence, "SEQUENCE (0x30)"), (.set, "SET (0x31)"), (.integer, "INTEGER (0x02)"),
    (.context(0), "[0] (0xa0)"), (.constructedOctetString, "constructed OCTET STRING (0x24)"),
  ])
  func tagsDescribeThemselvesWithTheirIdentifierOctet(_ tag: DERTag, _ expected: String) {
    #expect(tag.description == expected)
  }
}
