import Foundation

/// Renders reports as pretty-printed JSON with sorted keys and unescaped slashes, ending
/// with a newline, so the same report is always the same text.
enum JSONText {
  /// Encodes a value.
  ///
  /// - Parameter value: The report's encodable form.
  /// - Returns: The JSON text, or `{}` if encoding failed (it cannot for the report types,
  ///   which hold only strings, numbers, booleans, arrays and dictionaries).
  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8)
    else { return "{}\n" }
    return text + "\n"
  }
}
