extension JSONFragment {
  /// The fragment `value` encodes to, so `Encodable` reports go through the package's one
  /// JSON writer.
  ///
  /// An optional encoded as `nil` is `null`; integers and floating-point numbers are
  /// spelled as `integer(_:)` and `real(_:)` spell them; data and dates are not used by any
  /// report and are refused.
  ///
  /// - Parameter value: The report's encodable form.
  /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold, or a value that
  ///   encodes nothing.
  package init(encoding value: some Encodable) throws {
    let root = FragmentNode()
    try value.encode(to: FragmentEncoder(node: root, codingPath: []))
    guard let fragment = root.fragment else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "The value encoded nothing."))
    }
    self = fragment
  }
}

/// A value being encoded: empty until a container or a single value is written into it.
///
/// Members and elements are kept in the node's own stored properties, so adding one never
/// copies the others (a lint report of thousands of targets stays linear).
private final class FragmentNode {
  private var value: JSONFragment?
  private var members: [String: FragmentNode]?
  private var elements: [FragmentNode]?

  /// The finished fragment; `nil` while nothing was encoded.
  var fragment: JSONFragment? {
    if let members { return .object(members.compactMapValues(\.fragment)) }
    if let elements { return .array(elements.map { $0.fragment ?? .null }) }
    return value
  }

  /// The number of elements, when this is an array.
  var elementCount: Int { elements?.count ?? 0 }

  /// Sets a single value, replacing anything written before.
  func set(_ fragment: JSONFragment) {
    value = fragment
    members = nil
    elements = nil
  }

  /// A new member node of this object (making it one if it is not yet).
  func member(_ key: String) -> FragmentNode {
    becomeObject()
    let node = FragmentNode()
    members?[key] = node
    return node
  }

  /// Makes this node an object, keeping the members it has.
  func becomeObject() {
    guard members == nil else { return }
    value = nil
    elements = nil
    members = [:]
  }

  /// A new element node at the end of this array (making it one if it is not yet).
  func appendElement() -> FragmentNode {
    becomeArray()
    let node = FragmentNode()
    elements?.append(node)
    return node
  }

  /// Makes this node an array, keeping the elements it has.
  func becomeArray() {
    guard elements == nil else { return }
    value = nil
    members = nil
    elements = []
  }
}

/// An `Encoder` that builds a `JSONFragment` tree.
private struct FragmentEncoder: Encoder {
  let node: FragmentNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath)
  }
}

/// Encodes one value into `node`: a primitive directly, anything else through its own
/// `encode(to:)`.
private func encode(
  _ value: some Encodable, into node: FragmentNode, codingPath: [any CodingKey]
)
  throws
{
  switch value {
  case let string as String: node.set(.string(string))
  case let flag as Bool: node.set(.bool(flag))
  case let number as Int: node.set(.integer(Int64(number)))
  case let number as Int32: node.set(.integer(Int64(number)))
  case let number as Int64: node.set(.integer(number))
  case let number as UInt32: node.set(.integer(Int64(number)))
  case let number as Double: node.set(try real(number, codingPath: codingPath))
  default: try value.encode(to: FragmentEncoder(node: node, codingPath: codingPath))
  }
}

/// A finite number as `JSONFragment.real(_:)` spells it; JSON has no infinity or NaN.
private func real(_ number: Double, codingPath: [any CodingKey]) throws -> JSONFragment {
  guard number.isFinite else {
    throw EncodingError.invalidValue(
      number, .init(codingPath: codingPath, debugDescription: "JSON has no \(number)."))
  }
  return .real(number)
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: FragmentNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    node.member(key.stringValue).set(.null)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try AccessGroupKit.encode(
      value, into: node.member(key.stringValue), codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let member = node.member(key.stringValue)
    member.becomeObject()
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(node: member, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let member = node.member(key.stringValue)
    member.becomeArray()
    return UnkeyedContainer(node: member, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    FragmentEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    FragmentEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: FragmentNode
  let codingPath: [any CodingKey]
  var count: Int { node.elementCount }

  mutating func encodeNil() throws {
    node.appendElement().set(.null)
  }

  mutating func encode(_ value: some Encodable) throws {
    try AccessGroupKit.encode(value, into: node.appendElement(), codingPath: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let element = node.appendElement()
    element.becomeObject()
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(node: element, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let element = node.appendElement()
    element.becomeArray()
    return UnkeyedContainer(node: element, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    FragmentEncoder(node: node.appendElement(), codingPath: codingPath)
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let node: FragmentNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws {
    node.set(.null)
  }

  mutating func encode(_ value: some Encodable) throws {
    try AccessGroupKit.encode(value, into: node, codingPath: codingPath)
  }
}
