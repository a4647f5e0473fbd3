/// What the simulated device's data-protection key bag currently allows.
///
/// Apple's keychain encrypts every item with a protection class key (§4.2, §4.3):
/// class A (`ak`, `aku`, `akpu`) is available only while the device is unlocked, class C
/// (`ck`, `cku`) after the first unlock since boot, and class D (`dk`, `dku`) always. A device
/// without a passcode is never locked in that sense.
public struct LockState: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Whether the screen is locked.
  public var isLocked: Bool

  /// Whether the device has been unlocked at least once since it booted.
  public var hasBeenUnlockedSinceBoot: Bool

  /// Whether a passcode is set.
  public var hasPasscode: Bool

  /// Creates a lock state.
  ///
  /// - Parameters:
  ///   - isLocked: Whether the screen is locked.
  ///   - hasBeenUnlockedSinceBoot: Whether the device was unlocked since boot.
  ///   - hasPasscode: Whether a passcode is set.
  public init(isLocked: Bool, hasBeenUnlockedSinceBoot: Bool, hasPasscode: Bool) {
    self.isLocked = isLocked
    self.hasBeenUnlockedSinceBoot = hasBeenUnlockedSinceBoot
    self.hasPasscode = hasPasscode
  }

  /// An unlocked device with a passcode that has been unlocked since boot: the state a new
  /// ``ItemStore`` starts in.
  public static var unlocked: Self {
    Self(isLocked: false, hasBeenUnlockedSinceBoot: true, hasPasscode: true)
  }

  /// Whether class A keys (`ak`, `aku`, `akpu`) are available: the device is unlocked, or it
  /// has no passcode.
  package var classAAvailable: Bool { !isLocked || !hasPasscode }

  /// Whether class C keys (`ck`, `cku`) are available: the device has been unlocked since
  /// boot, or it has no passcode.
  package var classCAvailable: Bool { hasBeenUnlockedSinceBoot || !hasPasscode }

  /// `locked, unlocked since boot, passcode set`, and so on.
  public var description: String {
    [
      isLocked ? "locked" : "unlocked",
      hasBeenUnlockedSinceBoot ? "unlocked since boot" : "not unlocked since boot",
      hasPasscode ? "passcode set" : "no passcode",
    ].joined(separator: ", ")
  }
}
