import Foundation

/// The objects a call's result is made of, chosen by the caller: the Swift values of
/// ``KeychainClient``'s dictionary API, or the Foundation objects Security hands back, with
/// the platform's data and access-control objects (SimulatedSecurity's).
///
/// ``ResultShaper`` makes each value of a result once, in these objects, from the rows the
/// call found; nothing walks a result again to convert it.
package struct ResultObjects: Sendable {
  /// Whether strings, dates, dictionaries and arrays become `NSString`, `NSDate`,
  /// `NSDictionary` and `NSArray`.
  private let makesFoundationObjects: Bool
  /// The object for bytes (data, persistent references, data attributes).
  private let makeData: @Sendable (Data) -> Any
  /// The object for a stored access control.
  private let makeAccessControl: @Sendable (KeychainAccessControl) -> Any

  /// The Swift values of the dictionary API: `Data`, `String`, `NSNumber`, `Date`,
  /// `[String: Any]` and `[Any]`, with the engine's ``KeychainAccessControl`` and
  /// ``KeychainItemReference``.
  package static let values = ResultObjects(
    makesFoundationObjects: false, makeData: { $0 }, makeAccessControl: { $0 })

  /// Security's objects: `NSString`, `NSNumber`, `NSDate`, `NSDictionary` and `NSArray`,
  /// with the platform's objects for bytes and access controls.
  ///
  /// - Parameters:
  ///   - data: The platform's `NSData` for bytes.
  ///   - accessControl: The platform's access-control object for a stored one.
  package static func foundation(
    data: @escaping @Sendable (Data) -> AnyObject,
    accessControl: @escaping @Sendable (KeychainAccessControl) -> AnyObject
  ) -> ResultObjects {
    ResultObjects(makesFoundationObjects: true, makeData: data, makeAccessControl: accessControl)
  }

  private init(
    makesFoundationObjects: Bool, makeData: @escaping @Sendable (Data) -> Any,
    makeAccessControl: @escaping @Sendable (KeychainAccessControl) -> Any
  ) {
    self.makesFoundationObjects = makesFoundationObjects
    self.makeData = makeData
    self.makeAccessControl = makeAccessControl
  }

  /// Bytes.
  func data(_ data: Data) -> Any {
    makesFoundationObjects ? makeData(data) : data
  }

  /// A stored access control.
  func accessControl(_ control: KeychainAccessControl) -> Any {
    makesFoundationObjects ? makeAccessControl(control) : control
  }

  /// A string.
  func string(_ string: String) -> Any {
    makesFoundationObjects ? NSString(string: string) : string
  }

  /// An item reference (`kSecReturnRef`).
  func reference(_ reference: KeychainItemReference) -> Any {
    makesFoundationObjects ? reference as AnyObject : reference
  }

  /// A stored value as Security returns it: numbers as `NSNumber` (a boolean as the integer
  /// 0 or 1, as a stored number reads back).
  func value(_ value: KeychainValue) -> Any {
    guard makesFoundationObjects else { return SecItemDictionary.foundationObject(value) }
    switch value {
    case .string(let string): return NSString(string: string)
    case .data(let data): return makeData(data)
    case .date(let date):
      return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
    case .integer, .real, .bool: return SecItemDictionary.foundationObject(value)
    }
  }

  /// A dictionary whose values are already made.
  func dictionary(_ entries: [String: Any]) -> Any {
    guard makesFoundationObjects else { return entries }
    let keys = entries.keys.map { NSString(string: $0) }
    return NSDictionary(objects: Array(entries.values), forKeys: keys)
  }

  /// An array whose elements are already made.
  func array(_ elements: [Any]) -> Any {
    makesFoundationObjects ? NSArray(array: elements) : elements
  }

  /// The elements of an array this made, for the macOS shim's merge of two results.
  func elements(of result: Any) -> [Any]? {
    if let elements = result as? [Any] { return elements }
    if let elements = result as? NSArray { return elements.map { $0 } }
    return nil
  }
}
