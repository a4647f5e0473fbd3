import Foundation

/// A simulated iPhone, iPad, simulator or Mac: one keychain shared by the apps installed on
/// it, with their lifetimes.
///
/// ```swift
/// let device = SimulatedDevice(platform: .iOS)
/// try device.install(SimulatedApp(name: "App", entitlements: entitlements, identity: identity))
/// let outcome = try device.keychainClient(for: "App").add(["class": "genp", "acct": "alice"])
/// try device.uninstall("App")     // the item stays in the keychain, as on a device
/// try device.reinstall("App")     // and the app sees it again
/// ```
///
/// The device owns an ``ItemStore`` (its data-protection keychain) and, on macOS, a minimal
/// file-based keychain (see ``usesFileBasedKeychain``). Apps are installed from
/// ``SimulatedApp`` values: the device expands their entitlements with
/// ``EntitlementsExpander`` and resolves their access groups with ``AccessGroupResolver``
/// for the app's platform. Lifecycle rules:
///
/// - **Uninstall** removes the app but not its items: a reinstalled app (or any app entitled
///   to the same group) finds them again. An App Clip is the exception: its own items (group
///   = its application identifier, `clip` = 1) are deleted with it
///   (`SecServerDeleteForAppClipApplicationIdentifier`).
/// - **Installing a full app** whose application identifier an installed App Clip lists in
///   `com.apple.developer.parent-application-identifiers` replaces the clip: the clip's items
///   move to the full app's application identifier (`SecServerPromoteAppClipItemsToParentApp`)
///   and the clip is uninstalled.
/// - **Transfer** re-signs an app for another team: its variables expand with the new prefix
///   and literal occurrences of the old App ID prefix in keychain entitlements are replaced,
///   so items in groups under the old prefix become unreachable for it.
/// - **Lock, unlock, restart, passcode** go to the store (§4.3), except on the iOS
///   Simulator, which has no key bag (`TARGET_HAS_KEYSTORE 0`, §9.7): there the device
///   remembers its state but the keychain stays available and
///   `errSecInteractionNotAllowed` (-25308) never occurs.
///
/// A call by an app that is not installed throws ``SimulatedDeviceError``: it is a mistake in
/// the test, not a status a device would return.
public final class SimulatedDevice {
  let state: Locked<DeviceState>

  /// The device's name, used in errors and scenario reports.
  public let name: String

  /// The platform the device runs. A macOS device runs ``Platform/macOS`` and
  /// ``Platform/macCatalyst`` apps.
  public let platform: Platform

  /// The keychain generation the device reproduces.
  public let profile: BehaviourProfile

  /// The device's data-protection keychain.
  public let store: ItemStore

  /// Whether native macOS apps' calls can reach the file-based keychain, as the macOS SecItem
  /// shim routes them (§2.10): a call without `kSecUseDataProtectionKeychain` (and
  /// without a key that forces the data-protection keychain) reaches the file-based keychain,
  /// where access groups do not exist. Without it, every call goes to the data-protection
  /// keychain, but still with the keys the shim prunes removed (`kSecMatchLimit` from a
  /// delete, say), as on a Mac. Only meaningful on a macOS device; Mac Catalyst apps always
  /// use the data-protection keychain.
  public let usesFileBasedKeychain: Bool

  /// Creates a device with an empty keychain, unlocked, with a passcode.
  ///
  /// - Parameters:
  ///   - name: A name for errors and reports.
  ///   - platform: The platform the device runs.
  ///   - profile: The keychain generation to reproduce.
  ///   - clock: Where item dates come from (also for the file-based keychain).
  ///   - identifiers: Where item UUIDs come from.
  ///   - usesFileBasedKeychain: Whether native macOS apps' calls can reach the file-based
  ///     keychain, as the macOS shim routes them.
  public init(
    name: String = "device", platform: Platform = .iOS, profile: BehaviourProfile = .current,
    clock: KeychainClock = .system, identifiers: ItemIdentifierSource = .random,
    usesFileBasedKeychain: Bool = true
  ) {
    self.name = name
    self.platform = platform
    self.profile = profile
    self.store = ItemStore(profile: profile, clock: clock, identifiers: identifiers)
    self.usesFileBasedKeychain = usesFileBasedKeychain
    self.state = Locked(DeviceState())
  }

  /// The platforms whose apps the device runs.
  public var supportedAppPlatforms: [Platform] { Self.appPlatforms(onDevice: platform) }

  /// The platforms whose apps a device of `platform` runs.
  static func appPlatforms(onDevice platform: Platform) -> [Platform] {
    switch platform {
    case .macOS, .macCatalyst: [.macOS, .macCatalyst]
    case .iOS: [.iOS]
    case .iOSSimulator: [.iOSSimulator]
    }
  }
}

// `SimulatedDevice` keeps its mutable state in `state`, a `Locked` value reached only
// through its lock; the other stored properties are immutable `let`s of Sendable types
// (`ItemStore` is itself thread-safe). So sharing a device between threads is safe.
extension SimulatedDevice: @unchecked Sendable {}

/// What a ``SimulatedDevice`` keeps behind its lock.
struct DeviceState {
  var apps: [String: DeviceApp] = [:]
  /// The names of the apps in ``apps`` that are App Clips, so installing a full app looks
  /// for the clips it replaces among these alone (a device may know thousands of apps).
  var appClipNames: Set<String> = []
  var fileBasedKeychain = FileBasedKeychain()
  /// The lock state an iOS Simulator device remembers (its keychain ignores it).
  var simulatorLockState = LockState.unlocked
  /// The name of the iCloud account the device is signed into.
  var accountName: String?
}

/// One app the device knows, installed or not.
///
/// What installing made is held by reference: a device may know a hundred thousand apps,
/// and its table then holds a reference and a flag per app instead of the whole record.
struct DeviceApp: Sendable {
  /// The parts that only a new installation replaces: the app, its preparation (shared
  /// with every other device that installs it) and this device's client for it.
  private final class Installation: Sendable {
    let app: SimulatedApp
    let prepared: PreparedApp
    let client: KeychainClient

    init(app: SimulatedApp, prepared: PreparedApp, client: KeychainClient) {
      self.app = app
      self.prepared = prepared
      self.client = client
    }
  }

  private let installation: Installation
  var isInstalled: Bool

  var app: SimulatedApp { installation.app }
  var platform: Platform { installation.prepared.platform }
  var parentApplicationIdentifiers: [String]? { installation.prepared.parentApplicationIdentifiers }
  var groups: ResolvedAccessGroups { installation.prepared.groups }
  var client: KeychainClient { installation.client }

  init(app: SimulatedApp, prepared: PreparedApp, client: KeychainClient, isInstalled: Bool) {
    installation = Installation(app: app, prepared: prepared, client: client)
    self.isInstalled = isInstalled
  }
}
