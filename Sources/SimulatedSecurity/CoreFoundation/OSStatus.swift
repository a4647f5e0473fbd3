#if !canImport(Darwin)
  /// The result code of a Security function: `0` on success, a negative code on failure.
  ///
  /// The corresponding Darwin type is `OSStatus` (`Int32`).
  public typealias OSStatus = Int32

  /// The status that means "no error", the same as `errSecSuccess`.
  ///
  /// The corresponding Darwin constant is `noErr`.
  public var noErr: OSStatus { 0 }
#endif
