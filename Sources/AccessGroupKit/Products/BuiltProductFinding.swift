/// A finding about one member of a built product, with the member it is about.
public struct BuiltProductFinding: Hashable, Sendable, CustomStringConvertible {
  /// The target name of the member (its bundle folder name without extension).
  public var target: String

  /// The file the finding is about, such as the bundle's `Info.plist` or executable.
  public var file: String

  /// What was found.
  public var finding: Finding

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - target: The member's target name.
  ///   - file: The file it is about.
  ///   - finding: What was found.
  package init(target: String, file: String, finding: Finding) {
    self.target = target
    self.file = file
    self.finding = finding
  }

  /// `share: error[missing-info-plist] …`.
  public var description: String { "\(target): \(finding)" }
}
