/// Why ``ItemStore/importSnapshot(_:)`` rejected a snapshot.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not JSON.
  case malformedJSON(reason: String)
  /// A value is missing or has the wrong type; `path` is the JSON path, for example
  /// `$.items[3].attributes.acct`.
  case invalidValue(path: String, reason: String)
  /// The snapshot's format version is not one this library reads.
  case unsupportedVersion(Int)
  /// Two items share a primary key or a persistent reference.
  case conflictingItems(path: String, reason: String)

  /// A sentence naming the JSON path and what is wrong.
  public var description: String {
    switch self {
    case .malformedJSON(let reason): "The snapshot is not valid JSON: \(reason)"
    case .invalidValue(let path, let reason): "\(path): \(reason)"
    case .unsupportedVersion(let version): "$.version: unsupported snapshot version \(version)"
    case .conflictingItems(let path, let reason): "\(path): \(reason)"
    }
  }
}
