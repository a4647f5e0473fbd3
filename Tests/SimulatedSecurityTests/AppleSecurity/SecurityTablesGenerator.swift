/// Writes the Swift files that read Apple's Security names from the data files: the one table
/// of statuses and of constants in AccessGroupKit, SimulatedSecurity's declarations, and the
/// test list that names every declaration.
///
/// `GeneratedSecurityTablesTests` compares each checked-in file with this output, and
/// rewrites them when `ACCESSGROUPKIT_WRITE_GENERATED=1` (`Scripts/generate-security-tables.sh`).
struct SecurityTablesGenerator {
  let data: AppleSecurityData

  /// Every generated file: its path from the repository root and its text.
  var files: [(path: String, text: String)] {
    [
      ("Sources/AccessGroupKit/AppleSecurity/AppleSecurityStatus+All.swift", statusTable),
      ("Sources/AccessGroupKit/AppleSecurity/SecurityConstant.swift", constantTable),
      ("Sources/SimulatedSecurity/Security/SecurityStatusCodes.swift", facadeStatuses),
      ("Sources/SimulatedSecurity/Security/SecItemConstants.swift", facadeConstants),
      ("Tests/SimulatedSecurityTests/AppleSecurity/FacadeDeclarations.swift", facadeReferences),
    ]
  }

  private var header: String {
    """
    // swift-format-ignore-file
    // Generated from \(AppleSecurityData.folder) by Scripts/generate-security-tables.sh:
    // edit the data files (Scripts/extract-apple-security-names.py), not this file.
    // \(data.source)

    """
  }

  var statusTable: String {
    var text =
      header + """
        extension AppleSecurityStatus {
          /// Every status of Apple's public `SecBase.h`, then the private `SecBasePriv.h` ones
          /// securityd uses, in the headers' order.
          static let all: [AppleSecurityStatus] = [

        """
    for status in data.statuses {
      let visibility = status.header == "SecBase.h" ? "" : ", isPublic: false"
      text +=
        "    AppleSecurityStatus(\(quoted(status.name)), \(status.value), "
        + "\(quoted(status.message))\(visibility)),\n"
    }
    return text + "  ]\n}\n"
  }

  var constantTable: String {
    var text =
      header + """
        /// The string constants of Apple's Security framework (`SecItem.h`, and the private ones
        /// the keychain rulebook names), with the strings securityd sees: the one table the
        /// scenario names, ``KeychainAttribute`` and SimulatedSecurity's `kSec*` declarations
        /// come from.
        enum SecurityConstant {

        """
    for constant in data.constants {
      text += "  static let \(constant.name) = \(quoted(constant.string))\n"
    }
    text += """

        /// Every constant, in the headers' order.
        static let all: [Entry] = [

      """
    for constant in data.constants {
      text += "    Entry(\(quoted(constant.name)), \(constant.name), isKey: \(constant.isKey)),\n"
    }
    return text + "  ]\n}\n"
  }

  var facadeStatuses: String {
    var text =
      header + """
        // Every `OSStatus` of Apple's `SecBase.h`, and the private `SecBasePriv.h` ones securityd
        // uses, declared the way Swift imports them on Apple platforms (`var errSecX: OSStatus
        // { get }`), so they work in `switch` patterns.
        #if !canImport(Darwin)

        """
    for status in data.statuses {
      let origin =
        status.header == "SecBase.h"
        ? "The corresponding Security constant is `\(status.name)` (\(status.value))."
        : "The corresponding Security constant is `\(status.name)` (\(status.value)), "
          + "private to Apple (`\(status.header)`)."
      text += """

          /// \(status.message)
          ///
          /// \(origin)
          public var \(status.name): OSStatus { \(status.value) }

        """
    }
    return text + "#endif\n"
  }

  var facadeConstants: String {
    var text =
      header + """
        // Security's dictionary keys and values with Apple's strings. `NSString` is not
        // `Sendable` on Linux, so the constants are `nonisolated(unsafe)`; they are immutable.
        #if !canImport(Darwin)
          import Foundation

        """
    for constant in data.constants {
      text += "\n  /// \(summary(of: constant))\n  ///\n"
      text +=
        "  /// The corresponding Security constant is `\(constant.name)`\(note(on: constant))\n"
      text +=
        "  nonisolated(unsafe) public let \(constant.name): CFString = "
        + "\(quoted(constant.string))\n"
    }
    return text + "#endif\n"
  }

  var facadeReferences: String {
    var text =
      header + """
        #if !canImport(Darwin)
          import SimulatedSecurity

          /// Every status, constant and access-control flag SimulatedSecurity declares, by name:
          /// a name missing from the facade does not compile.
          enum FacadeDeclarations {
            static let statuses: [(String, OSStatus)] = [

        """
    for status in data.statuses {
      text += "      (\(quoted(status.name)), \(status.name)),\n"
    }
    text += "    ]\n\n    static let constants: [(String, String)] = [\n"
    for constant in data.constants {
      text += "      (\(quoted(constant.name)), \(constant.name) as String),\n"
    }
    text += "    ]\n\n    static let flags: [(String, SecAccessControlCreateFlags)] = [\n"
    for flag in data.flags {
      text += "      (\(quoted(flag.name)), .\(swiftName(ofFlag: flag.name))),\n"
    }
    return text + "    ]\n  }\n#endif\n"
  }

  /// The key a value constant is a value for: the longest key whose name starts its name.
  private func family(of constant: AppleSecurityData.Constant) -> String? {
    data.constants.filter { $0.isKey && constant.name.hasPrefix($0.name) }
      .max { $0.name.count < $1.name.count }?.name
  }

  private func summary(of constant: AppleSecurityData.Constant) -> String {
    if constant.isKey { return "The dictionary key `\(constant.string)`." }
    if let family = family(of: constant) {
      return "A value for ``\(family)``: `\(constant.string)`."
    }
    return "The value `\(constant.string)`."
  }

  private func note(on constant: AppleSecurityData.Constant) -> String {
    switch constant.header {
    case "SecItemPriv.h", "SecItemInternal.h":
      return ", private to Apple (`\(constant.header)`); declared because the keychain rulebook "
        + "names it."
    default:
      switch constant.platforms {
      case ["macos"]: return "; on Apple platforms, macOS only."
      case ["tvos"]: return "; on Apple platforms, tvOS only."
      default: return "."
      }
    }
  }

  /// The Swift name of an option: `kSecAccessControlTouchIDAny` is `touchIDAny`.
  private func swiftName(ofFlag name: String) -> String {
    let rest = name.dropFirst("kSecAccessControl".count)
    return rest.prefix(1).lowercased() + rest.dropFirst()
  }

  private func quoted(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
