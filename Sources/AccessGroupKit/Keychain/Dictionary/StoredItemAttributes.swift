/// The attributes of a ``StoredItem``: the stored row they are read from on demand, or the
/// dictionary the caller set.
enum StoredItemAttributes: Sendable {
  /// The row's attributes as a result shows them; `forAdd` selects the Add result's shape
  /// (§7.2) over CopyMatching's (§7.1).
  case row(ItemRecord, forAdd: Bool)
  /// Attributes given as a dictionary.
  case dictionary([KeychainAttribute: KeychainValue])

  /// One attribute's value, read without building the dictionary.
  subscript(attribute: KeychainAttribute) -> KeychainValue? {
    switch self {
    case .row(let record, let forAdd):
      ResultShaper.typedValue(of: attribute, in: record, forAdd: forAdd)
    case .dictionary(let attributes): attributes[attribute]
    }
  }

  /// Every attribute as a dictionary.
  var dictionary: [KeychainAttribute: KeychainValue] {
    switch self {
    case .row(let record, let forAdd): ResultShaper.typedAttributes(record, forAdd: forAdd)
    case .dictionary(let attributes): attributes
    }
  }
}
