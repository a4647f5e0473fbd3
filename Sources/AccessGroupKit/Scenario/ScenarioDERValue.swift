import Foundation

/// Format 3's values built from parts: `{"distinguishedName": […]}`, the DER bytes of an
/// X.501 name, and `{"certificate": {…}}`, the DER bytes of an X.509 certificate, so a
/// scenario can add certificates and query them by issuer, date or email address without
/// pasting base64.
///
/// The certificate carries a placeholder public key and signature: the keychain's certificate
/// filters read its names, serial number, validity and email addresses, never its key or
/// signature (§2.11).
enum ScenarioDERValue {
  /// The one-key objects format 3 adds to the special values.
  static let keys = ["certificate", "distinguishedName"]

  /// The members a certificate object may have.
  static let certificateKeys = [
    "emailAddresses", "issuer", "notAfter", "notBefore", "serialNumber", "subject",
  ]

  /// The attribute types a name may use by short name.
  static let attributeTypes: [String: String] = [
    "CN": "2.5.4.3", "SERIALNUMBER": "2.5.4.5", "C": "2.5.4.6", "L": "2.5.4.7",
    "ST": "2.5.4.8", "O": "2.5.4.10", "OU": "2.5.4.11", "emailAddress": "1.2.840.113549.1.9.1",
  ]

  /// The string types a name's value may be written as.
  static let stringTags: [String: UInt8] = ["printable": 0x13, "utf8": 0x0C, "ia5": 0x16]

  /// The data `member` of the special object `key` stands for.
  static func value(
    key: String, member: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> Data {
    switch key {
    case "distinguishedName": Data(try name(member, at: path, reader: reader))
    default: Data(try certificate(member, at: path, reader: reader))
    }
  }

  /// A DER `Name` from an array of attributes, each `{"CN": "value"}` or `{"type": "CN",
  /// "value": "value", "string": "utf8"}`; the type is a short name or a dotted object
  /// identifier. Without `string`, a value is a `PrintableString` when its characters allow,
  /// an email address an `IA5String`, anything else a `UTF8String`.
  static func name(
    _ member: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> [UInt8] {
    var content: [UInt8] = []
    for (index, entry) in try reader.array(member, at: path).enumerated() {
      let entryPath = path.index(index)
      let object = try reader.object(entry, at: entryPath)
      let type: String
      let value: String
      var stringType: String?
      let longFormKeys = ["string", "type", "value"]
      if object.count == 1, let (key, text) = object.first, !longFormKeys.contains(key) {
        type = key
        value = try reader.string(text, at: entryPath.key(key))
      } else {
        for key in object.keys.sorted() where !longFormKeys.contains(key) {
          throw reader.error(
            entryPath.key(key), "unknown member; an attribute has type, value and string")
        }
        guard let typeMember = object["type"], let valueMember = object["value"] else {
          throw reader.error(
            entryPath, "an attribute is {\"CN\": \"…\"} or has both type and value")
        }
        type = try reader.string(typeMember, at: entryPath.key("type"))
        value = try reader.string(valueMember, at: entryPath.key("value"))
        if let member = object["string"] {
          stringType = try reader.string(member, at: entryPath.key("string"))
        }
      }
      guard let identifier = objectIdentifier(attributeTypes[type] ?? type) else {
        throw reader.error(
          entryPath,
          "'\(type.excerpted)' is neither a known attribute type ("
            + attributeTypes.keys.sorted().joined(separator: ", ") + ") nor a dotted OID")
      }
      let tag: UInt8
      if let stringType {
        guard let known = stringTags[stringType] else {
          throw reader.error(
            entryPath.key("string"), "'\(stringType.excerpted)' is not printable, utf8 or ia5")
        }
        tag = known
      } else if type == "emailAddress" {
        tag = 0x16
      } else {
        tag = value.utf8.allSatisfy(isPrintable) ? 0x13 : 0x0C
      }
      let attribute =
        DEREncoding.element(identifier: 0x06, content: identifier)
        + DEREncoding.element(identifier: tag, content: Array(value.utf8))
      content += DEREncoding.element(
        identifier: 0x31, content: DEREncoding.element(identifier: 0x30, content: attribute))
    }
    return DEREncoding.element(identifier: 0x30, content: content)
  }

  /// A DER certificate from `subject`, `issuer` (default: the subject), `serialNumber`
  /// (default 1), `notBefore` and `notAfter` (ISO 8601 dates; default 2020-01-01 and
  /// 2049-12-31, written as `UTCTime` from 1950 to 2049 and `GeneralizedTime` otherwise, as
  /// RFC 5280 asks) and `emailAddresses` (a subject alternative name).
  static func certificate(
    _ member: JSONValue, at path: JSONPath, reader: ScenarioJSONReader
  ) throws(ScenarioError) -> [UInt8] {
    let object = try reader.object(member, at: path)
    for key in object.keys.sorted() where !certificateKeys.contains(key) {
      throw reader.error(
        path.key(key),
        "unknown member; a certificate has " + certificateKeys.joined(separator: ", "))
    }
    guard let subjectMember = object["subject"] else {
      throw reader.error(path, "a certificate needs a subject")
    }
    let subject = try name(subjectMember, at: path.key("subject"), reader: reader)
    let issuer = try object["issuer"].map { member throws(ScenarioError) in
      try name(member, at: path.key("issuer"), reader: reader)
    }
    var serial: Int64 = 1
    if let member = object["serialNumber"] {
      serial = try reader.integer(member, at: path.key("serialNumber"))
      guard serial >= 0 else {
        throw reader.error(path.key("serialNumber"), "a serial number is not negative")
      }
    }
    func time(_ key: String, default text: String) throws(ScenarioError) -> [UInt8] {
      let given = try object[key].map { member throws(ScenarioError) in
        try reader.string(member, at: path.key(key))
      }
      guard let date = PropertyListValue.parseDate(given ?? text) else {
        throw reader.error(
          path.key(key), "'\(given ?? text)' is not an ISO 8601 date such as 2026-01-01T00:00:00Z")
      }
      return encodedTime(date)
    }
    let notBefore = try time("notBefore", default: "2020-01-01T00:00:00Z")
    let notAfter = try time("notAfter", default: "2049-12-31T23:59:59Z")
    var emails: [String] = []
    if let member = object["emailAddresses"] {
      for (index, element) in try reader.array(member, at: path.key("emailAddresses"))
        .enumerated()
      {
        emails.append(try reader.string(element, at: path.key("emailAddresses").index(index)))
      }
    }
    return build(
      subject: subject, issuer: issuer ?? subject, serial: serial, notBefore: notBefore,
      notAfter: notAfter, emails: emails)
  }

  /// The certificate's bytes from its encoded parts.
  static func build(
    subject: [UInt8], issuer: [UInt8], serial: Int64, notBefore: [UInt8], notAfter: [UInt8],
    emails: [String]
  ) -> [UInt8] {
    func element(_ identifier: UInt8, _ content: [UInt8]) -> [UInt8] {
      DEREncoding.element(identifier: identifier, content: content)
    }
    // ecdsa-with-SHA256 and id-ecPublicKey with P-256.
    let algorithm = element(0x30, element(0x06, objectIdentifier("1.2.840.10045.4.3.2")!))
    let keyAlgorithm = element(
      0x30,
      element(0x06, objectIdentifier("1.2.840.10045.2.1")!)
        + element(0x06, objectIdentifier("1.2.840.10045.3.1.7")!))
    let publicKey = element(
      0x30, keyAlgorithm + element(0x03, [0x00, 0x04] + [UInt8](repeating: 0x01, count: 64)))
    var fields = element(0xA0, element(0x02, [0x02])) + element(0x02, integerBytes(serial))
    fields += algorithm + issuer + element(0x30, notBefore + notAfter) + subject + publicKey
    if !emails.isEmpty {
      let names = element(0x30, emails.flatMap { element(0x81, Array($0.utf8)) })
      let alternativeName = element(
        0x30, element(0x06, objectIdentifier("2.5.29.17")!) + element(0x04, names))
      fields += element(0xA3, element(0x30, alternativeName))
    }
    let signature = element(0x03, [0x00] + element(0x30, element(0x02, [1]) + element(0x02, [1])))
    return element(0x30, element(0x30, fields) + algorithm + signature)
  }

  /// `UTCTime` for the years 1950 to 2049, else `GeneralizedTime`, in UTC to the second.
  static func encodedTime(_ date: Date) -> [UInt8] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: date)
    let year = parts.year ?? 2000
    func two(_ value: Int?) -> String {
      let number = value ?? 0
      return number < 10 ? "0\(number)" : "\(number)"
    }
    let rest = [parts.month, parts.day, parts.hour, parts.minute, parts.second].map(two).joined()
    if (1950..<2050).contains(year) {
      return DEREncoding.element(
        identifier: 0x17, content: Array((two(year % 100) + rest + "Z").utf8))
    }
    let fourDigits = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return DEREncoding.element(identifier: 0x18, content: Array((fourDigits + rest + "Z").utf8))
  }

