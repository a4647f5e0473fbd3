/// A SecItem call made by one app in a scenario.
///
/// Dictionaries are keyed by Apple's raw strings (`"acct"`, `"class"`): the scenario's
/// constant names are converted when the file is read.
package struct ScenarioCall: Hashable, Sendable {
  /// The name of the app making the call.
  package var app: String

  /// The function called.
  package var function: KeychainCall

  /// The attributes (`SecItemAdd`) or the query (the other calls).
  package var dictionary: [String: PropertyListValue]

  /// The second dictionary of `SecItemUpdate`; `nil` for the other calls.
  package var attributesToUpdate: [String: PropertyListValue]?

  /// Whether the caller passes a result pointer; `false` simulates passing `NULL`
  /// (`"result": false`).
  package var wantsResult: Bool

  /// The outcome the call must have, if the step states one.
  package var expectation: ScenarioExpectation?

  /// The device the call runs on (`"on"`), or `nil` for the first device.
  package var device: String?

  /// The parts of the result the step keeps for later steps (`"capture"`, format 2), by the
  /// name later steps use.
  package var captures: [String: ScenarioValuePath]

  /// The places in this step that take values captured by earlier steps
  /// (`{"captured": "name"}`, format 2).
  package var capturedValueUses: [ScenarioCapturedValueUse]

  /// Creates a call.
  ///
  /// - Parameters:
  ///   - app: The calling app's name.
  ///   - function: The SecItem function.
  ///   - dictionary: The attributes or query, keyed by raw strings.
  ///   - attributesToUpdate: `SecItemUpdate`'s second dictionary.
  ///   - wantsResult: Whether a result pointer is passed.
  ///   - expectation: The expected outcome.
  ///   - device: The device, or `nil` for the first.
  ///   - captures: The parts of the result kept for later steps, by name.
  ///   - capturedValueUses: The places that take earlier steps' captured values.
  package init(
    app: String,
    function: KeychainCall,
    dictionary: [String: PropertyListValue],
    attributesToUpdate: [String: PropertyListValue]? = nil,
    wantsResult: Bool = true,
    expectation: ScenarioExpectation? = nil,
    device: String? = nil,
    captures: [String: ScenarioValuePath] = [:],
    capturedValueUses: [ScenarioCapturedValueUse] = []
  ) {
    self.app = app
    self.function = function
    self.dictionary = dictionary
    self.attributesToUpdate = attributesToUpdate
    self.wantsResult = wantsResult
    self.expectation = expectation
    self.device = device
    self.captures = captures
    self.capturedValueUses = capturedValueUses
  }
}
