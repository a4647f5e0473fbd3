import Foundation

/// The names and values of Apple's Security headers, as the data files in
/// `Fixtures/AppleSecurity` list them (written by `Scripts/extract-apple-security-names.py`).
struct AppleSecurityData {
  /// One status: its name, value, header and `SecCopyErrorMessageString` text.
  struct Status {
    let name: String
    let value: Int32
    let header: String
    let message: String
  }

  /// One string constant: its name, string, whether it is a key or a value, header and the
  /// Apple platforms (`ios`, `macos`, `tvos`) that declare it.
  struct Constant {
    let name: String
    let string: String
    let isKey: Bool
    let header: String
    let platforms: [String]
  }

  /// One `SecAccessControlCreateFlags` option: its C name and bit value.
  struct Flag {
    let name: String
    let value: UInt
  }

  /// The first line of each data file: the Security version and commit it was derived from.
  let source: String
  let statuses: [Status]
  let constants: [Constant]
  let flags: [Flag]

  /// The repository's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder of the data files, relative to the root.
  static let folder = "Tests/SimulatedSecurityTests/Fixtures/AppleSecurity"

  /// Reads the three data files.
  static func load() throws -> AppleSecurityData {
    let statuses = try rows("statuses.tsv")
    let constants = try rows("constants.tsv")
    let flags = try rows("access-control-flags.tsv")
    return AppleSecurityData(
      source: statuses.comment,
      statuses: statuses.fields.map {
        Status(name: $0[0], value: Int32($0[1])!, header: $0[2], message: $0[3])
      },
      constants: constants.fields.map {
        Constant(
          name: $0[0], string: $0[1], isKey: $0[2] == "key", header: $0[3],
          platforms: $0[4].split(separator: ",").map(String.init))
      },
      flags: flags.fields.map { Flag(name: $0[0], value: UInt($0[1])!) })
  }

  /// A data file's first comment line and its tab-separated rows.
  private static func rows(_ file: String) throws -> (comment: String, fields: [[String]]) {
    let url = root.appendingPathComponent(folder).appendingPathComponent(file)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    let comment = String(lines.first { $0.hasPrefix("# ") }?.dropFirst(2) ?? "")
    let fields = lines.filter { !$0.hasPrefix("#") }.map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    return (comment, fields)
  }
}
