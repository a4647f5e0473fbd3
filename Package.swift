// swift-tools-version: 6.0
import PackageDescription

// The root package has no package dependencies: users add AccessGroupKit to test targets
// and CI on Linux, where every extra dependency is a cost. Benchmarks live in their own
// nested package.
let package = Package(
  name: "AccessGroupKit",
  platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
  products: [
    .library(name: "AccessGroupKit", targets: ["AccessGroupKit"]),
    .executable(name: "accessgroups", targets: ["accessgroups"]),
    .library(name: "SimulatedSecurity", targets: ["SimulatedSecurity"]),
    // The Swift Testing trait and XCTest base class that give each test its own simulated
    // keychain; a product of its own so that apps never link a testing framework.
    .library(name: "SimulatedKeychainTesting", targets: ["SimulatedKeychainTesting"]),
    // The reference model (a plain-array SecItem implementation), shared by the tests and the
    // benchmark package; not meant for apps.
    .library(name: "AccessGroupKitTestSupport", targets: ["AccessGroupKitTestSupport"]),
    // `swift package lint-keychain-groups` in packages that depend on this one.
    .plugin(name: "LintKeychainGroups", targets: ["LintKeychainGroups"]),
  ],
  targets: [
    .target(name: "AccessGroupKit"),
    .target(name: "AccessGroupsCommandLine", dependencies: ["AccessGroupKit"]),
    .executableTarget(name: "accessgroups", dependencies: ["AccessGroupsCommandLine"]),
    .target(name: "SimulatedSecurity", dependencies: ["AccessGroupKit"]),
    .target(
      name: "SimulatedKeychainTesting", dependencies: ["SimulatedSecurity", "AccessGroupKit"]),
    .target(name: "AccessGroupKitTestSupport", dependencies: ["AccessGroupKit"]),
    // `swift package lint-keychain-groups`: `accessgroups lint` over the package's app family,
    // built from this package, so using it adds no dependency.
    .plugin(
      name: "LintKeychainGroups",
      capability: .command(
        intent: .custom(
          verb: "lint-keychain-groups",
          description: "Lint the keychain access groups of the app family's targets.")),
      dependencies: ["accessgroups"]
    ),
    .testTarget(
      name: "AccessGroupKitTests",
      dependencies: ["AccessGroupKit", "AccessGroupKitTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "AccessGroupsCommandLineTests",
      // SimulatedSecurity: `info-plist --project` output is checked by configuring the
      // simulation with it.
      dependencies: ["AccessGroupsCommandLine", "accessgroups", "SimulatedSecurity"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SimulatedSecurityTests",
      dependencies: ["SimulatedSecurity", "SimulatedKeychainTesting", "AccessGroupKit"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
