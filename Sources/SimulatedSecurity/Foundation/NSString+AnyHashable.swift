#if !canImport(Darwin)
  import Foundation

  // Security's keys are `CFString` constants, which are `NSString` objects here. Code written
  // for Apple platforms looks them up in the `[AnyHashable: Any]` and `[String: Any]`
  // dictionaries a SecItem call returns (`attributes[kSecAttrAccount]`) and compares query
  // dictionaries holding them with `NSDictionary.isEqual(to:)`. On Apple platforms the
  // Foundation overlay gives `NSString` a custom `AnyHashable` representation, its `String`,
  // so such a key finds the `String` key of a bridged dictionary. swift-corelibs-foundation
  // does not, and `AnyHashable(NSString(string: "acct")) != AnyHashable("acct")`, so the
  // lookup is `nil`. This conformance restores the Apple behaviour: `AnyHashable`'s
  // initializer asks every value for it at run time.
  //
  // It applies to the whole process once the module is linked, as the overlay's does on
  // Apple platforms. Should swift-corelibs-foundation add the conformance itself, the compiler
  // reports the redundancy and this file goes.

  /// `NSString` values hash and compare as their `String` inside `AnyHashable`.
  extension NSString: @retroactive _HasCustomAnyHashableRepresentation {
    /// The string as a Swift `String`, so that `AnyHashable(kSecAttrAccount)` equals
    /// `AnyHashable("acct")` as on Apple platforms.
    ///
    /// - Returns: `AnyHashable` of the bridged `String`.
    public func _toCustomAnyHashable() -> AnyHashable? {
      AnyHashable(self as String)
    }
  }
#endif
