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

extension KeychainMatchLimit {
  /// The limit a `kSecMatchLimit` value sets, or `nil` for a value that is not one: a number,
  /// `kSecMatchLimitAll` or
  /// `kSecMatchLimitOne` (`query_add_match`, `keychain/securityd/SecDbQuery.c`). A real
  /// counts only when it is whole.
  init?(_ value: InputValue) {
    switch value {
    case .integer(let limit): self = .count(Int(clamping: limit))
    case .real(let limit):
      guard let whole = Int(exactly: limit) else { return nil }
      self = .count(whole)
    case .string(Self.allValue): self = .all
    case .string(Self.oneValue): self = .one
    default: return nil
    }
  }

  /// The limit the search applies (`nil`: every item). The one conversion of a limit into
  /// the search's count, for the dictionary's `kSecMatchLimit` and the typed query's limit
  /// alike: securityd reads a number as a `CFIndex` in which only -1 is
  /// `kSecMatchUnlimited`; another negative number stays a limit, which `s3dl_query`
  /// (`SecItemDb.c`) reaches after the first row (see
  /// ``StoreState/search(_:groups:authentication:context:keepsDigests:)``).
  var maximumCount: Int? {
    switch self {
    case .one: 1
    case .all: nil
    case .count(let count): count == -1 ? nil : count
    }
  }
}
