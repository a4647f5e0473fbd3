extension SimulatedDevice {
  /// Whether the device has a key bag that locks (every platform but the iOS Simulator).
  public var hasKeyBag: Bool { platform != .iOSSimulator }

  /// The device's lock state. On the iOS Simulator this is what the device was told; its
  /// keychain ignores it.
  public var lockState: LockState {
    hasKeyBag ? store.lockState : state.withLock { $0.simulatorLockState }
  }

  /// Locks the device (§4.3): class A items become unavailable. No effect on the
  /// simulator's keychain.
  public func lock() {
    if hasKeyBag { store.lock() } else { state.withLock { $0.simulatorLockState.isLocked = true } }
  }

  /// Unlocks the device.
  public func unlock() {
    if hasKeyBag {
      store.unlock()
    } else {
      state.withLock {
        $0.simulatorLockState.isLocked = false
        $0.simulatorLockState.hasBeenUnlockedSinceBoot = true
      }
    }
  }

  /// Restarts the device: locked and not unlocked since boot, so class C items are
  /// unavailable too until ``unlock()``. No effect on the simulator's keychain.
  public func restart() {
    if hasKeyBag {
      store.restart()
    } else {
      state.withLock {
        $0.simulatorLockState.isLocked = true
        $0.simulatorLockState.hasBeenUnlockedSinceBoot = false
      }
    }
  }

  /// Sets or removes the passcode. Removing it deletes `akpu` items on a device with a key
  /// bag; the simulator only remembers the setting.
  ///
  /// - Parameter enabled: Whether a passcode is set.
  public func setPasscode(_ enabled: Bool) {
    if hasKeyBag {
      store.setPasscode(enabled)
    } else {
      state.withLock { $0.simulatorLockState.hasPasscode = enabled }
    }
  }
}
