import Foundation

/// The retrieval operators this package evaluates, with Xcode's rules from swift-build
/// (`SWBMacro/MacroEvaluationProgram.swift`, `SWBUtil/String.swift`).
enum BuildSettingTransform: String, CaseIterable, Sendable {
  /// `:lower`: the value in lower case.
  case lower
  /// `:upper`: the value in upper case.
  case upper
  /// `:identifier`: a C identifier; anything but `[A-Za-z0-9_]`, and a leading digit,
  /// becomes `_`.
  case identifier
  /// `:c99extidentifier`: a C99 extended identifier. ASCII letters, digits and `_` stay, as
  /// do non-ASCII letters (Xcode keeps the letter ranges of C99 Annex D; this package keeps
  /// every alphabetic Unicode scalar, which covers them); everything else becomes `_`. A
  /// leading digit is **replaced** by `_`, not prefixed (`12 3` becomes `_2_3`, as in
  /// swift-build's `c99ExtIdentifierOperator` test).
  case c99extidentifier
  /// `:rfc1034identifier`: a host-name label; anything but `[A-Za-z0-9-]`, and a leading
  /// digit, becomes `-`. Periods are replaced too (`Some File.txt` becomes `Some-File-txt`,
  /// as in swift-build's `operators` test), so apply it to one bundle-ID component.
  case rfc1034identifier

  /// Applies the transform.
  ///
  /// - Parameter value: The expanded value.
  /// - Returns: The transformed value.
  func apply(to value: String) -> String {
    switch self {
    case .lower: value.lowercased()
    case .upper: value.uppercased()
    case .identifier: Self.mangle(value, allowed: "_", replacement: "_")
    case .rfc1034identifier: Self.mangle(value, allowed: "-", replacement: "-")
    case .c99extidentifier: Self.c99ExtendedIdentifier(value)
    }
  }

  private static func mangle(
    _ value: String, allowed: Character, replacement: Character
  )
    -> String
  {
    var result = ""
    for (offset, character) in value.decomposedStringWithCanonicalMapping.enumerated() {
      let keep: Bool
      if let ascii = character.asciiValue, character.isASCII {
        let scalar = Unicode.Scalar(ascii)
        switch scalar {
        case "A"..."Z", "a"..."z": keep = true
        case "0"..."9": keep = offset != 0
        default: keep = character == allowed
        }
      } else {
        keep = false
      }
      result.append(keep ? character : replacement)
    }
    return result
  }

  private static func c99ExtendedIdentifier(_ value: String) -> String {
    var scalars: [Unicode.Scalar] = []
    for scalar in value.precomposedStringWithCanonicalMapping.unicodeScalars {
      let keep: Bool
      if scalar.isASCII {
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", "_": keep = true
        default: keep = false
        }
      } else {
        keep = scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
      }
      scalars.append(keep ? scalar : "_")
    }
    if let first = scalars.first, first.properties.numericType == .decimal {
      scalars[0] = "_"
    }
    var result = ""
    result.unicodeScalars.append(contentsOf: scalars)
    return result
  }
}
