import Foundation

/// One build configuration (`Debug`, `Release`, …) of a project or a target: its settings
/// as written in the project file and the `.xcconfig` file they sit on.
package struct XcodeBuildConfiguration: Hashable, Sendable {
  /// The configuration's name, such as `Release`.
  package var name: String

  /// The settings as written in the project file, by key. Keys may carry conditions
  /// (`DEVELOPMENT_TEAM[sdk=iphoneos*]`); array values are joined with spaces, as Xcode
  /// reads them.
  package var buildSettings: [String: String]

  /// The base `.xcconfig` file, resolved to a path, whether or not it exists; `nil` when the
  /// configuration has none.
  ///
  /// It comes from `baseConfigurationReference` (a file reference) or, in Xcode 16
  /// projects, from `baseConfigurationReferenceAnchor` (a folder synchronized with the file
  /// system) plus `baseConfigurationReferenceRelativePath`.
  package var baseConfiguration: URL?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - buildSettings: The settings as written.
  ///   - baseConfiguration: The base `.xcconfig`, if any.
  package init(name: String, buildSettings: [String: String], baseConfiguration: URL?) {
    self.name = name
    self.buildSettings = buildSettings
    self.baseConfiguration = baseConfiguration
  }
}

extension XcodeBuildConfiguration {
  /// The longest list searched in turn rather than through positions: real lists hold two
  /// to a few configurations, and a table of positions for each would cost more memory than
  /// the search costs time.
  static let listSearchedInTurn = 16

  /// Where each name first appears in `configurations`, for a list longer than
  /// ``listSearchedInTurn`` (empty for a shorter one). With the positions kept, thousands of
  /// targets sharing a list of thousands of configurations find theirs in constant time.
  ///
  /// - Parameter configurations: A configuration list.
  /// - Returns: Each name's first position.
  static func positions(byName configurations: [XcodeBuildConfiguration]) -> [String: Int] {
    guard configurations.count > listSearchedInTurn else { return [:] }
    return configurations.firstPositions(by: \.name)
  }

  /// The first configuration named `name`: a lookup by name finds the first of its name, as
  /// Xcode's does.
  ///
  /// - Parameters:
  ///   - name: Such as `Release`.
  ///   - configurations: A configuration list.
  ///   - positions: What ``positions(byName:)`` gave for the list.
  /// - Returns: The configuration, or `nil`.
  static func named(
    _ name: String, in configurations: [XcodeBuildConfiguration], positions: [String: Int]
  ) -> XcodeBuildConfiguration? {
    guard configurations.count > listSearchedInTurn else {
      return configurations.first { $0.name == name }
    }
    return positions[name].map { configurations[$0] }
  }
}
