import Foundation

extension SimulatedApp {
  /// Creates the app an Xcode target builds: its team, bundle ID, platform and entitlements,
  /// with build variables expanded as the project's settings give them, the way `accessgroups
  /// resolve App.xcodeproj --target App` reads them. Tests on Linux then run as the app their
  /// Xcode host would be, with nothing copied by hand.
  ///
  /// - Parameters:
  ///   - project: A `.xcodeproj` or `.xcworkspace` folder.
  ///   - target: The signed target's name.
  ///   - configuration: The build configuration; `Debug`, the one tests build.
  /// - Throws: ``XcodeProjectError`` when the project cannot be read, or has no such
  ///   configuration or signed target (the error lists the ones there are).
  public init(
    project: URL, target: String, configuration: String = "Debug"
  ) throws(XcodeProjectError) {
    let family = try XcodeProjectFamily(projectAt: project, configuration: configuration)
    let signed = try family.requireTarget(named: target)
    self.init(
      name: signed.name, entitlements: signed.target.entitlements,
      identity: signed.target.identity, platform: signed.target.platform)
  }
}
