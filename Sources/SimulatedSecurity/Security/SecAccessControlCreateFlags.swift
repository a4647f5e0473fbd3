#if !canImport(Darwin)
  /// The authentication requirements of a ``SecAccessControl``.
  ///
  /// The raw values are Apple's (`keychain/headers/SecAccessControl.h`). The simulation has
  /// no user to authenticate: it records the flags and applies the rules that depend on an
  /// access control being present (an access-controlled item can't be synchronizable).
  ///
  /// The corresponding Security type is `SecAccessControlCreateFlags`.
  public struct SecAccessControlCreateFlags: OptionSet, Hashable, Sendable {
    /// The raw option bits.
    public let rawValue: CFOptionFlags

    /// Creates flags from raw option bits.
    ///
    /// - Parameter rawValue: The option bits.
    public init(rawValue: CFOptionFlags) { self.rawValue = rawValue }

    /// Biometry or the device passcode (`kSecAccessControlUserPresence`, bit 0).
    public static var userPresence: Self { Self(rawValue: 1 << 0) }

    /// Any enrolled biometry (`kSecAccessControlBiometryAny`, bit 1).
    public static var biometryAny: Self { Self(rawValue: 1 << 1) }

    /// The deprecated name of ``biometryAny`` (`kSecAccessControlTouchIDAny`).
    public static var touchIDAny: Self { Self(rawValue: 1 << 1) }

    /// The biometry enrolled when the item was added (`kSecAccessControlBiometryCurrentSet`,
    /// bit 3).
    public static var biometryCurrentSet: Self { Self(rawValue: 1 << 3) }

    /// The deprecated name of ``biometryCurrentSet`` (`kSecAccessControlTouchIDCurrentSet`).
    public static var touchIDCurrentSet: Self { Self(rawValue: 1 << 3) }

    /// The device passcode (`kSecAccessControlDevicePasscode`, bit 4).
    public static var devicePasscode: Self { Self(rawValue: 1 << 4) }

    /// A paired watch (`kSecAccessControlWatch`, bit 5).
    public static var watch: Self { Self(rawValue: 1 << 5) }

    /// A paired companion device (`kSecAccessControlCompanion`, bit 5).
    public static var companion: Self { Self(rawValue: 1 << 5) }

    /// Any one of the constraints (`kSecAccessControlOr`, bit 14).
    public static var or: Self { Self(rawValue: 1 << 14) }

    /// All of the constraints (`kSecAccessControlAnd`, bit 15).
    public static var and: Self { Self(rawValue: 1 << 15) }

    /// Private-key operations (`kSecAccessControlPrivateKeyUsage`, bit 30).
    public static var privateKeyUsage: Self { Self(rawValue: 1 << 30) }

    /// An application-provided password (`kSecAccessControlApplicationPassword`, bit 31).
    public static var applicationPassword: Self { Self(rawValue: 1 << 31) }
  }
#endif
