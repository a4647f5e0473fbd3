import Foundation

/// The item tables with their indexes.
///
/// Rows sit in one array and are named by their position; the indexes (``ItemIndexes``) hold
/// positions, not copies. There are four:
/// - by UUID (persistent references, and the uniqueness of UUIDs);
/// - by the public part of the primary key (a query naming the whole key is a lookup, not a
///   scan), which also finds the row holding a primary key: rows that share the public part
///   differ only in SPI attributes, so the few candidates are compared in full;
/// - by (class, group), and by (class, group, value) of the attribute the schema indexes
///   groups by (``ClassSchema/groupIndexAttribute``: service for genp, server for inet),
///   so a query by group or service never visits rows of other groups.
///
/// The key index is keyed by a hash of the key's compared form and every candidate is checked
/// against the query, so a hash collision costs a comparison, never a wrong answer (property
/// tests check this with every key colliding, see ``makeEveryKeyCollide()``). A client
/// holding `"*"` scans the rows of the class.
///
/// A table of a few rows has no indexes: it finds a key's rows by computing each row's key,
/// with the same function that files rows once it has indexes. A device's keychain usually
/// holds a handful of items, and a scenario may simulate a hundred thousand devices, whose
/// empty indexes would otherwise take more memory than their items.
struct ItemDatabase: Sendable {
  private var rows: ContiguousArray<ItemRecord?> = []
  private var vacantRows: [Int32] = []
  /// The indexes, made when the table first needs more than ``rowsScannedWithoutIndexes``
  /// rows, and kept from then on.
  private var indexes: ItemIndexes?
  private var groups = GroupNameTable()
  /// The number of rows.
  private(set) var count = 0
  /// How many rows searches have read, and groups they looked up, a row read by two searches
  /// counted twice: the work of a search no index serves (it reads every row of its groups),
  /// which a scenario budgets so that n adds and n such searches cannot run n² long.
  private(set) var rowsExamined = 0
  /// The next row's sequence number.
  var nextSequence: UInt64 = 1
  /// The bits of each hash that the UUID, lookup-key and indexed-value indexes file rows under:
  /// all of them, or none after ``makeEveryKeyCollide()``.
  private var keyMask = -1

  // MARK: Reading

  /// The row with the same primary key, live or tombstone.
  func record(withPrimaryKey key: PrimaryKey) -> ItemRecord? {
    let schema = ClassSchema.schema(for: key.itemClass)
    var hasher = KeyHasher()
    hasher.combine(UInt64(key.itemClass.keyNumber))
    for position in schema.lookupKeyPositions { key.values[position].hashForm(into: &hasher) }
    var found: ItemRecord?
    forEachRow(withLookupHash: hasher.value) { record in
      if found == nil, record.itemClass == key.itemClass, record.primaryKey == key {
        found = copy record
      }
    }
    return found
  }

  /// The row holding `record`'s primary key, live or tombstone, compared without building
  /// either key. `lookupHash` is `record`'s ``lookupHash(of:)`` when the caller has it.
  func record(withPrimaryKeyOf record: ItemRecord, lookupHash: Int? = nil) -> ItemRecord? {
    var found: ItemRecord?
    forEachRow(withLookupHash: lookupHash ?? Self.lookupHash(of: record)) { candidate in
      if found == nil, candidate.hasPrimaryKey(of: record) { found = copy candidate }
    }
    return found
  }

  /// The row with `uuid`.
  func record(withUUID uuid: Data) -> ItemRecord? { record(withIdentifier: ItemUUID(uuid)) }

  /// The row number of the row with `identifier`.
  private func row(of identifier: ItemUUID) -> Int32? {
    var found: Int32?
    forEachRow(in: .uuid, under: identifier.indexHash & keyMask) { row in
      if found == nil, rows[Int(row)]?.identifier == identifier { found = row }
    }
    return found
  }

  /// The row with `identifier`.
  func record(withIdentifier identifier: ItemUUID) -> ItemRecord? {
    row(of: identifier).flatMap { rows[Int($0)] }
  }

  /// Every row in a stable order (class, then insertion).
  var orderedRecords: [ItemRecord] {
    rows.compactMap { $0 }.sorted {
      ($0.itemClass.rawValue, $0.sequence) < ($1.itemClass.rawValue, $1.sequence)
    }
  }

  /// ``orderedRecords``, counted in ``rowsExamined``: for the device's operations that read
  /// the whole table on an app's behalf (an App Clip's removal or promotion).
  mutating func examineAllRecords() -> [ItemRecord] {
    rowsExamined += count
    return orderedRecords
  }

