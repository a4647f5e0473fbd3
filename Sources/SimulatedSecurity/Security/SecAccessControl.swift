#if !canImport(Darwin)
  import AccessGroupKit
  import Foundation

  /// An item's access control: its protection class and authentication flags.
  ///
  /// Make one with ``SecAccessControlCreateWithFlags(_:_:_:_:)`` and pass it as the value of
  /// `kSecAttrAccessControl`. The simulation stores the protection class on the item (it
  /// decides availability while the device is locked) and hands an equal object back in
  /// results.
  ///
  /// The corresponding Security type is `SecAccessControl`.
  public final class SecAccessControl: @unchecked Sendable, CustomStringConvertible {
    // `@unchecked`: every property is an immutable value.

    /// The protection class, one of the `kSecAttrAccessible` strings (`ak`, `ck`, …).
    package let protection: String

    /// The authentication flags the access control was created with.
    package let flags: SecAccessControlCreateFlags

    init(protection: String, flags: SecAccessControlCreateFlags) {
      self.protection = protection
      self.flags = flags
    }

    /// A description in the style of Apple's, such as `<SecAccessControlRef: ak>`.
    public var description: String {
      flags.isEmpty
        ? "<SecAccessControlRef: \(protection)>"
        : "<SecAccessControlRef: \(protection); flags: 0x\(String(flags.rawValue, radix: 16))>"
    }
  }

  /// Creates an access control from a protection class and authentication flags.
  ///
  /// Follows `SecAccessControlCreateWithFlags` in `OSX/sec/Security/SecAccessControl.m`:
  /// the protection must be one of the `kSecAttrAccessible` values, `.or` and `.and` are
  /// exclusive, only one biometry flag may be set, and `.userPresence` combines only with
  /// `.applicationPassword` and `.privateKeyUsage`. Anything else gives `nil` and an
  /// `errSecParam` (-50) error in `NSOSStatusErrorDomain`.
  ///
  /// - Parameters:
  ///   - allocator: Ignored; pass `kCFAllocatorDefault` or `nil`.
  ///   - protection: A `kSecAttrAccessible` value such as `kSecAttrAccessibleWhenUnlocked`.
  ///   - flags: The authentication requirements.
  ///   - error: Receives the error when creation fails.
  /// - Returns: The access control, or `nil` when the arguments are invalid.
  public func SecAccessControlCreateWithFlags(
    _ allocator: CFAllocator?, _ protection: CFTypeRef, _ flags: SecAccessControlCreateFlags,
    _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
  ) -> SecAccessControl? {
    func fail(_ reason: String) -> SecAccessControl? {
      let failure = NSError(
        domain: "NSOSStatusErrorDomain", code: -50,
        userInfo: [NSLocalizedDescriptionKey: reason])
      error?.pointee = Unmanaged.passRetained(failure)
      return nil
    }
    guard let string = SecItemBridge.string(protection),
      KeychainAccessibility(rawValue: string) != nil
    else {
      return fail("invalid protection \(protection)")
    }
    if flags.contains(.or) && flags.contains(.and) {
      return fail("only one logical operation can be set")
    }
    if flags.contains(.biometryAny) && flags.contains(.biometryCurrentSet) {
      return fail("only one bio constraint can be set")
    }
    let combinableWithUserPresence: SecAccessControlCreateFlags = [
      .userPresence, .applicationPassword, .privateKeyUsage,
    ]
    if flags.contains(.userPresence) && !flags.subtracting(combinableWithUserPresence).isEmpty {
      return fail(
        "kSecAccessControlUserPresence can be combined only with "
          + "kSecAccessControlApplicationPassword and kSecAccessControlPrivateKeyUsage")
    }
    return SecAccessControl(protection: string, flags: flags)
  }
#endif
