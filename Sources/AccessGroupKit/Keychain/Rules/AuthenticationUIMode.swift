/// Whether Security may show authentication UI for items whose access control requires the
/// user (`kSecUseAuthenticationUI`, `kSecUseNoAuthenticationUI`).
///
/// The simulation has no UI: in ``allow`` mode the user is assumed to authenticate
/// successfully. ``fail`` makes such items `errSecInteractionNotAllowed` (secd-81
/// `kSecUseAuthenticationUIFail`), ``skip`` leaves them out of CopyMatching results.
enum AuthenticationUIMode {
  case allow
  case fail
  case skip

  /// The mode a caller's dictionary asks for, read before the client strips the keys.
  init(_ request: SecItemRequest) {
    switch request[.useAuthenticationUI] {
    case .string("u_AuthUIF")?: self = .fail
    case .string("u_AuthUIS")?: self = .skip
    default:
      self = request[.useNoAuthenticationUI] == .bool(true) ? .fail : .allow
    }
  }

  /// -25308 for an item that needs the user when UI is not allowed.
  static func userInteractionNeeded(call: KeychainCall) -> EngineFailure {
    EngineFailure(
      .interactionNotAllowed, rule: "§4.3",
      "The item's access control requires user authentication, and the call does not allow "
        + "authentication UI.",
      details: [
        "\(call.functionName) with kSecUseAuthenticationUIFail (or kSecUseNoAuthenticationUI)",
        "the item has kSecAttrAccessControl constraints",
      ],
      fix: "Allow authentication UI, or use kSecUseAuthenticationUISkip to leave such items out.")
  }
}
