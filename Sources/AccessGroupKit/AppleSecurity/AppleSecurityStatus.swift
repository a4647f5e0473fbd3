/// One status of Apple's Security framework: its constant name, its `OSStatus` value and the
/// text `SecCopyErrorMessageString` returns for it.
///
/// ``all`` (generated from the data file the tests keep, see `Scripts/`) is the one table of
/// statuses: ``KeychainStatus``'s names and messages, `explain` and SimulatedSecurity's
/// `errSec*` declarations all come from it.
struct AppleSecurityStatus: Sendable {
  /// The constant's name, for example `errSecItemNotFound`.
  let name: String

  /// The `OSStatus` value.
  let value: Int32

  /// The text of `SecCopyErrorMessageString`.
  let message: String

  /// Whether the public `SecBase.h` declares it; otherwise it is one of the private
  /// `SecBasePriv.h` statuses securityd uses.
  let isPublic: Bool

  init(_ name: String, _ value: Int32, _ message: String, isPublic: Bool = true) {
    self.name = name
    self.value = value
    self.message = message
    self.isPublic = isPublic
  }
}

extension AppleSecurityStatus {
  /// The first status of ``all`` with each value: the public name comes before private aliases
  /// and a deprecated spelling (`errSecDskFull`) after its replacement.
  static let byValue: [Int32: AppleSecurityStatus] = Dictionary(
    all.map { ($0.value, $0) }, uniquingKeysWith: { first, _ in first })

  /// Every status by name, private aliases included.
  static let byName: [String: AppleSecurityStatus] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
