extension ScenarioError {
  /// The error as the JSON `accessgroups simulate --json` prints for an invalid scenario:
  /// `{"error": {"file", "message", "path"}, "ok": false, "steps": []}`, sorted keys. The
  /// `steps` array is empty because an invalid scenario runs no step.
  public var json: String {
    let error = JSONFragment.object([
      "file": file.map(JSONFragment.string) ?? .null,
      "path": .string(path),
      "message": .string(message),
    ])
    let root = JSONFragment.object(["error": error, "ok": .bool(false), "steps": .array([])])
    return root.text(pretty: true) + "\n"
  }
}
