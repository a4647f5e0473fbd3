import Foundation

/// Tells a real boolean (`true`, `kCFBooleanTrue`) apart from a number that merely holds
/// 0 or 1.
///
/// Securityd accepts only a CFBoolean for `kSecReturnData` and friends and rejects the
/// NSNumber 1, and an entitlement counts as `true` only when it is a CFBoolean. Foundation
/// bridges both ways, so a plain `as? Bool` cannot see the difference.
enum FoundationBoolean {
  /// Whether `object` is a boolean rather than a number.
  static func isBoolean(_ object: Any) -> Bool {
    if type(of: object) == Bool.self { return true }
    guard let number = object as? NSNumber else { return false }
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      // swift-corelibs-foundation represents booleans with a private NSNumber subclass. Its
      // name is read once per class: spelling a type's name costs thousands of instructions,
      // and a result listing every item of a keychain holds numbers by the hundred thousand.
      let numberClass = type(of: number)
      return booleanClasses.withLock { known in
        if let isBoolean = known[ObjectIdentifier(numberClass)] { return isBoolean }
        let isBoolean = String(describing: numberClass).contains("Boolean")
        known[ObjectIdentifier(numberClass)] = isBoolean
        return isBoolean
      }
    #endif
  }

  #if !canImport(Darwin)
    /// Whether each `NSNumber` class met so far is the boolean one.
    private static let booleanClasses = Locked<[ObjectIdentifier: Bool]>([:])
  #endif

  /// The boolean value of `object` when it is a real boolean, else `nil`.
  static func value(of object: Any) -> Bool? {
    guard isBoolean(object) else { return nil }
    return (object as? Bool) ?? (object as? NSNumber)?.boolValue
  }
}
