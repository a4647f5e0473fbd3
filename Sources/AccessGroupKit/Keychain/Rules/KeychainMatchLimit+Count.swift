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
