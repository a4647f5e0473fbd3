/// Names shown by the first few and a count of the rest: `"a", "b", "c", "d", "e" and 3 more`.
///
/// A message naming an app's groups or a profile's patterns is repeated for every call or
/// entitlement that fails, and a hostile input may hold thousands of names: each message
/// names a few, so the output grows with the failures, not with their product with the list.
enum ShortList {
  /// The most names a list shows.
  static let shownCount = 5

  /// The first ``shownCount`` of `names` joined with commas, then ` and N more` for the rest.
  static func joined<Names: Collection<String>>(_ names: Names) -> String {
    let shown = names.prefix(shownCount).joined(separator: ", ")
    return names.count > shownCount ? shown + " and \(names.count - shownCount) more" : shown
  }
}
