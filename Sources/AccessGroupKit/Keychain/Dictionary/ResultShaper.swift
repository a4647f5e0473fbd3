import Foundation

/// Which `kSecReturn*` keys are true: what a result is made of (``ResultShaper``).
struct ReturnTypes: OptionSet, Hashable, Sendable {
  let rawValue: Int
  static let data = ReturnTypes(rawValue: 1)
  static let attributes = ReturnTypes(rawValue: 2)
  static let reference = ReturnTypes(rawValue: 4)
  static let persistentReference = ReturnTypes(rawValue: 8)
}

extension ReturnTypes {
  /// The return type `key` (`r_Data`, `r_Attributes`, `r_Ref`, `r_PersistentRef`) asks for,
  /// or `nil` for any other key.
  init?(key: String) {
    switch KeychainAttribute(key) {
    case .returnData: self = .data
    case .returnAttributes: self = .attributes
    case .returnReference: self = .reference
    case .returnPersistentReference: self = .persistentReference
    default: return nil
    }
  }

  /// Takes in a caller's `kSecReturn…` key as the parse does; `false` when `name` is no
  /// return key or its value is not a boolean (which the parse rejects).
  mutating func apply(_ name: String, _ value: InputValue) -> Bool {
    guard name.utf8.first == UInt8(ascii: "r"), let mask = ReturnTypes(key: name),
      case .bool(let flag) = value
    else { return false }
    if flag { insert(mask) } else { remove(mask) }
    return true
  }

  /// Whether the result carries the item's attributes: asked for, or brought along by data
  /// or a reference among several return keys (§7).
  var showsAttributes: Bool {
    contains(.attributes) || contains(.reference) || (contains(.data) && self != .data)
  }
}

/// Builds result objects exactly as §7 describes, once, in the objects the caller asked for
/// (``ResultObjects``), from the rows of an ``EngineOutcome``: every result of the engine,
/// the dictionary API's objects and the typed API's items, is made in this file.
enum ResultShaper {
  /// Attributes never returned: ``ReturnedAttributes/hidden``.
  static var hiddenAttributes: Set<KeychainAttribute> { ReturnedAttributes.hidden }

  /// The attribute dictionary of a CopyMatching result (§7.1): everything stored and
  /// returnable, `tomb` and `musr` included, and `accc` always synthesized.
  static func copyAttributes(_ record: ItemRecord, objects: ResultObjects) -> [String: Any] {
    var result = returnableAttributes(record, forAdd: false, objects: objects)
    result[KeychainAttribute.accessControl.rawValue] = objects.accessControl(
      record.accessControl ?? KeychainAccessControl(protection: record.protection))
    return result
  }

  /// The attribute dictionary of an Add result (§7.2): no `tomb`, `musr`; `accc` only when
  /// the caller gave one.
  static func addAttributes(_ record: ItemRecord, objects: ResultObjects) -> [String: Any] {
    var result = returnableAttributes(record, forAdd: true, objects: objects)
    if let control = record.accessControl {
      result[KeychainAttribute.accessControl.rawValue] = objects.accessControl(control)
    }
    return result
  }

  /// The returnable attributes as Foundation objects; for an add without `tomb` and `musr`.
  /// One more slot is reserved for `accc`.
  private static func returnableAttributes(
    _ record: ItemRecord, forAdd: Bool, objects: ResultObjects
  ) -> [String: Any] {
    let returned = returnedAttributes(of: record.itemClass)
    let stored = record.attributes
    var result = stored.count < 24 ? emptyAttributes : [:]
    if stored.count >= 24 { result.reserveCapacity(stored.count + 1) }
    var attributes = stored.makeIterator()
    while let (attribute, code, value) = attributes.nextWithCode() {
      guard returned.contains(attribute, code: code) else { continue }
      if forAdd, attribute == .tombstone || attribute == .multiUser { continue }
      result[attribute.rawValue] = objects.value(value)
    }
    return result
  }

  /// An empty attribute dictionary with room for 24 entries, which each result copies:
  /// creating a `[String: Any]` with a capacity (`init(minimumCapacity:)` or
  /// `reserveCapacity(_:)`) goes through the standard library's unspecialized code, which looks
  /// up the storage's generic metadata every time, a cost paid once per result.
  /// The copy is made on the first insertion, from this one's storage, without that lookup.
  /// Never mutated, so sharing it between threads is safe.
  nonisolated(unsafe) private static let emptyAttributes = [String: Any](minimumCapacity: 24)

