/// A place inside a call's result, written `result`, `result.mdat` or
/// `result[0].kSecValuePersistentRef`: what a step captures and what its expectation says is
/// absent or has a type.
///
/// Keys are separated by dots and array elements are picked by `[index]`, counted from zero.
/// A key that names a Security key constant is converted to its raw string, as keys in a
/// call's dictionaries are, so `result.kSecAttrModificationDate` and `result.mdat` are the
/// same place.
package struct ScenarioValuePath: Hashable, Sendable, CustomStringConvertible {
  /// One step down into a value.
  package enum Segment: Hashable, Sendable {
    /// A dictionary member, by raw key.
    case key(String)
    /// An array element, zero-based.
    case index(Int)
  }

  /// The steps from the result down to the place; empty for the whole result.
  package var segments: [Segment]

  /// Creates a path.
  ///
  /// - Parameter segments: The steps from the result down; empty for the whole result.
  package init(_ segments: [Segment] = []) {
    self.segments = segments
  }

  /// The path as a scenario writes it, with raw keys: `result[0].persistref`.
  package var description: String {
    segments.reduce("result") { text, segment in
      switch segment {
      case .key(let key): "\(text).\(key)"
      case .index(let index): "\(text)[\(index)]"
      }
    }
  }

  /// The path one step further down.
  func appending(_ segment: Segment) -> Self { Self(segments + [segment]) }

  /// The value at this path in `value`, or `nil` when a key or an element is missing.
  package func value(in value: PropertyListValue?) -> PropertyListValue? {
    var current = value
    for segment in segments {
      switch (segment, current) {
      case (.key(let key), .dictionary(let members)?): current = members[key]
      case (.index(let index), .array(let elements)?):
        current = elements.indices.contains(index) ? elements[index] : nil
      default: return nil
      }
    }
    return current
  }

  /// Replaces the place at this path in `value` with `replacement`; a place that doesn't
  /// exist leaves `value` unchanged.
  ///
  /// The containers on the way are changed in place: a step may use a captured value in
  /// each of thousands of elements of one array, and each use then costs a step down the
  /// path, not a copy of the array. A container `value` shares with another value is copied
  /// the first time only.
  func replace(in value: inout PropertyListValue, with replacement: PropertyListValue) {
    Self.replace(segments[...], in: &value, with: replacement)
  }

  private static func replace(
    _ segments: ArraySlice<Segment>, in value: inout PropertyListValue,
    with replacement: PropertyListValue
  ) {
    guard let first = segments.first else {
      value = replacement
      return
    }
    let rest = segments.dropFirst()
    switch first {
    case .key(let key):
      guard case .dictionary(var members) = value, members[key] != nil else { return }
      // `value` lets go of its members first, so they are changed without a copy.
      value = .null
      replace(rest, in: &members[key]!, with: replacement)
      value = .dictionary(members)
    case .index(let index):
      guard case .array(var elements) = value, elements.indices.contains(index) else { return }
      value = .null
      replace(rest, in: &elements[index], with: replacement)
      value = .array(elements)
    }
  }
}
