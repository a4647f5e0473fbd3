import Foundation

/// Where an ``ItemStore`` reads "now" for the creation and modification dates it stamps on
/// items (`cdat`, `mdat`; §3.2).
///
/// Inject ``fixed(_:)`` or a closure to make results deterministic.
public struct KeychainClock: Sendable {
  /// Returns the current date.
  public var now: @Sendable () -> Date

  /// Creates a clock from a closure.
  ///
  /// - Parameter now: Returns the current date; called once per SecItem call.
  public init(_ now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  /// The system clock.
  public static var system: Self { Self { Date() } }

  /// A clock that always reads `date`.
  ///
  /// - Parameter date: The date every call sees.
  /// - Returns: The clock.
  public static func fixed(_ date: Date) -> Self { Self { date } }
}
