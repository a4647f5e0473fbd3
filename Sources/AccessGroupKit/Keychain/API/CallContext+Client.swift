import Foundation

extension CallContext {
  /// The context of one call by `client`: the rules see only who the client is, not the
  /// store it talks to.
  init(client: KeychainClient, profile: BehaviourProfile, now: Date) {
    self.init(client: client.identity, profile: profile, now: now)
  }
}
