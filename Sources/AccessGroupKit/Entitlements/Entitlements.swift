/// The entitlements of one signed app or extension.
///
/// Keeps the whole dictionary in ``values`` and reads the keychain entitlements the way
/// Apple's securityd does (`OSX/sec/ipc/server_entitlement_helpers.c`):
///
/// - an array entitlement counts only when it is an array whose elements are **all**
///   strings; one non-string element makes the whole entitlement absent
///   (`SecTaskCopyArrayOfStringsForEntitlement`);
/// - a string entitlement counts only when it is a string (`SecTaskCopyStringForEntitlement`);
/// - a boolean entitlement counts only when it is a real `true`, never the number 1
///   (`SecTaskGetBooleanValueForEntitlement`).
public struct Entitlements: Hashable, Sendable {
  /// Every entitlement, as written.
  public var values: [EntitlementKey: PropertyListValue]

  /// Creates entitlements from typed values.
  ///
  /// - Parameter values: The entitlements dictionary.
  public init(_ values: [EntitlementKey: PropertyListValue] = [:]) {
    self.values = values
  }

  /// Creates entitlements from a property-list dictionary.
  ///
  /// - Parameter dictionary: The entitlements dictionary keyed by entitlement name.
  public init(dictionary: [String: PropertyListValue]) {
    var values: [EntitlementKey: PropertyListValue] = [:]
    for (key, value) in dictionary { values[EntitlementKey(rawValue: key)] = value }
    self.values = values
  }

  /// The raw value of an entitlement.
  ///
  /// - Parameter key: The entitlement name.
  public subscript(key: EntitlementKey) -> PropertyListValue? {
    get { values[key] }
    set { values[key] = newValue }
  }

  /// The dictionary keyed by entitlement name.
  public var dictionary: [String: PropertyListValue] {
    var result: [String: PropertyListValue] = [:]
    for (key, value) in values { result[key.rawValue] = value }
    return result
  }

  /// The value of an array-of-strings entitlement, or `nil` when it is absent, not an array,
  /// or has any element that is not a string.
  ///
  /// - Parameter key: The entitlement name.
  /// - Returns: The strings, in entitlement order.
  public func strings(for key: EntitlementKey) -> [String]? {
    guard let elements = values[key]?.arrayValue else { return nil }
    var strings: [String] = []
    strings.reserveCapacity(elements.count)
    for element in elements {
      guard let string = element.stringValue else { return nil }
      strings.append(string)
    }
    return strings
  }

  /// The value of a string entitlement, or `nil` when it is absent or not a string.
  ///
  /// - Parameter key: The entitlement name.
  /// - Returns: The string.
  public func string(for key: EntitlementKey) -> String? {
    values[key]?.stringValue
  }

  /// Whether a boolean entitlement is a real `true`.
  ///
  /// - Parameter key: The entitlement name.
  /// - Returns: `true` only for a `<true/>` value.
  public func isTrue(_ key: EntitlementKey) -> Bool {
    values[key] == .bool(true)
  }

  /// `keychain-access-groups`, filtered as securityd does.
  public var keychainAccessGroups: [String]? { strings(for: .keychainAccessGroups) }

  /// `com.apple.developer.associated-application-identifier`, filtered as securityd does.
  public var associatedApplicationIdentifiers: [String]? {
    strings(for: .associatedApplicationIdentifier)
  }

  /// `com.apple.security.application-groups`, filtered as securityd does.
  public var applicationGroups: [String]? { strings(for: .applicationGroups) }

  /// The application identifier securityd uses: `application-identifier` when it is a
  /// string, else `com.apple.application-identifier` (`SecTaskCopyApplicationIdentifier`;
  /// both keys are read on every platform).
  public var applicationIdentifier: String? {
    string(for: .applicationIdentifier) ?? string(for: .appleApplicationIdentifier)
  }

  /// The entitlement key that supplied ``applicationIdentifier``.
  public var applicationIdentifierKey: EntitlementKey? {
    if string(for: .applicationIdentifier) != nil { return .applicationIdentifier }
    if string(for: .appleApplicationIdentifier) != nil { return .appleApplicationIdentifier }
    return nil
  }

  /// Whether the app is an App Clip (`com.apple.developer.on-demand-install-capable` is
  /// `true`).
  public var isAppClip: Bool { isTrue(.onDemandInstallCapable) }

  /// `com.apple.developer.team-identifier`, when it is a string.
  public var teamIdentifier: String? { string(for: .teamIdentifier) }
}