  /// A non-negative integer's DER content: big-endian, with a leading zero when the first
  /// bit is set.
  static func integerBytes(_ value: Int64) -> [UInt8] {
    var bytes: [UInt8] = []
    var rest = value
    repeat {
      bytes.insert(UInt8(rest & 0xFF), at: 0)
      rest >>= 8
    } while rest > 0
    if bytes[0] & 0x80 != 0 { bytes.insert(0, at: 0) }
    return bytes
  }

  /// The content octets of a dotted object identifier, or `nil` when it is not one.
  static func objectIdentifier(_ dotted: String) -> [UInt8]? {
    let arcs = dotted.split(separator: ".", omittingEmptySubsequences: false).map { UInt64($0) }
    guard arcs.count >= 2, arcs.allSatisfy({ $0 != nil }), let first = arcs[0],
      let second = arcs[1], first <= 2, first == 2 || second < 40
    else { return nil }
    var content: [UInt8] = []
    for arc in [first * 40 + second] + arcs.dropFirst(2).map({ $0! }) {
      var chunk: [UInt8] = [UInt8(arc & 0x7F)]
      var rest = arc >> 7
      while rest > 0 {
        chunk.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
        rest >>= 7
      }
      content += chunk
    }
    return content
  }

  /// Whether `byte` may appear in a `PrintableString`.
  static func isPrintable(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x41...0x5A, 0x61...0x7A, 0x30...0x39: true
    default: Array(" '()+,-./:=?".utf8).contains(byte)
    }
  }
}
