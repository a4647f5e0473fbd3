import Foundation

/// Where an ``ItemStore`` gets the 16-byte UUIDs of new items (the second half of their
/// persistent references, §5).
///
/// A UUID is drawn only when a row is written, never by a failing call: once per added item
/// (also when the add replaces a tombstone, whose UUID the item then keeps, as
/// `SecDbItemInsert` does) and once per tombstone an update leaves for an old primary key. A
/// delete's tombstone keeps the item's UUID and draws none (`SecDbItemDelete`). A drawn UUID
/// that a row already uses (after importing a snapshot) is skipped.
public struct ItemIdentifierSource: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case random
    case sequential(seed: UInt64)
  }

  let kind: Kind

  /// Random version-4 UUIDs, as a device makes them.
  public static var random: Self { Self(kind: .random) }

  /// Deterministic UUIDs: the first is derived from `seed`, each next one adds 1. Use it in
  /// tests and reference models that compare persistent references.
  ///
  /// - Parameter seed: The starting value.
  /// - Returns: The source.
  public static func sequential(seed: UInt64 = 0) -> Self { Self(kind: .sequential(seed: seed)) }
}

/// The mutable generator an ``ItemStore`` keeps behind its lock.
struct ItemIdentifierGenerator {
  var source: ItemIdentifierSource
  var counter: UInt64 = 0
  /// Where random UUIDs come from, seeded at the first one drawn: a scenario with many
  /// devices makes a store per device, most of which never write a row.
  private var random: RandomUUIDGenerator?

  init(_ source: ItemIdentifierSource) {
    self.source = source
  }

  /// The next UUID, inline.
  mutating func nextIdentifier() -> ItemUUID {
    switch source.kind {
    case .random:
      var generator = random ?? RandomUUIDGenerator()
      defer { random = generator }
      return generator.next()
    case .sequential(let seed):
      // "QMULATED", then the counter's eight bytes, most significant first.
      defer { counter &+= 1 }
      return ItemUUID(high: 0x514D_554C_4154_4544, low: seed &+ counter)
    }
  }
}
