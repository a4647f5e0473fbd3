#if !canImport(Darwin)
  // Keychain items' `kSecAttrType` and `kSecAttrCreator` are four-character codes, which code
  // written for Apple platforms declares with these names (for example
  // `kSecAttrCreator as String: NSNumber(value: code as FourCharCode)`).

  /// Four characters packed big-endian into 32 bits, such as `'aapl'`.
  ///
  /// The corresponding Darwin type is `FourCharCode` (`MacTypes.h`).
  public typealias FourCharCode = UInt32

  /// A four-character code naming a type or creator.
  ///
  /// The corresponding Darwin type is `OSType` (`MacTypes.h`).
  public typealias OSType = FourCharCode
#endif
