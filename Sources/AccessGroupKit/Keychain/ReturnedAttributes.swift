/// The attributes of one item class that a result may show: those its schema returns, less
/// ``ResultShaper/hiddenAttributes``.
///
/// Deciding an attribute is the inner step of shaping every result, so a name of four ASCII
/// characters (every name a schema returns) is packed into an integer and found by binary
/// search, without hashing; any other name is looked up in the full set.
struct ReturnedAttributes: Sendable {
  /// Every returned attribute.
  let all: Set<KeychainAttribute>
  /// The returned four-character ASCII names, packed and sorted.
  private let packedNames: [UInt32]

  private init(itemClass: ItemClass) {
    let descriptors = ClassSchema.schema(for: itemClass).descriptors.values
    let returned = descriptors.lazy.filter(\.isReturned).map(\.attribute)
    all = Set(returned).subtracting(ResultShaper.hiddenAttributes)
    packedNames = all.compactMap { Self.packed($0.rawValue) }.sorted()
  }

  /// The returned attributes of `itemClass`.
  static func of(_ itemClass: ItemClass) -> ReturnedAttributes {
    switch itemClass {
    case .genericPassword: genericPassword
    case .internetPassword: internetPassword
    case .certificate: certificate
    case .key: key
    case .identity: identity
    }
  }

  private static let genericPassword = ReturnedAttributes(itemClass: .genericPassword)
  private static let internetPassword = ReturnedAttributes(itemClass: .internetPassword)
  private static let certificate = ReturnedAttributes(itemClass: .certificate)
  private static let key = ReturnedAttributes(itemClass: .key)
  private static let identity = ReturnedAttributes(itemClass: .identity)

  /// Whether a result shows `attribute`.
  func contains(_ attribute: KeychainAttribute) -> Bool {
    guard let packed = Self.packed(attribute.rawValue) else { return all.contains(attribute) }
    var low = 0
    var high = packedNames.count
    while low < high {
      let middle = (low + high) / 2
      if packedNames[middle] < packed { low = middle + 1 } else { high = middle }
    }
    return low < packedNames.count && packedNames[low] == packed
  }

  /// The four bytes of a four-character ASCII name as one integer, or `nil` for any other
  /// name (whose equality may need Unicode normalization).
  static func packed(_ name: String) -> UInt32? {
    guard let code = AttributeCode(name), code.isASCII else { return nil }
    return code.rawValue
  }
}
