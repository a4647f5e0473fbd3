/// The attributes of one item class that a result may show: those its schema returns, less
/// ``hidden``.
///
/// Deciding an attribute is the inner step of shaping every result, so a name of four ASCII
/// characters (every name a schema returns) is packed into an integer and found by binary
/// search, without hashing; any other name is looked up in the full set.
struct ReturnedAttributes: Sendable {
  /// Attributes no result shows.
  static let hidden: Set<KeychainAttribute> = [
    .itemClass, .uuid, .persistentReference, .appClipItem, KeychainAttribute("data"),
  ]

  /// Every returned attribute.
  let all: Set<KeychainAttribute>
  /// The returned four-character ASCII names, by code (``AttributeCode/init(asciiName:)``).
  private let byCode: AttributeCodeTable<Bool>?

  /// The returned attributes among a class's `descriptors`.
  init(_ descriptors: some Sequence<AttributeDescriptor>) {
    all = Set(descriptors.lazy.filter(\.isReturned).map(\.attribute))
      .subtracting(ReturnedAttributes.hidden)
    byCode = AttributeCodeTable(
      all.filter { AttributeCode(asciiName: $0.rawValue) != nil }.map { ($0.rawValue, true) })
  }

  /// The returned attributes of `itemClass` (kept by its schema, computed once).
  static func of(_ itemClass: ItemClass) -> ReturnedAttributes {
    ClassSchema.schema(for: itemClass).returnedAttributes
  }

  /// Whether a result shows `attribute`.
  func contains(_ attribute: KeychainAttribute) -> Bool {
    contains(attribute, code: AttributeCode(asciiName: attribute.rawValue))
  }

  /// Whether a result shows `attribute`, whose `AttributeCode(asciiName:)` is `code`.
  func contains(_ attribute: KeychainAttribute, code: AttributeCode?) -> Bool {
    guard let byCode, let code else { return all.contains(attribute) }
    return byCode[code] != nil
  }

  /// The four bytes of a four-character ASCII name as one integer, or `nil` for any other
  /// name (whose equality may need Unicode normalization).
  static func packed(_ name: String) -> UInt32? {
    AttributeCode(asciiName: name)?.rawValue
  }
}
