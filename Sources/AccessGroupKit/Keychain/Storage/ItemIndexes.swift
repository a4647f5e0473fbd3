/// The four indexes of an ``ItemDatabase``, each filing row numbers under a 64-bit key.
///
/// The database computes the keys; this type only holds them, so a table without indexes
/// can find the same rows by computing each row's key as it scans.
struct ItemIndexes: Sendable {
  /// One of the indexes.
  enum Kind: CaseIterable, Sendable {
    /// The row of each UUID, under ``ItemUUID/indexHash``.
    case uuid
    /// The rows of each lookup-key hash (``ItemDatabase/lookupHash(of:)``): several rows may
    /// share one, so callers compare.
    case lookupKey
    /// The rows of each (class, group).
    case group
    /// The rows of each (class, group, value of the schema's group-index attribute); only
    /// classes with such an attribute have rows here.
    case indexedValue

    /// The index's name in invariant violations.
    var name: String {
      switch self {
      case .uuid: "UUID"
      case .lookupKey: "lookup-key"
      case .group: "group"
      case .indexedValue: "indexed-value"
      }
    }

    /// Where the index is kept: in ``hashed`` (a row per key, but for hash collisions) or
    /// in ``listed`` (many rows per key), and at which position.
    fileprivate var place: (isHashed: Bool, position: Int) {
      switch self {
      case .uuid: (true, 0)
      case .lookupKey: (true, 1)
      case .group: (false, 0)
      case .indexedValue: (false, 1)
      }
    }
  }

  /// The UUID and lookup-key indexes.
  private var hashed = [RowHashIndex(), RowHashIndex()]
  /// The group and indexed-value indexes.
  private var listed = [RowLists(), RowLists()]

  /// Files `row` under `key` in `kind` (the caller never files a row twice in one index).
  mutating func insert(_ row: Int32, in kind: Kind, under key: Int) {
    change(.insert, row, in: kind, under: key)
  }

  /// Takes `row` out from under `key` in `kind`, if it is there.
  mutating func remove(_ row: Int32, in kind: Kind, under key: Int) {
    change(.remove, row, in: kind, under: key)
  }

  private enum Change { case insert, remove }

  private mutating func change(_ change: Change, _ row: Int32, in kind: Kind, under key: Int) {
    let (isHashed, position) = kind.place
    switch (change, isHashed) {
    case (.insert, true): hashed[position].insert(row, for: key)
    case (.insert, false): listed[position].insert(row, under: key)
    case (.remove, true): hashed[position].remove(row, for: key)
    case (.remove, false): listed[position].remove(row, under: key)
    }
  }

  /// Calls `body` with every row filed under `key` in `kind`, in no particular order.
  func forEachRow(in kind: Kind, under key: Int, _ body: (Int32) -> Void) {
    let (isHashed, position) = kind.place
    if isHashed {
      hashed[position].forEachRow(for: key, body)
    } else {
      listed[position].forEachRow(under: key, body)
    }
  }

  // MARK: Checking

  /// Every (key, row) entry of `kind`.
  func entries(of kind: Kind) -> [(key: Int, row: Int32)] {
    var entries: [(key: Int, row: Int32)] = []
    let (isHashed, position) = kind.place
    guard isHashed else {
      listed[position].forEachList { key, rows in entries += rows.map { (key, $0) } }
      return entries
    }
    hashed[position].forEachEntry { entries.append(($0, $1)) }
    return entries
  }

  /// What is wrong with the index structures themselves; empty when they are sound.
  func structuralViolations() -> [String] {
    hashed.flatMap { $0.structuralViolations() } + listed.flatMap { $0.structuralViolations() }
  }
}
