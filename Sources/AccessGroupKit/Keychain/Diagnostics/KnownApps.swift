/// The apps that have a client of a store, as near-miss explanations name them: by bundle
/// identifier and by default group.
///
/// Registered when a client is made, never on a SecItem call, so keeping it costs calls
/// nothing.
struct KnownApps {
  /// Per bundle identifier, the name of the app that has it.
  private(set) var nameByBundleIdentifier: [String: String] = [:]

  /// Per group, the names of the apps whose adds without `kSecAttrAccessGroup` land there.
  private(set) var namesByDefaultGroup: [String: [String]] = [:]

  /// Records the app `name` with `groups`.
  mutating func register(_ groups: ResolvedAccessGroups, name: String) {
    if let bundleIdentifier = groups.applicationIdentifier.flatMap(
      BundleIdentifierHint.bundleIdentifier(inApplicationIdentifier:))
    {
      nameByBundleIdentifier[bundleIdentifier] = name
    }
    if let group = groups.writableGroups.first,
      namesByDefaultGroup[group]?.contains(name) != true
    {
      namesByDefaultGroup[group, default: []].append(name)
    }
  }
}
