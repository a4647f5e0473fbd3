/// Renders reports as pretty-printed JSON with sorted keys, ending with a newline, so the
/// same report is always the same text.
enum JSONText {
  /// Encodes a value with the package's one JSON writer (`JSONFragment`).
  ///
  /// - Parameter value: The report's encodable form.
  /// - Returns: The JSON text, or `{}` if encoding failed (it cannot for the report types,
  ///   which hold only strings, numbers, booleans, arrays and dictionaries).
  static func encode(_ value: some Encodable) -> String {
    guard let fragment = try? JSONFragment(encoding: value) else { return "{}\n" }
    return fragment.text(pretty: true) + "\n"
  }
}
