import Foundation

/// `items_matching_issuer_parent`: whether an issuer is one of a search's `kSecMatchIssuers`,
/// or the subject of a certificate whose own issuer leads there, in at most ten steps that
/// every certificate tried at one level shares. Self-issued certificates are skipped.
///
/// securityd searches the parents of each issuer anew; the certificates are read here once
/// per search, filed by subject, and each answer is kept, so a search costs its rows once
/// however many rows share an issuer.
struct IssuerChain {
  /// The steps a row's issuer may climb.
  static let mostSteps = 10

  private let issuers: Set<Data>
  /// The issuers of the certificates with each subject, in row order, the self-issued left out.
  private var parentIssuers: [Data: [Data]] = [:]
  private var answers: [Question: Bool] = [:]

  private struct Question: Hashable {
    var issuer: Data
    var steps: Int
  }

  /// The chain to `issuers` through `certificates`, the rows a parent is looked for in.
  init(issuers: [Data], certificates: [ItemRecord]) {
    self.issuers = Set(issuers)
    let subjectKind = ClassSchema.certificate.kind(of: .subject) ?? .data
    for certificate in certificates {
      // A parent is found by its subject compared as securityd compares it.
      guard let stored = certificate.fields[.subject],
        case .bytes(let subject) = subjectKind.matchValue(stored)
      else { continue }
      let issuer = certificate.fields[.issuer]?.matchBytes ?? Data()
      if issuer != subject { parentIssuers[subject, default: []].append(issuer) }
    }
  }

  /// Whether `issuer` leads to the chain's issuers in at most `steps` steps.
  mutating func leads(from issuer: Data, steps: Int) -> Bool {
    if issuers.contains(issuer) { return true }
    let question = Question(issuer: issuer, steps: steps)
    if let answer = answers[question] { return answer }
    var answer = false
    var steps = steps
    for parentIssuer in parentIssuers[issuer] ?? [] {
      // Once the steps are spent, no later parent is tried.
      guard steps > 0 else { break }
      steps -= 1
      if leads(from: parentIssuer, steps: steps) {
        answer = true
        break
      }
    }
    answers[question] = answer
    return answer
  }
}
