// swift-tools-version: 6.0
import PackageDescription

// The benchmark suite is its own package so the root package stays dependency-free. It is a
// plain release-mode executable (no benchmark framework): it needs nothing installed beyond
// the Swift toolchain, so CI and a fresh clone build it as is. Run it with
// `swift run -c release --package-path Benchmarks accessgroups-benchmarks`.
let package = Package(
  name: "AccessGroupKitBenchmarks",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "accessgroups-benchmarks", targets: ["accessgroups-benchmarks"])
  ],
  dependencies: [.package(name: "AccessGroupKit", path: "..")],
  targets: [
    .executableTarget(
      name: "accessgroups-benchmarks",
      dependencies: [
        .product(name: "AccessGroupKit", package: "AccessGroupKit"),
        .product(name: "AccessGroupKitTestSupport", package: "AccessGroupKit"),
        .product(name: "SimulatedSecurity", package: "AccessGroupKit"),
      ]
    )
  ],
  swiftLanguageModes: [.v6]
)
