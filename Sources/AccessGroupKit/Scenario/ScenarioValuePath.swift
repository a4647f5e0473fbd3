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

  /// `value` with the place at this path replaced by `replacement`; places that don't exist
  /// leave `value` unchanged.
  func replacing(
    in value: PropertyListValue, with replacement: PropertyListValue
  )
    -> PropertyListValue
  {
    Self.replacing(segments[...], in: value, with: replacement)
  }

  private static func replacing(
    _ segments: ArraySlice<Segment>, in value: PropertyListValue,
    with replacement: PropertyListValue
  ) -> PropertyListValue {
    guard let first = segments.first else { return replacement }
    let rest = segments.dropFirst()
    switch (first, value) {
    case (.key(let key), .dictionary(var members)):
      guard let member = members[key] else { return value }
      members[key] = replacing(rest, in: member, with: replacement)
      return .dictionary(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = replacing(rest, in: elements[index], with: replacement)
      return .array(elements)
    default:
      return value
    }
  }
}
