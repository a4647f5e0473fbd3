import AccessGroupKit
import Foundation

#if canImport(Darwin)
  import Security
#endif

/// This platform's Security objects, for the engine's one classifier and one result shaper.
///
/// AccessGroupKit's `SecItemDictionary`, the package's one classifier of a caller's objects,
/// converts each dictionary (``SimulatedKeychain`` calls it directly); this type adds what
/// depends on the platform — the real `SecAccessControlRef` or
/// ``SecAccessControl``, and Linux's `NSData` for results, which the engine's result shaper
/// makes (``resultObjects``). Every keychain rule stays in AccessGroupKit.
enum SecItemBridge {
  /// The string inside a `CFString`, `NSString` or `String`.
  static func string(_ object: Any) -> String? {
    SecItemDictionary.string(object)
  }

  /// The objects Security hands back, with this platform's data and access-control
  /// objects: the engine makes each result once, in these.
  static let resultObjects = ResultObjects.foundation(
    data: { dataObject($0) }, accessControl: { accessControlObject($0) })
}

#if canImport(Darwin)
  extension SecItemBridge {
    /// The `NSData` Security returns for `data`.
    static func dataObject(_ data: Data) -> AnyObject {
      NSData(data: data)
    }

    /// The engine's form of a real `SecAccessControlRef`.
    ///
    /// Security has no public accessor for the protection class, so it is read from the
    /// object's description, which `SecAccessControlCopyFormatDescription`
    /// (`OSX/sec/Security/SecAccessControl.m`) writes as `<SecAccessControlRef: ` followed by
    /// the protection and `;` and the ACL; an unreadable one counts as
    /// `kSecAttrAccessibleWhenUnlocked`. Every access control made by
    /// `SecAccessControlCreateWithFlags` carries an ACL (`SecAccessControl.m`), so it has
    /// constraints for the rule of `SecItem.m` that forbids synchronizing it.
    static func accessControl(_ value: Any) -> KeychainAccessControl? {
      let object = value as CFTypeRef
      guard CFGetTypeID(object) == SecAccessControlGetTypeID() else { return nil }
      let description = String(describing: object)
      var protection = KeychainAccessibility.whenUnlocked
      if let colon = description.firstIndex(of: ":") {
        let rest = description[description.index(after: colon)...]
        let name = rest.prefix { $0 != ";" && $0 != ">" }.trimmingCharacters(in: .whitespaces)
        protection = KeychainAccessibility(rawValue: name) ?? .whenUnlocked
      }
      return KeychainAccessControl(protection: protection, hasConstraints: true)
    }

    /// A real `SecAccessControlRef` with the stored protection class.
    static func accessControlObject(_ control: KeychainAccessControl) -> AnyObject {
      let protection = control.protection.rawValue as CFString
      if let object = SecAccessControlCreateWithFlags(nil, protection, [], nil) {
        return object
      }
      return control as AnyObject
    }
  }
#else
  extension SecItemBridge {
    /// The `NSData` Security returns for `data`: one whose `as? Data` cast is a copy of its
    /// bytes (see ``SecItemResultData``).
    static func dataObject(_ data: Data) -> AnyObject {
      SecItemResultData(data)
    }

    /// The engine's form of a ``SecAccessControl``.
    ///
    /// Every access control made by `SecAccessControlCreateWithFlags` carries an ACL, even
    /// with no flags (`kAKSKeyOpDefaultAcl`, `OSX/sec/Security/SecAccessControl.m`), and
    /// `SecItemAuthDoQuery` (`OSX/sec/Security/SecItem.m`) refuses to synchronize any item
    /// whose access control has an ACL; so it has constraints.
    static func accessControl(_ value: Any) -> KeychainAccessControl? {
      guard let control = value as? SecAccessControl,
        let protection = KeychainAccessibility(rawValue: control.protection)
      else { return nil }
      return KeychainAccessControl(protection: protection, hasConstraints: true)
    }

    /// A ``SecAccessControl`` with the stored protection class.
    static func accessControlObject(_ control: KeychainAccessControl) -> AnyObject {
      SecAccessControl(protection: control.protection.rawValue, flags: [])
    }
  }
#endif

#if !canImport(Darwin)
  /// The `NSData` a SecItem call returns on Linux: an immutable `NSData` whose bytes also
  /// read as `ContiguousBytes`.
  ///
  /// Foundation on Linux bridges a plain `NSData` to `Data` (the caller's `as? Data`) one
  /// byte at a time through `Sequence`, slower than the keychain call that produced it;
  /// `Data`'s initializer copies a `ContiguousBytes` value in one step. Everything else is
  /// `NSData`'s: `as? NSData`, `isEqual(_:)`, `hash`, copying and archiving read the bytes
  /// through the overridden ``length`` and ``bytes``, which are fixed at creation.
  final class SecItemResultData: NSData, ContiguousBytes {
    /// The bytes, owned by the object and never written after `init`.
    private let storage: UnsafeMutableRawBufferPointer

    /// Copies `data`.
    init(_ data: Data) {
      let storage = UnsafeMutableRawBufferPointer.allocate(
        byteCount: Swift.max(data.count, 1), alignment: 1)
      data.withUnsafeBytes { storage.copyMemory(from: $0) }
      self.storage = storage
      count = data.count
      super.init()
    }

    /// Never called: the object archives as a plain `NSData` (``classForCoder``), so
    /// unarchiving makes one of those.
    required init?(coder: NSCoder) {
      nil
    }

    /// `NSData`, so an archived result unarchives as the `NSData` it is.
    override var classForCoder: AnyClass { NSData.self }

    deinit {
      storage.deallocate()
    }

    /// The number of bytes (the buffer holds at least one, so it always has an address).
    private let count: Int

    override var length: Int { count }

    override var bytes: UnsafeRawPointer { UnsafeRawPointer(storage.baseAddress!) }

    func withUnsafeBytes<Result>(
      _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
      try body(UnsafeRawBufferPointer(start: storage.baseAddress, count: count))
    }
  }
#endif
