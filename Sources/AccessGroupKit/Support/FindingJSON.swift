/// A ``Finding`` in JSON: `code`, `entitlement`, `index`, `message`, `severity`, `target`,
/// with `null` for a missing entitlement, index or target.
struct FindingJSON: Encodable {
  var finding: Finding

  init(_ finding: Finding) { self.finding = finding }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(finding.severity.rawValue, forKey: .severity)
    try container.encode(finding.code, forKey: .code)
    try container.encode(finding.message, forKey: .message)
    try container.encode(finding.entitlement?.rawValue, forKey: .entitlement)
    try container.encode(finding.index, forKey: .index)
    try container.encode(finding.target, forKey: .target)
  }

  enum CodingKeys: String, CodingKey {
    case severity, code, message, entitlement, index, target
  }
}
