import AccessGroupKit
import Foundation

/// A disagreement between ``ItemStore`` and ``ReferenceKeychain`` that has been analysed and
/// reported (STORE-DISAGREEMENTS.md, focused cases in `KnownStoreDisagreements.swift`).
///
/// The differential test recognises these exactly, by rewriting the reference's outcome the
/// way the known store behaviour would produce it; only a store outcome equal to that
/// rewrite counts as known. Everything else is reported as a new disagreement. When the
/// store fixes one, delete its case: the differential test then checks that behaviour too.
///
/// Open: D8. D1–D7 are fixed in the store and their focused cases run as regression tests.
enum KnownStoreDisagreement: String, CaseIterable, Hashable {
  /// D8: an update of several tombstones (`tomb` in the query) to one primary key is -25299
  /// in the store; Apple replaces a colliding tombstone, also one this call just updated.
  /// The stores then differ, so the differential episode ends there.
  case updatedTombstonesCollide = "D8"

  /// Whether the two implementations hold different items after this disagreement.
  var divergesState: Bool { self == .updatedTombstonesCollide }
  /// The known disagreements that explain why `store` differs from `reference` for
  /// `operation`, or nil when they do not.
  static func explain(
    _ operation: KeychainOperation, store: ObservedOutcome, reference: ObservedOutcome,
    profile: BehaviourProfile = .current, client: ResolvedAccessGroups? = nil
  ) -> Set<KnownStoreDisagreement>? {
    if case .update(_, let query, _) = operation, query["tomb"] != nil,
      store.status == .duplicateItem, reference.status == .success
    {
      return [.updatedTombstonesCollide]
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