  /// Adds work done outside the database's own reads to ``rowsExamined``: the rows an
  /// identity join forms.
  mutating func countExamined(_ rows: Int) { rowsExamined += rows }

  // MARK: Writing

  /// Inserts a row; the caller has checked its primary key and UUID are free.
  /// `lookupHash` is `record`'s ``lookupHash(of:)`` when the caller has it.
  mutating func insert(_ record: consuming ItemRecord, lookupHash: Int? = nil) {
    let group = groups.numberAdding(record.accessGroup)
    if record.fields.accessGroup != nil {
      // Share one copy of the name between all rows of the group.
      record.fields[.accessGroup, code: .accessGroup] = .string(groups.names[Int(group)])
    }
    let row: Int32
    if let vacant = vacantRows.popLast() {
      row = vacant
      rows[Int(row)] = record
    } else {
      row = Int32(rows.count)
      rows.append(record)
    }
    count += 1
    nextSequence = max(nextSequence, record.sequence + 1)
    if indexes != nil {
      file(row, group: group, lookupHash: lookupHash)
    } else if rows.count > Self.rowsScannedWithoutIndexes {
      makeIndexes()
    }
  }

  /// Files `row` in every index that takes it.
  private mutating func file(_ row: Int32, group: Int32? = nil, lookupHash: Int? = nil) {
    guard let record = rows[Int(row)] else { return }
    // Looked up once for both indexes keyed by group.
    let group = group ?? groups.number(of: record.accessGroup)
    for kind in ItemIndexes.Kind.allCases {
      let known = kind == .lookupKey ? lookupHash.map { $0 & keyMask } : nil
      if let key = known ?? key(kind, of: record, group: group) {
        indexes?.insert(row, in: kind, under: key)
      }
    }
  }

  /// Makes the indexes and files every row in them.
  private mutating func makeIndexes() {
    indexes = ItemIndexes()
    for row in rows.indices { file(Int32(row)) }
  }

  /// The most rows a table reads by scanning before it makes indexes: a scan of this many
  /// costs about what an index lookup does.
  static let rowsScannedWithoutIndexes = 8

  /// Whether the table has made its indexes.
  var hasIndexes: Bool { indexes != nil }

  /// Replaces a row by a new version with the same UUID and the same primary key, so with
  /// the same index keys: only the row changes.
  mutating func replace(_ record: ItemRecord) {
    guard let row = row(of: record.identifier) else { return insert(record) }
    var record = record
    if let stored = rows[Int(row)]?.fields.accessGroup,
      record.fields[.accessGroup] == .string(stored)
    {
      record.fields[.accessGroup] = .string(stored)
    }
    rows[Int(row)] = record
    nextSequence = max(nextSequence, record.sequence + 1)
  }

  /// Removes the row with `identifier`.
  @discardableResult
  mutating func remove(identifier: ItemUUID) -> ItemRecord? {
    guard let row = row(of: identifier), let record = rows[Int(row)] else { return nil }
    if indexes != nil {
      let group = groups.number(of: record.accessGroup)
      for kind in ItemIndexes.Kind.allCases {
        if let key = key(kind, of: record, group: group) {
          indexes?.remove(row, in: kind, under: key)
        }
      }
    }
    rows[Int(row)] = nil
    vacantRows.append(row)
    count -= 1
    return record
  }

  /// Removes every row `predicate` accepts (used only outside SecItem calls).
  mutating func removeAll(where predicate: (ItemRecord) -> Bool) {
    rowsExamined += count
    for case let record? in rows where predicate(record) { remove(identifier: record.identifier) }
  }

  // MARK: Searching

  /// The rows of `itemClass` in `groups` (every group when `nil`) whose attributes match
  /// `pairs`, in insertion order.
  /// `hidingTombstones` leaves tombstones out unless `pairs` names `tomb`. Adds the rows it
  /// reads to ``rowsExamined``.
  mutating func search(
    _ itemClass: ItemClass, in groupList: [String]?, pairs: [KeychainAttribute: KeychainValue],
    hidingTombstones: Bool = false
  ) -> [ItemRecord] {
    var found: [ItemRecord] = []
    let schema = ClassSchema.schema(for: itemClass)
    let matcher = RowMatcher(pairs, schema: schema, hidingTombstones: hidingTombstones)
    rowsExamined += visitCandidates(schema, in: groupList, matcher: matcher) { record in
      if matcher.matches(record) { found.append(copy record) }
    }
    if found.count > 1 { found.sort { $0.sequence < $1.sequence } }
    return found
  }

