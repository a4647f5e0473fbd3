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
  /// Where each name first appears in `configurations`. A configuration is looked up by
  /// name, and the first of a name is the one found: with the positions kept, thousands of
  /// targets sharing a list of thousands of configurations find theirs in constant time.
  ///
  /// - Parameter configurations: A configuration list.
  /// - Returns: Each name's first position.
  static func positions(byName configurations: [XcodeBuildConfiguration]) -> [String: Int] {
    var positions: [String: Int] = [:]
    for (position, configuration) in configurations.enumerated()
    where positions[configuration.name] == nil {
      positions[configuration.name] = position
    }
    return positions
  }
}
