/// Which groups a `SecItemCopyMatching` searches, or why it searches none: the verdict of
/// ``CallContext/searchScope(naming:as:)``.
enum SearchScope {
  /// The call fails before the search.
  case refused(EngineFailure)
  /// Every group the app may read (``CallContext/readableGroups``).
  case readableGroups
  /// Only the group the query names.
  case namedGroup(String)
}
