import Foundation
import Testing

/// Paths and bytes of the corpus fixtures copied into the test bundle.
enum CorpusFixtures {
  /// The `Fixtures/Corpus` folder in the test bundle.
  static func root() throws -> URL {
    let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return fixtures.appendingPathComponent("Corpus")
  }

  /// The URL of a corpus file, given as `<folder>/<file>`.
  static func url(_ path: String) throws -> URL {
    try root().appendingPathComponent(path)
  }

  /// The bytes of a corpus file.
  static func data(_ path: String) throws -> Data {
    try Data(contentsOf: url(path))
  }

  /// The Home Assistant iOS App Store profile, used for corruption tests.
  static let iOSAppProfile =
    "home-assistant__iOS/Configuration__Provisioning__iOS_App_Store__App.mobileprovision"

  /// The Home Assistant iOS app entitlements, used for format conversions.
  static let homeAssistantApp =
    "home-assistant__iOS/Configuration__Entitlements__App-ios.entitlements"
}

/// Builds BER/DER elements by hand for envelope tests.
enum DERBuilder {
  /// An element with `tag` and `content`, using the shortest definite length.
  static func element(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
    [tag] + length(content.count) + content
  }

  /// An element with an indefinite length, ended by `00 00`.
  static func indefinite(_ tag: UInt8, _ content: [UInt8]) -> [UInt8] {
    [tag, 0x80] + content + [0x00, 0x00]
  }

  /// The definite length octets for `count`.
  static func length(_ count: Int) -> [UInt8] {
    if count < 0x80 { return [UInt8(count)] }
    var octets: [UInt8] = []
    var rest = count
    while rest > 0 {
      octets.insert(UInt8(rest & 0xFF), at: 0)
      rest >>= 8
    }
    return [0x80 | UInt8(octets.count)] + octets
  }

  /// `1.2.840.113549.1.7.2` (signedData).
  static let signedDataIdentifier: [UInt8] = element(
    0x06, [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02])

  /// `1.2.840.113549.1.7.1` (data).
  static let dataIdentifier: [UInt8] = element(
    0x06, [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01])

  /// A CMS ContentInfo around SignedData whose encapContentInfo holds `eContent` (already
  /// encoded, including its `[0]` wrapper), or nothing.
  static func signedData(
    eContent: [UInt8]?, contentType: [UInt8] = signedDataIdentifier
  )
    -> [UInt8]
  {
    let encapsulated = element(0x30, dataIdentifier + (eContent ?? []))
    let signed = element(
      0x30,
      element(0x02, [0x01]) + element(0x31, []) + encapsulated + element(0x31, []))
    return element(0x30, contentType + element(0xA0, signed))
  }

  /// `eContent [0] EXPLICIT OCTET STRING` holding `bytes`.
  static func eContent(_ bytes: [UInt8]) -> [UInt8] {
    element(0xA0, element(0x04, bytes))
  }
}

/// Small property lists for loader tests.
enum SamplePropertyLists {
  /// An XML property list with `body` inside `<plist>`.
  static func xml(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    \(body)
    </plist>

    """
  }

  /// Entitlements with one keychain group and an application identifier.
  static let entitlements = xml(
    """
    <dict>
    \t<key>application-identifier</key>
    \t<string>ABCDE12345.com.example.App</string>
    \t<key>keychain-access-groups</key>
    \t<array>
    \t\t<string>ABCDE12345.com.example.shared</string>
    \t</array>
    </dict>
    """)

  /// A provisioning-profile property list with a name, a team and entitlements.
  static let profile = xml(
    """
    <dict>
    \t<key>Name</key>
    \t<string>BER Profile</string>
    \t<key>TeamIdentifier</key>
    \t<array><string>ABCDE12345</string></array>
    \t<key>Entitlements</key>
    \t<dict>
    \t\t<key>application-identifier</key>
    \t\t<string>ABCDE12345.com.example.App</string>
    \t\t<key>keychain-access-groups</key>
    \t\t<array><string>ABCDE12345.com.example.shared</string></array>
    \t</dict>
    </dict>
    """)
}
