extension StatusExplanation {
  /// The explanation as text for `accessgroups explain`: the status and Apple's message,
  /// the summary, one paragraph per SecItem call, the common causes with what to check, the
  /// aliases and the rules of <doc:KeychainRules> behind it.
  ///
  /// ```text
  /// errSecMissingEntitlement (-34018)
  /// Message: A required entitlement isn't present.
  /// ```
  public var text: String {
    var lines = [status.description, "Message: \(message)", ""]
    lines += Self.wrap(summary, indent: "")
    guard isKnown else {
      lines.append("")
      for cause in causes {
        lines += Self.wrap("\(cause.cause). \(cause.check)", indent: "")
      }
      return lines.joined(separator: "\n") + "\n"
    }
    lines += ["", "Per call:"]
    for call in KeychainCall.allCases {
      guard let meaning = calls[call] else { continue }
      lines.append("  \(call.functionName):")
      lines += Self.wrap(meaning, indent: "    ")
    }
    if !causes.isEmpty {
      lines += ["", "Common causes and what to check:"]
      for cause in causes {
        lines += Self.wrap(cause.cause, indent: "  - ", continuation: "    ")
        lines += Self.wrap("Check: \(cause.check)", indent: "    ")
      }
    }
    if !aliases.isEmpty {
      lines += [""]
      lines += Self.wrap(
        "Same value: \(aliases.joined(separator: ", ")).", indent: "")
    }
    lines += [""]
    lines += Self.wrap(
      "From Apple's Security-61901 source (SecItemServer.c, SecDbQuery.c, SecItemDb.c, "
        + "SecItem.cpp); rules \(references.joined(separator: ", ")) in Keychain Rules.",
      indent: "")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The explanation as JSON with sorted keys: `aliases`, `calls` (by function name),
  /// `causes` (`cause`, `check`), `known`, `message`, `name`, `references`, `status`,
  /// `summary`.
  public var json: String {
    JSONText.encode(
      Document(
        status: status.rawValue, name: status.name, message: message, known: isKnown,
        summary: summary,
        calls: Dictionary(uniqueKeysWithValues: calls.map { ($0.key.functionName, $0.value) }),
        causes: causes.map { ["cause": $0.cause, "check": $0.check] }, aliases: aliases,
        references: references))
  }

  private struct Document: Encodable {
    var status: Int32
    var name: String?
    var message: String
    var known: Bool
    var summary: String
    var calls: [String: String]
    var causes: [[String: String]]
    var aliases: [String]
    var references: [String]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(status, forKey: .status)
      try container.encode(name, forKey: .name)
      try container.encode(message, forKey: .message)
      try container.encode(known, forKey: .known)
      try container.encode(summary, forKey: .summary)
      try container.encode(calls, forKey: .calls)
      try container.encode(causes, forKey: .causes)
      try container.encode(aliases, forKey: .aliases)
      try container.encode(references, forKey: .references)
    }

    enum CodingKeys: String, CodingKey {
      case status, name, message, known, summary, calls, causes, aliases, references
    }
  }

  /// Breaks text into lines of at most 100 columns, the first starting with `indent` and
  /// the rest with `continuation` (`indent` when not given).
  private static func wrap(
    _ text: String, indent: String, continuation: String? = nil, width: Int = 100
  ) -> [String] {
    let continuation = continuation ?? indent
    var lines: [String] = []
    var line = indent
    var lineHasWord = false
    for word in text.split(separator: " ") {
      if lineHasWord, line.count + 1 + word.count > width {
        lines.append(line)
        line = continuation
        lineHasWord = false
      }
      line += (lineHasWord ? " " : "") + word
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }
}