  /// The attributes of `itemClass` that a result may show.
  static func returnedAttributes(of itemClass: ItemClass) -> ReturnedAttributes {
    ReturnedAttributes.of(itemClass)
  }

  /// The attributes a reference leaves out besides ``hiddenAttributes``.
  private static let excludedFromReference: Set<KeychainAttribute> = [
    .accessGroup, .accessible, .synchronizable, .tombstone, .multiUser, .creationDate,
    .modificationDate, .sha1, .accessControl, .syncViewHint, .tokenID, .sharingGroup,
  ]

  /// The reference `kSecReturnRef` gives: `nil` for password classes on iOS.
  static func reference(_ record: ItemRecord) -> KeychainItemReference? {
    guard !record.itemClass.isPassword else { return nil }
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    for (attribute, value) in record.attributes
    where !excludedFromReference.contains(attribute) && !hiddenAttributes.contains(attribute) {
      attributes[attribute] = value
    }
    return KeychainItemReference(
      itemClass: record.itemClass, attributes: attributes, data: record.data)
  }

  /// The result of an add, as the object Security returns.
  static func addResult(
    _ record: ItemRecord, returnTypes: ReturnTypes, objects: ResultObjects
  ) -> Any? {
    switch returnTypes {
    case []: return nil
    case .data: return objects.data(record.data ?? Data())
    case .attributes: return objects.dictionary(addAttributes(record, objects: objects))
    case .persistentReference: return objects.data(record.persistentReference)
    case .reference: return reference(record).map(objects.reference)
    default:
      // The server's mask includes the attributes and the data whenever a reference is asked
      // for (`SecDbItemCopyResult`).
      var result: [String: Any] = [:]
      if returnTypes.contains(.attributes) || returnTypes.contains(.reference) {
        result = addAttributes(record, objects: objects)
      }
      addMultipleParts(to: &result, of: record, returnTypes: returnTypes, objects: objects)
      return objects.dictionary(result)
    }
  }

  /// The client's reshaping of a dictionary result (`SecItemResultCopyPrepared`,
  /// `OSX/sec/Security/SecItem.m`), applied to `result`, the attributes the server returned;
  /// `class` is there whenever a reference was asked for.
  ///
  /// `v_Data` is set only when the item has data and the caller asked for data or a reference
  /// (an item without data has no `v_Data`: the `v_Data` column yields kCFNull, which
  /// `SecDbItemCopyResult` skips, and the client removes the key when it has no value). When a
  /// reference is made (keys and certificates), `v_Data` goes again unless data was asked for;
  /// password classes get no reference and keep it.
  private static func addMultipleParts(
    to result: inout [String: Any], of record: ItemRecord, returnTypes: ReturnTypes,
    objects: ResultObjects
  ) {
    let wantsReference = returnTypes.contains(.reference)
    let valueData = KeychainAttribute.valueData.rawValue
    if returnTypes.contains(.data) || wantsReference, let data = record.data {
      result[valueData] = objects.data(data)
    } else {
      result[valueData] = nil
    }
    if returnTypes.contains(.persistentReference) {
      result[KeychainAttribute.valuePersistentReference.rawValue] = objects.data(
        record.persistentReference)
    }
    if wantsReference {
      result[KeychainAttribute.itemClass.rawValue] = objects.string(record.itemClass.rawValue)
      if let reference = reference(record) {
        result[KeychainAttribute.valueReference.rawValue] = objects.reference(reference)
        if !returnTypes.contains(.data) { result[valueData] = nil }
      }
    }
  }

