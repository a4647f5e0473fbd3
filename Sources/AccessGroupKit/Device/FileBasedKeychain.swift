import Foundation

/// A deliberately small model of the macOS file-based ("legacy", login) keychain, which a
/// native macOS app reaches when a SecItem call does not opt into the data-protection
/// keychain (§2.10, §9.11).
///
/// What it does:
/// - One keychain per Mac, shared by every native macOS app on the device, signed or not,
///   with or without entitlements: it has **no access groups and no per-app access control**,
///   so every app sees every item (a real login keychain asks the user before another app
///   reads an item; that prompt is not modelled — the simulation behaves as if the user
///   always clicked "Always Allow").
/// - The shim's type checks come first (``checkParameters(_:)``).
/// - Generic and internet passwords (`genp`, `inet`). Uniqueness: `acct` + `svce` for
///   generic passwords; `acct sdmn srvr ptcl atyp port path` for internet passwords (absent
///   counts as empty) → `errSecDuplicateItem` (-25299).
/// - `kSecAttrAccessGroup`, `kSecAttrAccessible`, `kSecAttrSynchronizable`,
///   `kSecAttrTombstone` and `kSecUseDataProtectionKeychain` are silently ignored: neither
///   stored nor matched.
/// - CopyMatching matches every other attribute given (strings and data compare by their
///   UTF-8 bytes), default limit one; `kSecReturnData` with `kSecMatchLimitAll` is
///   `errSecParam` (-50), as in `SecItem.cpp`; nothing found is `errSecItemNotFound`
///   (-25300). Update changes every match (`errSecDuplicateItem` if two would collide;
///   nothing changes then); Delete removes every match.
///
/// What it does not do (documented deviations): certificates, keys and identities
/// (`errSecUnimplemented`, -4, with an explanation); item references (`kSecReturnRef`, and the
/// reference SecItemAdd returns by default on macOS — the result is `nil`); persistent
/// references (`kSecReturnPersistentRef` is ignored); ACLs and `kSecAttrAccess`; keychain
/// files and search lists; locking (the login keychain stays unlocked while the device's
/// data-protection keychain locks); moving items between keychains when an update changes
/// `kSecAttrSynchronizable` (`SecItemChangeSynchronizability`). Its items never sync and
/// are not part of ``ItemStore/exportSnapshot()``.
struct FileBasedKeychain: Sendable {
  struct Item: Hashable, Sendable {
    var itemClass: ItemClass
    var attributes: [String: KeychainValue]
    var data: Data?
  }

  private(set) var items: [Item] = []
  /// The key of every item (``Key``), so that an add or an update finds a duplicate without
  /// comparing the item with every other.
  private var keys: Set<Key> = []
  /// How many items the searches have read (see ``ItemDatabase/rowsExamined``).
  private(set) var rowsExamined = 0

  /// An item's uniqueness attributes in the form they compare in: its class, and for each of
  /// ``primaryKey(of:)`` the value's bytes (an absent value counting as empty).
  private struct Key: Hashable {
    var itemClass: ItemClass
    var values: [Data?]

    init(_ item: Item) {
      itemClass = item.itemClass
      values = FileBasedKeychain.primaryKey(of: item.itemClass).map {
        FileBasedKeychain.comparable(FileBasedKeychain.value(item, $0))
      }
    }
  }

  /// The attributes the model ignores.
  static let ignoredKeys: Set<String> = ["agrp", "pdmn", "sync", "tomb", "nleg", "accc", "musr"]

  /// The uniqueness attributes per class.
  static func primaryKey(of itemClass: ItemClass) -> [String] {
    itemClass == .genericPassword
      ? ["acct", "svce"] : ["acct", "sdmn", "srvr", "ptcl", "atyp", "port", "path"]
  }

  static let rule = "§2.10 (file-based keychain)"

  // MARK: Calls

  /// Answers one call the macOS shim sends here, switching on the verb once as the store
  /// does. A typed search never comes here (it reaches the data-protection keychain only);
  /// it would find nothing.
  mutating func perform(
    _ operation: SecItemOperation, now: Date, objects: ResultObjects
  ) -> SecItemOutcome {
    switch operation {
    case .add(let attributes, _): add(attributes, now: now, objects: objects)
    case .copyMatching(let query, _): copyMatching(query, objects: objects)
    case .findItems: SecItemOutcome(status: .itemNotFound)
    case .update(let query, let changes): update(query, changes: changes, now: now)
    case .delete(let query): delete(query)
    }
  }

