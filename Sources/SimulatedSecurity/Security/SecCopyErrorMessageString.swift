#if !canImport(Darwin)
  import AccessGroupKit
  import Foundation

  /// The text Security gives for a status, such as "The specified item could not be found in
  /// the keychain." for `errSecItemNotFound`.
  ///
  /// Apple's messages (`SecErrorMessages.strings`, §6); a status without one
  /// gives `OSStatus <n>`, as Apple's fallback does.
  ///
  /// - Parameters:
  ///   - status: The status.
  ///   - reserved: Ignored; pass `nil`.
  /// - Returns: The message.
  public func SecCopyErrorMessageString(
    _ status: OSStatus, _ reserved: UnsafeMutableRawPointer?
  )
    -> CFString?
  {
    NSString(string: KeychainStatus(rawValue: status).message)
  }
#endif
