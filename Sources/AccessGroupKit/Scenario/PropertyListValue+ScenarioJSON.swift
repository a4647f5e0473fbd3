import Foundation

extension PropertyListValue {
  /// The value as scenario JSON (see <doc:ScenarioFormatReference>) on one line, with
  /// sorted keys: data as `{"data": "…"}` when it is valid UTF-8, else `{"base64": "…"}`;
  /// dates as `{"date": "2026-01-01T00:00:00Z"}`; null as `{"null": true}`.
  public var jsonText: String { jsonFragment.text(pretty: false) }

  /// The value as a JSON fragment for reports.
  package var jsonFragment: JSONFragment {
    switch self {
    case .string(let value): .string(value)
    case .bool(let value): .bool(value)
    case .integer(let value): .integer(value)
    case .real(let value): .real(value)
    case .data(let value):
      if let text = String(data: value, encoding: .utf8), Data(text.utf8) == value {
        .object(["data": .string(text)])
      } else {
        .object(["base64": .string(value.base64EncodedString())])
      }
    case .date(let value): .object(["date": .string(Self.formatDate(value))])
    case .null: .object(["null": .bool(true)])
    case .array(let value): .array(value.map(\.jsonFragment))
    case .dictionary(let value): .object(value.mapValues(\.jsonFragment))
    }
  }

  /// Formats a date as ISO 8601 in UTC, with fractional seconds only when it has them.
  static func formatDate(_ date: Date) -> String {
    let whole = date.timeIntervalSinceReferenceDate.rounded(.down)
    let hasFraction = whole != date.timeIntervalSinceReferenceDate
    return dateFormatters.withLock { formatters in
      (hasFraction ? formatters.fractional : formatters.whole).string(from: date)
    }
  }

  /// Parses an ISO 8601 date with or without fractional seconds.
  static func parseDate(_ text: String) -> Date? {
    dateFormatters.withLock { formatters in
      formatters.whole.date(from: text) ?? formatters.fractional.date(from: text)
    }
  }

  /// ISO 8601 formatters in UTC, without and with fractional seconds, made once: making one
  /// costs as much as formatting thousands of dates, and a result that lists every item of a
  /// keychain holds two dates an item.
  private static let dateFormatters = Locked(
    (whole: isoFormatter(fractional: false), fractional: isoFormatter(fractional: true)))

  private static func isoFormatter(fractional: Bool) -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    if fractional { formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds] }
    return formatter
  }
}
