import Foundation

/// The JSON form of a store (see ``ItemStore/exportSnapshot()``).
enum SnapshotCoding {
  static let version = 1

  /// The store as snapshot JSON: sorted keys, pretty-printed, byte for byte what
  /// `JSONSerialization` wrote for this format before ``SnapshotJSONWriter`` replaced it.
  static func export(_ state: StoreState) -> Data {
    let records = state.database.orderedRecords
    var writer = SnapshotJSONWriter(capacity: 256 + records.count * 1_024)
    writer.openObject()
    writer.key("items")
    writer.openArray()
    for record in records {
      writer.element()
      write(record, to: &writer)
    }
    writer.closeArray()
    writer.key("lockState")
    writer.openObject()
    writer.key("hasBeenUnlockedSinceBoot")
    writer.boolean(state.lockState.hasBeenUnlockedSinceBoot)
    writer.key("hasPasscode")
    writer.boolean(state.lockState.hasPasscode)
    writer.key("isLocked")
    writer.boolean(state.lockState.isLocked)
    writer.closeObject()
    writer.key("version")
    writer.integer(version)
    writer.closeObject()
    return Data(writer.bytes)
  }

  /// One item; its keys in sorted order.
  private static func write(_ record: ItemRecord, to writer: inout SnapshotJSONWriter) {
    writer.openObject()
    if let control = record.accessControl {
      writer.key("accessControl")
      writer.openObject()
      writer.key("hasConstraints")
      writer.boolean(control.hasConstraints)
      writer.key("protection")
      writer.string(control.protection.rawValue)
      writer.closeObject()
    }
    writer.key("attributes")
    writer.openObject()
    var attributes: [(attribute: KeychainAttribute, value: KeychainValue)] = []
    attributes.reserveCapacity(record.attributes.count)
    for (attribute, value) in record.attributes { attributes.append((attribute, value)) }
    for (attribute, value) in SnapshotKeyOrder.sorted(attributes) {
      writer.key(attribute.rawValue)
      write(value, to: &writer)
    }
    writer.closeObject()
    writer.key("class")
    writer.string(record.itemClass.rawValue)
    if let data = record.data {
      writer.key("data")
      writer.string(data.base64EncodedString())
    }
    writer.key("sequence")
    writer.integer(record.sequence)
    writer.key("uuid")
    writer.hexString(record.uuid)
    writer.closeObject()
  }

  /// One typed value: an object whose one key names the type.
  private static func write(_ value: KeychainValue, to writer: inout SnapshotJSONWriter) {
    writer.openObject()
    switch value {
    case .string(let text):
      writer.key("string")
      writer.string(text)
    case .data(let data):
      writer.key("data")
      writer.string(data.base64EncodedString())
    case .integer(let number):
      writer.key("integer")
      writer.integer(number)
    case .real(let number):
      writer.key("real")
      writer.string(number.description)
    case .bool(let flag):
      writer.key("bool")
      writer.boolean(flag)
    case .date(let date):
      writer.key("date")
      writer.string(date.timeIntervalSinceReferenceDate.description)
    }
    writer.closeObject()
  }

