import Foundation

/// A `SecItemAdd` request for a password that every check before the insertion accepts as it
/// is, read straight from the call's typed request into a row's attributes: the add
/// most callers make (class, service, account, maybe a group, a protection class, a label,
/// the data and the return keys).
///
/// Only a request whose every key the general path would convert without a rule of its
/// own is taken: `class` (a generic or internet password), the class's attributes spelled in
/// ASCII that the parse converts plainly (``AttributeDescriptor/convertsPlainly``) and `agrp`,
/// but not the SPI attributes; `v_Data` as data and the four `kSecReturn…` keys as booleans.
/// The values go through the same ``AttributeKind/coerce(_:)`` as the parse, `sync` is 0 as the parse makes it, and `agrp`
/// must be a string, as the add requires. The checks that depend on the app (its groups, the
/// App Clip rules, the token group) are the gates of `CallContext.swift`, which
/// ``StoreState/add(plain:context:)`` asks as the general add does. Any other request is
/// `nil`, and the general path answers it in the same critical section.
struct PlainAddRequest {
  /// The item's class.
  let itemClass: ItemClass
  /// The converted attributes, `sync` included; `agrp` only when the dictionary names it.
  let attributes: ItemAttributes
  /// The `agrp` the dictionary names, or `nil` for the app's default group.
  let group: String?
  /// `kSecValueData`.
  let data: Data?
  /// The `kSecReturn…` keys that are true.
  let returnTypes: ReturnTypes

  /// The add in `request`, or `nil` when it is of any other shape.
  init?(_ request: SecItemRequest) {
    guard case .string(let className)? = request[.itemClass],
      let itemClass = ItemClass(name: className), itemClass.isPassword
    else { return nil }
    guard
      let eligible = itemClass == .genericPassword ? Self.genericPassword : Self.internetPassword
    else { return nil }
    var attributes = ItemAttributes.UniqueBuilder()
    var group: String?
    var data: Data?
    var returnTypes: ReturnTypes = []
    for (name, input) in request.entries {
      if let code = AttributeCode(asciiName: name) {
        guard ClientSidePreparation.nonPropertyList(input) == nil,
          let (attribute, kind) = eligible[code], let converted = kind.coerce(input)
        else { return nil }
        if attribute == .accessGroup {
          guard case .string(let groupName) = input else { return nil }
          group = groupName
        }
        attributes.add(attribute, code: code, converted)
      } else if name.utf8.first == UInt8(ascii: "c"), name == KeychainAttribute.itemClass.rawValue {
        continue  // Read above.
      } else if name.utf8.first == UInt8(ascii: "v"), name == KeychainAttribute.valueData.rawValue {
        guard case .data(let bytes) = input else { return nil }
        data = bytes
      } else if !returnTypes.apply(name, input) {
        return nil
      }
    }
    attributes.add(.synchronizable, code: .synchronizable, .integer(0))
    self.itemClass = itemClass
    self.attributes = attributes.build()
    self.group = group
    self.data = data
    self.returnTypes = returnTypes
  }

  /// The attributes of generic passwords a plain add may name, by code.
  private static let genericPassword = eligibleAttributes(of: .genericPassword)
  /// The attributes of internet passwords a plain add may name, by code.
  private static let internetPassword = eligibleAttributes(of: .internetPassword)

  /// The attributes of `itemClass` the parse converts and the add stores without a rule of
  /// their own: those the parse converts plainly (``AttributeDescriptor/convertsPlainly``) but
  /// the SPI ones, which the add refuses; `agrp` is in, its value must be a string, and the
  /// add's group gate decides on it.
  private static func eligibleAttributes(
    of itemClass: ItemClass
  ) -> AttributeCodeTable<(attribute: KeychainAttribute, kind: AttributeKind)>? {
    let privateAttributes = Set(
      StoreState.privateAttributeNames.map(KeychainAttribute.init(rawValue:)))
    let entries = ClassSchema.schema(for: itemClass).descriptors.values.filter { descriptor in
      (descriptor.convertsPlainly || descriptor.attribute == .accessGroup)
        && !privateAttributes.contains(descriptor.attribute)
        && AttributeCode(asciiName: descriptor.attribute.rawValue) != nil
    }
    // Every schema name is four ASCII characters, so the table exists.
    return AttributeCodeTable(entries.map { ($0.attribute.rawValue, ($0.attribute, $0.kind)) })
  }
}

extension StoreState {
  /// ``add(_:context:)`` for a password request that every check of the dictionary accepts
  /// as it is, or `nil` when a gate refuses or the insertion fails (a locked key bag, a
  /// duplicate). The checks that depend on the app are the gates that ``add(_:context:)``
  /// asks, in its order, and the steps after them are the same
  /// ``insertNewItem(_:itemClass:data:accessControl:context:)``, so the row, the status and
  /// the result are the same by construction; `PlainAddRequestTests` compares both.
  mutating func add(plain request: PlainAddRequest, context: CallContext) -> EngineOutcome? {
    guard context.missingGroupsFailure(for: .add) == nil,
      case .success(let group) = context.groupForAdd(request.group.map(InputValue.string)),
      context.appClipFailure(makesSynchronizable: false) == nil
    else { return nil }
    var attributes = request.attributes
    if request.group == nil { attributes[.accessGroup] = .string(group) }
    if attributes[.accessible] == nil {
      attributes[.accessible] = .string(
        Self.defaultProtection(of: request.itemClass, in: group).rawValue)
    }
    guard
      case .inserted(let record)? = try? insertNewItem(
        attributes, itemClass: request.itemClass, data: request.data, accessControl: nil,
        context: context)
    else { return nil }
    return EngineOutcome(status: .success, shaping: .add(record, request.returnTypes))
  }
}
