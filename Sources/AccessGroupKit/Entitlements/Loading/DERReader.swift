/// A bounds-checked reader for BER/DER tag-length-value elements (X.690).
///
/// It accepts DER and the BER forms CMS producers use: long-form and non-minimal lengths,
/// multi-byte tag numbers, and constructed elements with indefinite length (`0x80`, ended by
/// `00 00`). Every length is added with overflow checks and must fit inside its enclosing
/// element; nesting is limited to ``maximumDepth`` levels, so no input can trap or exhaust
/// the stack. Errors name the byte offset and what was expected there.
struct DERReader: Sendable {
  /// The bytes being read.
  let bytes: [UInt8]

  /// How deeply elements may nest before the input is rejected.
  let maximumDepth: Int

  /// Creates a reader over `bytes`.
  ///
  /// - Parameters:
  ///   - bytes: The encoded data.
  ///   - maximumDepth: How deeply elements may nest.
  init(_ bytes: [UInt8], maximumDepth: Int = 64) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Reads the element that starts at `offset` and must end by `limit`.
  ///
  /// - Parameters:
  ///   - offset: The offset of the identifier octet.
  ///   - limit: The end of the enclosing element (or of the data).
  ///   - depth: How deeply this element is nested; used to bound indefinite lengths.
  /// - Returns: The element's location.
  /// - Throws: ``DERError`` when the tag or length is truncated, malformed, or runs past
  ///   `limit`.
  func element(at offset: Int, limit: Int, depth: Int = 0) throws(DERError) -> DERElement {
    guard depth <= maximumDepth else {
      throw DERError(offset: offset, message: "elements nest deeper than \(maximumDepth) levels")
    }
    let limit = Swift.min(limit, bytes.count)
    guard offset >= 0, offset < limit else {
      throw DERError(offset: offset, message: "expected a tag, found \(endName(limit))")
    }
    let identifier = bytes[offset]
    var cursor = offset + 1
    var number = UInt32(identifier & 0x1F)
    if number == 0x1F {
      number = 0
      var continues = true
      var count = 0
      while continues {
        guard cursor < limit else {
          throw DERError(
            offset: cursor,
            message: "expected more of a multi-byte tag number, found "
              + endName(limit))
        }
        let octet = bytes[cursor]
        count += 1
        guard count <= 4, number <= (UInt32.max >> 7) else {
          throw DERError(offset: offset, message: "the tag number is too large")
        }
        number = number << 7 | UInt32(octet & 0x7F)
        continues = octet & 0x80 != 0
        cursor += 1
      }
    }
    let tag = DERTag(
      tagClass: DERTag.TagClass(rawValue: identifier >> 6) ?? .universal,
      isConstructed: identifier & 0x20 != 0, number: number)

    guard cursor < limit else {
      throw DERError(
        offset: cursor, message: "expected the length of \(tag), found \(endName(limit))")
    }
    let lengthOffset = cursor
    let first = bytes[cursor]
    cursor += 1
    if first == 0x80 {
      guard tag.isConstructed else {
        throw DERError(
          offset: lengthOffset,
          message: "\(tag) is primitive but has an indefinite length (0x80)")
      }
      return try indefiniteElement(
        tag: tag, offset: offset, contentStart: cursor, limit: limit, depth: depth)
    }
    var length = 0
    if first < 0x80 {
      length = Int(first)
    } else {
      let count = Int(first & 0x7F)
      guard first != 0xFF, count <= 8 else {
        throw DERError(
          offset: lengthOffset,
          message: "the length of \(tag) uses \(count) octets (0x\(Self.hex(first))), "
            + "more than any real length needs")
      }
      guard count <= limit - cursor else {
        throw DERError(
          offset: lengthOffset,
          message: "expected \(count) length octets for \(tag), found \(endName(limit))")
      }
      for _ in 0..<count {
        let (shifted, shiftOverflow) = length.multipliedReportingOverflow(by: 256)
        let (sum, addOverflow) = shifted.addingReportingOverflow(Int(bytes[cursor]))
        guard !shiftOverflow, !addOverflow else {
          throw DERError(offset: lengthOffset, message: "the length of \(tag) overflows")
        }
        length = sum
        cursor += 1
      }
    }
    let (contentEnd, overflow) = cursor.addingReportingOverflow(length)
    guard !overflow, contentEnd <= limit else {
      throw DERError(
        offset: lengthOffset,
        message: "the length \(length) of \(tag) at offset \(offset) runs past "
          + "\(endName(limit)) (only \(limit - cursor) bytes remain)")
    }
    return DERElement(
      tag: tag, offset: offset, contentStart: cursor, contentEnd: contentEnd, end: contentEnd,
      isIndefiniteLength: false)
  }

