import Foundation
import Testing

@testable import AccessGroupKit

/// Typed items that read their attributes from the stored row only when asked.
@Suite("Stored items read lazily")
struct StoredItemTests {
  /// A store with one item of each shape the typed attributes treat differently: data and
  /// string accounts, an internet password, a key with an access-control object, a
  /// certificate, and a tombstone.
  func variedStore() -> ItemStore {
    let store = TestApps.store()
    let app = TestApps.appOne(store)
    _ = app.add([K.cls: K.genp, K.acct: "a", K.svce: "s", K.data: Data.utf8("d"), K.labl: "l"])
    _ = app.add([K.cls: K.genp, K.acct: Data.utf8("b"), K.labl: Data([0xff]), "crtr": 1.5])
    _ = app.add([K.cls: K.inet, K.srvr: "x", "port": 80, "ptcl": "htps", K.acct: "bob"])
    _ = app.add([
      K.cls: K.keys, "kcls": 1, "klbl": Data([7]), K.data: Data([1, 2]),
      "accc": KeychainAccessControl(protection: .afterFirstUnlock),
    ])
    _ = app.add([K.cls: K.cert, "ctyp": 1, "issr": Data([1]), "slnr": Data([2])])
    _ = app.add([K.cls: K.genp, K.acct: "synced", K.sync: true])
    _ = app.delete([K.cls: K.genp, K.acct: "synced", K.sync: true])
    return store
  }

  func records(_ store: ItemStore) -> [ItemRecord] {
    store.state.withLock { $0.database.orderedRecords }
  }

  /// The attributes a typed item had when they were built eagerly, before items read them
  /// lazily: the schema's returned attributes less the hidden ones, for an add without
  /// `tomb` and `musr`, and `accc` only for an add without an access-control object.
  func eagerAttributes(
    _ record: ItemRecord, forAdd: Bool
  ) -> [KeychainAttribute: KeychainValue] {
    let schema = record.schema
    let skipsAccessControl = !forAdd || record.accessControl != nil
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    for (attribute, value) in record.attributes
    where !ResultShaper.hiddenAttributes.contains(attribute)
      && schema.descriptors[attribute]?.isReturned == true
    {
      if forAdd, attribute == .tombstone || attribute == .multiUser { continue }
      if skipsAccessControl, attribute == .accessControl { continue }
      attributes[attribute] = value
    }
    return attributes
  }

  func eagerItem(_ record: ItemRecord, forAdd: Bool) -> StoredItem {
    StoredItem(
      itemClass: record.itemClass, attributes: eagerAttributes(record, forAdd: forAdd),
      data: record.data, persistentReference: record.persistentReference)
  }

  @Test("A found item equals, and hashes like, the same item built from a dictionary")
  func lazyItemEqualsEagerItem() {
    let records = records(variedStore())
    #expect(records.count == 6)
    for record in records {
      for forAdd in [false, true] {
        let lazy = StoredItem(record: record, forAdd: forAdd)
        let eager = eagerItem(record, forAdd: forAdd)
        #expect(lazy.attributes == eager.attributes)
        #expect(!lazy.attributes.isEmpty)
        #expect(lazy == eager)
        #expect(lazy.hashValue == eager.hashValue)
        #expect(Set([lazy, eager]).count == 1)
        #expect(lazy.persistentReference == eager.persistentReference)
        #expect(lazy.persistentReference.count == 20)
        #expect(lazy.data == record.data)
      }
    }
  }

  @Test("An added item leaves out tomb and musr, a found item keeps them")
  func addAndCopyShapesDiffer() {
    let tombstone = records(variedStore()).first { $0.isTombstone }!
    let found = StoredItem(record: tombstone, forAdd: false)
    let added = StoredItem(record: tombstone, forAdd: true)
    #expect(found.attributes[.tombstone] != nil)
    #expect(added.attributes[.tombstone] == nil)
    #expect(found != added)
  }

  @Test("Each accessor of a found item reads what its attributes dictionary holds")
  func accessorsMatchDictionary() {
    for record in records(variedStore()) {
      for forAdd in [false, true] {
        let lazy = StoredItem(record: record, forAdd: forAdd)
        let eager = eagerItem(record, forAdd: forAdd)
        #expect(lazy.accessGroup == eager.accessGroup)
        #expect(lazy.accessGroup == TestApps.sharedGroup)
        #expect(lazy.account == eager.account)
        #expect(lazy.service == eager.service)
        #expect(lazy.server == eager.server)
        #expect(lazy.label == eager.label)
        #expect(lazy.isSynchronizable == eager.isSynchronizable)
        var asked: [KeychainAttribute] = [
          .accessControl, .tombstone, .multiUser, .uuid, .itemClass, .persistentReference,
        ]
        for (attribute, _) in record.attributes { asked.append(attribute) }
        let row = StoredItemAttributes.row(record, forAdd: forAdd)
        for attribute in asked {
          #expect(row[attribute] == eager.attributes[attribute], "\(attribute)")
        }
      }
    }
  }

