import Foundation

/// An item as the typed API returns it: its class, attributes, data and persistent
/// reference.
///
/// An item the store returns keeps the stored row it came from and reads its attributes from
/// that row when asked: finding an item costs no attribute dictionary. The convenience
/// accessors (``account``, ``service``, ``accessGroup`` and the others) read one attribute
/// each; ``attributes`` builds the whole dictionary on every read, so keep it in a local
/// when you read many attributes.
public struct StoredItem: Hashable, Sendable {
  /// The item's class.
  public var itemClass: ItemClass

  /// The item's secret data, or `nil` when it has none.
  public var data: Data?

  /// Where the attributes come from: the row, or the dictionary last set.
  private var source: StoredItemAttributes

  /// The persistent reference set explicitly, or `nil` while it is made from the row.
  private var assignedReference: Data?

  /// Creates an item value.
  ///
  /// - Parameters:
  ///   - itemClass: The class.
  ///   - attributes: The attributes.
  ///   - data: The data.
  ///   - persistentReference: The persistent reference.
  public init(
    itemClass: ItemClass, attributes: [KeychainAttribute: KeychainValue], data: Data?,
    persistentReference: Data
  ) {
    self.itemClass = itemClass
    self.source = .dictionary(attributes)
    self.data = data
    self.assignedReference = persistentReference
  }

  /// An item that reads its attributes from `record` as a CopyMatching result shows them
  /// (§7.1), or, with `forAdd`, as an Add result does (§7.2).
  init(record: ItemRecord, forAdd: Bool) {
    self.itemClass = record.itemClass
    self.data = record.data
    self.source = .row(record, forAdd: forAdd)
    self.assignedReference = nil
  }

  /// The attributes Security returns for the item (§7.1), `sha1` included.
  ///
  /// Reading builds the dictionary from the stored row each time; setting replaces the
  /// attributes for this value only (the store is not changed).
  public var attributes: [KeychainAttribute: KeychainValue] {
    get { source.dictionary }
    set {
      // The persistent reference is made from the row, which the dictionary replaces.
      if assignedReference == nil { assignedReference = persistentReference }
      source = .dictionary(newValue)
    }
  }

  /// The 20-byte persistent reference: the class name and the item's UUID.
  public var persistentReference: Data {
    get {
      if let assignedReference { return assignedReference }
      if case .row(let record, _) = source { return record.persistentReference }
      return Data()
    }
    set { assignedReference = newValue }
  }

  /// The item's access group.
  public var accessGroup: String? { source[.accessGroup]?.stringValue }

  /// The account, as a string when it is stored as one or holds UTF-8 bytes.
  public var account: String? { Self.text(source[.account]) }

  /// The service, as a string when it is stored as one or holds UTF-8 bytes.
  public var service: String? { Self.text(source[.service]) }

  /// The server, as a string when it is stored as one or holds UTF-8 bytes.
  public var server: String? { Self.text(source[.server]) }

  /// The label, as a string when it is stored as one or holds UTF-8 bytes.
  public var label: String? { Self.text(source[.label]) }

  /// Whether the item syncs through iCloud Keychain.
  public var isSynchronizable: Bool { source[.synchronizable]?.integerValue == 1 }

  private static func text(_ value: KeychainValue?) -> String? {
    switch value {
    case .string(let value): value
    case .data(let value): String(data: value, encoding: .utf8)
    default: nil
    }
  }

  /// Whether two items have the same class, attributes, data and persistent reference,
  /// however each was made.
  ///
  /// - Parameters:
  ///   - lhs: An item.
  ///   - rhs: Another item.
  /// - Returns: Whether they are equal.
  public static func == (lhs: StoredItem, rhs: StoredItem) -> Bool {
    lhs.itemClass == rhs.itemClass && lhs.data == rhs.data
      && lhs.persistentReference == rhs.persistentReference && lhs.attributes == rhs.attributes
  }

  /// Hashes the class, attributes, data and persistent reference, so that equal items hash
  /// alike however each was made.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(itemClass)
    hasher.combine(attributes)
    hasher.combine(data)
    hasher.combine(persistentReference)
  }
}

extension StoredItem: CustomReflectable {
  /// The item's class, attributes, data and persistent reference, as a plain struct of those
  /// four properties shows them (so `print` and `dump` show the attributes, not the row they
  /// are read from).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "itemClass": itemClass, "attributes": attributes, "data": data as Any,
        "persistentReference": persistentReference,
      ], displayStyle: .struct)
  }
}
