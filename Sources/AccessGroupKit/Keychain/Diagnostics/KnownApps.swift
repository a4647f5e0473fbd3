/// The apps that have a client of a store, as near-miss explanations name them: by bundle
/// identifier and by default group.
///
/// Registered when a client is made, never on a SecItem call, so keeping it costs calls
/// nothing.
struct KnownApps {
  /// Per bundle identifier, the name of the app that has it.
  private(set) var nameByBundleIdentifier: [Substring: String] = [:]

  /// Per group, the names of the apps whose adds without `kSecAttrAccessGroup` land there.
  private(set) var namesByDefaultGroup: [String: [String]] = [:]

  /// The names in ``namesByDefaultGroup``, per group, so a store shared by many thousands
  /// of apps registers each in constant time.
  private var registeredByDefaultGroup: [String: Set<String>] = [:]

  /// Records the app `name` with `groups`.
  mutating func register(_ groups: ResolvedAccessGroups, name: String) {
    if let bundleIdentifier = groups.applicationIdentifier.flatMap(
      BundleIdentifierHint.bundleIdentifier(inApplicationIdentifier:))
    {
      nameByBundleIdentifier[bundleIdentifier] = name
    }
    if let group = groups.writableGroups.first,
      registeredByDefaultGroup[group, default: []].insert(name).inserted
    {
      namesByDefaultGroup[group, default: []].append(name)
    }
  }
}
