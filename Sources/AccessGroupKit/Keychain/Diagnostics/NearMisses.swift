/// What came closest to a CopyMatching, Update or Delete that found nothing.
///
/// Found in one pass over the rows of the query's class, and only once the call has failed:
/// a call that finds its items never builds one. The pass compares every pair of the query
/// with each row and sorts the rows into three kinds:
/// - a row the caller can reach that differs only in being synchronizable, which a query
///   without `kSecAttrSynchronizable` never sees;
/// - a row in a group the caller is not entitled to that matches every pair but the group;
/// - the rows the caller can reach with the fewest differing attributes (at most two).
///
/// A device never says that an item exists in a group the app cannot read. This simulation
/// names the group (never the item's attributes or data) because which group holds the
/// item is what a developer sharing items between an app and its extensions needs to know.
struct NearMisses {
  /// The number of reachable items that differ only in being synchronizable.
  var hiddenSynchronizable = 0

  /// The number of items in groups the caller is not entitled to that match but for the group.
  var foreignCount = 0

  /// The groups of those items, sorted.
  var foreignGroups: [String] = []

  /// The reachable items that differ least, grouped by the attributes they differ in, in the
  /// order first found.
  var closest: [Closest] = []

  /// Reachable items that differ from the query in the same attributes.
  struct Closest {
    /// The differences of the first such item.
    var differences: [AttributeDifference]
    /// The group of the first such item.
    var group: String
    /// How many items differ in these attributes.
    var count: Int
  }

  /// The most differing attributes a reachable item may have and still be reported.
  static let mostDifferences = 2

  /// The most items of the class one explanation compares. A test keychain holds a few
  /// items; a store of tens of thousands that fails a lookup tens of thousands of times
  /// (a scenario of adds and then misses) would otherwise compare every pair, which is
  /// quadratic, for what is a hint. The explanation says when it stopped short.
  static let mostItemsCompared = 256

  /// Whether the class holds more items than ``mostItemsCompared``, so some were not
  /// compared.
  var isPartial = false

  /// The most lines of ``closest`` an explanation shows.
  static let mostLines = 3

  /// One line per entry of ``closest`` (`1 item matches except kSecAttrService: … in "G"`),
  /// each followed by what `hint` and `groupHint` recognize in its differences.
  func closestLines(hint: BundleIdentifierHint, groupHint: DefaultGroupHint) -> [String] {
    var lines: [String] =
      isPartial
      ? [
        "near misses were looked for among the first \(Self.mostItemsCompared) items of the "
          + "class only"
      ] : []
    for entry in closest.prefix(Self.mostLines) {
      let verb = entry.count == 1 ? "1 item matches" : "\(entry.count) items match"
      let which = entry.count == 1 ? "" : " (the first shown)"
      lines.append(
        "\(verb) except " + entry.differences.map(\.text).joined(separator: "; ")
          + "\(which), in \"\(entry.group)\"")
      lines += entry.differences.compactMap(hint.line(for:))
      if let group = entry.differences.first(where: { $0.attribute == .accessGroup })?.stored,
        case .string(let name) = group, let line = groupHint.line(for: name)
      {
        lines.append(line)
      }
    }
    return lines
  }

  /// Keeps `differences` of a reachable row in ``closest`` when no row seen so far differs
  /// in fewer attributes.
  mutating func consider(_ differences: [AttributeDifference], group: String) {
    let count = differences.count
    guard count <= Self.mostDifferences else { return }
    if let least = closest.first?.differences.count {
      if count > least { return }
      if count < least { closest.removeAll() }
    }
    let attributes = differences.map(\.attribute)
    if let index = closest.firstIndex(where: { $0.differences.map(\.attribute) == attributes }) {
      closest[index].count += 1
    } else {
      closest.append(Closest(differences: differences, group: group, count: 1))
    }
  }
}
