#if !canImport(Darwin)
  import Foundation

  // SecItem results hold their numbers and booleans as `NSNumber` objects (`kSecAttrSynchronizable`
  // is `kCFBooleanTrue`, `kSecAttrPort` a number), and wrappers compare query dictionaries
  // holding `kCFBooleanTrue` with `NSDictionary.isEqual(to:)`, which on Linux compares values
  // through `AnyHashable`. On Apple platforms the Foundation overlay gives `NSNumber` a custom
  // `AnyHashable` representation, the Swift value it stands for, so `kCFBooleanTrue` equals
  // `true` and `NSNumber(value: 5)` equals `5` there. swift-corelibs-foundation compares the
  // objects instead, and the values a bridged dictionary hands back (`Bool`, `Int`) never
  // equal them. This conformance restores the Apple behaviour for the whole process.

  /// `NSNumber` values hash and compare as the Swift number or boolean they hold inside
  /// `AnyHashable`.
  extension NSNumber: @retroactive _HasCustomAnyHashableRepresentation {
    /// The Swift value of the number: `Bool` for the two boolean objects, an integer when the
    /// value is integral (`AnyHashable` equates integers of every width), else a `Double`;
    /// a `Decimal` for an `NSDecimalNumber`.
    ///
    /// - Returns: `AnyHashable` of the Swift value, or `nil` (the object itself) for a value
    ///   none of them holds exactly, such as NaN.
    public func _toCustomAnyHashable() -> AnyHashable? {
      if let decimal = self as? NSDecimalNumber {
        return AnyHashable(decimal.decimalValue)
      }
      // Linux Foundation hands out one object per boolean, as CoreFoundation's
      // `kCFBooleanTrue` and `kCFBooleanFalse` are on Apple platforms; an `NSNumber` made
      // from an integer 1 or 0 is a different object and stays a number.
      if self === NSNumber.trueObject { return AnyHashable(true) }
      if self === NSNumber.falseObject { return AnyHashable(false) }
      let integer = int64Value
      if NSNumber(value: integer).isEqual(to: self) { return AnyHashable(integer) }
      let unsigned = uint64Value
      if NSNumber(value: unsigned).isEqual(to: self) { return AnyHashable(unsigned) }
      let real = doubleValue
      if !real.isNaN, NSNumber(value: real).isEqual(to: self) { return AnyHashable(real) }
      return nil
    }

    /// The boolean objects Foundation hands out.
    private static let trueObject = NSNumber(value: true)
    private static let falseObject = NSNumber(value: false)
  }
#endif
