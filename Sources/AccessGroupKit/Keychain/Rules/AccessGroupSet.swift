/// A set of access-group names that answers ``contains(_:)`` with the store's cheap
/// ``KeyHasher`` and one comparison, where `Set<String>` runs SipHash over the whole name.
///
/// Names compare as `String`s do (under Unicode canonical equivalence), as the group lists
/// they come from do. Byte hashes agree with that only between ASCII names (an ASCII name
/// equals only itself), so a set holding any other name, or a non-ASCII probe, is answered
/// by a `Set<String>`.
struct AccessGroupSet: Sendable {
  /// The names, when some name is not ASCII; empty otherwise, as the ASCII lists answer
  /// alone (a store may have a hundred thousand clients, each with two sets).
  private let names: Set<String>
  /// The hashes of ``asciiNames``, in the same order; empty unless every name is ASCII.
  private let asciiHashes: [Int]
  private let asciiNames: [String]

  /// The set of `names`.
  init(_ names: [String]) {
    let set = Set(names)
    // A list without repeats is kept as it is, sharing the caller's storage.
    let unique = set.count == names.count ? names : Array(set)
    let hashes = unique.compactMap(KeyHasher.asciiHash)
    if !unique.isEmpty, hashes.count == unique.count {
      self.names = []
      asciiHashes = hashes
      asciiNames = unique
    } else {
      self.names = set
      asciiHashes = []
      asciiNames = []
    }
  }

  /// Whether `name` is in the set.
  func contains(_ name: String) -> Bool {
    guard !asciiNames.isEmpty else { return names.contains(name) }
    guard let hash = KeyHasher.asciiHash(of: name) else {
      // A name that is not ASCII may still equal an ASCII one (a Kelvin sign for a K).
      return asciiNames.contains(name)
    }
    // Between ASCII strings, equal bytes are equality.
    for index in asciiHashes.indices where asciiHashes[index] == hash {
      if AttributeDescriptor.sameBytes(asciiNames[index], name) { return true }
    }
    return false
  }
}
