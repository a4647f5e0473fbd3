import Foundation

/// The attributes of one stored row, laid out so a million rows fit in a few hundred bytes
/// each.
///
/// Every row securityd writes carries the same handful of bookkeeping attributes: its access
/// group, protection class, creation and modification dates, `sync`, `tomb`, `clip`, `musr`
/// and `sha1` (§3.2). Kept in a `[KeychainAttribute: KeychainValue]` they cost about
/// 700 bytes a row and a string hash per access. Here each of them has its own column in its
/// usual form (the group as a shared string, dates as their bit patterns, the protection
/// class as an enum, the flags as two bits, the digest as 20 inline bytes); a value in an
/// unusual form (a `sync` of 5, a protection class of `"xyz"` read from a snapshot) and every
/// other attribute go to a short list sorted by name. An attribute lives in exactly one of
/// the two places, so equality and hashing stay structural.
///
/// It reads like the dictionary it replaces: a subscript, iteration over `(key, value)` pairs
/// (columns first, then the rest by name) and `count`.
struct ItemAttributes: Hashable, Sendable, Sequence {
  typealias Element = (key: KeychainAttribute, value: KeychainValue)

  private var group: String?
  private var accessibility: KeychainAccessibility?
  private var created: UInt64 = 0
  private var modified: UInt64 = 0
  private var digest: ItemDigest?
  /// Two bits per flag column: 0 absent, 1 the integer 0, 2 the integer 1, 3 (`musr` only)
  /// empty data; plus one presence bit per date.
  private var flags: UInt16 = 0
  private var others: ContiguousArray<Entry> = []

  /// One attribute of ``others``. A struct, not a tuple: arrays of tuples are copied and
  /// destroyed through the runtime's generic (slow) path.
  ///
  /// It keeps its name's ASCII code, so finding a four-letter name compares integers, not
  /// strings (the code fits in the entry's padding: an entry is 40 bytes either way).
  private struct Entry: Hashable, Sendable {
    var key: KeychainAttribute
    var value: KeychainValue
    /// `AttributeCode(asciiName:)` of the name, or 0 when it has none.
    let code: UInt32

    /// `code` is `AttributeCode(asciiName:)` of the name.
    init(key: KeychainAttribute, code: AttributeCode?, value: KeychainValue) {
      self.key = key
      self.value = value
      self.code = code?.rawValue ?? 0
    }

    /// Whether this is the entry of `attribute`, whose ASCII code is `code` (0 for none). Two
    /// ASCII codes decide; otherwise the names are compared as strings.
    func isEntry(of attribute: KeychainAttribute, code: UInt32) -> Bool {
      if code != 0, self.code != 0 { return self.code == code }
      return key == attribute
    }

