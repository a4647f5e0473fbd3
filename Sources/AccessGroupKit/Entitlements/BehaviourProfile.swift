/// Which generation of Apple's keychain the simulation reproduces.
public enum BehaviourProfile: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Apple's keychain since the iOS 13 / macOS 10.15 generation (Security-59306 and later,
  /// read at Security-61901): an explicit foreign access group is
  /// `errSecMissingEntitlement` in all four calls. The default.
  case current
  /// iOS 12 and earlier (Security-58286): the token group is always appended, there is no
  /// associated-application-identifier step or App Clip rule, and foreign groups in queries
  /// simply match nothing.
  case legacy

  /// The profile's name in scenario files and on the command line.
  public var description: String { rawValue }
}
