extension ItemStore {
  /// The device's lock state (§4.3).
  public var lockState: LockState {
    state.withLock { $0.lockState }
  }

  /// Locks the device: class A items (`ak`, `aku`, `akpu`) become unavailable, so calls that
  /// touch them return `errSecInteractionNotAllowed` (-25308). Without a passcode, locking
  /// changes nothing about availability.
  public func lock() {
    state.withLock { $0.lockState.isLocked = true }
  }

  /// Unlocks the device; class A and class C items become available.
  public func unlock() {
    state.withLock {
      $0.lockState.isLocked = false
      $0.lockState.hasBeenUnlockedSinceBoot = true
    }
  }

  /// Restarts the device: it comes back locked and not yet unlocked since boot, so class C
  /// items (`ck`, `cku`) are unavailable too until ``unlock()``.
  public func restart() {
    state.withLock {
      $0.lockState.isLocked = true
      $0.lockState.hasBeenUnlockedSinceBoot = false
    }
  }

  /// Sets or removes the device passcode.
  ///
  /// Removing the passcode deletes every `akpu` item
  /// (`kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`), as a device does.
  ///
  /// - Parameter enabled: Whether a passcode is set.
  public func setPasscode(_ enabled: Bool) {
    state.withLock { state in
      state.lockState.hasPasscode = enabled
      if !enabled { state.removePasscodeBoundItems() }
    }
  }
}