  @Test("The typed API's accessors give the stored strings")
  func typedAccessorsGiveStrings() throws {
    let app = TestApps.appOne(variedStore())
    let generic = try app.items(matching: .genericPassword(service: "s"))
    #expect(generic.map(\.account) == ["a"])
    #expect(generic.first?.service == "s")
    #expect(generic.first?.label == "l")
    #expect(generic.first?.isSynchronizable == false)
    let internet = try app.items(matching: .internetPassword(server: "x"))
    #expect(internet.first?.server == "x")
    #expect(internet.first?.account == "bob")
    #expect(internet.first?.service == nil)
  }

  @Test("Setting the attributes of a found item changes that value only")
  func settingAttributes() throws {
    let app = TestApps.appOne(variedStore())
    let original = try #require(try app.items(matching: .genericPassword(service: "s")).first)
    var changed = original
    changed.attributes[.label] = .string("changed")
    #expect(changed.label == "changed")
    #expect(changed.attributes[.label] == .string("changed"))
    #expect(changed.attributes.count == original.attributes.count)
    #expect(changed.account == "a")
    #expect(changed.data == original.data)
    #expect(changed.persistentReference == original.persistentReference)
    #expect(changed != original)
    #expect(original.label == "l")
    let again = try app.items(matching: .genericPassword(service: "s"))
    #expect(again == [original])
    changed.attributes = original.attributes
    #expect(changed == original)
    #expect(changed.hashValue == original.hashValue)
  }

  @Test("Setting the persistent reference or data of a found item keeps its attributes")
  func settingOtherProperties() throws {
    let app = TestApps.appOne(variedStore())
    let original = try #require(try app.items(matching: .genericPassword(service: "s")).first)
    var changed = original
    changed.persistentReference = Data([1, 2, 3])
    changed.data = nil
    changed.itemClass = .internetPassword
    #expect(changed.persistentReference == Data([1, 2, 3]))
    #expect(changed.data == nil)
    #expect(changed.itemClass == .internetPassword)
    #expect(changed.attributes == original.attributes)
    #expect(changed.account == "a")
  }

  @Test("An item made with the initializer keeps exactly what it was given")
  func initializerKeepsValues() {
    let attributes: [KeychainAttribute: KeychainValue] = [
      .account: .data(Data("me".utf8)), .service: .string("svc"), .synchronizable: .integer(1),
      .tombstone: .integer(1),
    ]
    let item = StoredItem(
      itemClass: .genericPassword, attributes: attributes, data: Data([9]),
      persistentReference: Data([4]))
    #expect(item.attributes == attributes)
    #expect(item.account == "me")
    #expect(item.service == "svc")
    #expect(item.isSynchronizable)
    #expect(item.persistentReference == Data([4]))
    #expect(item.data == Data([9]))
  }
}

/// How a lazily read item prints.
@Suite("Stored item descriptions")
struct StoredItemDescriptionTests {
  /// The synthesized description a struct with StoredItem's four stored properties had.
  struct EagerStoredItem {
    var itemClass: ItemClass
    var attributes: [KeychainAttribute: KeychainValue]
    var data: Data?
    var persistentReference: Data
  }

  @Test("A found item prints its class, attributes, data and reference like a plain struct")
  func descriptionShowsAttributes() throws {
    let app = TestApps.appOne(StoredItemTests().variedStore())
    let item = try #require(try app.items(matching: .genericPassword(service: "s")).first)
    let attributes = item.attributes
    let eager = EagerStoredItem(
      itemClass: item.itemClass, attributes: attributes, data: item.data,
      persistentReference: item.persistentReference)
    let expected = String(describing: eager).replacingOccurrences(
      of: "EagerStoredItem", with: "StoredItem")
    var fromDictionary = item
    fromDictionary.attributes = attributes
    #expect(String(describing: fromDictionary) == expected)
    #expect(String(describing: item).hasPrefix("StoredItem(itemClass: "))
    #expect(String(describing: item).contains("attributes: ["))
    #expect(!String(describing: item).contains("ItemRecord"))
  }
}
