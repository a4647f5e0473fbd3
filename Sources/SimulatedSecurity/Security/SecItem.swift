#if !canImport(Darwin)
  // The four functions are `@discardableResult` because Security's are C functions, whose
  // results Swift lets callers ignore (`SecItemDelete(query as CFDictionary)` before an add
  // is common); without it such code would warn here and not on Apple platforms.

  /// Adds an item to the simulated keychain.
  ///
  /// Answered by ``SimulatedKeychain/add(_:_:)`` for the calling app.
  ///
  /// - Parameters:
  ///   - attributes: The item's class (`kSecClass`), attributes and data (`kSecValueData`).
  ///   - result: Receives the result the `kSecReturn*` keys ask for; may be `nil`.
  /// - Returns: `errSecSuccess`, or the status Security would return.
  @discardableResult
  public func SecItemAdd(
    _ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    SimulatedKeychain.add(attributes, result)
  }

  /// Finds items in the simulated keychain.
  ///
  /// Answered by ``SimulatedKeychain/copyMatching(_:_:)`` for the calling app.
  ///
  /// - Parameters:
  ///   - query: The class, the attributes to match, `kSecMatchLimit` and `kSecReturn*` keys.
  ///   - result: Receives `NSData`, an `NSDictionary`, or an `NSArray` of them; may be `nil`.
  /// - Returns: `errSecSuccess`, or the status Security would return.
  @discardableResult
  public func SecItemCopyMatching(
    _ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?
  ) -> OSStatus {
    SimulatedKeychain.copyMatching(query, result)
  }

  /// Changes items in the simulated keychain.
  ///
  /// Answered by ``SimulatedKeychain/update(_:_:)`` for the calling app.
  ///
  /// - Parameters:
  ///   - query: The class and the attributes to match.
  ///   - attributesToUpdate: The new attributes and data.
  /// - Returns: `errSecSuccess`, or the status Security would return.
  @discardableResult
  public func SecItemUpdate(
    _ query: CFDictionary, _ attributesToUpdate: CFDictionary
  )
    -> OSStatus
  {
    SimulatedKeychain.update(query, attributesToUpdate)
  }

  /// Deletes items from the simulated keychain.
  ///
  /// Answered by ``SimulatedKeychain/delete(_:)`` for the calling app.
  ///
  /// - Parameter query: The class and the attributes to match.
  /// - Returns: `errSecSuccess`, or the status Security would return.
  @discardableResult
  public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    SimulatedKeychain.delete(query)
  }
#endif
