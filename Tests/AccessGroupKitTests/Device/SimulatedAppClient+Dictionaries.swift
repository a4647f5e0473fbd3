import Foundation

@testable import AccessGroupKit

/// The four SecItem calls of an app on a device, taking dictionaries as a Security caller
/// builds them: each builds the call as SimulatedSecurity's bridge does and runs it.
extension SimulatedAppClient {
  func add(
    _ attributes: [String: Any], wantsResult: Bool = true
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try perform(.add(SecItemDictionary.request(from: attributes), wantsResult: wantsResult))
  }

  func copyMatching(
    _ query: [String: Any], wantsResult: Bool = true
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try perform(.copyMatching(SecItemDictionary.request(from: query), wantsResult: wantsResult))
  }

  func update(
    _ query: [String: Any], attributesToUpdate: [String: Any]
  ) throws(SimulatedDeviceError) -> SecItemOutcome {
    try perform(
      .update(
        SecItemDictionary.request(from: query),
        changes: SecItemDictionary.request(from: attributesToUpdate)))
  }

  func delete(_ query: [String: Any]) throws(SimulatedDeviceError) -> SecItemOutcome {
    try perform(.delete(SecItemDictionary.request(from: query)))
  }
}
