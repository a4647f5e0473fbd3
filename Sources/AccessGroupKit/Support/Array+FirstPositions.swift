extension Array {
  /// Where each key first appears: a lookup by name that finds the first element of that
  /// name, as Xcode's lookups of targets and configurations do, in constant time.
  ///
  /// - Parameter key: The key of an element, such as its name.
  /// - Returns: Each key's first position.
  func firstPositions<Key: Hashable>(by key: (Element) -> Key) -> [Key: Int] {
    var positions: [Key: Int] = [:]
    for (position, element) in enumerated() {
      let elementKey = key(element)
      if positions[elementKey] == nil { positions[elementKey] = position }
    }
    return positions
  }
}
