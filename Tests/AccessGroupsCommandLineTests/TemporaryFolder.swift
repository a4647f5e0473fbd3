import Foundation

/// A folder of its own under the system's temporary directory for one test's files,
/// removed when the value is released.
final class TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates an empty folder.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("accessgroups-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Writes a file (creating its folders) and returns its path.
  @discardableResult
  func write(_ relativePath: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// Copies a file or folder into this folder and returns the copy's path.
  @discardableResult
  func copy(_ source: String, to relativePath: String) throws -> String {
    let destination = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: source, toPath: destination.path)
    return destination.path
  }

  /// An XML entitlements file with keychain groups and, optionally, other string-array
  /// entitlements.
  static func entitlements(
    groups: [String], applicationIdentifier: String? = nil, other: [String: [String]] = [:]
  ) -> String {
    func array(_ key: String, _ values: [String]) -> String {
      "\t<key>\(key)</key>\n\t<array>\n"
        + values.map { "\t\t<string>\($0)</string>\n" }.joined() + "\t</array>\n"
    }
    var body = array("keychain-access-groups", groups)
    if let applicationIdentifier {
      body += "\t<key>application-identifier</key>\n\t<string>\(applicationIdentifier)</string>\n"
    }
    for key in other.keys.sorted() { body += array(key, other[key] ?? []) }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)</dict>
      </plist>

      """
  }
}
