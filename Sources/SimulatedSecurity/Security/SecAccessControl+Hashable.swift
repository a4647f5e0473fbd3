#if !canImport(Darwin)
  /// Access controls compare as Security compares them, so they can be dictionary values of
  /// type `AnyHashable` (`[String: AnyHashable]` queries) and elements of sets.
  ///
  /// On Apple platforms `SecAccessControl` is a CoreFoundation type, `Hashable` through
  /// `CFEqual` and `CFHash`; `SecAccessControlCompare` (`OSX/sec/Security/SecAccessControl.m`)
  /// makes two access controls equal when they are the same object or have equal contents.
  /// Here the contents are the protection class and the flags, and the hash is taken from them
  /// too, so that equal access controls always hash alike.
  extension SecAccessControl: Hashable {
    /// Whether two access controls have the same protection class and flags.
    ///
    /// - Parameters:
    ///   - lhs: An access control.
    ///   - rhs: Another access control.
    /// - Returns: `true` for the same object or equal contents.
    public static func == (lhs: SecAccessControl, rhs: SecAccessControl) -> Bool {
      lhs === rhs || (lhs.protection == rhs.protection && lhs.flags == rhs.flags)
    }

    /// Hashes the protection class and the flags.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(protection)
      hasher.combine(flags.rawValue)
    }
  }
#endif