  /// The rows of `itemClass` a search has to look at, each once. Picks the narrowest index per
  /// group: the lookup key when the query names the whole public primary key, then the
  /// schema's group-index attribute (service or server), then the group; every row of the class only for a client holding `"*"`.
  func candidates(
    _ itemClass: ItemClass, in groupList: [String]?, pairs: [KeychainAttribute: KeychainValue]
  ) -> [ItemRecord] {
    var visited: [ItemRecord] = []
    let schema = ClassSchema.schema(for: itemClass)
    visitCandidates(schema, in: groupList, matcher: RowMatcher(pairs, schema: schema)) {
      visited.append(copy $0)
    }
    return visited
  }

  /// The first `limit` rows of a class in row order, and whether the class has more: an
  /// explanation's sample, found without visiting the rest.
  func firstRecords(of itemClass: ItemClass, limit: Int) -> (records: [ItemRecord], hasMore: Bool) {
    var found: [ItemRecord] = []
    for index in rows.indices where rows[index]?.itemClass == itemClass {
      guard found.count < limit else { return (found, true) }
      rows[index].map { found.append($0) }
    }
    return (found, false)
  }

  /// Calls `body` with each candidate row and returns how many rows it read, the rows of
  /// other groups or classes a shared index list holds included.
  @discardableResult
  private func visitCandidates(
    _ schema: ClassSchema, in groupList: [String]?, matcher: RowMatcher,
    _ body: (borrowing ItemRecord) -> Void
  ) -> Int {
    let itemClass = schema.itemClass
    var read = 0
    // A row is taken only for its own group, so a hash collision with another group's row
    // never brings that row in.
    func visit(_ group: String) {
      // A group costs a lookup even when it holds no row: one more for the budget.
      read += 1
      // A group no row was ever stored in has no rows.
      guard let number = groups.number(of: group) else { return }
      visit(group, number: number)
    }
    func visit(_ group: String, number: Int32) {
      // Rows are read in place: only the body copies one it keeps.
      func consider(_ record: borrowing ItemRecord) {
        read += 1
        if record.itemClass == itemClass, record.accessGroup == group { body(record) }
      }
      if let hash = Self.lookupHash(matcher, group: group, schema: schema) {
        forEachRow(withLookupHash: hash, consider)
        return
      }
      if let attribute = schema.groupIndexAttribute,
        let value = matcher.groupIndexValue, let kind = schema.kind(of: attribute)
      {
        let key = Self.indexedValueKey(itemClass, group: number, value: value, kind: kind) & keyMask
        forEachRow(in: .indexedValue, under: key) {
          if case .some(let record) = rows[Int($0)] { consider(record) }
        }
      } else {
        forEachRow(in: .group, under: Self.groupKey(itemClass, group: number)) {
          if case .some(let record) = rows[Int($0)] { consider(record) }
        }
      }
    }
    if let pinned = matcher.pinnedGroup {
      guard groupList?.contains(pinned) ?? true else { return 0 }
      visit(pinned)
    } else if let groupList, groupList.count <= Self.groupsComparedPairwise {
      // A group named twice is searched once; each name costs a look for the budget.
      for (index, group) in groupList.enumerated() {
        guard !groupList[..<index].contains(group) else {
          read += 1
          continue
        }
        visit(group)
      }
    } else if let groupList {
      // By the group's number, which the visit looks up anyway.
      var searched = Set<Int32>()
      for group in groupList {
        read += 1
        guard let number = groups.number(of: group), searched.insert(number).inserted
        else { continue }
        visit(group, number: number)
      }
    } else {
      for index in rows.indices {
        guard case .some(let record) = rows[index], record.itemClass == itemClass else { continue }
        read += 1
        body(record)
      }
    }
    return read
  }

  /// The longest group list whose repeats a search finds by comparing each group with those
  /// before it; a longer one (an app may list thousands of groups) goes through a set.
  private static let groupsComparedPairwise = 8

  /// The rows whose lookup-key hash is `hash` and that `accepts` (rows of other keys may
  /// share the hash, so the caller compares), in insertion order. Each row is read in place
  /// and only an accepted one is copied.
  func records(
    withLookupHash hash: Int, where accepts: (borrowing ItemRecord) -> Bool
  ) -> [ItemRecord] {
    var found: [ItemRecord] = []
    forEachRow(in: .lookupKey, under: hash & keyMask) { row in
      if case .some(let record) = rows[Int(row)], accepts(record) { found.append(record) }
    }
    if found.count > 1 { found.sort { $0.sequence < $1.sequence } }
    return found
  }

