/// Recognizes a group that is an app's default group.
///
/// An add without `kSecAttrAccessGroup` stores into the first group the app may write, which
/// differs between targets whose entitlements list groups in another order; an item one
/// target writes that way is then where another target does not look.
struct DefaultGroupHint {
  /// The apps of the store.
  var knownApps: KnownApps

  /// The line for `group`, or `nil` when it is no known app's default group:
  /// `"G" is the default group of App One: its adds without kSecAttrAccessGroup land there`.
  func line(for group: String) -> String? {
    let names = knownApps.names(inDefaultGroup: group)
    guard !names.isEmpty else { return nil }
    let owners = names.count == 1 ? names[0] : names.joined(separator: ", ")
    let adds = names.count == 1 ? "its adds" : "their adds"
    return "\"\(group)\" is the default group of \(owners): \(adds) without "
      + "kSecAttrAccessGroup land there"
  }
}
