/// The targets that ship together and may share keychain items: an app, its extensions and
/// widgets, an App Clip, a companion Mac app.
///
/// The family keeps its targets in the order given; ``SharingMatrix``, ``FamilyLinter`` and
/// `SharingGraph` list targets in that order, so their output is deterministic.
///
/// ```swift
/// let family = try AppFamily(targets: [app, shareExtension, widget])
/// let findings = FamilyLinter().lint(family)
/// ```
public struct AppFamily: Hashable, Sendable {
  /// The targets, in the order given.
  public private(set) var targets: [AppTarget]

  /// Creates a family.
  ///
  /// - Parameter targets: The targets; each needs a non-empty name no other target has.
  /// - Throws: ``AppFamilyError/emptyTargetName`` or
  ///   ``AppFamilyError/duplicateTargetName(_:)``.
  public init(targets: [AppTarget]) throws(AppFamilyError) {
    var names: Set<String> = []
    for target in targets {
      guard !target.name.isEmpty else { throw .emptyTargetName }
      guard names.insert(target.name).inserted else {
        throw .duplicateTargetName(target.name)
      }
    }
    self.targets = targets
  }

  /// The target with a name, if the family has one.
  ///
  /// - Parameter name: A target's name.
  /// - Returns: The target, or `nil`.
  public func target(named name: String) -> AppTarget? {
    targets.first { $0.name == name }
  }
}
