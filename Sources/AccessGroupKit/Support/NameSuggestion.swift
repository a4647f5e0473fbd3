/// The known name a misspelled one most likely meant: what "did you mean …?" offers for a
/// scenario's `kSecAttrAcount`, an `--teamid` option or `explain errSecMisingEntitlement`.
///
/// Names are compared without regard to case, by edit distance (insertions, deletions,
/// substitutions and swaps of two neighbours each count one). A name is offered only when it
/// is close: at most one edit for names up to four characters, two up to twelve, three
/// beyond; a tie goes to the candidate listed first.
package enum NameSuggestion {
  /// The candidate closest to `name`, if one is close enough to be a likely typo.
  ///
  /// - Parameters:
  ///   - name: The name that was not recognised.
  ///   - candidates: The names that would have been.
  /// - Returns: The closest candidate, or `nil` when none is close.
  package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let typed = Array(name.lowercased().unicodeScalars)
    let limit = typed.count <= 4 ? 1 : typed.count <= 12 ? 2 : 3
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let known = Array(candidate.lowercased().unicodeScalars)
      guard abs(known.count - typed.count) <= limit else { continue }
      let distance = editDistance(typed, known)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `; did you mean 'kSecAttrAccount'?` for a message, or an empty string.
  ///
  /// - Parameters:
  ///   - name: The name that was not recognised.
  ///   - candidates: The names that would have been.
  /// - Returns: The suggestion as a clause to append to a message.
  package static func clause(for name: String, among candidates: some Sequence<String>) -> String {
    closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The optimal-string-alignment distance: Levenshtein plus swaps of neighbours.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
