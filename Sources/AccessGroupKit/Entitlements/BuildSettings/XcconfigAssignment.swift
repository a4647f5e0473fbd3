/// One `NAME[condition=pattern] = value` line of an `.xcconfig` file (or one build setting
/// of a project file), kept with its conditions so a reader can apply it for one build.
struct XcconfigAssignment: Hashable, Sendable {
  /// The setting's name.
  var name: String
  /// The conditions; empty for an unconditional assignment.
  var conditions: [BuildSettingCondition]
  /// The value as written.
  var value: String
}
