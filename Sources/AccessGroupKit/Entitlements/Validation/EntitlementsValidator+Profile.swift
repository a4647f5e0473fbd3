import Foundation

extension EntitlementsValidator {
  /// Checks entitlements on their own and against the provisioning profile they will be
  /// signed with.
  ///
  /// Besides the findings of ``validate(_:)``:
  ///
  /// - `team-mismatch` (error): the identity's team, or
  ///   `com.apple.developer.team-identifier`, is not one of the profile's `TeamIdentifier`.
  /// - `profile-expired` (warning): the profile's `ExpirationDate` is not after `now`.
  /// - `not-in-profile` (error): a keychain group or app group the profile's entitlements do
  ///   not allow.
  /// - `application-identifier-not-in-profile` (error): the application identifier does not
  ///   match the profile's, which may be a wildcard App ID, or the profile has none.
  ///
  /// A profile allows a value it lists, or a wildcard whose last component is `*`
  /// (`TEAMID.*`, `TEAMID.com.example.*`) matching any non-empty rest. Values already
  /// reported as empty or unexpanded are not checked again.
  ///
  /// - Parameters:
  ///   - entitlements: Expanded entitlements.
  ///   - profile: The provisioning profile.
  ///   - now: The date the profile's expiry is compared with.
  /// - Returns: The findings of ``validate(_:)`` followed by the profile's.
  public func validate(
    _ entitlements: Entitlements, against profile: ProvisioningProfile, now: Date = Date()
  ) -> [Finding] {
    var findings = validate(entitlements)
    let profileName = profile.name.map { "`\($0)`" } ?? "the provisioning profile"
    let teams = profile.teamIdentifiers
    if let team = identity.teamID, !team.isEmpty, !teams.isEmpty, !teams.contains(team) {
      findings.append(
        Finding(
          severity: .error, code: "team-mismatch",
          message: "the app is signed by team \(team), but \(profileName) belongs to "
            + ShortList.joined(teams)))
    }
    if let team = entitlements.teamIdentifier, !teams.isEmpty, !teams.contains(team),
      !TeamIdentifierFormat.hasUnexpandedVariable(team)
    {
      findings.append(
        Finding(
          severity: .error, code: "team-mismatch",
          message: "\(EntitlementKey.teamIdentifier.rawValue) `\(team)` is not the team of "
            + "\(profileName) (\(ShortList.joined(teams)))",
          entitlement: .teamIdentifier))
    }
    if let expiry = profile.expirationDate, expiry <= now {
      findings.append(
        Finding(
          severity: .warning, code: "profile-expired",
          message: "\(profileName) expired on \(expiry); devices refuse to launch apps signed with "
            + "it"))
    }
    for key in [EntitlementKey.keychainAccessGroups, .applicationGroups] {
      guard let groups = entitlements.strings(for: key) else { continue }
      let allowed = profile.entitlements.strings(for: key) ?? []
      let patterns = EntitlementPatterns(allowed)
      let list = allowed.isEmpty ? "no \(key.rawValue)" : ShortList.joined(allowed)
      for (index, group) in groups.enumerated()
      where Self.isCheckable(group) && !patterns.allow(group) {
        findings.append(
          Finding(
            severity: .error, code: "not-in-profile",
            message: "\(key.rawValue)[\(index)] `\(group.excerpted)` is not allowed by "
              + "\(profileName), which allows \(list)",
            entitlement: key, index: index))
      }
    }
    let profileIdentifier = profile.entitlements.applicationIdentifier
    for key in [EntitlementKey.applicationIdentifier, .appleApplicationIdentifier] {
      guard let identifier = entitlements.string(for: key), Self.isCheckable(identifier)
      else { continue }
      guard let profileIdentifier else {
        findings.append(
          Finding(
            severity: .error, code: "application-identifier-not-in-profile",
            message: "\(key.rawValue) `\(identifier.excerpted)` cannot be checked: \(profileName) "
              + "has no application identifier",
            entitlement: key))
        continue
      }
      if !EntitlementPatterns([profileIdentifier]).allow(identifier) {
        findings.append(
          Finding(
            severity: .error, code: "application-identifier-not-in-profile",
            message: "\(key.rawValue) `\(identifier.excerpted)` does not match \(profileName)'s "
              + "App ID `\(profileIdentifier.excerpted)`",
            entitlement: key))
      }
    }
    return findings
  }

  private static func isCheckable(_ value: String) -> Bool {
    !value.isEmpty && !TeamIdentifierFormat.hasUnexpandedVariable(value)
  }
}
