import Foundation

/// The attributes of one item class, with primary key, defaults and returned attributes
/// (§3; `SecItemSchema.c` `v12_genp_class`, `v12_10_inet_class`, `v12_cert_class`,
/// `v12_10_keys_class`).
///
/// A class, not a struct: a schema is immutable and there are five of them, while every
/// parsed query and every `ItemRecord.schema` access holds one. A reference copies as one
/// retain; the struct copied as one retain per table.
final class ClassSchema: Sendable {
  let itemClass: ItemClass
  let descriptors: [KeychainAttribute: AttributeDescriptor]
  /// The primary-key attributes in schema order (§3.1).
  let primaryKey: [KeychainAttribute]
  /// The kinds of ``primaryKey``, in the same order: what a ``PrimaryKey`` is made of,
  /// resolved once per class instead of once per key.
  let primaryKeyKinds: [AttributeKind]
  /// The codes of ``primaryKey`` (`nil` for a name that is not four ASCII bytes, which no
  /// schema has).
  let primaryKeyCodes: [AttributeCode?]
  /// The value a row without a primary-key attribute counts as having: its default (§3.2),
  /// or the empty string; in the order of ``primaryKey``.
  let primaryKeyDefaults: [KeychainValue]
  /// The primary-key descriptors without the SPI attributes (``spiKeyAttributes``): the
  /// lookup key, what a query naming the whole public key is looked up by.
  let lookupKeyDescriptors: [AttributeDescriptor]
  /// The names of ``lookupKeyDescriptors``, for finding a query's key values by name.
  let lookupKeyAttributes: [KeychainAttribute]
  /// Where the lookup-key attributes sit in the primary key.
  let lookupKeyPositions: [Int]
  /// The code each lookup-key attribute has in a typed query's attributes, in the order of
  /// ``lookupKeyDescriptors``; `nil` for `agrp` and `sync`, which a typed query gives in its
  /// own fields, and for attributes a search treats specially (see
  /// ``StoreState/records(byKey:context:)``).
  let lookupKeyQueryCodes: [AttributeCode?]
  /// The codes of ``lookupKeyAttributes`` (`nil` for a name that is not four ASCII bytes,
  /// which no schema has).
  let lookupKeyCodes: [AttributeCode?]
  /// The kinds of ``lookupKeyDescriptors``, what comparing and hashing their values needs.
  let lookupKeyKinds: [AttributeKind]
  /// The value a row without a lookup-key attribute counts as having: its default (§3.2),
  /// or the empty string.
  let lookupKeyDefaults: [KeychainValue]
  /// Where `agrp` sits in ``lookupKeyAttributes`` (every class's key has it).
  let lookupKeyGroupPosition: Int?
  /// The lookup-key attributes that have a default (§3.2), with their codes: what an add
  /// fills in when the item does not name them.
  let lookupKeyFills: [(attribute: KeychainAttribute, code: AttributeCode?, value: KeychainValue)]
  /// The attributes a result may show (``ReturnedAttributes``).
  let returnedAttributes: ReturnedAttributes
  /// The kind of `tomb`, which every key lookup checks (`nil` for a class without it).
  let tombstoneKind: AttributeKind?
  /// The attributes in the item hash (flag `I`), sorted by name: the order
  /// ``ItemRecord/refreshDigest()`` hashes them in, computed once per class.
  let itemHashAttributes: [KeychainAttribute]
  /// The one attribute the storage indexes each group's rows by, or `nil` for a class whose
  /// rows are indexed by group alone: `svce` for genp and `srvr` for inet, the attribute
  /// nearly every password query names besides the account.
  let groupIndexAttribute: KeychainAttribute?

  /// The descriptors ordered by ``AttributeCode`` of their names, for
  /// ``descriptor(forKey:)``; `nil` when a name has no code (then lookups hash).
  private let descriptorsByCode: AttributeCodeTable<AttributeDescriptor>?

