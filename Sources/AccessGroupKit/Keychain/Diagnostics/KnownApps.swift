/// The apps that have a client of a store, as near-miss explanations name them: by bundle
/// identifier and by default group.
///
/// Registered when a client is made, never on a SecItem call, so keeping it costs calls
/// nothing. Registering only notes the client: the lookups are built from the notes when an
/// explanation first needs them (``indexPending()``), so a store shared by a hundred thousand
/// apps whose calls never hint at another app never builds them.
struct KnownApps {
  /// Per bundle identifier, the name of the app that has it.
  private var nameByBundleIdentifier: [Substring: String] = [:]

  /// Per group, the names of the apps whose adds without `kSecAttrAccessGroup` land there.
  private var namesByDefaultGroup: [String: [String]] = [:]

  /// The names in ``namesByDefaultGroup``, per group, so a store shared by many thousands of apps
  /// indexes each in constant time.
  private var registeredByDefaultGroup: [String: Set<String>] = [:]

  /// The clients registered since the lookups were last built, in the order registered.
  private var pending: [ClientIdentity] = []

  /// How many clients were indexed into the lookups, for tests that check registering
  /// builds nothing.
  private(set) var indexedCount = 0

  /// Records the client with `identity`.
  mutating func register(_ identity: ClientIdentity) {
    pending.append(identity)
  }

  /// Brings the lookups up to date with every client registered, in the order registered
  /// (the last app with a bundle identifier names it; each default group lists its apps
  /// once, first registered first).
  mutating func indexPending() {
    for identity in pending {
      index(identity.accessGroups, name: identity.name)
    }
    indexedCount += pending.count
    pending.removeAll()
  }

  private mutating func index(_ groups: ResolvedAccessGroups, name: String) {
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

  /// The name of the app with `bundleIdentifier`; the lookups must be up to date
  /// (``indexPending()``).
  func name(ofBundleIdentifier bundleIdentifier: String) -> String? {
    assert(pending.isEmpty, "KnownApps read before indexPending()")
    return nameByBundleIdentifier[Substring(bundleIdentifier)]
  }

  /// The names of the apps whose default group is `group`; the lookups must be up to date
  /// (``indexPending()``).
  func names(inDefaultGroup group: String) -> [String] {
    assert(pending.isEmpty, "KnownApps read before indexPending()")
    return namesByDefaultGroup[group] ?? []
  }
}
