/// Values looked up by the ``AttributeCode`` of a name: a sorted array searched by halving,
/// a few integer comparisons for the few dozen attributes of a class.
struct AttributeCodeTable<Value: Sendable>: Sendable {
  private let codes: [AttributeCode]
  private let values: [Value]

  /// A table of `entries`, or `nil` when a name has no code. When a name repeats, its first
  /// value is kept.
  init?(_ entries: [(name: String, value: Value)]) {
    var coded: [(code: AttributeCode, value: Value)] = []
    for (name, value) in entries {
      guard let code = AttributeCode(name) else { return nil }
      if !coded.contains(where: { $0.code == code }) { coded.append((code, value)) }
    }
    coded.sort { $0.code < $1.code }
    codes = coded.map(\.code)
    values = coded.map(\.value)
  }

  /// The value of `code`, or `nil`.
  subscript(code: AttributeCode) -> Value? {
    var low = 0
    var high = codes.count
    while low < high {
      let middle = (low + high) / 2
      let candidate = codes[middle]
      if candidate == code { return values[middle] }
      if candidate < code { low = middle + 1 } else { high = middle }
    }
    return nil
  }
}
