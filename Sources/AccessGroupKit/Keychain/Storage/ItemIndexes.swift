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
  }

  private var rowsOfUUID = RowHashIndex()
  private var rowsOfLookupKey = RowHashIndex()
  private var rowsOfGroup = RowLists()
  private var rowsOfIndexedValue = RowLists()

  /// Files `row` under `key` in `kind` (the caller never files a row twice in one index).
  mutating func insert(_ row: Int32, in kind: Kind, under key: Int) {
    switch kind {
    case .uuid: rowsOfUUID.insert(row, for: key)
    case .lookupKey: rowsOfLookupKey.insert(row, for: key)
    case .group: rowsOfGroup.insert(row, under: key)
    case .indexedValue: rowsOfIndexedValue.insert(row, under: key)
    }
  }

  /// Takes `row` out from under `key` in `kind`, if it is there.
  mutating func remove(_ row: Int32, in kind: Kind, under key: Int) {
    switch kind {
    case .uuid: rowsOfUUID.remove(row, for: key)
    case .lookupKey: rowsOfLookupKey.remove(row, for: key)
    case .group: rowsOfGroup.remove(row, under: key)
    case .indexedValue: rowsOfIndexedValue.remove(row, under: key)
    }
  }

  /// Calls `body` with every row filed under `key` in `kind`, in no particular order.
  func forEachRow(in kind: Kind, under key: Int, _ body: (Int32) -> Void) {
    switch kind {
    case .uuid: rowsOfUUID.forEachRow(for: key, body)
    case .lookupKey: rowsOfLookupKey.forEachRow(for: key, body)
    case .group: rowsOfGroup.forEachRow(under: key, body)
    case .indexedValue: rowsOfIndexedValue.forEachRow(under: key, body)
    }
  }

  // MARK: Checking

  /// Every (key, row) entry of `kind`.
  func entries(of kind: Kind) -> [(key: Int, row: Int32)] {
    var entries: [(key: Int, row: Int32)] = []
    switch kind {
    case .uuid: rowsOfUUID.forEachEntry { entries.append(($0, $1)) }
    case .lookupKey: rowsOfLookupKey.forEachEntry { entries.append(($0, $1)) }
    case .group: rowsOfGroup.forEachList { key, rows in entries += rows.map { (key, $0) } }
    case .indexedValue:
      rowsOfIndexedValue.forEachList { key, rows in entries += rows.map { (key, $0) } }
    }
    return entries
  }

  /// What is wrong with the index structures themselves; empty when they are sound.
  func structuralViolations() -> [String] {
    rowsOfUUID.structuralViolations() + rowsOfLookupKey.structuralViolations()
      + rowsOfGroup.structuralViolations() + rowsOfIndexedValue.structuralViolations()
  }
}
