/// The check of attributes only securityd may set, which Add, CopyMatching, Update and Delete
/// each make before they parse the dictionary.
extension StoreState {
  /// `queryHasValidAttributes`: `clip` is internal.
  static func rejectInternalAttributes(
    _ request: SecItemRequest, call: KeychainCall
  )
    throws(EngineFailure)
  {
    guard let value = request[.appClipItem] else { return }
    throw EngineFailure(
      .parameter, rule: "§2.2", "Non-API attributes present in query (clip).",
      details: ["clip = \(value.summary) in \(call.functionName)"],
      fix: "Remove kSecAttrAppClipItem (clip); securityd sets it itself.")
  }
}
