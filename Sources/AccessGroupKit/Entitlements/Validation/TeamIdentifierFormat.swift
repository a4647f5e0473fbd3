/// The shape of an Apple team ID or App ID prefix: ten characters, each an upper-case ASCII
/// letter or a digit (`M8L2WTLA8W`).
enum TeamIdentifierFormat {
  /// Whether a string has the shape of a team ID.
  ///
  /// - Parameter text: The text to check.
  /// - Returns: `true` for ten upper-case letters or digits.
  static func matches<S: StringProtocol>(_ text: S) -> Bool {
    text.utf8.count == 10
      && text.utf8.allSatisfy { byte in
        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      }
  }

  /// Whether a string looks like a reverse-DNS or bundle identifier: dot-separated,
  /// non-empty components of ASCII letters, digits and `-` (`com.example.shared`).
  ///
  /// - Parameter text: The text to check.
  /// - Returns: `true` for a bundle-like identifier with at least two components.
  static func isBundleLike(_ text: String) -> Bool {
    let components = text.split(separator: ".", omittingEmptySubsequences: false)
    guard components.count >= 2 else { return false }
    return components.allSatisfy { component in
      !component.isEmpty
        && component.utf8.allSatisfy { byte in
          (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-")
        }
    }
  }

  /// Whether a value still holds a build-setting reference (`$(` or `${`).
  ///
  /// - Parameter text: The text to check.
  /// - Returns: `true` when a reference was left unexpanded.
  static func hasUnexpandedVariable(_ text: String) -> Bool {
    // A byte scan: this is asked of every group of every target.
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index + 1 < bytes.count {
        if bytes[index] == UInt8(ascii: "$"),
          bytes[index + 1] == UInt8(ascii: "(") || bytes[index + 1] == UInt8(ascii: "{")
        {
          return true
        }
        index += 1
      }
      return false
    }
  }
}
