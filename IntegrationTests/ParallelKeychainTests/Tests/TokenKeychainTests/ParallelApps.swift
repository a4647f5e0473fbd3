import AccessGroupKit

/// A different app for every test case: each of its own team, with a shared keychain group
/// written as Xcode writes it.
enum ParallelApps {
  /// The app of test case `index` in `suite`.
  static func app(_ index: Int, suite: String) -> SimulatedApp {
    SimulatedApp(
      teamID: teamID(index, suite: suite), bundleID: "com.example.\(suite).app\(index)",
      keychainAccessGroups: ["$(AppIdentifierPrefix)com.example.shared"])
  }

  /// The team of test case `index` in `suite`: ten characters, as Apple's are.
  static func teamID(_ index: Int, suite: String) -> String {
    "\(suite.prefix(1).uppercased())T\(String(100_000_000 + index).suffix(8))"
  }

  /// The shared group of test case `index`.
  static func sharedGroup(_ index: Int, suite: String) -> String {
    "\(teamID(index, suite: suite)).com.example.shared"
  }

  /// The arguments of each suite's parameterized tests.
  static let cases = 0..<50
}
