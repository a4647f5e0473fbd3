/// Why an entitlements file, a provisioning profile or `codesign` output could not be read.
///
/// Every case names the file it is about (the path or name the caller passed), so a message
/// can be shown as it is. ``description`` reads as one sentence, for example
/// `App.entitlements: the property list is malformed: unexpected end of file`.
public enum EntitlementsLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be read at all: it is missing, is a directory, or is not readable.
  ///
  /// - Parameters:
  ///   - file: The file's path.
  ///   - reason: What the file system reported.
  case unreadable(file: String, reason: String)

  /// The file has no bytes.
  ///
  /// - Parameter file: The file's name or path.
  case emptyFile(file: String)

  /// The file looks like a property list (XML or binary) but cannot be parsed.
  ///
  /// - Parameters:
  ///   - file: The file's name or path.
  ///   - reason: What is wrong, with the parser's own message and a byte offset when known.
  case malformedPropertyList(file: String, reason: String)

  /// The property list parsed, but its top level is not a dictionary.
  ///
  /// Entitlements and provisioning profiles are always dictionaries.
  ///
  /// - Parameters:
  ///   - file: The file's name or path.
  ///   - found: The property-list type found instead (`array`, `string`, …).
  case notADictionary(file: String, found: String)

  /// The file starts like a provisioning profile (a DER `SEQUENCE`) but its CMS structure
  /// is broken: a length runs past its container, a required element is missing or has the
  /// wrong type, or the embedded property list cannot be parsed.
  ///
  /// - Parameters:
  ///   - file: The file's name or path.
  ///   - reason: What is wrong and at which byte offset.
  case malformedProvisioningProfile(file: String, reason: String)

  /// The provisioning profile's CMS structure is sound but carries no property list (its
  /// `encapContentInfo` has no `eContent`, as in a detached signature).
  ///
  /// - Parameter file: The file's name or path.
  case missingPropertyList(file: String)

  /// The file is in a recognised format that this package cannot read.
  ///
  /// Raised for the bracketed listing (`[Dict]`, `[Key] …`, `[Value]`) that newer `codesign`
  /// prints by default: ask `codesign` for XML instead
  /// (`codesign -d --entitlements :- --xml App.app`).
  ///
  /// - Parameters:
  ///   - file: The file's name or path.
  ///   - reason: Which format was found and what to use instead.
  case unsupportedFormat(file: String, reason: String)

  /// The file the error is about.
  public var file: String {
    switch self {
    case .unreadable(let file, _), .emptyFile(let file), .malformedPropertyList(let file, _),
      .notADictionary(let file, _), .malformedProvisioningProfile(let file, _),
      .missingPropertyList(let file), .unsupportedFormat(let file, _):
      file
    }
  }

  /// A one-sentence message that starts with the file, such as
  /// `App.entitlements: the file is empty`.
  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      "\(file): the file cannot be read: \(reason)"
    case .emptyFile(let file):
      "\(file): the file is empty"
    case .malformedPropertyList(let file, let reason):
      "\(file): the property list is malformed: \(reason)"
    case .notADictionary(let file, let found):
      "\(file): the property list's top level is \(Self.article(for: found)) \(found), "
        + "not a dictionary"
    case .malformedProvisioningProfile(let file, let reason):
      "\(file): the provisioning profile is malformed: \(reason)"
    case .missingPropertyList(let file):
      "\(file): the provisioning profile's signed data holds no property list (no eContent)"
    case .unsupportedFormat(let file, let reason):
      "\(file): unsupported format: \(reason)"
    }
  }

  private static func article(for word: String) -> String {
    guard let first = word.first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }
}
