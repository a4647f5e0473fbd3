/// A `SecItemCopyMatching` request that names one item by its whole public primary key, read
/// straight from the call's typed request without the parse: the one shape of search the key index
/// answers, and the one most callers send (class, service, account, group, a limit and the
/// return keys).
///
/// Only a request on which every step of the general path before the search is a no-op
/// is taken: no key but `class`, the lookup-key attributes (without `sync`), `m_Limit` and
/// the four `kSecReturn…` keys, each spelled in ASCII; property-list values that convert for
/// their attribute; a boolean for each return key. The values go through the same
/// ``AttributeKind/coerce(_:)`` as the general parse, and `sync` is 0 as the parse makes it
/// when the caller names none. Any other request is `nil`, and the general path answers it,
/// in the same critical section, with its status and explanation.
struct KeyLookupRequest {
  /// The schema of the dictionary's class.
  let schema: ClassSchema
  /// The `agrp` the dictionary names.
  let group: String
  /// The lookup key's values in the order of ``ClassSchema/lookupKeyAttributes``.
  let key: [KeychainValue]
  /// `kSecMatchLimit`, 1 when absent.
  let limit: SearchLimit
  /// The `kSecReturn…` keys that are true.
  let returnTypes: ReturnTypes

  /// The lookup in `request`, or `nil` when it is of any other shape.
  init?(_ request: SecItemRequest) {
    guard case .string(let className)? = request[.itemClass],
      let itemClass = ItemClass(name: className), itemClass != .identity
    else { return nil }
    let schema = ClassSchema.schema(for: itemClass)
    let codes = schema.lookupKeyQueryCodes
    let kinds = schema.lookupKeyKinds
    guard request.entries.count <= codes.count + 5 else { return nil }
    // Placeholders, and a bit per position the dictionary fills. (Not `[KeychainValue?]`:
    // an array of optionals is made and destroyed through the runtime's generic path, which
    // would cost more than the lookup it serves.)
    var key: [KeychainValue] = []
    key.reserveCapacity(codes.count)
    for _ in codes.indices { key.append(.integer(0)) }
    var filled: UInt64 = 0
    var group: String?
    var limit: SearchLimit = 1
    var returnTypes: ReturnTypes = []
    for (name, input) in request.entries {
      // Attribute names are four ASCII bytes; only an ASCII code decides equality (a name
      // with other bytes goes the general way, which compares it under canonical
      // equivalence). Every other key is compared as a string, as the parse compares it.
      if let code = AttributeCode(asciiName: name) {
        guard ClientSidePreparation.nonPropertyList(input) == nil else { return nil }
        if code == .accessGroup {
          guard let position = schema.lookupKeyGroupPosition,
            case .string(let groupName)? = kinds[position].coerce(input)
          else { return nil }
          key[position] = .string(groupName)
          filled |= 1 << position
          group = groupName
        } else {
          guard let position = codes.firstIndex(of: code),
            let converted = kinds[position].coerce(input)
          else { return nil }
          key[position] = converted
          filled |= 1 << position
        }
      } else if name.utf8.first == UInt8(ascii: "c"), name == KeychainAttribute.itemClass.rawValue {
        continue  // Read above.
      } else if name.utf8.first == UInt8(ascii: "m"), name == KeychainAttribute.matchLimit.rawValue
      {
        guard let matchLimit = KeychainMatchLimit(input) else { return nil }
        limit = SearchLimit(matchLimit)
      } else if !returnTypes.apply(name, input) {
        return nil
      }
    }
    // Every lookup-key attribute but `sync` named, `sync` as the parse defaults it.
    guard let group, let syncPosition = kinds.firstIndex(of: .sync),
      filled == ((1 << codes.count) - 1) & ~(1 << syncPosition)
    else { return nil }
    key[syncPosition] = .integer(0)
    self.schema = schema
    self.group = group
    self.key = key
    self.limit = limit
    self.returnTypes = returnTypes
  }
}
