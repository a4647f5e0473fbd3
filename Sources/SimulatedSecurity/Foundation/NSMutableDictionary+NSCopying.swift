#if !canImport(Darwin)
  import Foundation

  // On Apple platforms `NSMutableDictionary.setObject(_:forKey:)` takes an `NSCopying` key,
  // and older keychain code writes `query.setObject(service, forKey: kSecAttrService as!
  // NSCopying)`. swift-corelibs-foundation declares the method with an `AnyHashable` key
  // instead, so that form does not compile on Linux. This overload accepts it; a plain
  // `String` or `NSString` key still picks Foundation's own method (`String` is not
  // `NSCopying` on Linux, and a concrete `NSString` converts to `AnyHashable` more directly
  // than to an existential).

  extension NSMutableDictionary {
    /// Adds a key-value pair, replacing the key's current value, with the key as an
    /// `NSCopying` existential, as on Apple platforms.
    ///
    /// - Parameters:
    ///   - anObject: The value.
    ///   - aKey: The key, for example `kSecAttrService as NSCopying`. A key that is not
    ///     `Hashable` (only possible on Linux, where `NSCopying` is not limited to Foundation
    ///     objects) is keyed by its identity.
    public func setObject(_ anObject: Any, forKey aKey: any NSCopying) {
      let key = (aKey as? AnyHashable) ?? AnyHashable(ObjectIdentifier(aKey as AnyObject))
      setObject(anObject, forKey: key)
    }
  }
#endif
