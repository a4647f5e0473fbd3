/// The kind of input an ``EntitlementsDocument`` was loaded from.
public enum EntitlementsSourceKind: String, Hashable, Sendable, CaseIterable {
  /// An XML property list: an `.entitlements` file, Xcode's `.xcent`, or a `.plist`.
  case xmlPropertyList
  /// A binary property list (`bplist00`).
  case binaryPropertyList
  /// A provisioning profile (`embedded.mobileprovision`, `.provisionprofile`): a CMS
  /// signed-data envelope around a property list.
  case provisioningProfile
  /// What `codesign -d --entitlements` prints for a signed app: an XML property list after
  /// an embedded-entitlements blob header (`0xFADE7171`) or text lines such as
  /// `Executable=/path/App`, or the DER form of the entitlements (blob `0xFADE7172`, or bare
  /// DER starting with `0x70`), or a signed Mach-O executable itself.
  case signedBinaryOutput
}
