import Foundation

/// One attribute on which a stored item and a query disagree, for near-miss explanations.
struct AttributeDifference {
  /// The attribute compared.
  var attribute: KeychainAttribute
  /// The item's value, or `nil` when the item has none.
  var stored: KeychainValue?
  /// The value the query asked for.
  var queried: KeychainValue

  /// `kSecAttrService: "com.example.app" (stored) ≠ "com.example.app.share" (queried)`.
  var text: String { text(calling: "queried") }

  /// ``text`` with `name` for the query's side, `added` for the attributes of an add.
  func text(calling name: String) -> String {
    let storedText = stored.map(Self.shown) ?? "no value"
    return "\(attribute.constantName): \(storedText) (stored) ≠ \(Self.shown(queried)) (\(name))"
  }

  /// A value as an explanation shows it: strings quoted, data as text when it is UTF-8.
  static func shown(_ value: KeychainValue) -> String {
    switch value {
    case .string(let string): return quoted(string)
    case .data(let data):
      if let string = String(data: data, encoding: .utf8), !string.isEmpty {
        return "data " + quoted(string)
      }
      return "data (\(data.count) bytes)"
    case .integer(let number): return "\(number)"
    case .real(let number): return "\(number)"
    case .bool(let flag): return "\(flag)"
    case .date(let date):
      let seconds = date.timeIntervalSinceReferenceDate
      return seconds.isNaN ? "date (NaN seconds since 2001)" : "date \(date)"
    }
  }

  private static func quoted(_ string: String) -> String {
    "\"" + PrintableText.excerpt(string) + "\""
  }
}

extension KeychainAttribute {
  /// The Security constant that names the attribute (`kSecAttrService`), or its raw name
  /// when it has none: explanations speak the developer's vocabulary.
  var constantName: String {
    Self.allKnown.first { $0.attribute == self }?.constant ?? rawValue
  }
}
