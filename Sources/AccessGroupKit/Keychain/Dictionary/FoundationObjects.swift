import Foundation

/// The conversion between the objects a Security caller holds and the Swift values of the
/// engine's `[String: Any]` edge, shared with the `SimulatedSecurity` module.
///
/// Requests become Swift values (`String`, `Data`, `Date`, numbers and booleans as Foundation
/// gives them, Swift arrays and dictionaries) that ``SecItemDictionary`` then classifies, and
/// results become the objects Security returns (`NSData`, `NSString`, `NSNumber`, `NSDate`,
/// `NSDictionary`, `NSArray`), so callers' `as? Data`, `as? [String: Any]` and
/// `as? NSDictionary` casts work. The caller supplies only what depends on its platform: how
/// it recognizes and makes an access-control object, and the data object it returns.
package enum FoundationObjects {
  /// The deepest nesting converted; the engine rejects deeper values itself.
  package static var maximumDepth: Int { SecItemDictionary.maximumDepth }

  /// The string inside a `CFString`, `NSString` or `String`.
  package static func string(_ object: Any) -> String? {
    if let string = object as? String { return string }
    if let string = object as? NSString { return string as String }
    return nil
  }

  /// Converts one value of a caller's dictionary: access controls to the engine's type,
  /// Foundation strings and containers to Swift ones; everything else is passed as is for the
  /// engine to classify.
  ///
  /// - Parameters:
  ///   - value: The caller's object.
  ///   - depth: How deep `value` is nested in the request.
  ///   - accessControl: The engine's form of `value` when it is an access-control object.
  package static func requestValue(
    _ value: Any, depth: Int, accessControl: (Any) -> KeychainAccessControl?
  ) -> Any {
    if let control = accessControl(value) { return control }
    guard depth < maximumDepth else { return value }
    if let string = value as? NSString, !(value is NSNumber) { return string as String }
    if let array = value as? NSArray {
      return array.map { requestValue($0, depth: depth + 1, accessControl: accessControl) }
        as [Any]
    }
    if let dictionary = value as? NSDictionary {
      var entries: [String: Any] = [:]
      for (key, entry) in dictionary {
        entries[string(key) ?? String(describing: key)] = requestValue(
          entry, depth: depth + 1, accessControl: accessControl)
      }
      return entries
    }
    return value
  }

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
