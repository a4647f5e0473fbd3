import AccessGroupKit
import Foundation

@testable import AccessGroupKitTestSupport

/// A disagreement between ``ItemStore`` and ``ReferenceKeychain`` that has been analysed and
/// reported (STORE-DISAGREEMENTS.md, focused cases in `KnownStoreDisagreements.swift`).
///
/// The differential test recognises these exactly, by rewriting the reference's outcome the
/// way the known store behaviour would produce it; only a store outcome equal to that
/// rewrite counts as known. Everything else is reported as a new disagreement. When the
/// store fixes one, delete its case: the differential test then checks that behaviour too.
///
/// No disagreement is open: D1–D9 are fixed in the store and their focused cases run as
/// regression tests. Add a case (with a raw `String` value such as `"D10"`) for the next one.
enum KnownStoreDisagreement: CaseIterable, Hashable {
  /// Whether the two implementations hold different items after this disagreement.
  var divergesState: Bool { false }

  /// The known disagreements that explain why `store` differs from `reference` for
  /// `operation`, or nil when they do not.
  static func explain(
    _ operation: KeychainOperation, store: ObservedOutcome, reference: ObservedOutcome,
    profile: BehaviourProfile = .current, client: ResolvedAccessGroups? = nil
  ) -> Set<KnownStoreDisagreement>? {
    nil
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
