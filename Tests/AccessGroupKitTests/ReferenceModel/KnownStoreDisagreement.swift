import AccessGroupKit
import Foundation

/// A disagreement between ``ItemStore`` and ``ReferenceKeychain`` that has been analysed and
/// reported (STORE-DISAGREEMENTS.md, focused cases in `KnownStoreDisagreements.swift`).
///
/// The differential test recognises these exactly, by rewriting the reference's outcome the
/// way the known store behaviour would produce it; only a store outcome equal to that
/// rewrite counts as known. Everything else is reported as a new disagreement. When the
/// store fixes one, delete its case: the differential test then checks that behaviour too.
enum KnownStoreDisagreement: String, CaseIterable, Hashable {
  /// D6 (legacy profile): the store removes `com.apple.token` from the list Add, Update and
  /// Delete use, so an explicit token group or a token-only client gets -34018; Security-58286
  /// checks the whole list and rejects storing into the token group with -50.
  case legacyTokenGroupTreatedAsUnwritable = "D6"
  /// The known disagreements that explain why `store` differs from `reference` for
  /// `operation`, or nil when they do not.
  static func explain(
    _ operation: KeychainOperation, store: ObservedOutcome, reference: ObservedOutcome,
    profile: BehaviourProfile = .current, client: ResolvedAccessGroups? = nil
  ) -> Set<KnownStoreDisagreement>? {
    if profile == .legacy, store.status == .missingEntitlement,
      reference.status != .missingEntitlement, let client
    {
      var namesToken = false
      if case .add(_, let attributes, _) = operation,
        attributes["agrp"] as? String == ResolvedAccessGroups.tokenGroup
      {
        namesToken = true
      }
      if namesToken || client.writableGroups.isEmpty {
        return [.legacyTokenGroupTreatedAsUnwritable]
      }
    }
    return nil
  }
}

extension NormalizedValue {
  /// Applies `transform` to a dictionary result or to each dictionary of an array result.
  func mapDictionaries(
    _ transform: ([String: NormalizedValue]) -> [String: NormalizedValue]
  ) -> NormalizedValue {
    switch self {
    case .dictionary(let dictionary): return .dictionary(transform(dictionary))
    case .array(let values): return .array(values.map { $0.mapDictionaries(transform) })
    default: return self
    }
  }
}
