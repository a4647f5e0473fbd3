/// The key-bag checks (§4.3) that Add and Update make on the row they write, and the
/// failure that CopyMatching, Update and Delete give for a row whose key class is locked.
extension StoreState {
  /// The key-bag check of encrypting or decrypting an item (§4.3).
  static func checkProtection(
    of record: ItemRecord, lockState: LockState, call: KeychainCall
  )
    throws(EngineFailure)
  {
    let protection = record.protection
    if protection == .untilReboot {
      throw EngineFailure(
        .parameter, rule: "§4.2",
        "kSecAttrAccessibleUntilReboot (f) cannot be used for keychain items.",
        details: ["pdmn = f"], fix: "Use kSecAttrAccessibleAfterFirstUnlock or another class.")
    }
    if protection == .whenPasscodeSetThisDeviceOnly, !lockState.hasPasscode {
      throw EngineFailure(
        .authFailed, rule: "§4.3",
        "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly needs a device passcode, and none is set.",
        details: ["pdmn = akpu", "lock state: \(lockState)"],
        fix: "Set a passcode on the device (ItemStore.setPasscode(true)) or choose another "
          + "protection class.")
    }
    if !protection.isAvailable(in: lockState) {
      throw interactionNotAllowed(protection, lockState: lockState, call: call)
    }
  }

  static func interactionNotAllowed(
    _ protection: KeychainAccessibility, lockState: LockState, call: KeychainCall
  ) -> EngineFailure {
    let needs =
      protection.keyClass == "A"
      ? "class A keys exist only while the device is unlocked"
      : "class C keys exist only after the first unlock since boot"
    return EngineFailure(
      .interactionNotAllowed, rule: "§4.3",
      "Access to an item with protection \(protection.rawValue) (class \(protection.keyClass)) "
        + "attempted while the keychain is locked.",
      details: [
        "\(call.functionName) touches an item with pdmn = \(protection.rawValue)", needs,
        "lock state: \(lockState)",
      ],
      fix: protection.keyClass == "A"
        ? "Use kSecAttrAccessibleAfterFirstUnlock for items needed in the background, or wait "
          + "for the device to be unlocked."
        : "Wait for the first unlock after boot.")
  }
}