  private mutating func add(
    _ request: SecItemRequest, now: Date, objects: ResultObjects = .values
  ) -> SecItemOutcome {
    do throws(EngineFailure) {
      try Self.checkParameters(request)
      let itemClass = try Self.passwordClass(request, call: .add)
      var attributes = try Self.attributes(of: request)
      attributes["cdat"] = .date(now)
      attributes["mdat"] = .date(now)
      let data = Self.valueData(request)
      let item = Item(itemClass: itemClass, attributes: attributes, data: data)
      if keys.contains(Key(item)) {
        throw EngineFailure(
          .duplicateItem, rule: Self.rule,
          "The specified item already exists in the file-based keychain.",
          details: [
            "uniqueness in the file-based keychain: "
              + Self.primaryKey(of: itemClass).joined(separator: ", "),
            "kSecAttrAccessGroup, kSecAttrAccessible and kSecAttrSynchronizable are ignored there",
          ],
          fix: "Add kSecUseDataProtectionKeychain: true to use the data-protection keychain.")
      }
      let returns = try Self.returnTypes(request)
      items.append(item)
      keys.insert(Key(item))
      return SecItemOutcome(
        status: .success,
        result: Self.shape([item], returns: returns, one: true, objects: objects))
    } catch {
      return SecItemOutcome(status: error.status, explanation: error.explanation)
    }
  }

  private mutating func copyMatching(
    _ request: SecItemRequest, objects: ResultObjects = .values
  ) -> SecItemOutcome {
    do throws(EngineFailure) {
      try Self.checkParameters(request)
      let itemClass = try Self.passwordClass(request, call: .copyMatching)
      let matches = try Self.attributes(of: request)
      let limit = try Self.limit(request)
      let returns = try Self.returnTypes(request)
      if limit != 1, returns.contains("r_Data") {
        throw EngineFailure(
          .parameter, rule: Self.rule,
          "kSecReturnData with kSecMatchLimitAll is not supported by the file-based keychain.",
          details: ["r_Data with a match limit other than one"],
          fix: "Ask for attributes with kSecMatchLimitAll, then fetch each item's data, or use "
            + "kSecUseDataProtectionKeychain.")
      }
      rowsExamined += items.count
      var found = items.filter { $0.itemClass == itemClass && Self.matches($0, matches) }
      if let limit { found = Array(found.prefix(limit)) }
      guard !found.isEmpty else {
        throw EngineFailure(
          .itemNotFound, rule: Self.rule, "No matching items found in the file-based keychain.",
          details: ["searched \(itemClass) items of the file-based keychain"])
      }
      return SecItemOutcome(
        status: .success,
        result: Self.shape(found, returns: returns, one: limit == 1, objects: objects))
    } catch {
      return SecItemOutcome(status: error.status, explanation: error.explanation)
    }
  }

  private mutating func update(
    _ request: SecItemRequest, changes: SecItemRequest, now: Date
  ) -> SecItemOutcome {
    do throws(EngineFailure) {
      try Self.checkParameters(request)
      let itemClass = try Self.passwordClass(request, call: .update)
      let matches = try Self.attributes(of: request)
      let newAttributes = try Self.attributes(of: changes)
      var newData: Data?
      if let value = changes[.valueData] {
        guard case .data(let bytes) = value else {
          throw EngineFailure(
            .parameter, rule: Self.rule, "kSecValueData must be data.",
            details: ["v_Data = \(value.summary)"])
        }
        newData = bytes
      }
      rowsExamined += items.count
      var updated = items
      var changed: [Int] = []
      for index in updated.indices
      where updated[index].itemClass == itemClass && Self.matches(updated[index], matches) {
        updated[index].attributes.merge(newAttributes) { $1 }
        updated[index].attributes["mdat"] = .date(now)
        if let newData { updated[index].data = newData }
        changed.append(index)
      }
      guard !changed.isEmpty else {
        throw EngineFailure(
          .itemNotFound, rule: Self.rule, "No items updated in the file-based keychain.",
          details: ["searched \(itemClass) items of the file-based keychain"])
      }
      // The items were unique before, so a repeat among the updated keys involves a change.
      var updatedKeys = Set<Key>(minimumCapacity: updated.count)
      for item in updated where !updatedKeys.insert(Key(item)).inserted {
        throw EngineFailure(
          .duplicateItem, rule: Self.rule,
          "The update would give two file-based keychain items the same key; nothing changed.")
      }
      items = updated
      keys = updatedKeys
      return SecItemOutcome(status: .success)
    } catch {
      return SecItemOutcome(status: error.status, explanation: error.explanation)
    }
  }

  private mutating func delete(_ request: SecItemRequest) -> SecItemOutcome {
    do throws(EngineFailure) {
      try Self.checkParameters(request)
      let itemClass = try Self.passwordClass(request, call: .delete)
      let matches = try Self.attributes(of: request)
      let before = items.count
      rowsExamined += before
      items.removeAll { $0.itemClass == itemClass && Self.matches($0, matches) }
      guard items.count < before else {
        throw EngineFailure(
          .itemNotFound, rule: Self.rule,
          "Delete failed to delete anything in the file-based "
            + "keychain.",
          details: ["searched \(itemClass) items of the file-based keychain"])
      }
      keys = Set(items.map(Key.init))
      return SecItemOutcome(status: .success)
    } catch {
      return SecItemOutcome(status: error.status, explanation: error.explanation)
    }
  }

