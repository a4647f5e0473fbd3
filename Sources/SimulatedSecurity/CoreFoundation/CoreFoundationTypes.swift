#if !canImport(Darwin)
  import Foundation

  // On Linux, `import Foundation` does not expose CoreFoundation's types, and the real ones
  // (`import CoreFoundation`) have no `as` bridging. These aliases name the Foundation classes
  // that play the same roles, so `query as CFDictionary`, `kSecClass as String` and
  // `[String: AnyObject]` dictionaries compile as they do on Apple platforms. Don't import
  // CoreFoundation next to SimulatedSecurity: the names would be ambiguous.

  /// Any CoreFoundation object, as the `CFTypeRef *result` of a SecItem call.
  ///
  /// The corresponding CoreFoundation type is `CFTypeRef`.
  public typealias CFTypeRef = AnyObject

  /// An immutable string; Security's keys and values are `CFString` constants.
  ///
  /// The corresponding CoreFoundation type is `CFString`, toll-free bridged to `NSString`.
  public typealias CFString = NSString

  /// An immutable dictionary, the query or attributes of a SecItem call.
  ///
  /// The corresponding CoreFoundation type is `CFDictionary`, toll-free bridged to
  /// `NSDictionary`.
  public typealias CFDictionary = NSDictionary

  /// An immutable array, the result of a search with `kSecMatchLimitAll`.
  ///
  /// The corresponding CoreFoundation type is `CFArray`, toll-free bridged to `NSArray`.
  public typealias CFArray = NSArray

  /// Immutable bytes, such as an item's `kSecValueData`.
  ///
  /// The corresponding CoreFoundation type is `CFData`, toll-free bridged to `NSData`.
  public typealias CFData = NSData

  /// A boolean object, such as ``kCFBooleanTrue``.
  ///
  /// The corresponding CoreFoundation type is `CFBoolean`, toll-free bridged to `NSNumber`.
  public typealias CFBoolean = NSNumber

  /// A number object, such as an internet password's `kSecAttrPort`.
  ///
  /// The corresponding CoreFoundation type is `CFNumber`, toll-free bridged to `NSNumber`.
  public typealias CFNumber = NSNumber

  /// An error object, such as the one `SecAccessControlCreateWithFlags` fills in.
  ///
  /// The corresponding CoreFoundation type is `CFError`, toll-free bridged to `NSError`.
  public typealias CFError = NSError

  /// A signed count or index.
  ///
  /// The corresponding CoreFoundation type is `CFIndex`.
  public typealias CFIndex = Int

  /// A set of option bits, such as ``SecAccessControlCreateFlags``.
  ///
  /// The corresponding CoreFoundation type is `CFOptionFlags`.
  public typealias CFOptionFlags = UInt

  /// The name of an error domain.
  ///
  /// The corresponding CoreFoundation type is `CFErrorDomain`.
  public typealias CFErrorDomain = CFString

  /// A memory allocator. The simulation has only the default one, and ignores it.
  ///
  /// The corresponding CoreFoundation type is `CFAllocator`.
  public final class CFAllocator: @unchecked Sendable {
    // `@unchecked`: the class has no state.
    fileprivate init() {}
  }

  /// The default allocator; pass it, or `nil`, wherever Security asks for an allocator.
  ///
  /// The corresponding CoreFoundation constant is `kCFAllocatorDefault`.
  public let kCFAllocatorDefault: CFAllocator! = CFAllocator()

  /// The boolean `true` object.
  ///
  /// The corresponding CoreFoundation constant is `kCFBooleanTrue`.
  public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

  /// The boolean `false` object.
  ///
  /// The corresponding CoreFoundation constant is `kCFBooleanFalse`.
  public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

  /// The domain of an error.
  ///
  /// - Parameter err: The error.
  /// - Returns: The error's domain.
  public func CFErrorGetDomain(_ err: CFError!) -> CFErrorDomain! {
    err.domain as NSString
  }

  /// The code of an error.
  ///
  /// - Parameter err: The error.
  /// - Returns: The error's code in its domain.
  public func CFErrorGetCode(_ err: CFError!) -> CFIndex {
    err.code
  }

  /// A copy of the user-info dictionary of an error.
  ///
  /// - Parameter err: The error.
  /// - Returns: The error's user info.
  public func CFErrorCopyUserInfo(_ err: CFError!) -> CFDictionary! {
    NSDictionary(dictionary: err.userInfo)
  }
#endif
