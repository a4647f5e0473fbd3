import Foundation

/// One simulated device's keychain database, shared by every app on the device.
///
/// An `ItemStore` answers SecItem calls with the status and result Apple's securityd gives
/// for the same entitlements and dictionaries (the "current" profile reproduces Security
/// 61901, iOS data-protection keychain; "legacy" reproduces iOS 12 and earlier). Each app
/// talks to it through a ``KeychainClient`` made from its resolved access groups:
///
/// ```swift
/// let store = ItemStore()
/// let app = store.client(for: resolvedGroups, name: "App One")
/// let outcome = app.add(["class": "genp", "acct": "alice", "v_Data": Data("s3cret".utf8)])
/// ```
///
/// Every call runs as one critical section behind a single lock, and validates and computes
/// everything before it changes anything, so a failing call leaves the store exactly as it
/// was.
public final class ItemStore {
  let state: Locked<StoreState>

  /// The behaviour profile the store reproduces.
  public let profile: BehaviourProfile

  /// The clock that stamps `cdat` and `mdat`.
  public let clock: KeychainClock

  /// Creates an empty store on an unlocked device with a passcode.
  ///
  /// - Parameters:
  ///   - profile: Which generation of Apple's keychain to reproduce.
  ///   - clock: Where creation and modification dates come from.
  ///   - identifiers: Where item UUIDs (persistent references) come from.
  public init(
    profile: BehaviourProfile = .current, clock: KeychainClock = .system,
    identifiers: ItemIdentifierSource = .random
  ) {
    self.profile = profile
    self.clock = clock
    self.state = Locked(StoreState(identifiers: identifiers))
  }

  /// Makes the view of one app.
  ///
  /// - Parameters:
  ///   - groups: The app's access groups, from ``AccessGroupResolver``.
  ///   - name: A name for call logs and explanations; defaults to the application
  ///     identifier.
  /// - Returns: A client whose calls go to this store.
  public func client(for groups: ResolvedAccessGroups, name: String? = nil) -> KeychainClient {
    client(
      identity: ClientIdentity(
        accessGroups: groups, name: name ?? groups.applicationIdentifier ?? "client",
        profile: profile))
  }

  /// Makes the view of one app from an identity other stores of this profile may share.
  func client(identity: ClientIdentity) -> KeychainClient {
    let client = KeychainClient(store: self, identity: identity)
    state.withLock { $0.knownApps.register(identity) }
    return client
  }

  /// The number of items, tombstones included.
  public var itemCount: Int {
    state.withLock { $0.database.count }
  }

  /// How many rows the store's searches and whole-table operations have read so far
  /// (``ItemDatabase/rowsExamined``).
  var rowsExamined: Int {
    state.withLock { $0.database.rowsExamined }
  }
}
