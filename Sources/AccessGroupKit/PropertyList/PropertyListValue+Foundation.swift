import Foundation

/// The bridge between ``PropertyListValue`` and Foundation's objects, both ways.
///
/// Both readers of Foundation objects — `PropertyListSerialization` output for entitlements
/// and a SecItem call's result for scenarios — go through one classifier, so a boolean, an
/// integer and a real are told apart the same way in both; they differ only in what they make
/// of an object no property list holds.
extension PropertyListValue {
  /// Converts a value produced by `PropertyListSerialization` (or `JSONSerialization`).
  ///
  /// - Parameter object: A Foundation property-list object.
  /// - Returns: The typed value, or `nil` when `object` (or anything inside it) is not a
  ///   property-list type (`NSNull` is not one), or when it holds more than
  ///   ``maximumValueCount`` values.
  public init?(foundationObject object: Any) {
    var budget = Self.maximumValueCount
    guard let value = Self.classify(object, budget: &budget, unrepresentable: { _ in nil })
    else { return nil }
    self = value
  }

  /// The most values one conversion makes, counting every element of every container.
  ///
  /// A binary property list may refer to one object from many places; Foundation shares it,
  /// but a ``PropertyListValue`` is a tree, so forty arrays each holding the next twice
  /// would become 2⁴⁰ values. Entitlements, profiles and `Info.plist` files hold thousands.
  public static let maximumValueCount = 1_000_000

  /// Whether a conversion of `object` would stop at ``maximumValueCount``.
  ///
  /// - Parameter object: A Foundation property-list object.
  /// - Returns: `true` when it holds more values than the budget, shared ones counted each
  ///   time they appear.
  static func exceedsValueBudget(_ object: Any) -> Bool {
    var budget = maximumValueCount
    return classify(object, budget: &budget, unrepresentable: { _ in .null }) == nil
  }

  /// Converts a result a SecItem call returned.
  ///
  /// Booleans stay booleans and numbers keep their integer or floating-point kind. An object
  /// a property list cannot express (a key or certificate reference) becomes a string naming
  /// its type, such as `"<SecKey>"`.
  ///
  /// - Parameter object: A `Data`, `String`, number, `Date`, `NSNull`, array or dictionary.
  public init(resultObject object: Any) {
    // The handler gives every object a value, so the conversion is never `nil`.
    var budget = Self.maximumValueCount
    self =
      Self.classify(object, budget: &budget) { other in
        other is NSNull ? .null : .string("<\(type(of: other))>")
      } ?? .null
  }

  /// The value as the Foundation object a Security caller passes: `String`, `Bool`,
  /// `NSNumber`, `Data`, `Date`, `NSNull`, arrays and `[String: Any]` dictionaries.
  public var foundationObject: Any {
    switch self {
    case .string(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .bool(let value): value
    case .date(let value): value
    case .data(let value): value
    case .null: NSNull()
    case .array(let value): value.map(\.foundationObject)
    case .dictionary(let value): value.mapValues(\.foundationObject)
    }
  }

  /// Classifies a Foundation object and everything inside it; `unrepresentable` decides what
  /// any other object becomes, and a `nil` from it makes the whole conversion `nil`.
  ///
  /// A number is a real when Foundation stored it as a `float` or `double`, else an integer:
  /// the kind the property list or JSON text wrote, not whether its value happens to be whole.
  private static func classify(
    _ object: Any, budget: inout Int, unrepresentable: (Any) -> PropertyListValue?
  ) -> PropertyListValue? {
    budget -= 1
    guard budget >= 0 else { return nil }
    switch object {
    case let value as String:
      return .string(value)
    case let value as Data:
      return .data(value)
    case let value as Date:
      return .date(value)
    case let value as [Any]:
      var elements: [PropertyListValue] = []
      elements.reserveCapacity(value.count)
      for element in value {
        guard let converted = classify(element, budget: &budget, unrepresentable: unrepresentable)
        else {
          return nil
        }
        elements.append(converted)
      }
      return .array(elements)
    case let value as [String: Any]:
      var entries: [String: PropertyListValue] = [:]
      for (key, element) in value {
        guard let converted = classify(element, budget: &budget, unrepresentable: unrepresentable)
        else {
          return nil
        }
        entries[key] = converted
      }
      return .dictionary(entries)
    default:
      if let value = FoundationBoolean.value(of: object) { return .bool(value) }
      guard let number = object as? NSNumber else { return unrepresentable(object) }
      let objCType = String(cString: number.objCType)
      if objCType == "f" || objCType == "d" { return .real(number.doubleValue) }
      return .integer(number.int64Value)
    }
  }
}
