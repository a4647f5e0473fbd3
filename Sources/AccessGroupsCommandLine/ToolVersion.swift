/// The version of the `accessgroups` tool, printed by `accessgroups --version`.
///
/// The one place the version string lives; `CHANGELOG.md` names the same version.
public enum ToolVersion {
  /// The version string, in semantic-versioning form.
  public static let current = "0.1.0"
}
