/// What a parsed `kSecMatchLimit` means to a call: the one place its values are read, by
/// the general search, the key lookups, the result's shape and Delete alike.
///
/// securityd reads a number as a `CFIndex` in which only -1 is `kSecMatchUnlimited`
/// (`query_add_match`, `keychain/securityd/SecDbQuery.c`); another negative number stays a
/// limit, which `s3dl_query` (`SecItemDb.c`) reaches after the first row it visits.
struct SearchLimit: Equatable, ExpressibleByIntegerLiteral {
  /// The limit's count, as securityd keeps it (`nil`: every item).
  let count: Int?

  /// No limit: every matching item.
  static var unlimited: Self { Self(count: nil) }

  /// The limit `count` (`nil`: every item).
  init(count: Int?) { self.count = count }

  /// The limit `count`, written as a number where a call's default is given.
  init(integerLiteral count: Int) { self.count = count }

  /// The limit a typed or parsed ``KeychainMatchLimit`` sets: ``KeychainMatchLimit/maximumCount``.
  init(_ limit: KeychainMatchLimit) { count = limit.maximumCount }

  /// Whether the query set a limit (`SecItemDelete` refuses any).
  var isSet: Bool { count != nil }

  /// Whether `SecItemCopyMatching` returns one object rather than an array: a limit of 1.
  var returnsOneObject: Bool { count == 1 }

  /// How many matching rows the search visits (`nil`: all): one for a negative limit, since
  /// SQLite reads `LIMIT -2` as no limit (`SecDbAppendLimit`) but `s3dl_query` stops once
  /// the rows found reach it, which they do after the first row.
  var rowsVisited: Int? {
    guard let count, count < 0 else { return nil }
    return 1
  }

  /// Whether a search that has kept `found` rows stops before the next one.
  func isReached(byFound found: Int) -> Bool {
    guard let count, count >= 0 else { return false }
    return found >= count
  }

  /// Whether the key index may answer the lookup: a positive limit, or none. A limit of 0 or
  /// a negative one goes the general search, which answers them.
  var isAnsweredByKey: Bool { (count ?? 1) > 0 }
}