    // The code follows from the name.
    static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.key == rhs.key && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(key)
      hasher.combine(value)
    }
  }

  init() {}

  /// The attributes of `dictionary`.
  init(_ dictionary: [KeychainAttribute: KeychainValue]) {
    var builder = UniqueBuilder()
    for (attribute, value) in dictionary {
      builder.add(attribute, code: AttributeCode(asciiName: attribute.rawValue), value)
    }
    self = builder.build()
  }

  /// Builds attributes from names the caller vouches are unique (a repeated name would be
  /// stored twice), without looking each name up first.
  struct UniqueBuilder {
    private var building = ItemAttributes()

    /// Adds `attribute`, whose `AttributeCode(asciiName:)` is `code`.
    mutating func add(_ attribute: KeychainAttribute, code: AttributeCode?, _ value: KeychainValue)
    {
      // Kept in order as it goes: the general list holds two or three names, for which a
      // sort afterwards costs more (and copies the list). Not reserved for the whole
      // dictionary: most names go to columns, and a million rows would keep the spare room
      // (the list starts with room for two, see `insertOther`).
      building.place(attribute, value, code: code, column: Column(code: code))
    }

    /// The attributes added.
    consuming func build() -> ItemAttributes { building }
  }

  /// The attributes as a dictionary.
  var dictionary: [KeychainAttribute: KeychainValue] {
    var result: [KeychainAttribute: KeychainValue] = [:]
    result.reserveCapacity(count)
    for (attribute, value) in self { result[attribute] = value }
    return result
  }

  /// The attribute names present.
  var keys: [KeychainAttribute] { map(\.key) }

  /// How many attributes are present.
  var count: Int {
    var total = others.count
    if group != nil { total += 1 }
    if accessibility != nil { total += 1 }
    if digest != nil { total += 1 }
    for column in FlagColumn.all where flag(column) != 0 { total += 1 }
    return total
  }

  /// Whether no attribute is present.
  var isEmpty: Bool { count == 0 }

  /// Sets every attribute of `other`, replacing the values present.
  mutating func merge(_ other: some Sequence<Element>) {
    for (attribute, value) in other { self[attribute] = value }
  }

  /// The attributes `isIncluded` accepts.
  func filter(_ isIncluded: (Element) -> Bool) -> ItemAttributes {
    var result = ItemAttributes()
    for element in self where isIncluded(element) { result[element.key] = element.value }
    return result
  }

  subscript(attribute: KeychainAttribute) -> KeychainValue? {
    get { value(of: attribute, code: AttributeCode(asciiName: attribute.rawValue)) }
    set { self[attribute, code: AttributeCode(asciiName: attribute.rawValue)] = newValue }
  }

  /// The value of `attribute`, whose `AttributeCode(asciiName:)` the caller has (the store's
  /// own writes use the constants of ``AttributeCode`` instead of reading names).
  subscript(attribute: KeychainAttribute, code code: AttributeCode?) -> KeychainValue? {
    get { value(of: attribute, code: code) }
    set {
      let column = Column(code: code)
      remove(attribute, code: code, column: column)
      guard let newValue else { return }
      place(attribute, newValue, code: code, column: column)
    }
  }

  /// The value of `attribute`, whose `AttributeCode(asciiName:)` the caller has (a search
  /// computes its names' codes once, not on every row).
  func value(of attribute: KeychainAttribute, code: AttributeCode?) -> KeychainValue? {
    // A column left empty may still hold the attribute in `others`, in an unusual form.
    switch Column(code: code) {
    case .group: if let group { return .string(group) }
    case .accessible: if let accessibility { return .string(accessibility.rawValue) }
    case .digest: if let digest { return .data(digest.data) }
    case .flag(let column):
      switch flag(column) {
      case 0: break
      case 1: return column.isDate ? date(column) : .integer(0)
      case 2: return .integer(1)
      default: return .data(Data())
      }
    case nil: break
    }
    let wanted = code?.rawValue ?? 0
    for entry in others where entry.isEntry(of: attribute, code: wanted) { return entry.value }
    return nil
  }

  /// Stores an attribute that is not present: in its column when the value has the
  /// column's form, else in ``others``, kept sorted.
  private mutating func place(
    _ attribute: KeychainAttribute, _ newValue: KeychainValue, code: AttributeCode?,
    column: Column?
  ) {
    func insertOther(_ attribute: KeychainAttribute, _ value: KeychainValue) {
      self.insertOther(Entry(key: attribute, code: code, value: value))
    }
    switch (column, newValue) {
    case (.group, .string(let name)):
      group = name
    case (.accessible, .string(let code)):
      if let parsed = KeychainAccessibility(rawValue: code) {
        accessibility = parsed
      } else {
        insertOther(attribute, newValue)
      }
    case (.digest, .data(let bytes)):
      if let parsed = ItemDigest(bytes) {
        digest = parsed
      } else {
        insertOther(attribute, newValue)
      }
    case (.flag(let column), _):
      if let code = column.code(of: newValue) {
        setFlag(column, code)
        if case .date(let date) = newValue {
          let bits = date.timeIntervalSinceReferenceDate.bitPattern
          if column == .created { created = bits } else { modified = bits }
        }
      } else {
        insertOther(attribute, newValue)
      }
    default:
      insertOther(attribute, newValue)
    }
  }

  /// The group when `agrp` is a string (the only form its column keeps), else `nil`.
  var groupColumn: String? { group }

  /// The group, without wrapping it in a value (the hottest read of a search).
  var accessGroup: String? {
    if let group { return group }
    return self[.accessGroup, code: .accessGroup]?.stringValue
  }

  /// The protection class when it is a valid one.
  var protection: KeychainAccessibility? {
    if let accessibility { return accessibility }
    return self[.accessible, code: .accessible]?.stringValue.flatMap(
      KeychainAccessibility.init(rawValue:))
  }

  func makeIterator() -> Iterator { Iterator(self) }

  /// Visits the columns in a fixed order, then the other attributes by name, without
  /// building a list (results iterate every returned row's attributes).
  struct Iterator: IteratorProtocol {
    private let attributes: ItemAttributes
    /// 0–2: group, protection, digest; 3–8: the flag columns; then `others`.
    private var position = 0

    fileprivate init(_ attributes: ItemAttributes) { self.attributes = attributes }

    mutating func next() -> Element? {
      nextWithCode().map { ($0.key, $0.value) }
    }

    /// The next attribute with its name's ASCII code (`nil` when the name has none), so that
    /// a caller deciding by name compares integers without reading the name's bytes.
    mutating func nextWithCode() -> (
      key: KeychainAttribute, code: AttributeCode?, value: KeychainValue
    )? {
      while true {
        defer { position += 1 }
        switch position {
        case 0:
          if let group = attributes.group {
            return (.accessGroup, .accessGroup, .string(group))
          }
        case 1:
          if let protection = attributes.accessibility {
            return (.accessible, .accessible, .string(protection.rawValue))
          }
        case 2:
          if let digest = attributes.digest {
            return (.sha1, .sha1, .data(digest.data))
          }
        case 3..<(3 + FlagColumn.all.count):
          let column = FlagColumn.all[position - 3]
          let value: KeychainValue
          switch attributes.flag(column) {
          case 0: continue
          case 1: value = column.isDate ? attributes.date(column) : .integer(0)
          case 2: value = .integer(1)
          default: value = .data(Data())
          }
          return (column.attribute, column.code, value)
        default:
          let index = position - 3 - FlagColumn.all.count
          guard index < attributes.others.count else { return nil }
          let entry = attributes.others[index]
          return (
            entry.key, entry.code == 0 ? nil : AttributeCode(rawValue: entry.code), entry.value
          )
        }
      }
    }
  }

  // MARK: Storage

  private mutating func remove(
    _ attribute: KeychainAttribute, code: AttributeCode?, column: Column?
  ) {
    switch column {
    case .group: group = nil
    case .accessible: accessibility = nil
    case .digest: digest = nil
    case .flag(let column):
      setFlag(column, 0)
      // An absent date keeps no bits, so equal attributes are equal field by field.
      if column == .created { created = 0 }
      if column == .modified { modified = 0 }
    case nil: break
    }
    let code = code?.rawValue ?? 0
    // A plain loop: the list is short, and `firstIndex(where:)` costs more than the search.
    var index = 0
    while index < others.count {
      if others[index].isEntry(of: attribute, code: code) {
        others.remove(at: index)
        return
      }
      index += 1
    }
  }

  /// Inserts into ``others``, kept sorted by the names' UTF-8 bytes (any fixed order would
  /// do; it keeps equality and hashing structural).
  private mutating func insertOther(_ entry: Entry) {
    // Room for two at first: a row's own attributes are usually an account and a service,
    // and growing one at a time allocates twice.
    if others.isEmpty { others.reserveCapacity(2) }
    // Appended, then moved down to its place (the general `insert(_:at:)` costs more for a
    // list this short).
    others.append(entry)
    var index = others.count - 1
    while index > 0, Self.precedes(entry, others[index - 1]) {
      others.swapAt(index, index - 1)
      index -= 1
    }
  }

  /// Whether `left`'s name sorts before `right`'s. Two ASCII codes compare as numbers, which
  /// is the order of their bytes (the first byte is the most significant).
  private static func precedes(_ left: Entry, _ right: Entry) -> Bool {
    if left.code != 0, right.code != 0 { return left.code < right.code }
    return precedes(left.key.rawValue, right.key.rawValue)
  }

  private static func precedes(_ left: String, _ right: String) -> Bool {
    var left = left
    var right = right
    return left.withUTF8 { leftBytes in
      right.withUTF8 { rightBytes in leftBytes.lexicographicallyPrecedes(rightBytes) }
    }
  }

  private func flag(_ column: FlagColumn) -> UInt16 {
    (flags >> column.shift) & 3
  }

  private mutating func setFlag(_ column: FlagColumn, _ code: UInt16) {
    flags = (flags & ~(3 << column.shift)) | (code << column.shift)
  }

  private func date(_ column: FlagColumn) -> KeychainValue {
    let bits = column == .created ? created : modified
    return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: bits)))
  }

  static func == (lhs: ItemAttributes, rhs: ItemAttributes) -> Bool {
    lhs.group == rhs.group && lhs.accessibility == rhs.accessibility && lhs.flags == rhs.flags
      && lhs.created == rhs.created && lhs.modified == rhs.modified && lhs.digest == rhs.digest
      && lhs.others == rhs.others
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(group)
    hasher.combine(accessibility)
    hasher.combine(flags)
    hasher.combine(created)
    hasher.combine(modified)
    hasher.combine(digest)
    hasher.combine(others)
  }

  /// Where an attribute lives.
  private enum Column {
    case group, accessible, digest
    case flag(FlagColumn)

    /// The column of the attribute whose ASCII code is `code`. Every column's name is four
    /// ASCII characters: they are compared as one number instead of as strings nine times.
    init?(code: AttributeCode?) {
      switch code {
      case .accessGroup: self = .group
      case .accessible: self = .accessible
      case .sha1: self = .digest
      case FlagColumn.created.code: self = .flag(.created)
      case FlagColumn.modified.code: self = .flag(.modified)
      case FlagColumn.synchronizable.code: self = .flag(.synchronizable)
      case FlagColumn.tombstone.code: self = .flag(.tombstone)
      case FlagColumn.appClipItem.code: self = .flag(.appClipItem)
      case FlagColumn.multiUser.code: self = .flag(.multiUser)
      default: return nil
      }
    }
  }

  /// The attributes kept as two bits of ``flags``.
  private enum FlagColumn: Int, CaseIterable {
    case created, modified, synchronizable, tombstone, appClipItem, multiUser

    /// Every column, built once (`allCases` makes a new array on every use).
    static let all = allCases

    var shift: UInt16 { UInt16(rawValue * 2) }
    var isDate: Bool { self == .created || self == .modified }

    /// The code of ``attribute``.
    var code: AttributeCode {
      switch self {
      case .created: .creationDate
      case .modified: .modificationDate
      case .synchronizable: .synchronizable
      case .tombstone: .tombstone
      case .appClipItem: .appClipItem
      case .multiUser: .multiUser
      }
    }

    var attribute: KeychainAttribute {
      switch self {
      case .created: .creationDate
      case .modified: .modificationDate
      case .synchronizable: .synchronizable
      case .tombstone: .tombstone
      case .appClipItem: .appClipItem
      case .multiUser: .multiUser
      }
    }

    /// The two-bit code of `value`, or `nil` when it needs the general list.
    func code(of value: KeychainValue) -> UInt16? {
      switch (self, value) {
      case (.created, .date), (.modified, .date): 1
      case (.created, _), (.modified, _): nil
      case (.multiUser, .data(let bytes)): bytes.isEmpty ? 3 : nil
      case (.multiUser, _): nil
      case (_, .integer(0)): 1
      case (_, .integer(1)): 2
      default: nil
      }
    }
  }
}

/// A 20-byte SHA-1 digest kept inline.
struct ItemDigest: Hashable, Sendable {
  private var head: UInt64
  private var middle: UInt64
  private var tail: UInt32

  /// The digest of 20 bytes, or `nil` for any other length.
  init?(_ bytes: Data) {
    guard bytes.count == 20 else { return nil }
    // Read in place: iterating a `Data` byte by byte goes through its iterator, a call per
    // byte.
    (head, middle, tail) = bytes.withUnsafeBytes { raw in
      (
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)),
        UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)),
        UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self))
      )
    }
  }

  /// The 20 bytes.
  var data: Data {
    // Copied once from the stack: filling a `Data(count:)` in place goes through its
    // length bookkeeping and exclusivity checks for every byte.
    let words = (head.bigEndian, middle.bigEndian, tail.bigEndian)
    return withUnsafeBytes(of: words) { Data(bytes: $0.baseAddress!, count: 20) }
  }
}
