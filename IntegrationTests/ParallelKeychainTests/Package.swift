// swift-tools-version: 6.0
import PackageDescription

// An app's keychain wrapper and its parallel tests, set up as the adoption guide says: the
// wrapper imports Security on Apple platforms and SimulatedSecurity elsewhere, and the tests
// give every test case its own simulated keychain with the `.simulatedKeychain` trait.
//
// A package named by path has the folder's name as its identity; this one sits two levels
// below the AccessGroupKit checkout, whatever that folder is called.
let accessGroupKit = Context.packageDirectory + "/../.."
let accessGroupKitIdentity = String(
  Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "AccessGroupKit")

let package = Package(
  name: "ParallelKeychainTests",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  dependencies: [.package(path: accessGroupKit)],
  targets: [
    .target(
      name: "TokenKeychain",
      dependencies: [
        .product(
          name: "SimulatedSecurity", package: accessGroupKitIdentity,
          condition: .when(platforms: [.linux]))
      ]),
    .testTarget(
      name: "TokenKeychainTests",
      dependencies: [
        "TokenKeychain",
        .product(name: "SimulatedSecurity", package: accessGroupKitIdentity),
        .product(name: "SimulatedKeychainTesting", package: accessGroupKitIdentity),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
