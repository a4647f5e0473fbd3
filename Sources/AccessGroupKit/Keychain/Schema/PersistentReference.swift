import Foundation

/// A persistent reference (`kSecValuePersistentRef`, §5): the 4-byte ASCII class name
/// followed by the item's 16-byte UUID (20 bytes), or, in the old format, by an 8-byte
/// big-endian row id (12 bytes).
struct PersistentReference: Hashable, Sendable {
  enum Identifier: Hashable, Sendable {
    case uuid(Data)
    case rowID(UInt64)
  }

  var itemClass: ItemClass
  var identifier: Identifier

  /// The 20-byte form of a UUID reference.
  static func encode(itemClass: ItemClass, uuid: Data) -> Data {
    var name = itemClass.rawValue
    var bytes = Data(capacity: 20)
    // From the contiguous bytes: `Data(name.utf8)` goes through dynamic casts on Linux.
    name.withUTF8 { bytes.append($0) }
    bytes.append(uuid)
    return bytes
  }

  /// Parses `data`, or returns `nil` when it is not a persistent reference. A reference
  /// naming an unknown class parses with `className` set and `itemClass` failing.
  static func parse(_ data: Data) -> (className: String, reference: PersistentReference?)? {
    guard data.count == 20 || data.count == 12 else { return nil }
    let bytes = [UInt8](data)
    guard let className = String(bytes: bytes[0..<4], encoding: .ascii) else { return nil }
    guard let itemClass = ItemClass(rawValue: className) else {
      return (className, nil)
    }
    if data.count == 20 {
      return (
        className, PersistentReference(itemClass: itemClass, identifier: .uuid(Data(bytes[4...])))
      )
    }
    let rowID = bytes[4...].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return (className, PersistentReference(itemClass: itemClass, identifier: .rowID(rowID)))
  }
}