  private func forEachRow(withLookupHash hash: Int, _ body: (borrowing ItemRecord) -> Void) {
    forEachRow(in: .lookupKey, under: hash & keyMask) { row in
      if case .some(let record) = rows[Int(row)] { body(record) }
    }
  }

  /// Calls `body` with every row filed under `key` in the index `kind`: through the index,
  /// or, in a table without indexes, by computing each row's key.
  private func forEachRow(in kind: ItemIndexes.Kind, under key: Int, _ body: (Int32) -> Void) {
    if let indexes { return indexes.forEachRow(in: kind, under: key, body) }
    for row in rows.indices {
      guard case .some(let record) = rows[row], self.key(kind, of: record) == key else { continue }
      body(Int32(row))
    }
  }

  /// The key `record` is filed under in the index `kind`, or `nil` when that index does not
  /// take it. `group` is the number of its group when the caller has it.
  private func key(
    _ kind: ItemIndexes.Kind, of record: borrowing ItemRecord, group: Int32? = nil
  )
    -> Int?
  {
    switch kind {
    case .uuid: return record.identifier.indexHash & keyMask
    case .lookupKey: return Self.lookupHash(of: record) & keyMask
    case .group, .indexedValue:
      // Every stored row's group has a number.
      guard let group = group ?? groups.number(of: record.accessGroup) else { return nil }
      return kind == .group
        ? Self.groupKey(record.itemClass, group: group) : indexedValueKey(of: record, group: group)
    }
  }

  /// Files every row of the hashed indexes (UUID, lookup key, indexed value) under the same key,
  /// now and from now on, so each lookup visits every row of the index and the comparisons
  /// behind the index decide alone: for tests that show no answer depends on a hash. The
  /// table has its indexes from then on, however few rows it holds.
  mutating func makeEveryKeyCollide() {
    var colliding = ItemDatabase()
    colliding.keyMask = 0
    colliding.indexes = ItemIndexes()
    for record in rows.compactMap({ $0 }).sorted(by: { $0.sequence < $1.sequence }) {
      colliding.insert(record)
    }
    colliding.nextSequence = nextSequence
    self = colliding
  }

  /// Whether ``makeEveryKeyCollide()`` was called.
  var everyKeyCollides: Bool { keyMask == 0 }

  /// The key of the rows of `itemClass` in group number `group`.
  private static func groupKey(_ itemClass: ItemClass, group: Int32) -> Int {
    itemClass.keyNumber << 32 | Int(group)
  }

  /// The key of `record` in the indexed-value index, or `nil` for a class without one.
  private func indexedValueKey(of record: borrowing ItemRecord, group: Int32) -> Int? {
    let schema = record.schema
    guard let attribute = schema.groupIndexAttribute, let descriptor = schema.descriptor(attribute)
    else { return nil }
    let value = record.fields[attribute] ?? descriptor.defaultValue ?? .string("")
    return Self.indexedValueKey(record.itemClass, group: group, value: value, kind: descriptor.kind)
      & keyMask
  }

  /// The key of a class, a group number and the hash of an indexed value's compared form:
  /// rows of two values whose keys collide share a list, and the search's matcher
  /// tells them apart.
  private static func indexedValueKey(
    _ itemClass: ItemClass, group: Int32, value: KeychainValue, kind: AttributeKind
  ) -> Int {
    var hasher = KeyHasher()
    hasher.combine(UInt64(itemClass.keyNumber))
    hasher.combine(UInt64(UInt32(bitPattern: group)))
    kind.hashForm(of: value, into: &hasher)
    return hasher.value
  }

  // MARK: Lookup-key hashes

  /// The hash of a stored row's lookup key (its primary key without the SPI attributes), an
  /// absent attribute counting as its default.
  static func lookupHash(of record: ItemRecord) -> Int {
    let schema = record.schema
    var hasher = KeyHasher()
    hasher.combine(UInt64(record.itemClass.keyNumber))
    let kinds = schema.lookupKeyKinds
    let defaults = schema.lookupKeyDefaults
    let codes = schema.lookupKeyCodes
    for (position, attribute) in schema.lookupKeyAttributes.enumerated() {
      let value = record.fields.value(of: attribute, code: codes[position])
      kinds[position].hashForm(of: value ?? defaults[position], into: &hasher)
    }
    return hasher.value
  }

