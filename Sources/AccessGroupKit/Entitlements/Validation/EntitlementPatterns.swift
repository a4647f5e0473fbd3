/// The values a provisioning profile allows for one entitlement, some ending in a wildcard.
///
/// Profiles allow `TEAMID.*` (any keychain group of the team) and wildcard App IDs such as
/// `TEAMID.*` or `TEAMID.com.example.*`. A `*` counts as a wildcard only as the whole last
/// dot-separated component, where it matches any non-empty rest; a `*` anywhere else is an
/// ordinary character, and a pattern that is only `*` matches anything.
///
/// The exact values are kept in a set and the wildcards by the prefix before their `*`, so a
/// value is checked with a lookup per dot it holds, however many values the profile lists (a
/// profile may list thousands, and an app as many groups).
struct EntitlementPatterns: Sendable {
  private var exactValues: Set<String> = []
  /// The part of each wildcard pattern before its `*`, ending in a dot.
  private var wildcardPrefixes: Set<String> = []
  private var allowsAnything = false

  /// The patterns of a profile's list.
  init(_ patterns: [String]) {
    for pattern in patterns {
      if pattern == "*" {
        allowsAnything = true
      } else if pattern.hasSuffix(".*") {
        wildcardPrefixes.insert(String(pattern.dropLast()))
      }
      // A wildcard pattern also equals itself, as the value `TEAMID.*`.
      exactValues.insert(pattern)
    }
  }

  /// Whether a value is allowed by one of the patterns.
  ///
  /// - Parameter value: An entitlement value, such as `TEAMID.com.example.shared`.
  /// - Returns: `true` for an exact match or a wildcard match.
  func allow(_ value: String) -> Bool {
    if allowsAnything || exactValues.contains(value) { return true }
    guard !wildcardPrefixes.isEmpty else { return false }
    // Each prefix of the value that ends in a dot and leaves a non-empty rest.
    var prefix = ""
    for character in value.dropLast() {
      prefix.append(character)
      if character == ".", wildcardPrefixes.contains(prefix) { return true }
    }
    return false
  }
}
