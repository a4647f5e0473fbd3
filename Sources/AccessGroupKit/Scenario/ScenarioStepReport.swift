/// What happened in one step of a scenario run.
public struct ScenarioStepReport: Hashable, Sendable {
  /// The step's position in the scenario's `steps` array, zero-based (`steps[0]`).
  public var index: Int

  /// The calling app's name (or the app installed, removed or transferred); `nil` for a
  /// device step.
  public var app: String?

  /// The SecItem function (`SecItemAdd`, …), the device step (`lock`, `unlock`, `restart`,
  /// `setPasscode`, `sync`) or the lifecycle step (`install`, `uninstall`, `transfer`).
  public var call: String

  /// The status the call returned; ``KeychainStatus/success`` for device steps.
  public var status: KeychainStatus

  /// The call's result in the scenario's value encoding; `nil` when the call returned none.
  public var result: PropertyListValue?

  /// The simulator's explanation of the status (which rule decided it and what to change),
  /// when there is one.
  public var explanation: String?

  /// Whether the step's expectation was met; `nil` when the step has no expectation.
  public var expectationMet: Bool?

  /// How the outcome differs from the expectation, when it does.
  public var mismatch: String?

  /// The device the step ran on, when the scenario declares `devices`; `nil` otherwise and
  /// for `sync`.
  public var device: String?

  /// Creates a step report.
  ///
  /// - Parameters:
  ///   - index: The step's zero-based position.
  ///   - app: The calling app, or `nil` for a device step.
  ///   - call: The function or device step name.
  ///   - status: The returned status.
  ///   - result: The returned result.
  ///   - explanation: The simulator's explanation.
  ///   - expectationMet: Whether the expectation was met, or `nil` without one.
  ///   - mismatch: How the outcome differs from the expectation.
  ///   - device: The device, when the scenario declares several.
  package init(
    index: Int, app: String?, call: String, status: KeychainStatus,
    result: PropertyListValue? = nil, explanation: String? = nil, expectationMet: Bool? = nil,
    mismatch: String? = nil, device: String? = nil
  ) {
    self.index = index
    self.app = app
    self.call = call
    self.status = status
    self.result = result
    self.explanation = explanation
    self.expectationMet = expectationMet
    self.mismatch = mismatch
    self.device = device
  }

  /// The status's Security constant name (`errSecItemNotFound`), or `OSStatus -12345` for a
  /// number without one.
  public var statusName: String { status.name ?? "OSStatus \(status.rawValue)" }
}
