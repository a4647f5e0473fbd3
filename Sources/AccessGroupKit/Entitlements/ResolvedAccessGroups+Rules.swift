/// The rules that depend only on an app's groups and the profile its calls run under. Each
/// is written once, here: the engine's every path (through ``CallContext``), the linter and
/// the public ``ResolvedAccessGroups/defaultGroup`` ask these functions, so `resolve`,
/// `lint` and `simulate` cannot disagree about what an app may do.
extension ResolvedAccessGroups {
  /// The groups `SecItemCopyMatching` searches (`nil`: every group, for a `"*"` holder).
  package var readableGroupList: [String]? { grantsAllGroups ? nil : groups }

  /// The groups Add, Update and Delete may touch under `profile` (`nil`: every group).
  ///
  /// Current profile: the list without the token group (`SecurityClientCopyWritableAccessGroups`).
  /// Legacy profile: the whole list, token group included: Security-58286's `_SecItemAdd`,
  /// `_SecItemUpdate` and `_SecItemDelete` (`OSX/sec/securityd/SecItemServer.c`) use
  /// `client->accessGroups` and have no writable list; Add and Update reject storing into the
  /// token group with -50 instead (``storingIsRefused(into:under:)``).
  package func writableGroupList(under profile: BehaviourProfile) -> [String]? {
    grantsAllGroups ? nil : profile == .legacy ? groups : writableGroups
  }

  /// The group an add without `kSecAttrAccessGroup` stores into under `profile`, or `nil`
  /// when there is none: the first group the app may write (`_SecItemAdd`,
  /// `keychain/securityd/SecItemServer.c`, takes the first entry of the client's writable
  /// list). An app entitled to every group (`"*"`) gets the first of its own writable groups.
  ///
  /// Under the legacy profile the token group can be the default; Add then refuses to store
  /// into it (``storingIsRefused(into:under:)``).
  package func defaultAddGroup(under profile: BehaviourProfile) -> String? {
    writableGroupList(under: profile)?.first ?? writableGroups.first
  }

  /// Whether storing into `group` is refused with `errSecParam` whatever the lists say: the
  /// legacy profile lets an app name the token group for writing, and Security-58286's
  /// `_SecItemAdd` and `_SecItemUpdate` (`OSX/sec/securityd/SecItemServer.c`) then refuse it.
  package static func storingIsRefused(
    into group: String, under profile: BehaviourProfile
  )
    -> Bool
  {
    profile == .legacy && group == tokenGroup
  }

  /// Whether an App Clip's groups pass `appClipHasAcceptableAccessGroups`
  /// (`keychain/securityd/SecItemServer.c`) under `profile`: an App Clip's list must be
  /// exactly `[appID]` or `[appID, com.apple.token]` in either order. Other apps always pass,
  /// and the legacy profile has no App Clip rule.
  package func appClipGroupsAreAcceptable(under profile: BehaviourProfile) -> Bool {
    guard profile == .current, isAppClip else { return true }
    guard let appID = applicationIdentifier else { return false }
    if groups == [appID] { return true }
    if groups.count == 2, let tokenIndex = groups.firstIndex(of: Self.tokenGroup) {
      return groups[tokenIndex == 0 ? 1 : 0] == appID
    }
    return false
  }

  /// Whether `group` is in `list` (`SecServerAccessGroupsAllows`: exact, case-sensitive;
  /// `nil` allows everything).
  package static func list(_ list: [String]?, allows group: String) -> Bool {
    guard let list else { return true }
    return list.contains(group)
  }
}
