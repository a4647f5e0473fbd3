/// Names shown by the first few and a count of the rest: `"a", "b", "c", "d", "e" and 3 more`.
///
/// A message naming an app's groups or a profile's patterns is repeated for every call or
/// entitlement that fails, and a hostile input may hold thousands of names, or names of
/// thousands of characters: each message names a few, each cut to a label's length
/// (`String.excerpted`), so the output grows with the failures, not with their product with
/// the list.
package enum ShortList {
  /// The most names a list shows.
  package static let shownCount = 5

  /// The first ``shownCount`` of `names` joined with commas, then ` and N more` for the rest.
  package static func joined<Names: Collection<String>>(_ names: Names) -> String {
    list(names) { $0 }
  }

  /// ``joined(_:)`` with each name shown in double quotes.
  package static func quoted<Names: Collection<String>>(_ names: Names) -> String {
    list(names) { "\"\($0)\"" }
  }

  private static func list<Names: Collection<String>>(
    _ names: Names, showing show: (String) -> String
  ) -> String {
    let shown = names.prefix(shownCount).map { show($0.excerpted) }
    let text = shown.joined(separator: ", ")
    return names.count > shownCount ? text + " and \(names.count - shownCount) more" : text
  }
}
