import Foundation

/// DER built from parts for the certificate tests: names, certificates with a chosen issuer,
/// subject, serial number, validity and email addresses. The signature and key are
/// placeholders (securityd's match filters never check them), so no key material is needed.
enum TestCertificates {
  /// The common name attribute type, 2.5.4.3.
  static let commonName: [UInt8] = [0x55, 0x04, 0x03]
  /// The organization attribute type, 2.5.4.10.
  static let organization: [UInt8] = [0x55, 0x04, 0x0A]
  /// The PKCS #9 email address attribute type, 1.2.840.113549.1.9.1.
  static let emailAddress: [UInt8] = [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x09, 0x01]

  /// A string tag: PrintableString, UTF8String or IA5String.
  enum StringKind: UInt8 {
    case printable = 0x13
    case utf8 = 0x0C
    case ia5 = 0x16
  }

  /// One tag-length-value element.
  static func element(_ identifier: UInt8, _ content: [UInt8]) -> [UInt8] {
    var length: [UInt8]
    if content.count < 0x80 {
      length = [UInt8(content.count)]
    } else if content.count <= 0xFF {
      length = [0x81, UInt8(content.count)]
    } else {
      length = [0x82, UInt8(content.count >> 8), UInt8(content.count & 0xFF)]
    }
    return [identifier] + length + content
  }

  /// The content of a name: one relative name per attribute.
  static func nameContent(
    _ attributes: [(type: [UInt8], value: String, kind: StringKind)]
  )
    -> [UInt8]
  {
    attributes.flatMap { attribute in
      element(
        0x31,
        element(
          0x30,
          element(0x06, attribute.type)
            + element(attribute.kind.rawValue, Array(attribute.value.utf8))))
    }
  }

  /// A DER `Name` (a `SEQUENCE`) with one common name.
  static func name(_ commonNameValue: String, kind: StringKind = .printable) -> Data {
    Data(element(0x30, nameContent([(commonName, commonNameValue, kind)])))
  }

  /// The normalized content securityd stores for `name(_:kind:)`, spelled out: the
  /// relative name's `SET`, the attribute's `SEQUENCE`, the type and the value.
  static func normalizedName(_ value: String, kind: StringKind = .printable) -> Data {
    Data(nameContent([(commonName, value, kind)]))
  }

  /// A certificate whose issuer and subject are common names (PrintableString), valid from
  /// `notBefore` to `notAfter` (UTCTime `YYMMDDhhmmssZ` when 13 characters long, else
  /// GeneralizedTime), with `emails` in a subject alternative name.
  static func certificate(
    subject: String, issuer: String, serial: UInt8 = 1,
    notBefore: String = "200101000000Z", notAfter: String = "400101000000Z",
    emails: [String] = []
  ) -> Data {
    let issuerName = element(0x30, nameContent([(commonName, issuer, .printable)]))
    let subjectName = element(0x30, nameContent([(commonName, subject, .printable)]))
    return certificate(
      issuerName: issuerName, subjectName: subjectName, serial: serial, notBefore: notBefore,
      notAfter: notAfter, emails: emails)
  }

  /// A certificate with whole DER names.
  static func certificate(
    issuerName: [UInt8], subjectName: [UInt8], serial: UInt8, notBefore: String,
    notAfter: String, emails: [String] = []
  ) -> Data {
    func time(_ text: String) -> [UInt8] {
      element(text.count == 13 || text.count == 11 ? 0x17 : 0x18, Array(text.utf8))
    }
    // ecdsa-with-SHA256, 1.2.840.10045.4.3.2.
    let algorithm = element(
      0x30, element(0x06, [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x04, 0x03, 0x02]))
    // id-ecPublicKey, 1.2.840.10045.2.1, and a placeholder point.
    let publicKey = element(
      0x30,
      element(0x30, element(0x06, [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01]))
        + element(0x03, [0x00, 0x04] + [UInt8](repeating: 0x11, count: 8)))
    var fields = element(0xA0, element(0x02, [0x02])) + element(0x02, [serial]) + algorithm
    fields += issuerName + element(0x30, time(notBefore) + time(notAfter)) + subjectName
    fields += publicKey
    if !emails.isEmpty {
      let names = element(0x30, emails.flatMap { element(0x81, Array($0.utf8)) })
      // subjectAltName, 2.5.29.17.
      let alternativeName = element(
        0x30, element(0x06, [0x55, 0x1D, 0x11]) + element(0x04, names))
      fields += element(0xA3, element(0x30, alternativeName))
    }
    let tbs = element(0x30, fields)
    let signature = element(0x03, [0x00] + [UInt8](repeating: 0x22, count: 8))
    return Data(element(0x30, tbs + algorithm + signature))
  }

  /// A self-signed certificate made for this project with
  /// `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 3650
  /// -subj "/C=US/O=AccessGroupKit Tests/CN=Fixture Root" -set_serial 4242
  /// -addext "subjectAltName=email:Fixture@Example.com"`, valid from 2026-11-27 20:32:05 UTC
  /// to 2036-11-24 20:32:05 UTC.
  static let opensslFixture = Data(
    base64Encoded:
      "MIIB6TCCAY+gAwIBAgICEJIwCgYIKoZIzj0EAwIwQzELMAkGA1UEBhMCVVMxHTAbBgNVBAoMFEFjY2Vzc0dyb3Vw"
      + "S2l0IFRlc3RzMRUwEwYDVQQDDAxGaXh0dXJlIFJvb3QwHhcNMjYxMTI3MjAzMjA1WhcNMzYxMTI0MjAzMjA1WjBD"
      + "MQswCQYDVQQGEwJVUzEdMBsGA1UECgwUQWNjZXNzR3JvdXBLaXQgVGVzdHMxFTATBgNVBAMMDEZpeHR1cmUgUm9v"
      + "dDBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABBpqfCgzS6B74eZ7SJa5y+R7ka/0SFTubW47k7AbnNizEqJieYIS"
      + "PejueQy6r4vzVw/g9pbcI4wHigW7xb4mdM+jczBxMB0GA1UdDgQWBBTgxX3JtBOQa4Nuer/ZNmrIai5nETAfBgNV"
      + "HSMEGDAWgBTgxX3JtBOQa4Nuer/ZNmrIai5nETAPBgNVHRMBAf8EBTADAQH/MB4GA1UdEQQXMBWBE0ZpeHR1cmVA"
      + "RXhhbXBsZS5jb20wCgYIKoZIzj0EAwIDSAAwRQIhAJZwr5tM5fkrFdNa/zGEnr+OXcPEm5upGVCC8jcpohE9AiBs"
      + "a/n/oLDkg9LOubG+xek+u0POt5m2otyvz3V8Y1V/mw==")!
}
