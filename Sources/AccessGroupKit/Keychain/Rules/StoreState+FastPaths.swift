/// A call of a shape that a fast path answers without the parse: a plain password add, or a
/// lookup by the whole primary key.
///
/// It is read from the call's typed request in the call's critical section, just before
/// ``StoreState/answer(_:context:)`` asks the same gates (`CallContext+Gates.swift`) and
/// runs the same steps after them as the general path, and declines when a gate refuses or
/// the answer would be a failure; then the general path runs in the same critical section
/// and gives the failure and its explanation.
enum FastPath {
  /// ``StoreState/add(_:context:)`` for a plain password.
  case plainAdd(PlainAddRequest)
  /// ``StoreState/copyMatching(_:context:)`` for a lookup by primary key.
  case keyLookup(KeyLookupRequest)
  /// A typed search by primary key (``KeychainClient/items(matching:)``).
  case typedKeyLookup(KeychainQuery)

  /// The fast path for `operation`, or `nil` when only the general path answers it.
  init?(_ operation: SecItemOperation) {
    switch operation {
    case .add(let request, _):
      guard let plain = PlainAddRequest(request) else { return nil }
      self = .plainAdd(plain)
    case .copyMatching(let request, _):
      guard let lookup = KeyLookupRequest(request) else { return nil }
      self = .keyLookup(lookup)
    case .findItems(let query):
      self = .typedKeyLookup(query)
    case .update, .delete:
      return nil
    }
  }
}

extension StoreState {
  /// The successful outcome of `fastPath`, or `nil` when the general path must answer.
  mutating func answer(_ fastPath: FastPath, context: CallContext) -> EngineOutcome? {
    switch fastPath {
    case .plainAdd(let request):
      return add(plain: request, context: context)
    case .keyLookup(let request):
      guard var found = records(byKey: request, context: context) else { return nil }
      if request.returnTypes.showsAttributes { keepDigests(of: &found) }
      return EngineOutcome(
        status: .success, shaping: .copy(found, request.returnTypes, limit: request.limit))
    case .typedKeyLookup(let query):
      // The typed items compute a stale digest only if their attributes are read.
      guard let found = records(byKey: query, context: context) else { return nil }
      return EngineOutcome(
        status: .success,
        shaping: .copy(found, KeychainQuery.typedReturnTypes, limit: SearchLimit(query.limit)))
    }
  }

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
