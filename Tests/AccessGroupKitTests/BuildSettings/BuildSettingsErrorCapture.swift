import AccessGroupKit

/// Runs `body` and returns the error it threw, or `nil` when it returned.
///
/// - Parameter body: The code expected to throw.
/// - Returns: The error, for pattern matching on cases whose `reason` is prose.
func capturedError<T>(_ body: () throws(BuildSettingsError) -> T) -> BuildSettingsError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}
