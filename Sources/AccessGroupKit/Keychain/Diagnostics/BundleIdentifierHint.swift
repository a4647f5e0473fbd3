/// Recognizes a service or account that is an app's bundle identifier.
///
/// Keychain wrappers often default the service to `Bundle.main.bundleIdentifier`, which is
/// the app's own in the app and the extension's own in the extension, so the two never find
/// each other's items. Naming the app a value belongs to turns "not found" into that cause.
struct BundleIdentifierHint {
  /// The apps of the store.
  var knownApps: KnownApps
  /// The caller's application identifier, whose bundle identifier is looked for only when a
  /// service or account differs (most failed calls never need it).
  var callerApplicationIdentifier: String?
  /// The caller's name.
  var callerName: String

  /// The line for a difference in the service or the account, or `nil` when neither value
  /// is a bundle identifier the store knows.
  func line(for difference: AttributeDifference) -> String? {
    let noun: String
    switch difference.attribute {
    case .service: noun = "a service"
    case .account: noun = "an account"
    default: return nil
    }
    let values = [difference.stored, difference.queried].compactMap { $0?.stringValue }
    let owners = values.compactMap { value in owner(of: value).map { (value, $0) } }
    guard !owners.isEmpty else { return nil }
    let named = owners.map { "\"\($0.0)\" \($0.1)" }
    return named.joined(separator: "; ") + ": \(noun) built from "
      + "Bundle.main.bundleIdentifier differs between an app and its extension"
  }

  /// The fix for a difference ``line(for:)`` recognizes.
  func fix(for difference: AttributeDifference) -> String? {
    guard line(for: difference) != nil else { return nil }
    return "Give the app and its extensions the same \(difference.attribute.constantName), "
      + "a constant rather than Bundle.main.bundleIdentifier."
  }

  /// `is this app's own bundle ID (Name)` or `looks like the bundle ID of Name`.
  private func owner(of value: String) -> String? {
    let callerBundleIdentifier = callerApplicationIdentifier.flatMap(
      Self.bundleIdentifier(inApplicationIdentifier:))
    if let callerBundleIdentifier, callerBundleIdentifier == value {
      return "is this app's own bundle ID (\(callerName))"
    }
    return knownApps.name(ofBundleIdentifier: value).map {
      "looks like the bundle ID of \($0)"
    }
  }

  /// The bundle identifier in an application identifier: what follows the team ID prefix,
  /// as a part of `identifier` rather than a copy (a store registers one per app).
  static func bundleIdentifier(inApplicationIdentifier identifier: String) -> Substring? {
    guard let dot = identifier.firstIndex(of: ".") else { return nil }
    let prefix = identifier[..<dot]
    guard TeamIdentifierFormat.matches(prefix) else { return nil }
    let rest = identifier[identifier.index(after: dot)...]
    return rest.isEmpty ? nil : rest
  }
}
