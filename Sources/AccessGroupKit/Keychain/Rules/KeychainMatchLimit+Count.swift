extension KeychainMatchLimit {
  /// The limit a `kSecMatchLimit` value sets, or `nil` for a value that is not one: a number
  /// (a negative one, like `kSecMatchUnlimited`, means every item), `kSecMatchLimitAll` or
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

  /// How many items the search returns at most (`nil`: every item). The one conversion of a
  /// limit into the count the search applies, for the dictionary's `kSecMatchLimit` and the
  /// typed query's limit alike.
  var maximumCount: Int? {
    switch self {
    case .one: 1
    case .all: nil
    case .count(let count): count < 0 ? nil : count
    }
  }
}
