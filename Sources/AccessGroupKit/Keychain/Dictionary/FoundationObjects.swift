import Foundation

/// The conversion of the engine's results into the objects a Security caller holds, shared
/// with the `SimulatedSecurity` module.
///
/// Results become the objects Security returns (`NSData`, `NSString`, `NSNumber`, `NSDate`,
/// `NSDictionary`, `NSArray`), so callers' `as? Data`, `as? [String: Any]` and
/// `as? NSDictionary` casts work. The caller supplies only what depends on its platform: how
/// it makes an access-control object, and the data object it returns.
package enum FoundationObjects {
  /// Converts an engine result to the object Security hands back.
  ///
  /// - Parameters:
  ///   - value: A value of an ``SecItemOutcome/result``.
  ///   - accessControlObject: The platform's access-control object for a stored one.
  ///   - dataObject: The platform's `NSData` for bytes.
  package static func resultObject(
    _ value: Any, accessControlObject: (KeychainAccessControl) -> AnyObject,
    dataObject: (Data) -> AnyObject
  ) -> AnyObject {
    switch value {
    case let control as KeychainAccessControl:
      return accessControlObject(control)
    case let data as Data:
      return dataObject(data)
    case let string as String:
      return NSString(string: string)
    case let date as Date:
      return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case let number as NSNumber:
      return number
    case let array as [Any]:
      return NSArray(
        array: array.map {
          resultObject($0, accessControlObject: accessControlObject, dataObject: dataObject)
        })
    case let dictionary as [String: Any]:
      let keys = dictionary.keys.map { NSString(string: $0) }
      let objects = dictionary.values.map {
        resultObject($0, accessControlObject: accessControlObject, dataObject: dataObject)
      }
      return NSDictionary(objects: objects, forKeys: keys)
    default:
      return value as AnyObject
    }
  }
}
