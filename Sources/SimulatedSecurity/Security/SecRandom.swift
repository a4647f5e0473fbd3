#if !canImport(Darwin)
  /// A random-number generator. Only the default one exists.
  ///
  /// The corresponding Security type is `SecRandomRef`.
  public typealias SecRandomRef = OpaquePointer

  /// The default, cryptographically secure random-number generator (`nil`, as on Apple
  /// platforms).
  ///
  /// The corresponding Security constant is `kSecRandomDefault`.
  nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

  /// Fills a buffer with random bytes from the system's secure generator.
  ///
  /// - Parameters:
  ///   - rnd: Ignored; pass ``kSecRandomDefault``.
  ///   - count: The number of bytes to write.
  ///   - bytes: The buffer, at least `count` bytes long.
  /// - Returns: `0` (`errSecSuccess`).
  public func SecRandomCopyBytes(
    _ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer
  ) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: max(count, 0))
    for index in buffer.indices {
      buffer[index] = UInt8.random(in: .min ... .max, using: &generator)
    }
    return 0
  }
#endif