  /// One item of a CopyMatching result, or `nil` when the item contributes nothing (no data
  /// for `{Data}`, a password for `{Ref}`).
  ///
  /// A dictionary asked for with `kSecReturnRef` but without `kSecReturnAttributes` or
  /// `kSecReturnData` also carries `persistref`, the 16-byte UUID of the item's persistent
  /// reference: with a reference in the mask, `handle_result` (`SecItemDb.c`) keeps the whole
  /// decrypted row, whose authenticated part holds `persistref`, and `s3dl_query_row` removes
  /// the key again only when the server's mask has attributes, which the client adds to any
  /// CopyMatching that asks for data.
  static func copyElement(
    _ record: ItemRecord, returnTypes: ReturnTypes, objects: ResultObjects
  ) -> Any? {
    switch returnTypes {
    case []: return nil
    case .data: return record.data.map(objects.data)
    case .attributes: return objects.dictionary(copyAttributes(record, objects: objects))
    case .persistentReference: return objects.data(record.persistentReference)
    case .reference: return reference(record).map(objects.reference)
    default:
      var result: [String: Any] = [:]
      // The client asks the server for attributes whenever it asks for data (SecItem.m), so
      // a multi-key result with data carries the attributes too; with a reference the server
      // keeps the whole decrypted row (`handle_result`, `SecItemDb.c`).
      if returnTypes.contains(.attributes) || returnTypes.contains(.data)
        || returnTypes.contains(.reference)
      {
        result = copyAttributes(record, objects: objects)
      }
      if returnTypes.contains(.reference), !returnTypes.contains(.attributes),
        !returnTypes.contains(.data)
      {
        result[KeychainAttribute.persistentReference.rawValue] = objects.data(
          record.identifier.data)
      }
      addMultipleParts(to: &result, of: record, returnTypes: returnTypes, objects: objects)
      return objects.dictionary(result)
    }
  }

  /// The CopyMatching result: a single object for limit 1, else an array (empty when no
  /// return key was given).
  static func copyResult(
    _ records: [ItemRecord], returnTypes: ReturnTypes, limit: SearchLimit,
    objects: ResultObjects
  ) -> Any? {
    if limit.returnsOneObject {
      return records.first.flatMap {
        copyElement($0, returnTypes: returnTypes, objects: objects)
      }
    }
    var elements: [Any] = []
    elements.reserveCapacity(records.count)
    for record in records {
      if let element = copyElement(record, returnTypes: returnTypes, objects: objects) {
        elements.append(element)
      }
    }
    return objects.array(elements)
  }

  /// Whether a typed item shows `attribute` of a row of `itemClass`: the `.value` entries of
  /// ``addAttributes(_:)`` and ``copyAttributes(_:)``, that is the returnable attributes, for
  /// an add without `tomb` and `musr`; `accc` is an access-control object there, never a
  /// value, unless an add without access control stored one as a value.
  private static func showsTyped(
    _ attribute: KeychainAttribute, of record: ItemRecord, forAdd: Bool
  ) -> Bool {
    if forAdd, attribute == .tombstone || attribute == .multiUser { return false }
    if attribute == .accessControl, !forAdd || record.accessControl != nil { return false }
    return returnedAttributes(of: record.itemClass).contains(attribute)
  }

  /// One attribute of the typed item made from `record`, or `nil` when it does not show it.
  static func typedValue(
    of attribute: KeychainAttribute, in record: ItemRecord, forAdd: Bool
  ) -> KeychainValue? {
    guard showsTyped(attribute, of: record, forAdd: forAdd) else { return nil }
    return record.attributes[attribute]
  }

  /// Every attribute of the typed item made from `record`.
  static func typedAttributes(
    _ record: ItemRecord, forAdd: Bool
  ) -> [KeychainAttribute: KeychainValue] {
    let returned = returnedAttributes(of: record.itemClass)
    let skipsAccessControl = !forAdd || record.accessControl != nil
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    attributes.reserveCapacity(record.attributes.count)
    for (attribute, value) in record.attributes where returned.contains(attribute) {
      if forAdd, attribute == .tombstone || attribute == .multiUser { continue }
      if skipsAccessControl, attribute == .accessControl { continue }
      attributes[attribute] = value
    }
    return attributes
  }
}

/// A call's result, made once from its rows, when the caller asks for it.
extension EngineOutcome {
  /// The result object Apple would return, made of `objects`.
  func result(in objects: ResultObjects) -> Any? {
    switch shaping {
    case .none: nil
    case .add(let record, let returnTypes):
      ResultShaper.addResult(record, returnTypes: returnTypes, objects: objects)
    case .copy(let records, let returnTypes, let limit):
      ResultShaper.copyResult(records, returnTypes: returnTypes, limit: limit, objects: objects)
    }
  }

  /// The typed items found or added, for the typed API.
  var items: [StoredItem] {
    switch shaping {
    case .none: []
    case .add(let record, _): [StoredItem(record: record, forAdd: true)]
    case .copy(let records, _, _): records.map { StoredItem(record: $0, forAdd: false) }
    }
  }

  /// The Apple-shaped outcome, its result made of `objects`.
  func outcome(_ objects: ResultObjects = .values) -> SecItemOutcome {
    SecItemOutcome(status: status, result: result(in: objects), explanation: explanation)
  }
}
