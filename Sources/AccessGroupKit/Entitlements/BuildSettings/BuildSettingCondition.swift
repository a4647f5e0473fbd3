import Foundation

/// One condition of a conditional build setting, such as `sdk=iphoneos*` in
/// `CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*]`.
///
/// The pattern is a shell-style glob where `*` matches any run of characters and `?` one
/// character, as in Xcode. `[sdk=iphoneos*,arch=arm64]` holds two conditions; all must
/// match.
struct BuildSettingCondition: Hashable, Sendable {
  /// The parameter: `sdk`, `arch`, `config`, `variant`, …
  var key: String
  /// The pattern its value must match.
  var pattern: String

  /// Parses the text between `[` and `]`; `nil` when a part lacks `=` or a key.
  static func parse(_ text: String) -> [BuildSettingCondition]? {
    var conditions: [BuildSettingCondition] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let equals = part.firstIndex(of: "=") else { return nil }
      let key = part[..<equals].trimmingCharacters(in: .whitespaces)
      let pattern = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty else { return nil }
      conditions.append(BuildSettingCondition(key: key, pattern: pattern))
    }
    return conditions.isEmpty ? nil : conditions
  }

  /// Parses a project-file key such as `DEVELOPMENT_TEAM[sdk=iphoneos*]` into its name and
  /// conditions; `nil` when the brackets are malformed.
  static func parseKey(_ key: String) -> (name: String, conditions: [BuildSettingCondition])? {
    // A `[` is a byte of the text wherever it is a character of it: most keys have none, and
    // asking the bytes first spares them a search by characters.
    guard key.utf8.contains(UInt8(ascii: "[")), let open = key.firstIndex(of: "[") else {
      return (key, [])
    }
    let name = key[..<open].trimmingCharacters(in: .whitespaces)
    var conditions: [BuildSettingCondition] = []
    var rest = key[open...]
    while let first = rest.first {
      if first == " " {
        rest = rest.dropFirst()
        continue
      }
      guard first == "[", let close = rest.firstIndex(of: "]"),
        let parsed = parse(String(rest[rest.index(after: rest.startIndex)..<close]))
      else { return nil }
      conditions += parsed
      rest = rest[rest.index(after: close)...]
    }
    return (name, conditions)
  }

  /// Whether the condition holds for a build described by `parameters` (`sdk` →
  /// `iphoneos18.0`, …). A parameter the build does not define never matches.
  func matches(_ parameters: [String: [String]]) -> Bool {
    guard let values = parameters[key] else { return false }
    return values.contains { Self.glob(pattern, matches: $0) }
  }

  /// Shell-style matching of `*` and `?`.
  static func glob(_ pattern: String, matches text: String) -> Bool {
    let pattern = Array(pattern)
    let text = Array(text)
    var p = 0
    var t = 0
    var star: Int?
    var resume = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
        p += 1
        t += 1
      } else if p < pattern.count, pattern[p] == "*" {
        star = p
        resume = t
        p += 1
      } else if let star {
        p = star + 1
        resume += 1
        t = resume
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}
