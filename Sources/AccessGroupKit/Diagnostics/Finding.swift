/// Something a check found in an app's entitlements or its keychain sharing, with a stable
/// code that tools can match on.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
  /// How much a finding matters.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    /// Information only, such as a build variable kept as written in an entitlement that
    /// does not affect the keychain.
    case note
    /// Probably a mistake, but the app would still be signed and run.
    case warning
    /// The app would not be signed or installed, or the keychain would refuse it.
    case error

    private var rank: Int {
      switch self {
      case .note: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders severities from note to error.
    ///
    /// - Parameters:
    ///   - lhs: A severity.
    ///   - rhs: Another severity.
    /// - Returns: Whether `lhs` is less severe than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
  }

  /// How much the finding matters.
  public var severity: Severity

  /// A stable, kebab-case code such as `missing-team-prefix`.
  public var code: String

  /// A sentence that says what is wrong and, where possible, what to change.
  public var message: String

  /// The entitlement the finding is about, if any.
  public var entitlement: EntitlementKey?

  /// The index within an array entitlement, if any.
  public var index: Int?

  /// The target of an app family the finding is about, when it is about one; `nil` for a
  /// single app's entitlements and for findings about the family as a whole.
  public var target: String?

  /// Where in a file the finding points, when it was read from one; see
  /// `located(in:map:)`.
  public var location: FileLocation?

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - severity: How much it matters.
  ///   - code: A stable code.
  ///   - message: What is wrong.
  ///   - entitlement: The entitlement it is about.
  ///   - index: The index within an array entitlement.
  ///   - target: The family target it is about.
  ///   - location: Where in a file it points.
  public init(
    severity: Severity, code: String, message: String, entitlement: EntitlementKey? = nil,
    index: Int? = nil, target: String? = nil, location: FileLocation? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.entitlement = entitlement
    self.index = index
    self.target = target
    self.location = location
  }

  /// `error[missing-team-prefix] keychain-access-groups[0]: message`, on one line: a
  /// control character the message quotes from a file prints as an escape (`\n`).
  public var description: String {
    var location = ""
    if let entitlement {
      location = entitlement.rawValue
      if let index { location += "[\(index)]" }
      location += ": "
    }
    return "\(severity.rawValue)[\(code)] \(location)\(PrintableText.line(message))"
  }
}