  /// The elements inside a constructed element, in order; they must exactly fill it.
  ///
  /// - Parameters:
  ///   - element: A constructed element.
  ///   - depth: The element's nesting depth.
  /// - Returns: The child elements.
  /// - Throws: ``DERError`` when a child is malformed or overruns the element.
  func children(of element: DERElement, depth: Int = 0) throws(DERError) -> [DERElement] {
    guard element.tag.isConstructed else {
      throw DERError(
        offset: element.offset, message: "expected a constructed element, found \(element.tag)")
    }
    var result: [DERElement] = []
    var cursor = element.contentStart
    while cursor < element.contentEnd {
      let child = try self.element(at: cursor, limit: element.contentEnd, depth: depth + 1)
      result.append(child)
      cursor = child.end
    }
    return result
  }

  /// Checks that every constructed element inside `element`, at any depth, is made of
  /// well-formed elements that exactly fill it.
  ///
  /// - Parameters:
  ///   - element: The element to check.
  ///   - depth: The element's nesting depth.
  /// - Throws: ``DERError`` for the first malformed element.
  func validateTree(_ element: DERElement, depth: Int = 0) throws(DERError) {
    guard element.tag.isConstructed else { return }
    for child in try children(of: element, depth: depth) {
      try validateTree(child, depth: depth + 1)
    }
  }

  /// The content octets of an element.
  ///
  /// - Parameter element: An element read from ``bytes``.
  /// - Returns: The bytes between its header and its end.
  func contents(of element: DERElement) -> ArraySlice<UInt8> {
    bytes[element.contentStart..<element.contentEnd]
  }

  /// The dotted form of an `OBJECT IDENTIFIER`'s contents, such as `1.2.840.113549.1.7.2`,
  /// or `nil` when the encoding is malformed.
  ///
  /// - Parameter element: An `OBJECT IDENTIFIER` element.
  /// - Returns: The dotted identifier.
  func objectIdentifier(_ element: DERElement) -> String? {
    let content = contents(of: element)
    guard !content.isEmpty, content.last.map({ $0 & 0x80 == 0 }) == true else { return nil }
    var arcs: [UInt64] = []
    var value: UInt64 = 0
    for octet in content {
      guard value <= (UInt64.max >> 7) else { return nil }
      value = value << 7 | UInt64(octet & 0x7F)
      if octet & 0x80 == 0 {
        arcs.append(value)
        value = 0
      }
    }
    guard let first = arcs.first else { return nil }
    let head: [UInt64] = first < 80 ? [first / 40, first % 40] : [2, first - 80]
    return (head + arcs.dropFirst()).map(String.init).joined(separator: ".")
  }

  /// A two-digit lower-case hexadecimal byte.
  static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }

  private func indefiniteElement(
    tag: DERTag, offset: Int, contentStart: Int, limit: Int, depth: Int
  ) throws(DERError) -> DERElement {
    var cursor = contentStart
    while true {
      guard cursor < limit else {
        throw DERError(
          offset: cursor,
          message: "expected the end-of-contents octets (00 00) of the indefinite-length "
            + "\(tag) at offset \(offset), found \(endName(limit))")
      }
      if bytes[cursor] == 0 {
        guard cursor + 1 < limit, bytes[cursor + 1] == 0 else {
          throw DERError(
            offset: cursor,
            message: "expected end-of-contents octets (00 00) for the indefinite-length "
              + "\(tag) at offset \(offset)")
        }
        return DERElement(
          tag: tag, offset: offset, contentStart: contentStart, contentEnd: cursor,
          end: cursor + 2, isIndefiniteLength: true)
      }
      let child = try element(at: cursor, limit: limit, depth: depth + 1)
      cursor = child.end
    }
  }

  private func endName(_ limit: Int) -> String {
    limit >= bytes.count
      ? "the end of the data at offset \(bytes.count)"
      : "the end of the enclosing element at offset \(limit)"
  }
}
