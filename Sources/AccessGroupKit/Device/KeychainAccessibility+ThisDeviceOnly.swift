extension KeychainAccessibility {
  /// Whether items of this class never leave the device (`…ThisDeviceOnly`: `aku`, `cku`,
  /// `dku`, `akpu`), so iCloud Keychain does not sync them.
  public var isThisDeviceOnly: Bool {
    switch self {
    case .whenUnlockedThisDeviceOnly, .afterFirstUnlockThisDeviceOnly, .alwaysThisDeviceOnly,
      .whenPasscodeSetThisDeviceOnly:
      true
    default: false
    }
  }
}
