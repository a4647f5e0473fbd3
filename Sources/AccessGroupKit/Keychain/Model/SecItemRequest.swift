/// One SecItem dictionary, typed: raw key strings to typed values.
package struct SecItemRequest: Hashable, Sendable {
  /// The keys and values, each key once.
  var entries: SecItemEntries

  /// A request of `entries`.
  init(_ entries: [String: InputValue] = [:]) {
    self.entries = SecItemEntries(entries)
  }

  /// A request of entries that are already unique by key.
  init(entries: SecItemEntries) {
    self.entries = entries
  }

  subscript(key: KeychainAttribute) -> InputValue? {
    get { entries[key.rawValue] }
    set { entries[key.rawValue] = newValue }
  }

  /// The keys in the order the simulation checks them: sorted by raw string.
  var sortedKeys: [String] { entries.keys.sorted() }
}
