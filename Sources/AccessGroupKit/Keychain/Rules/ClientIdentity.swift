/// The immutable facts of one ``KeychainClient``: its groups, its name, and the group lists
/// its calls use, computed once.
final class ClientIdentity: Sendable {
  /// The app's access groups.
  let accessGroups: ResolvedAccessGroups

  /// The client's name in call logs and explanations.
  let name: String

  /// The profile of the client's store, under which nearly every call runs.
  let storeProfile: BehaviourProfile

  /// The groups CopyMatching searches (`nil`: every group), see ``CallContext/readableGroups``.
  ///
  /// Computed once here: the lists depend only on the groups and the store's profile, so no
  /// call copies them.
  let readableGroups: [String]?

  /// ``readableGroups`` as a set, for checking a named group with one cheap hash instead of
  /// a comparison with every group.
  let readableGroupSet: AccessGroupSet?

  /// The groups Add, Update and Delete may touch (`nil`: every group), see
  /// ``CallContext/writableGroups``.
  let writableGroups: [String]?

  /// ``writableGroups`` as a set.
  let writableGroupSet: AccessGroupSet?

  /// The identity of a client of a store with `profile`.
  init(accessGroups: ResolvedAccessGroups, name: String, profile: BehaviourProfile) {
    self.accessGroups = accessGroups
    self.name = name
    storeProfile = profile
    readableGroups = accessGroups.readableGroupList
    readableGroupSet = readableGroups.map(AccessGroupSet.init)
    writableGroups = accessGroups.writableGroupList(under: profile)
    writableGroupSet = writableGroups.map(AccessGroupSet.init)
  }
}