  /// The attribute and kind of each descriptor by code, what the parse of an attribute
  /// needs: lighter to copy out than a whole descriptor (`nil` as for ``descriptorsByCode``).
  private let kindsByCode: AttributeCodeTable<(attribute: KeychainAttribute, kind: AttributeKind)>?

  /// The descriptor of `attribute`, or `nil` when the class has no such attribute
  /// (errSecNoSuchAttr).
  func descriptor(_ attribute: KeychainAttribute) -> AttributeDescriptor? {
    descriptor(forKey: attribute.rawValue)
  }

  /// The descriptor of the attribute a dictionary key names, or `nil` when the class has no
  /// such attribute.
  ///
  /// Every attribute name is four ASCII characters (`SecItemSchema.c`), so a key is looked up
  /// by its four bytes as one integer instead of by hashing the string: this runs for every
  /// attribute of every call.
  func descriptor(forKey key: String) -> AttributeDescriptor? {
    descriptor(forKey: key, code: AttributeCode(key))
  }

  /// The descriptor of the attribute a dictionary key names, when the caller already has the
  /// key's code (`nil`: the key is not four bytes).
  func descriptor(forKey key: String, code: AttributeCode?) -> AttributeDescriptor? {
    guard let descriptorsByCode else { return descriptors[KeychainAttribute(key)] }
    guard let code else { return nil }
    return descriptorsByCode[code]
  }

  /// The kind of `attribute`, or `nil` when the class has no such attribute.
  func kind(of attribute: KeychainAttribute) -> AttributeKind? {
    attributeKind(forKey: attribute.rawValue, code: AttributeCode(attribute.rawValue))?.kind
  }

  /// The attribute a dictionary key names and its kind, or `nil` when the class has no such
  /// attribute; as ``descriptor(forKey:code:)``, without copying the rest of the descriptor.
  func attributeKind(
    forKey key: String, code: AttributeCode?
  ) -> (attribute: KeychainAttribute, kind: AttributeKind)? {
    guard let kindsByCode else {
      return descriptors[KeychainAttribute(key)].map { ($0.attribute, $0.kind) }
    }
    guard let code else { return nil }
    return kindsByCode[code]
  }

  /// The schema of `itemClass`. Identity accepts every certificate attribute and, failing
  /// that, every key attribute (`SecDbAttrWithKey`).
  static func schema(for itemClass: ItemClass) -> ClassSchema {
    switch itemClass {
    case .genericPassword: genericPassword
    case .internetPassword: internetPassword
    case .certificate: certificate
    case .key: key
    case .identity: identity
    }
  }

