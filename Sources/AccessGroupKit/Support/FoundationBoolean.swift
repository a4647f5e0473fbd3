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
      // swift-corelibs-foundation represents booleans with a private NSNumber subclass.
      return String(describing: type(of: number)).contains("Boolean")
    #endif
  }

  /// The boolean value of `object` when it is a real boolean, else `nil`.
  static func value(of object: Any) -> Bool? {
    guard isBoolean(object) else { return nil }
    return (object as? Bool) ?? (object as? NSNumber)?.boolValue
  }
}
