/// When an item can be read: its data-protection class (`kSecAttrAccessible`, §4.2).
public enum KeychainAccessibility: String, Hashable, Sendable, CaseIterable, Codable,
  CustomStringConvertible
{
  /// Only while the device is unlocked (class A). The default.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlocked`.
  case whenUnlocked = "ak"
  /// After the first unlock since boot (class C).
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAfterFirstUnlock`.
  case afterFirstUnlock = "ck"
  /// Always (class D; deprecated).
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlways`.
  case always = "dk"
  /// Only while unlocked, never migrated to another device.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
  case whenUnlockedThisDeviceOnly = "aku"
  /// After the first unlock, never migrated.
  ///
  /// The corresponding Security constant is
  /// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
  case afterFirstUnlockThisDeviceOnly = "cku"
  /// Always, never migrated (deprecated).
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleAlwaysThisDeviceOnly`.
  case alwaysThisDeviceOnly = "dku"
  /// Only while unlocked and only while a passcode is set.
  ///
  /// The corresponding Security constant is
  /// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
  case whenPasscodeSetThisDeviceOnly = "akpu"
  /// Until the next reboot (SPI); not usable for items.
  ///
  /// The corresponding Security constant is `kSecAttrAccessibleUntilReboot`.
  case untilReboot = "f"

  /// The key-bag class letter: `A`, `C`, `D` or `F`.
  package var keyClass: Character {
    switch self {
    case .whenUnlocked, .whenUnlockedThisDeviceOnly, .whenPasscodeSetThisDeviceOnly: "A"
    case .afterFirstUnlock, .afterFirstUnlockThisDeviceOnly: "C"
    case .always, .alwaysThisDeviceOnly: "D"
    case .untilReboot: "F"
    }
  }

  /// Whether items of this class can be decrypted in `state`.
  ///
  /// - Parameter state: The device's lock state.
  /// - Returns: Whether the class key is available.
  public func isAvailable(in state: LockState) -> Bool {
    switch keyClass {
    case "A": state.classAAvailable
    case "C": state.classCAvailable
    default: true
    }
  }

  /// The `pdmn` string, for example `ak`.
  public var description: String { rawValue }
}
