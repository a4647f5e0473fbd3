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

  /// Whether the app's groups pass the App Clip rule under ``storeProfile``
  /// (``ResolvedAccessGroups/appClipGroupsAreAcceptable(under:)``), asked once here: the
  /// answer depends only on the groups and the profile.
  let appClipGroupsAreAcceptable: Bool

  /// The identity of a client of a store with `profile`.
  init(accessGroups: ResolvedAccessGroups, name: String, profile: BehaviourProfile) {
    self.accessGroups = accessGroups
    self.name = name
    storeProfile = profile
    readableGroups = accessGroups.readableGroupList
    readableGroupSet = readableGroups.map(AccessGroupSet.init)
    appClipGroupsAreAcceptable = accessGroups.appClipGroupsAreAcceptable(under: profile)
    let writable = accessGroups.writableGroupList(under: profile)
    // The writable list is the readable one, or fewer: when nothing was left out, one list
    // and one set serve both (a scenario may hold a hundred thousand clients).
    if let writable, writable.count == readableGroups?.count {
      writableGroups = readableGroups
      writableGroupSet = readableGroupSet
    } else {
      writableGroups = writable
      writableGroupSet = writable.map(AccessGroupSet.init)
    }
  }
}
