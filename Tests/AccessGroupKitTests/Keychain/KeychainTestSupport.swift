import Foundation

@testable import AccessGroupKit

/// Builders shared by the keychain suites.
enum TestApps {
  static let teamID = "SKMME9E2Y8"
  static let sharedGroup = "SKMME9E2Y8.com.example.SharedItems"
  static let appOneID = "SKMME9E2Y8.com.example.AppOne"
  static let appTwoID = "SKMME9E2Y8.com.example.AppTwo"
  static let fixedDate = Date(timeIntervalSinceReferenceDate: 800_000_000)

  /// Resolves groups from entitlements the way securityd does on iOS.
  static func groups(
    applicationIdentifier: String? = nil, keychainAccessGroups: [String]? = nil,
    applicationGroups: [String]? = nil, appClip: Bool = false,
    profile: BehaviourProfile = .current
  ) -> ResolvedAccessGroups {
    var values: [EntitlementKey: PropertyListValue] = [:]
    if let applicationIdentifier { values[.applicationIdentifier] = .string(applicationIdentifier) }
    if let keychainAccessGroups {
      values[.keychainAccessGroups] = .array(keychainAccessGroups.map(PropertyListValue.string))
    }
    if let applicationGroups {
      values[.applicationGroups] = .array(applicationGroups.map(PropertyListValue.string))
    }
    if appClip { values[.onDemandInstallCapable] = .bool(true) }
    var options = ResolutionOptions()
    options.profile = profile
    return AccessGroupResolver(options: options).resolve(Entitlements(values))
  }

  /// A deterministic store.
  static func store(profile: BehaviourProfile = .current) -> ItemStore {
    ItemStore(profile: profile, clock: .fixed(fixedDate), identifiers: .sequential(seed: 1))
  }

  /// App One: its own app ID and the shared group, shared group first.
  static func appOne(_ store: ItemStore) -> KeychainClient {
    store.client(
      for: groups(applicationIdentifier: appOneID, keychainAccessGroups: [sharedGroup]),
      name: "App One")
  }

  /// App Two: only its own app ID.
  static func appTwo(_ store: ItemStore) -> KeychainClient {
    store.client(for: groups(applicationIdentifier: appTwoID), name: "App Two")
  }
}

/// Short dictionary keys.
enum K {
  static let cls = "class"
  static let genp = "genp"
  static let inet = "inet"
  static let cert = "cert"
  static let keys = "keys"
  static let acct = "acct"
  static let svce = "svce"
  static let srvr = "srvr"
  static let labl = "labl"
  static let agrp = "agrp"
  static let sync = "sync"
  static let pdmn = "pdmn"
  static let data = "v_Data"
  static let pref = "v_PersistentRef"
  static let rData = "r_Data"
  static let rAttrs = "r_Attributes"
  static let rRef = "r_Ref"
  static let rPref = "r_PersistentRef"
  static let limit = "m_Limit"
  static let one = "m_LimitOne"
  static let all = "m_LimitAll"
}

extension Data {
  static func utf8(_ string: String) -> Data { Data(string.utf8) }
}
