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

/// The keys and values of one SecItem dictionary, each key once, in the order they were
/// added.
///
/// A request holds a handful of keys, and every step of a call asks for a few of them by
/// name, most of them absent. A flat array answers with a few string comparisons (two equal
/// small strings compare as two machine words), where a `[String: InputValue]` hashed the key
/// with SipHash on every lookup and every insertion. Equality and hashing ignore the order,
/// as a dictionary's do; the order the simulation checks keys in is the sorted one
/// (``SecItemRequest/sortedKeys``), never this one.
struct SecItemEntries: Sequence, Sendable {
  /// One key and its value, with the key's first byte (0 for an empty key), which is
  /// compared before the key itself.
  fileprivate struct Entry: Sendable {
    let key: String
    let firstByte: UInt8
    var value: InputValue
  }

  /// The entries, each key once, in one array: a request is built and freed once per call,
  /// and one buffer costs one allocation where parallel arrays of keys, first bytes and
  /// values cost three. A lookup reads an entry's first byte and key in place and copies no
  /// value it passes over.
  private var entries: [Entry]
  /// The first bytes present, so that most lookups of an absent key (nearly every lookup)
  /// end without visiting an entry.
  private var firstByteSet: FirstByteSet

  /// No entries.
  init() {
    entries = []
    firstByteSet = FirstByteSet()
  }

  /// The entries of `dictionary`.
  init(_ dictionary: [String: InputValue]) {
    self.init()
    reserveCapacity(dictionary.count)
    for (key, value) in dictionary { append(key, value) }
  }

  /// Room for `capacity` entries, so that adding them one by one allocates once.
  mutating func reserveCapacity(_ capacity: Int) {
    entries.reserveCapacity(capacity)
  }

  /// The number of keys.
  var count: Int { entries.count }

  /// Whether there are no keys.
  var isEmpty: Bool { entries.isEmpty }

  /// The keys, in the order they were added.
  var keys: [String] { entries.map(\.key) }

  /// The value of `key`; setting `nil` removes the key, setting a value replaces the key's
  /// value or adds the key at the end.
  subscript(key: String) -> InputValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return entries[index].value
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          entries[index].value = newValue
        } else {
          remove(at: index)
        }
      } else if let newValue {
        append(key, newValue)
      }
    }
  }

  /// Adds an entry whose key the caller knows is not there yet (a repeated key would make
  /// lookups see only its first value).
  ///
  /// The key and value are taken over, not copied: a converted value goes straight into the
  /// buffer.
  mutating func append(uniqueKey key: consuming String, _ value: consuming InputValue) {
    append(key, value)
  }

  private mutating func append(_ key: consuming String, _ value: consuming InputValue) {
    let first = Self.firstByte(key)
    entries.append(Entry(key: key, firstByte: first, value: value))
    firstByteSet.insert(first)
  }

  private mutating func remove(at index: Int) {
    entries.remove(at: index)
    firstByteSet = FirstByteSet()
    for entry in entries { firstByteSet.insert(entry.firstByte) }
  }

  /// Where `key` is.
  ///
  /// Two strings whose first bytes are different ASCII characters are never equal: an ASCII
  /// character is a starter that no canonical decomposition changes, so each string's
  /// normalized form begins with its own first character. Only keys that share the first
  /// byte, or where either first byte is not ASCII, are compared as strings (where canonical
  /// equivalence decides, as `Dictionary` would).
  private func index(of key: String) -> Int? {
    let first = Self.firstByte(key)
    if first < 0x80 {
      guard firstByteSet.mayHold(first) else { return nil }
      for index in entries.indices {
        let candidate = entries[index].firstByte
        if (candidate == first || candidate >= 0x80) && entries[index].key == key {
          return index
        }
      }
      return nil
    }
    return entries.firstIndex { $0.key == key }
  }

  /// The first UTF-8 byte of `key`, 0 when it is empty.
  private static func firstByte(_ key: String) -> UInt8 {
    key.utf8.first ?? 0
  }

  /// Whether some entry satisfies `predicate`.
  func containsEntry(where predicate: (String, InputValue) throws -> Bool) rethrows -> Bool {
    // Through the buffer, each value is lent to the predicate rather than copied out.
    try entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where try predicate(entries[index].key, entries[index].value) {
        return true
      }
      return false
    }
  }

  /// Removes every entry whose key satisfies `shouldBeRemoved`.
  mutating func removeAll(where shouldBeRemoved: (String) throws -> Bool) rethrows {
    guard try entries.contains(where: { try shouldBeRemoved($0.key) }) else { return }
    var index = 0
    while index < entries.count {
      if try shouldBeRemoved(entries[index].key) { remove(at: index) } else { index += 1 }
    }
  }

  /// Iterates the entries in the order they were added.
  func makeIterator() -> Iterator {
    Iterator(entries: entries.makeIterator())
  }

  /// The entries as `(key, value)` pairs, in the order they were added.
  struct Iterator: IteratorProtocol {
    fileprivate var entries: IndexingIterator<[Entry]>

    mutating func next() -> (String, InputValue)? {
      guard let entry = entries.next() else { return nil }
      return (entry.key, entry.value)
    }
  }
}

extension SecItemEntries: Hashable {
  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.allSatisfy { rhs[$0] == $1 }
  }

  func hash(into hasher: inout Hasher) {
    // Independent of the order, as `Dictionary`'s hash is.
    var combined = 0
    for (key, value) in self {
      var entryHasher = Hasher()
      entryHasher.combine(key)
      entryHasher.combine(value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}

/// Which first bytes the keys of a ``SecItemEntries`` have: a bit for each ASCII byte, and
/// one flag for any other byte (a key that starts with one may still equal an ASCII key
/// under canonical equivalence, so it must always be compared).
private struct FirstByteSet: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var hasOther = false

  mutating func insert(_ byte: UInt8) {
    switch byte {
    case 0..<64: low |= 1 << UInt64(byte)
    case 64..<128: high |= 1 << UInt64(byte - 64)
    default: hasOther = true
    }
  }

  /// Whether a key starting with the ASCII byte `byte` may be present.
  func mayHold(_ byte: UInt8) -> Bool {
    if hasOther { return true }
    return byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
  }
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