  static func hex(_ data: Data) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count * 2)
    for byte in data {
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func unhex(_ string: String) -> Data? {
    guard string.count % 2 == 0 else { return nil }
    var data = Data()
    var index = string.startIndex
    while index < string.endIndex {
      let next = string.index(index, offsetBy: 2)
      guard let byte = UInt8(string[index..<next], radix: 16) else { return nil }
      data.append(byte)
      index = next
    }
    return data
  }

  // MARK: Reading

  /// The items and lock state of a snapshot, or the first problem with it.
  ///
  /// A snapshot as ``export(_:)`` writes it is read by ``JSONReader`` in its portable
  /// grammar and checked directly; anything that reading or those checks do not accept is
  /// read again by `JSONSerialization` and checked as before, which accepts exactly what it
  /// accepted and throws the same ``SnapshotError``.
  static func parse(_ data: Data) throws(SnapshotError) -> (ItemDatabase, LockState) {
    if let parsed = parseQuickly(data) { return parsed }
    return try parseWithFoundation(data)
  }

  /// The Foundation reading of ``parse(_:)``: every error it names comes from here.
  static func parseWithFoundation(_ data: Data) throws(SnapshotError) -> (ItemDatabase, LockState) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .malformedJSON(reason: JSONSyntaxError.reason(for: error, in: data))
    }
    guard let root = object as? [String: Any] else {
      throw .invalidValue(path: "$", reason: "expected an object")
    }
    guard let version = integer(root["version"]) else {
      throw .invalidValue(path: "$.version", reason: "expected an integer")
    }
    guard version == Int64(Self.version) else { throw .unsupportedVersion(Int(clamping: version)) }
    guard let lock = root["lockState"] as? [String: Any] else {
      throw .invalidValue(path: "$.lockState", reason: "expected an object")
    }
    func flag(_ name: String) throws(SnapshotError) -> Bool {
      guard let value = lock[name], let flag = FoundationBoolean.value(of: value) else {
        throw .invalidValue(path: "$.lockState.\(name)", reason: "expected true or false")
      }
      return flag
    }
    let lockState = LockState(
      isLocked: try flag("isLocked"),
      hasBeenUnlockedSinceBoot: try flag("hasBeenUnlockedSinceBoot"),
      hasPasscode: try flag("hasPasscode"))
    guard let items = root["items"] as? [Any] else {
      throw .invalidValue(path: "$.items", reason: "expected an array")
    }
    var database = ItemDatabase()
    for (index, element) in items.enumerated() {
      let path = "$.items[\(index)]"
      let record = try parseItem(element, path: path)
      if database.record(withIdentifier: record.identifier) != nil {
        throw .conflictingItems(path: "\(path).uuid", reason: "another item has this UUID")
      }
      if let other = database.record(withPrimaryKey: record.primaryKey) {
        throw .conflictingItems(
          path: path,
          reason: "same primary key as the item with UUID \(hex(other.uuid))")
      }
      database.insert(record)
    }
    return (database, lockState)
  }

  static func integer(_ value: Any?) -> Int64? {
    guard let value, !FoundationBoolean.isBoolean(value) else { return nil }
    if case .integer(let number) = SecItemDictionary.inputValue(value, depth: 0) { return number }
    return nil
  }

  private static func parseItem(
    _ element: Any, path: String
  ) throws(SnapshotError)
    -> ItemRecord
  {
    guard let item = element as? [String: Any] else {
      throw .invalidValue(path: path, reason: "expected an object")
    }
    guard let className = item["class"] as? String, let itemClass = ItemClass(rawValue: className),
      itemClass != .identity
    else {
      throw .invalidValue(path: "\(path).class", reason: "expected genp, inet, cert or keys")
    }
    guard let uuidText = item["uuid"] as? String, let uuid = unhex(uuidText), uuid.count == 16
    else {
      throw .invalidValue(path: "\(path).uuid", reason: "expected 32 hexadecimal digits")
    }
    guard let sequence = integer(item["sequence"]), sequence > 0 else {
      throw .invalidValue(path: "\(path).sequence", reason: "expected a positive integer")
    }
    var data: Data?
    if let encoded = item["data"] {
      guard let text = encoded as? String, let decoded = Data(base64Encoded: text) else {
        throw .invalidValue(path: "\(path).data", reason: "expected base64 data")
      }
      data = decoded
    }
    var accessControl: KeychainAccessControl?
    if let control = item["accessControl"] {
      guard let control = control as? [String: Any],
        let protection = (control["protection"] as? String).flatMap(
          KeychainAccessibility.init(rawValue:)),
        let constraints = control["hasConstraints"].flatMap(FoundationBoolean.value(of:))
      else {
        throw .invalidValue(
          path: "\(path).accessControl",
          reason: "expected {\"protection\": a pdmn value, \"hasConstraints\": a boolean}")
      }
      accessControl = KeychainAccessControl(protection: protection, hasConstraints: constraints)
    }
    guard let rawAttributes = item["attributes"] as? [String: Any] else {
      throw .invalidValue(path: "\(path).attributes", reason: "expected an object")
    }
    let schema = ClassSchema.schema(for: itemClass)
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    for key in rawAttributes.keys.sorted() {
      let attributePath = "\(path).attributes.\(key)"
      guard schema.descriptor(KeychainAttribute(key)) != nil else {
        throw .invalidValue(path: attributePath, reason: "not an attribute of class \(className)")
      }
      attributes[KeychainAttribute(key)] = try decode(rawAttributes[key], path: attributePath)
    }
    guard attributes[.accessGroup]?.stringValue != nil else {
      throw .invalidValue(path: "\(path).attributes.agrp", reason: "expected a string value")
    }
    return ItemRecord(
      itemClass: itemClass, attributes: attributes, data: data, uuid: uuid,
      accessControl: accessControl, sequence: UInt64(sequence))
  }

  private static func decode(_ value: Any?, path: String) throws(SnapshotError) -> KeychainValue {
    guard let object = value as? [String: Any], object.count == 1,
      let (type, content) = object.first
    else {
      throw .invalidValue(
        path: path,
        reason: "expected an object with one key: string, data, integer, real, bool "
          + "or date")
    }
    switch type {
    case "string":
      if let string = content as? String { return .string(string) }
    case "data":
      if let text = content as? String, let data = Data(base64Encoded: text) { return .data(data) }
    case "integer":
      if let number = integer(content) { return .integer(number) }
    case "real":
      if let text = content as? String, let number = Double(text) { return .real(number) }
    case "bool":
      if let flag = FoundationBoolean.value(of: content) { return .bool(flag) }
    case "date":
      if let text = content as? String, let seconds = Double(text) {
        return .date(Date(timeIntervalSinceReferenceDate: seconds))
      }
    default:
      throw .invalidValue(path: "\(path).\(type)", reason: "unknown value type \"\(type)\"")
    }
    throw .invalidValue(path: "\(path).\(type)", reason: "the value does not match its type")
  }

  // MARK: Reading quickly

  /// The fast reading of ``parse(_:)``: `nil` unless the snapshot is valid portable JSON
  /// (see ``JSONReader/Grammar/portable``) and its integers are written as integers, in
  /// which case the result is what ``parseWithFoundation(_:)`` returns. Each check below is
  /// the one that function makes.
  static func parseQuickly(_ data: Data) -> (ItemDatabase, LockState)? {
    guard let root = try? JSONReader.read(data, grammar: .portable),
      root["version"]?.integerValue == Int64(version),
      let lock = root["lockState"], lock.members != nil,
      let isLocked = lock["isLocked"]?.boolValue,
      let hasBeenUnlocked = lock["hasBeenUnlockedSinceBoot"]?.boolValue,
      let hasPasscode = lock["hasPasscode"]?.boolValue,
      case .array(let items)? = root["items"]
    else { return nil }
    var database = ItemDatabase()
    for element in items {
      guard let record = quickItem(element),
        database.record(withIdentifier: record.identifier) == nil,
        database.record(withPrimaryKeyOf: record) == nil
      else { return nil }
      database.insert(record)
    }
    let lockState = LockState(
      isLocked: isLocked, hasBeenUnlockedSinceBoot: hasBeenUnlocked, hasPasscode: hasPasscode)
    return (database, lockState)
  }

  private static func quickItem(_ item: JSONValue) -> ItemRecord? {
    guard item.members != nil, let className = item["class"]?.stringValue,
      let itemClass = ItemClass(rawValue: className), itemClass != .identity,
      let uuid = item["uuid"]?.stringValue.flatMap(quickUnhex), uuid.count == 16,
      let sequence = item["sequence"]?.integerValue, sequence > 0,
      let rawAttributes = item["attributes"]?.members
    else { return nil }
    var data: Data?
    if let encoded = item["data"] {
      guard let decoded = encoded.stringValue.flatMap({ Data(base64Encoded: $0) }) else {
        return nil
      }
      data = decoded
    }
    var accessControl: KeychainAccessControl?
    if let control = item["accessControl"] {
      guard control.members != nil,
        let protection = control["protection"]?.stringValue.flatMap(
          KeychainAccessibility.init(rawValue:)),
        let constraints = control["hasConstraints"]?.boolValue
      else { return nil }
      accessControl = KeychainAccessControl(protection: protection, hasConstraints: constraints)
    }
    let schema = ClassSchema.schema(for: itemClass)
    var attributes: [KeychainAttribute: KeychainValue] = [:]
    attributes.reserveCapacity(rawAttributes.count)
    for member in rawAttributes {
      let attribute = KeychainAttribute(member.key)
      guard schema.descriptor(attribute) != nil, let decoded = quickValue(member.value) else {
        return nil
      }
      attributes[attribute] = decoded
    }
    guard attributes[.accessGroup]?.stringValue != nil else { return nil }
    return ItemRecord(
      itemClass: itemClass, attributes: attributes, data: data, uuid: uuid,
      accessControl: accessControl, sequence: UInt64(sequence))
  }

  private static func quickValue(_ value: JSONValue) -> KeychainValue? {
    guard let members = value.members, members.count == 1 else { return nil }
    let content = members[0].value
    switch members[0].key {
    case "string": return content.stringValue.map(KeychainValue.string)
    case "data":
      return content.stringValue.flatMap { Data(base64Encoded: $0) }.map(KeychainValue.data)
    case "integer": return content.integerValue.map(KeychainValue.integer)
    case "real": return content.stringValue.flatMap { Double($0) }.map(KeychainValue.real)
    case "bool": return content.boolValue.map(KeychainValue.bool)
    case "date":
      return content.stringValue.flatMap { Double($0) }.map {
        .date(Date(timeIntervalSinceReferenceDate: $0))
      }
    default: return nil
    }
  }

  /// Lowercase or uppercase hexadecimal digit pairs only (``unhex(_:)`` also takes signs).
  private static func quickUnhex(_ text: String) -> Data? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(16)
    var high: UInt8?
    for byte in text.utf8 {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      if let first = high {
        bytes.append(first << 4 | digit)
        high = nil
      } else {
        high = digit
      }
    }
    return high == nil ? Data(bytes) : nil
  }
}
