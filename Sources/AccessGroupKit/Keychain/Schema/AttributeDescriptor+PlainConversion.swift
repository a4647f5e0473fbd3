extension AttributeDescriptor {
  /// Whether the parse converts the attribute with no rule of its own: not one of
  /// the ``attributesWithSpecialHandling``, and not of a kind the parse treats apart (`sync`,
  /// access control, `sha1`, the encrypted data). The one eligibility test of the fast
  /// paths' attributes: the typed search, the key lookups (through
  /// ``ClassSchema/lookupKeyQueryCodes``) and the plain add (with `agrp` and without the SPI
  /// attributes) take only such attributes, so the general path's steps are no-ops for them.
  var convertsPlainly: Bool {
    switch kind {
    case .sync, .accessControl, .sha1, .encryptedData: false
    default: !Self.attributesWithSpecialHandling.contains(attribute)
    }
  }

  /// Attributes the dictionary path checks or rewrites before or while parsing.
  static let attributesWithSpecialHandling: Set<KeychainAttribute> = [
    .itemClass, .accessGroup, .synchronizable, .appClipItem, .sharingGroup, .accessControl,
    .issuer, .useDataProtectionKeychain, .valueReference, .valuePersistentReference,
    .valueData, .tombstone,
  ]
}
