import Foundation

/// The only place where Apple-shaped dictionaries meet the typed engine: the package's one
/// classifier of a caller's objects.
///
/// Every value is classified once, straight into ``InputValue``, without ever trapping:
/// Swift values (what the dictionary API of ``KeychainClient`` receives) and Foundation
/// objects (what SimulatedSecurity's `CFDictionary` holds) alike. `NSNull`, nested arrays,
/// NaN, huge strings and arbitrary objects all become typed values the engine rejects with
/// the status Apple would return. Outgoing results are built as Security builds them:
/// `Data`, `String`, `NSNumber`, `Date`, `[String: Any]` and arrays.
package enum SecItemDictionary {
  /// The deepest nesting of arrays and dictionaries that is converted; deeper values become
  /// ``InputValue/unsupported(typeName:)`` (Security's DER encoder would fail on them too).
  static let maximumDepth = 64

  /// How a caller recognizes its platform's access-control objects (a `SecAccessControlRef`
  /// on Apple platforms, SimulatedSecurity's `SecAccessControl` on Linux): the engine's form
  /// of an object, or `nil` when it is not one.
  package typealias AccessControlReader = (Any) -> KeychainAccessControl?

  /// A Foundation dictionary's request, or the key that can't be part of one.
  package enum Conversion {
    /// Every key is a string.
    case request(SecItemRequest)
    /// A key is not a string; the engine's dictionaries have string keys only.
    case nonStringKey(typeName: String)
  }

  /// Converts a caller's dictionary. Its keys are unique, so the entries are taken over as
  /// they come, without hashing a key.
  package static func request(from dictionary: [String: Any]) -> SecItemRequest {
    var entries = SecItemEntries()
    entries.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      entries.append(uniqueKey: key, inputValue(value, depth: 0))
    }
    return SecItemRequest(entries: entries)
  }

  /// Converts a Security caller's `CFDictionary` (an `NSDictionary`), recognizing access
  /// controls with `accessControl`.
  package static func request(
    from dictionary: NSDictionary, accessControl: @escaping AccessControlReader
  ) -> Conversion {
    #if !canImport(Darwin)
      if let request = directRequest(dictionary, accessControl: accessControl) {
        return .request(request)
      }
    #endif
    var entries = SecItemEntries()
    entries.reserveCapacity(dictionary.count)
    for (key, value) in dictionary {
      guard let name = string(key) else {
        return .nonStringKey(typeName: String(describing: type(of: key)))
      }
      entries.append(uniqueKey: name, inputValue(value, depth: 0, accessControl: accessControl))
    }
    return .request(SecItemRequest(entries: entries))
  }

  /// The string inside a `CFString`, `NSString` or `String`.
  package static func string(_ object: Any) -> String? {
    if let string = object as? String { return string }
    if let string = object as? NSString { return string as String }
    return nil
  }

  /// Converts one value: a Swift value or a Foundation object, nested ones included;
  /// `accessControl` recognizes the caller's access-control objects.
  static func inputValue(
    _ value: Any, depth: Int, accessControl: AccessControlReader? = nil
  ) -> InputValue {
    // The types callers pass most are recognized by their exact type first, without a
    // dynamic cast (which costs more than the rest of the conversion).
    if let common = _openExistential(value, do: commonInputValue) { return common }
    // Strings and data are never booleans: they skip the boolean check, whose NSNumber cast
    // is the costliest step of a conversion.
    if let value = value as? String { return .string(value) }
    if let value = value as? Data { return .data(value) }
    if FoundationBoolean.isBoolean(value), let flag = FoundationBoolean.value(of: value) {
      return .bool(flag)
    }
    if let accessControl, let control = accessControl(value) { return .accessControl(control) }
    switch value {
    case let value as KeychainAccessControl: return .accessControl(value)
    case let value as KeychainItemReference: return .reference(value)
    case let value as String: return .string(value)
    case let value as Data: return .data(value)
    case let value as Date: return .date(value)
    case let value as UUID: return .uuid(value)
    case is NSNull: return .null
    case let value as Int: return .integer(Int64(value))
    case let value as Int8: return .integer(Int64(value))
    case let value as Int16: return .integer(Int64(value))
    case let value as Int32: return .integer(Int64(value))
    case let value as Int64: return .integer(value)
    case let value as UInt8: return .integer(Int64(value))
    case let value as UInt16: return .integer(Int64(value))
    case let value as UInt32: return .integer(Int64(value))
    case let value as UInt:
      return Int64(exactly: value).map(InputValue.integer) ?? .real(Double(value))
    case let value as UInt64:
      return Int64(exactly: value).map(InputValue.integer) ?? .real(Double(value))
    case let value as Double: return .real(value)
    case let value as Float: return .real(Double(value))
    case let value as NSNumber: return number(value)
    case let value as NSString: return .string(value as String)
    case let value as [Any]:
      guard depth < maximumDepth else { return .unsupported(typeName: "deeply nested array") }
      return .array(value.map { inputValue($0, depth: depth + 1, accessControl: accessControl) })
    case let value as NSArray:
      guard depth < maximumDepth else { return .unsupported(typeName: "deeply nested array") }
      return .array(value.map { inputValue($0, depth: depth + 1, accessControl: accessControl) })
    case let value as [String: Any]:
      guard depth < maximumDepth else {
        return .unsupported(typeName: "deeply nested dictionary")
      }
      return .dictionary(
        value.mapValues { inputValue($0, depth: depth + 1, accessControl: accessControl) })
    case let value as NSDictionary:
      guard depth < maximumDepth else {
        return .unsupported(typeName: "deeply nested dictionary")
      }
      var entries: [String: InputValue] = [:]
      for (key, entry) in value {
        entries[string(key) ?? String(describing: key)] = inputValue(
          entry, depth: depth + 1, accessControl: accessControl)
      }
      return .dictionary(entries)
    default:
      return .unsupported(typeName: String(describing: type(of: value)))
    }
  }

  /// An `NSNumber` as an integer when it holds a whole number that fits, else a real.
  private static func number(_ number: NSNumber) -> InputValue {
    let double = number.doubleValue
    if double.isFinite, double.rounded() == double, let exact = Int64(exactly: double) {
      return .integer(exact)
    }
    if !double.isFinite || double.rounded() != double { return .real(double) }
    return .integer(number.int64Value)
  }
}