  private init(_ itemClass: ItemClass, _ list: [AttributeDescriptor]) {
    self.itemClass = itemClass
    var descriptors: [KeychainAttribute: AttributeDescriptor] = [:]
    for descriptor in list where descriptors[descriptor.attribute] == nil {
      descriptors[descriptor.attribute] = descriptor
    }
    self.descriptors = descriptors
    self.descriptorsByCode = AttributeCodeTable(
      descriptors.values.map { ($0.attribute.rawValue, $0) })
    self.kindsByCode = AttributeCodeTable(
      descriptors.values.map { ($0.attribute.rawValue, ($0.attribute, $0.kind)) })
    self.primaryKey = list.filter(\.isPrimaryKey).map(\.attribute)
    let keyDescriptors = primaryKey.compactMap { descriptors[$0] }
    self.primaryKeyKinds = keyDescriptors.map(\.kind)
    self.primaryKeyCodes = primaryKey.map { AttributeCode(asciiName: $0.rawValue) }
    self.primaryKeyDefaults = keyDescriptors.map { $0.defaultValue ?? .string("") }
    self.lookupKeyDescriptors = keyDescriptors.filter {
      !Self.spiKeyAttributes.contains($0.attribute)
    }
    self.lookupKeyAttributes = lookupKeyDescriptors.map(\.attribute)
    self.lookupKeyPositions = keyDescriptors.indices.filter {
      !Self.spiKeyAttributes.contains(keyDescriptors[$0].attribute)
    }
    self.lookupKeyKinds = lookupKeyDescriptors.map(\.kind)
    self.lookupKeyCodes = lookupKeyDescriptors.map {
      AttributeCode(asciiName: $0.attribute.rawValue)
    }
    self.lookupKeyDefaults = lookupKeyDescriptors.map { $0.defaultValue ?? .string("") }
    self.lookupKeyGroupPosition = lookupKeyAttributes.firstIndex(of: .accessGroup)
    self.lookupKeyFills = zip(lookupKeyDescriptors, lookupKeyCodes).compactMap {
      descriptor, code in descriptor.defaultValue.map { (descriptor.attribute, code, $0) }
    }
    self.lookupKeyQueryCodes = zip(lookupKeyDescriptors, lookupKeyCodes).map { descriptor, code in
      descriptor.convertsPlainly ? code : nil
    }
    self.returnedAttributes = ReturnedAttributes(descriptors.values)
    self.tombstoneKind = descriptors[.tombstone]?.kind
    self.itemHashAttributes = descriptors.values.filter(\.isInItemHash).map(\.attribute).sorted()
    switch itemClass {
    case .genericPassword: self.groupIndexAttribute = .service
    case .internetPassword: self.groupIndexAttribute = .server
    default: self.groupIndexAttribute = nil
    }
  }

  /// The primary-key attributes third-party apps never set (`vwht`, `tkid`, `musr`, `ggrp`).
  static let spiKeyAttributes: Set<KeychainAttribute> = [
    .syncViewHint, .tokenID, .multiUser, .sharingGroup,
  ]

  // MARK: The tables

  private typealias D = AttributeDescriptor

  private static let emptyString = KeychainValue.string("")
  private static let zero = KeychainValue.integer(0)
  private static let emptyData = KeychainValue.data(Data())

  private static func blob(_ name: String, pk: Bool = false, inHash: Bool = false) -> D {
    D(
      attribute: .init(name), kind: .blob, isPrimaryKey: pk, isHashed: true,
      isInItemHash: inHash || pk, defaultValue: pk ? emptyString : nil)
  }

  private static func number(_ name: String, pk: Bool = false, inHash: Bool = false) -> D {
    D(
      attribute: .init(name), kind: .number, isPrimaryKey: pk, isInItemHash: inHash || pk,
      defaultValue: pk ? zero : nil)
  }

  private static func dataAttribute(
    _ name: String, pk: Bool = false, hashed: Bool = true, inHash: Bool = true
  ) -> D {
    D(
      attribute: .init(name), kind: .data, isPrimaryKey: pk, isHashed: hashed,
      isInItemHash: inHash, defaultValue: pk ? emptyData : nil)
  }

  /// Attributes every stored class has, after its own ones.
  private static let common: [D] = [
    D(attribute: .creationDate, kind: .date),
    D(attribute: .modificationDate, kind: .date),
    blob("labl"),
    D(attribute: .init("data"), kind: .encryptedData, isReturned: false),
    D(attribute: .accessGroup, kind: .string, isPrimaryKey: true, defaultValue: emptyString),
    D(attribute: .accessible, kind: .access),
    D(attribute: .synchronizable, kind: .sync, isPrimaryKey: true, defaultValue: zero),
    D(attribute: .tombstone, kind: .tomb, defaultValue: zero),
    D(attribute: .sha1, kind: .sha1),
    D(attribute: .accessControl, kind: .accessControl),
    D(
      attribute: .syncViewHint, kind: .string, isPrimaryKey: true, isInItemHash: true,
      defaultValue: emptyString),
    D(
      attribute: .tokenID, kind: .string, isPrimaryKey: true, isInItemHash: true,
      defaultValue: emptyString),
    D(attribute: .multiUser, kind: .uuid, isPrimaryKey: true, defaultValue: emptyData),
    D(attribute: .uuid, kind: .string, isInItemHash: true, isReturned: false),
    D(attribute: .sysBound, kind: .number),
    D(attribute: .pcsService, kind: .number),
    D(attribute: .init("pcsk"), kind: .blob),
    D(attribute: .init("pcsi"), kind: .blob),
    D(attribute: .appClipItem, kind: .number, isReturned: false),
    D(
      attribute: .sharingGroup, kind: .string, isPrimaryKey: true, isInItemHash: true,
      defaultValue: emptyString),
  ]