  // MARK: Parsing

  private static func passwordClass(
    _ request: SecItemRequest, call: KeychainCall
  ) throws(EngineFailure) -> ItemClass {
    guard case .string(let name)? = request[.itemClass] else {
      throw EngineFailure(
        .parameter, rule: rule, "The query has no kSecClass.",
        details: ["\(call.functionName) reached the file-based keychain without a class"])
    }
    guard let itemClass = ItemClass(rawValue: name) else {
      throw EngineFailure(
        .noSuchClass, rule: rule, "Can't find class named: \(name).", details: ["class = \(name)"])
    }
    guard itemClass.isPassword else {
      throw EngineFailure(
        .unimplemented, rule: rule,
        "The simulation's file-based keychain models only passwords (genp, inet).",
        details: [
          "class = \(name) without kSecUseDataProtectionKeychain reaches the file-based keychain "
            + "on macOS"
        ],
        fix: "Add kSecUseDataProtectionKeychain: true (recommended for every new Mac app).")
    }
    return itemClass
  }

  /// The attributes a dictionary sets or matches: four-character keys, minus the ignored ones.
  private static func attributes(
    of request: SecItemRequest
  ) throws(EngineFailure) -> [String: KeychainValue] {
    var result: [String: KeychainValue] = [:]
    for key in request.sortedKeys where key.count == 4 && !ignoredKeys.contains(key) {
      guard let input = request.entries[key] else { continue }
      let value: KeychainValue
      switch input {
      case .string(let text): value = .string(text)
      case .data(let bytes): value = .data(bytes)
      case .integer(let number): value = .integer(number)
      case .real(let number): value = .real(number)
      case .bool(let flag): value = .bool(flag)
      case .date(let date): value = .date(date)
      default:
        throw EngineFailure.invalidValue(key, input, expected: "a string, data, number or date")
      }
      result[key] = value
    }
    return result
  }

  private static func limit(_ request: SecItemRequest) throws(EngineFailure) -> Int? {
    switch request[.matchLimit] {
    case nil, .string("m_LimitOne")?: return 1
    case .string("m_LimitAll")?: return nil
    case .integer(let number)? where number >= 0: return Int(number)
    case .real(let number)? where number > -1:
      return Int(exactly: number.rounded(.towardZero)) ?? Int(Int32.max)
    // Another string asks for one item (`_CreateSecItemParamsFromDictionary`).
    case .string?: return 1
    case let other?: throw EngineFailure.invalidValue("m_Limit", other, expected: "a match limit")
    }
  }

  private static func returnTypes(_ request: SecItemRequest) throws(EngineFailure) -> Set<String> {
    var returns = Set<String>()
    for key in MacKeychainRoute.prunedReturnKeys {
      guard let value = request.entries[key] else { continue }
      guard case .bool(let flag) = value else {
        throw EngineFailure.invalidValue(key, value, expected: "a boolean")
      }
      if flag { returns.insert(key) }
    }
    return returns
  }

  // MARK: Matching and results

  private static func value(_ item: Item, _ key: String) -> KeychainValue? {
    if let value = item.attributes[key] { return value }
    return primaryKey(of: item.itemClass).contains(key) ? .string("") : nil
  }

  private static func comparable(_ value: KeychainValue?) -> Data? {
    guard let value else { return nil }
    if case .string("") = value { return Data() }
    return value.matchBytes
  }

  private static func matches(_ item: Item, _ pairs: [String: KeychainValue]) -> Bool {
    pairs.allSatisfy { key, wanted in comparable(value(item, key)) == comparable(wanted) }
  }

  /// Data, attributes (with `class`), or both, made of `objects`; `nil` when nothing is
  /// asked for.
  private static func shape(
    _ items: [Item], returns: Set<String>, one: Bool, objects: ResultObjects
  ) -> Any? {
    let wantsData = returns.contains("r_Data")
    let wantsAttributes = returns.contains("r_Attributes")
    guard wantsData || wantsAttributes else { return nil }
    let shaped: [Any] = items.map { item in
      if wantsData, !wantsAttributes { return objects.data(item.data ?? Data()) }
      var dictionary: [String: Any] = ["class": objects.string(item.itemClass.rawValue)]
      for (key, value) in item.attributes {
        dictionary[key] = objects.value(value)
      }
      if wantsData { dictionary["v_Data"] = objects.data(item.data ?? Data()) }
      return objects.dictionary(dictionary)
    }
    return one ? shaped.first : objects.array(shaped)
  }
}
