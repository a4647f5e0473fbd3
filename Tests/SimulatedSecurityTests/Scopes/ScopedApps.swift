import AccessGroupKit

/// The apps of the scope tests: one team's app, its widget (entitled to the shared group)
/// and a share extension that is not.
enum ScopedApps {
  static let team = "FGHIJ67890"
  static let sharedGroup = "FGHIJ67890.com.example.scoped.shared"

  static let mainApp = SimulatedApp(
    teamID: team, bundleID: "com.example.scoped",
    keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.scoped.shared"])

  static let widget = SimulatedApp(
    teamID: team, bundleID: "com.example.scoped.widget",
    keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.scoped.shared"])

  static let shareExtension = SimulatedApp(teamID: team, bundleID: "com.example.scoped.share")

  /// An app of its own team for each index, as the parallel tests use.
  static func app(_ index: Int) -> SimulatedApp {
    SimulatedApp(teamID: "TEAM\(100_000 + index)", bundleID: "com.example.parallel\(index)")
  }
}
