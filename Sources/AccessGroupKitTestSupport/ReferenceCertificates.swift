import Foundation

/// The reference model's own reading of DER names and certificates, written apart from the
/// store's so the two can disagree: one-byte tags and definite lengths only, which is all the
/// differential test's certificates use.
enum ReferenceDER {
  /// One element: its tag byte, the bytes of the whole element and of its content.
  struct Element {
    var tag: UInt8
    var whole: ArraySlice<UInt8>
    var content: ArraySlice<UInt8>
  }

  /// The first element of `bytes`, or nil when it is malformed or runs past the end.
  static func first(_ bytes: ArraySlice<UInt8>) -> Element? {
    var index = bytes.startIndex
    guard index < bytes.endIndex else { return nil }
    let tag = bytes[index]
    guard tag & 0x1F != 0x1F else { return nil }
    index += 1
    guard index < bytes.endIndex else { return nil }
    var length = Int(bytes[index])
    index += 1
    if length == 0x80 { return nil }
    if length > 0x80 {
      let count = length - 0x80
      guard count <= 4, bytes.endIndex - index >= count else { return nil }
      length = 0
      for _ in 0..<count {
        length = length << 8 | Int(bytes[index])
        index += 1
      }
    }
    guard bytes.endIndex - index >= length else { return nil }
    return Element(
      tag: tag, whole: bytes[bytes.startIndex..<index + length],
      content: bytes[index..<index + length])
  }

  /// Every element of `bytes`, which they must fill exactly.
  static func all(_ bytes: ArraySlice<UInt8>) -> [Element]? {
    var rest = bytes
    var result: [Element] = []
    while !rest.isEmpty {
      guard let element = first(rest) else { return nil }
      result.append(element)
      rest = rest[element.whole.endIndex...]
    }
    return result
  }

  /// `tag`, a shortest-form length and `content`.
  static func encode(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
    var length: [UInt8] = []
    var count = content.count
    if count < 0x80 {
      length = [UInt8(count)]
    } else {
      while count > 0 {
        length.insert(UInt8(count & 0xFF), at: 0)
        count >>= 8
      }
      length.insert(0x80 | UInt8(length.count), at: 0)
    }
    return [tag] + length + content
  }
}

/// `SecItemAttributesPrepare` (`SecItem.m`) sends a DER name given as `kSecAttrIssuer` in the
/// normalized form of `createNormalizedX501Name` (`SecCertificate.c`).
enum ReferenceName {
  /// The normalized content of a DER `Name`, or nil when `data` is not one.
  static func normalized(_ data: Data) -> Data? {
    guard let name = ReferenceDER.first(ArraySlice(data)), name.tag == 0x30 else { return nil }
    return normalized(content: name.content)
  }

  /// The normalized form of a name's content: PrintableString values upper-cased with blanks
  /// squeezed; every length rewritten.
  static func normalized(content: ArraySlice<UInt8>) -> Data? {
    guard let sets = ReferenceDER.all(content) else { return nil }
    var output: [UInt8] = []
    for set in sets {
      guard set.tag == 0x31, let pairs = ReferenceDER.all(set.content), !pairs.isEmpty else {
        return nil
      }
      var setBytes: [UInt8] = []
      for pair in pairs {
        guard pair.tag == 0x30, let parts = ReferenceDER.all(pair.content), parts.count == 2,
          parts[0].tag == 0x06, !parts[0].content.isEmpty
        else { return nil }
        var value = Array(parts[1].whole)
        if parts[1].tag == 0x13 {
          let words = String(decoding: parts[1].content, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" })
          let text = words.joined(separator: " ")
          let upper = text.utf8.map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
          value = ReferenceDER.encode(0x13, upper)
        }
        setBytes += ReferenceDER.encode(0x30, Array(parts[0].whole) + value)
      }
      output += ReferenceDER.encode(0x31, setBytes)
    }
    return Data(output)
  }
}

/// What securityd's certificate filters read of an item's data (`SecCertificateParse`):
/// validity and email addresses; nil for data that is no certificate.
struct ReferenceCertificate {
  var notBefore: Date
  var notAfter: Date
  var emails: [String]

  init?(_ data: Data) {
    guard let outer = ReferenceDER.first(ArraySlice(data)), outer.tag == 0x30,
      let signed = ReferenceDER.all(outer.content), signed.count == 3,
      signed[0].tag == 0x30, signed[1].tag == 0x30, signed[2].tag == 0x03,
      var fields = ReferenceDER.all(signed[0].content).map(ArraySlice.init)
    else { return nil }
    if fields.first?.tag == 0xA0 { fields.removeFirst() }
    guard fields.count >= 6, fields[fields.startIndex].tag == 0x02,
      (1...37).contains(fields[fields.startIndex].content.count)
    else { return nil }
    let validity = fields[fields.startIndex + 3]
    let subject = fields[fields.startIndex + 4]
    guard validity.tag == 0x30, let times = ReferenceDER.all(validity.content), times.count == 2,
      let start = Self.date(times[0]), let end = Self.date(times[1]), subject.tag == 0x30
    else { return nil }
    notBefore = start
    notAfter = end
    var emails: [String] = []
    if let extensions = fields.last, extensions.tag == 0xA3,
      let list = ReferenceDER.first(extensions.content),
      let entries = ReferenceDER.all(list.content)
    {
      for entry in entries {
        guard let parts = ReferenceDER.all(entry.content), parts.count >= 2,
          Array(parts[0].content) == [0x55, 0x1D, 0x11],
          let names = ReferenceDER.first(parts[parts.count - 1].content),
          let generalNames = ReferenceDER.all(names.content)
        else { continue }
        emails += generalNames.filter { $0.tag == 0x81 }.map {
          String(decoding: $0.content, as: UTF8.self)
        }
      }
    }
    for set in ReferenceDER.all(subject.content) ?? [] {
      for pair in ReferenceDER.all(set.content) ?? [] {
        guard let parts = ReferenceDER.all(pair.content), parts.count == 2,
          Array(parts[0].content) == [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x01]
        else { continue }
        emails.append(String(decoding: parts[1].content, as: UTF8.self))
      }
    }
    self.emails = emails
  }

  /// A UTCTime `YYMMDDhhmmssZ` or GeneralizedTime `YYYYMMDDhhmmssZ`, through Foundation's
  /// calendar.
  static func date(_ element: ReferenceDER.Element) -> Date? {
    let text = String(decoding: element.content, as: UTF8.self)
    guard text.hasSuffix("Z"), text.dropLast().allSatisfy(\.isNumber) else { return nil }
    var digits = String(text.dropLast())
    if element.tag == 0x17, digits.count == 12 {
      let year = Int(digits.prefix(2))!
      digits = (year < 50 ? "20" : "19") + digits
    } else if element.tag != 0x18 || digits.count != 14 {
      return nil
    }
    let numbers = stride(from: 4, to: 14, by: 2).map {
      Int(digits.dropFirst($0).prefix(2))!
    }
    var components = DateComponents()
    components.year = Int(digits.prefix(4))
    (components.month, components.day, components.hour, components.minute, components.second) =
      (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard let date = calendar.date(from: components),
      calendar.component(.day, from: date) == numbers[1]
    else { return nil }
    return date
  }
}