/// `value` when its type is exactly `String`, `Data` or `Bool`, else `nil`.
///
/// ``SecItemDictionary/inputValue(_:depth:accessControl:)`` opens its `Any` with this, so the comparison is
/// of metadata pointers and the value is taken as it is stored: the reinterpretation is of a
/// value whose type was just found to be the target type, which a dynamic cast would check
/// again.
private func commonInputValue<Value>(_ value: Value) -> InputValue? {
  if Value.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
  if Value.self == Data.self { return .data(unsafeBitCast(value, to: Data.self)) }
  if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
  return nil
}

#if !canImport(Darwin)
  extension SecItemDictionary {
    /// The request of a plain `NSDictionary` or `NSMutableDictionary` (what `as CFDictionary`
    /// makes of a Swift dictionary) whose keys are all strings, read without Foundation's
    /// per-entry bridging; `nil` sends the dictionary to the general conversion.
    ///
    /// Iterating an `NSDictionary` on Linux looks each key up again and bridges every key and
    /// value through dynamic casts, which costs more than the keychain call itself. Its
    /// `allKeys` and `allValues` are the stored objects, in the same order (both are views of
    /// one Swift dictionary), so strings, data and Foundation's two boolean objects are
    /// classified here with class casts, to what ``inputValue(_:depth:accessControl:)`` makes
    /// of them; a number goes to it as it is, and any other value is bridged by Foundation
    /// first. A key that is
    /// not a string, or a subclass of `NSDictionary`, takes the general path, so its status
    /// and explanation do not change.
    static func directRequest(
      _ dictionary: NSDictionary, accessControl: @escaping AccessControlReader
    ) -> SecItemRequest? {
      guard
        type(of: dictionary) == NSDictionary.self
          || type(of: dictionary) == NSMutableDictionary.self
      else { return nil }
      let keys = dictionary.allKeys
      let objects = dictionary.allValues
      guard keys.count == objects.count else { return nil }
      var entries = SecItemEntries()
      entries.reserveCapacity(keys.count)
      for index in keys.indices {
        // Through `AnyObject`: a class cast after it costs less than a dynamic cast from `Any`.
        guard let key = keys[index] as AnyObject as? NSString else { return nil }
        let object = objects[index] as AnyObject
        let value: InputValue
        if let string = object as? NSString {
          value = .string(string as String)
        } else if let data = object as? NSData {
          value = .data(Data(bytes: data.bytes, count: data.length))
        } else if object === booleanTrue {
          value = .bool(true)
        } else if object === booleanFalse {
          value = .bool(false)
        } else if let number = object as? NSNumber {
          value = inputValue(number, depth: 0)
        } else if let bridged = dictionary.object(forKey: key) {
          value = inputValue(bridged, depth: 0, accessControl: accessControl)
        } else {
          return nil
        }
        entries.append(uniqueKey: key as String, value)
      }
      return SecItemRequest(entries: entries)
    }

    /// Foundation's two boolean objects (`NSNumber(value:)` returns these, as does bridging a
    /// `Bool`).
    private static let booleanTrue = NSNumber(value: true)
    private static let booleanFalse = NSNumber(value: false)
  }
#endif