  /// The hash of the lookup key a query pins down for `group`, or `nil` when it leaves an
  /// attribute open.
  static func lookupHash(_ matcher: RowMatcher, group: String, schema: ClassSchema) -> Int? {
    var hasher = KeyHasher()
    hasher.combine(UInt64(schema.itemClass.keyNumber))
    let kinds = schema.lookupKeyKinds
    for (position, attribute) in schema.lookupKeyAttributes.enumerated() {
      if attribute == .accessGroup {
        kinds[position].hashForm(of: .string(group), into: &hasher)
      } else if let value = matcher.lookupValues[position] {
        kinds[position].hashForm(of: value, into: &hasher)
      } else {
        return nil
      }
    }
    return hasher.value
  }
}

extension ItemDatabase {
  // MARK: Checking

  /// What is wrong with the database; empty when its rows and every index agree:
  /// - each live row is found through each index that should hold it, under the key its
  ///   attributes give (UUID, lookup key, (class, group), and (class, group, indexed value)
  ///   for a class with a group-index attribute), and no two live rows share a UUID or a primary key;
  /// - each index entry names a live row that belongs under that entry's key, and each index
  ///   holds as many entries as rows should be in it (so no row is filed twice);
  /// - ``count``, the vacant rows, the group numbers and ``nextSequence`` agree with the rows.
  ///
  /// It reads every row and every index entry: the property and twin-store tests call it
  /// after each call, never the store itself.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    func fail(_ text: String) { violations.append(text) }
    violations += indexes?.structuralViolations() ?? []
    if indexes == nil, rows.count > Self.rowsScannedWithoutIndexes {
      fail("the table has \(rows.count) rows and no indexes")
    }
    for (number, name) in groups.names.enumerated() where groups.number(of: name) != Int32(number) {
      fail("group \"\(name)\" does not have its number \(number)")
    }

    // The rows, and each row through each index.
    let vacant = Set(vacantRows)
    if vacant.count != vacantRows.count { fail("a vacant row is listed twice") }
    var live = 0
    var indexedRows = 0
    for (index, slot) in rows.enumerated() {
      let row = Int32(index)
      guard let record = slot else {
        if !vacant.contains(row) { fail("empty row \(row) is not vacant") }
        continue
      }
      live += 1
      if vacant.contains(row) { fail("row \(row) holds an item but is vacant") }
      if record.sequence >= nextSequence { fail("row \(row) has a sequence not below the next") }
      if self.row(of: record.identifier) != row { fail("row \(row) is not found by its UUID") }
      var byLookupKey = false
      var holders = 0
      forEachRow(in: .lookupKey, under: Self.lookupHash(of: record) & keyMask) {
        byLookupKey = byLookupKey || $0 == row
        if Int($0) < rows.count, let other = rows[Int($0)], other.hasPrimaryKey(of: record) {
          holders += 1
        }
      }
      if !byLookupKey { fail("row \(row) is not found by its lookup key") }
      if holders > 1 { fail("row \(row) shares its primary key with another row") }
      guard let group = groups.number(of: record.accessGroup) else {
        fail("row \(row) is in a group without a number")
        continue
      }
      var byGroup = false
      forEachRow(in: .group, under: Self.groupKey(record.itemClass, group: group)) {
        byGroup = byGroup || $0 == row
      }
      if !byGroup { fail("row \(row) is not found by its class and group") }
      if let key = indexedValueKey(of: record, group: group) {
        indexedRows += 1
        var byIndexedValue = false
        forEachRow(in: .indexedValue, under: key) { byIndexedValue = byIndexedValue || $0 == row }
        if !byIndexedValue { fail("row \(row) is not found by its indexed value") }
      }
    }
    if live != count { fail("count is \(count), rows are \(live)") }

    // Each index entry, against the row it names.
    guard let indexes else { return violations }
    let expected: [ItemIndexes.Kind: Int] = [
      .uuid: live, .lookupKey: live, .group: live, .indexedValue: indexedRows,
    ]
    for kind in ItemIndexes.Kind.allCases {
      let entries = indexes.entries(of: kind)
      for (entryKey, row) in entries {
        guard row >= 0, Int(row) < rows.count, let record = rows[Int(row)] else {
          fail("the \(kind.name) index names row \(row), which holds no item")
          continue
        }
        if key(kind, of: record) != entryKey {
          fail("the \(kind.name) index files row \(row) under another key")
        }
      }
      if entries.count != expected[kind] {
        fail("the \(kind.name) index has \(entries.count) entries for \(expected[kind] ?? 0) rows")
      }
    }
    return violations
  }
}
