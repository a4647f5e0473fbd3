// swift-tools-version: 6.0
import PackageDescription

// An app's keychain wrapper and its parallel tests, set up as the adoption guide says: the
// wrapper imports Security on Apple platforms and SimulatedSecurity elsewhere, and the tests
// give every test case its own simulated keychain with the `.simulatedKeychain` trait. On
// Apple platforms the wrapper's SecItem calls reach the simulation through the guide's
// forwarding file, compiled when SIMULATED_KEYCHAIN is set: an app's package sets it for
// test builds only; this package only ever runs tests, so it sets it on every Apple
// platform and no run can touch the real keychain.
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
      dependencies: [.product(name: "SimulatedSecurity", package: accessGroupKitIdentity)],
      swiftSettings: [
        .define(
          "SIMULATED_KEYCHAIN",
          .when(platforms: [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]))
      ]),
    .testTarget(
      name: "TokenKeychainTests",
      dependencies: [
        "TokenKeychain",
        .product(name: "AccessGroupKit", package: accessGroupKitIdentity),
        .product(name: "SimulatedSecurity", package: accessGroupKitIdentity),
        .product(name: "SimulatedKeychainTesting", package: accessGroupKitIdentity),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
