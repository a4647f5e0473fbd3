/// A value from a provisioning profile's entitlements, which may end in a wildcard.
///
/// Profiles allow `TEAMID.*` (any keychain group of the team) and wildcard App IDs such as
/// `TEAMID.*` or `TEAMID.com.example.*`. A `*` counts as a wildcard only as the whole last
/// dot-separated component, where it matches any non-empty rest; a `*` anywhere else is an
/// ordinary character, and a pattern that is only `*` matches anything.
struct EntitlementPattern: Hashable, Sendable {
  /// The pattern as written in the profile.
  var pattern: String

  /// Whether a value is allowed by the pattern.
  ///
  /// - Parameter value: An entitlement value, such as `TEAMID.com.example.shared`.
  /// - Returns: `true` for an exact match or a wildcard match.
  func matches(_ value: String) -> Bool {
    if pattern == value || pattern == "*" { return true }
    guard pattern.hasSuffix(".*") else { return false }
    let prefix = pattern.dropLast()
    return value.count > prefix.count && value.hasPrefix(prefix)
  }
}
