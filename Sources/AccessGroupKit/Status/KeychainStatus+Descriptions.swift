extension KeychainStatus: CustomStringConvertible {
  /// The Security constant name and the number, for example `errSecItemNotFound (-25300)`;
  /// `OSStatus -12345` for a value the simulation does not know.
  public var description: String {
    if let name { return "\(name) (\(rawValue))" }
    return "OSStatus \(rawValue)"
  }

  /// The Security constant name, such as `errSecMissingEntitlement`, or `nil` for a value
  /// that has none.
  ///
  /// Names come from Apple's `SecBase.h` (every status it declares) and the private
  /// `SecBasePriv.h` statuses securityd uses; where several names share a value, the public
  /// one.
  public var name: String? { AppleSecurityStatus.byValue[rawValue]?.name }

  /// The text Apple's `SecCopyErrorMessageString` returns for this status.
  ///
  /// Apple generates its message table from the comments of the public headers; codes
  /// without one fall back to the constant's name, and codes Security does not declare to
  /// `OSStatus <n>`, as Apple's lookup does.
  public var message: String {
    AppleSecurityStatus.byValue[rawValue]?.message ?? "OSStatus \(rawValue)"
  }

  /// Every status the simulation can return (each has a `StatusExplanation`), in the order
  /// of `SecBase.h`.
  public static var allKnown: [KeychainStatus] {
    guide.keys.sorted(by: >).map(KeychainStatus.init(rawValue:))
  }

  /// Finds a status by its Security constant name (`errSecItemNotFound`, any status of
  /// `SecBase.h`) or its number (`-25300`).
  ///
  /// - Parameter text: A constant name or a decimal `OSStatus`.
  /// - Returns: The status, or `nil` when `text` is neither a known name nor a number.
  public init?(parsing text: String) {
    let trimmed = text.trimmingWhitespace()
    if let number = Int32(trimmed) {
      self.init(rawValue: number)
      return
    }
    guard let status = AppleSecurityStatus.byName[trimmed] else { return nil }
    self.init(rawValue: status.value)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and newlines.
  func trimmingWhitespace() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    // Most text has none: a first and last byte that start no space character end the work.
    let isSpaceByte = { (byte: UInt8) in
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) {
      return self
    }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return String(self[start...end])
  }
}
