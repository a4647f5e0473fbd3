extension ItemClass {
  /// A small number per class that the storage mixes into its index keys (see
  /// ``KeyHasher``), so rows of two classes never share one; the schema gives it, so the
  /// storage need not know the classes.
  var keyNumber: Int {
    switch self {
    case .genericPassword: 1
    case .internetPassword: 2
    case .certificate: 3
    case .key: 4
    case .identity: 5
    }
  }
}