  /// Attributes genp and inet share.
  private static let password: [D] = [
    blob("desc"), blob("icmt"), number("crtr"), number("type", inHash: true), number("scrp"),
    number("invi"), number("nega"), number("cusi"), blob("prot"),
  ]

  static let genericPassword = ClassSchema(
    .genericPassword,
    password + [blob("alis"), blob("acct", pk: true), blob("svce", pk: true), blob("gena")]
      + common)

  static let internetPassword = ClassSchema(
    .internetPassword,
    password + [
      blob("alis", inHash: true), blob("acct", pk: true), blob("sdmn", pk: true),
      blob("srvr", pk: true), number("ptcl", pk: true), blob("atyp", pk: true),
      number("port", pk: true), blob("path", pk: true),
      D(attribute: .init("binn"), kind: .data, isReturned: false),
      D(attribute: .init("bini"), kind: .data, isReturned: false),
      D(attribute: .init("bin0"), kind: .data, isReturned: false),
      D(attribute: .init("bin1"), kind: .data, isReturned: false),
      D(attribute: .init("bin2"), kind: .data, isReturned: false),
      D(attribute: .init("bin3"), kind: .data, isReturned: false),
    ] + common)

  static let certificate = ClassSchema(
    .certificate,
    [
      number("ctyp", pk: true), number("cenc"), blob("alis", inHash: true),
      dataAttribute("subj"), dataAttribute("issr", pk: true), dataAttribute("slnr", pk: true),
      dataAttribute("skid"), dataAttribute("pkhh", hashed: false),
    ] + common)

  static let key = ClassSchema(
    .key,
    [
      D(
        attribute: .keyClass, kind: .number, isPrimaryKey: true, isHashed: true,
        isInItemHash: true, defaultValue: zero),
      blob("alis", inHash: true), number("perm"), number("priv"), number("modi"),
      dataAttribute("klbl", pk: true, hashed: false), blob("atag", pk: true),
      number("crtr", pk: true), number("type", pk: true), number("bsiz", pk: true),
      number("esiz", pk: true),
      D(
        attribute: .startDate, kind: .date, isPrimaryKey: true, isInItemHash: true,
        defaultValue: .date(Date(timeIntervalSinceReferenceDate: 0))),
      D(
        attribute: .endDate, kind: .date, isPrimaryKey: true, isInItemHash: true,
        defaultValue: .date(Date(timeIntervalSinceReferenceDate: 0))),
      number("sens"), number("asen"), number("extr"), number("next"),
      number("encr", inHash: true), number("decr", inHash: true), number("drve", inHash: true),
      number("sign", inHash: true), number("vrfy", inHash: true), number("snrc"),
      number("vyrc"), number("wrap", inHash: true), number("unwp", inHash: true),
    ] + common)

  /// Identity: certificate attributes first, then key attributes; no primary key of its
  /// own.
  static let identity: ClassSchema = {
    var list = Array(certificate.descriptors.values).sorted { $0.attribute < $1.attribute }
    list += key.descriptors.values.sorted { $0.attribute < $1.attribute }
    return ClassSchema(
      .identity,
      list.map {
        var d = $0; d.isPrimaryKey = false; return d
      })
  }()
}
