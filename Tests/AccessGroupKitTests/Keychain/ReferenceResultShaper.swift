import Foundation

@testable import AccessGroupKit

/// A second, slower result shaping that the store's direct one is checked against: it builds
/// the shapes of §7 as ``ReferenceResultValue`` trees first, then Foundation objects, so a
/// mistake in either path shows as a difference.
enum ReferenceResultShaper {
  /// Attributes never returned.
  static let hiddenAttributes: Set<KeychainAttribute> = [
    .itemClass, .uuid, .persistentReference, .appClipItem, KeychainAttribute("data"),
  ]

  /// The attribute dictionary of a CopyMatching result (§7.1): everything stored and
  /// returnable, `tomb` and `musr` included, and `accc` always synthesized.
  static func copyAttributes(_ record: ItemRecord) -> [String: ReferenceResultValue] {
    var result = returnableAttributes(record)
    result[KeychainAttribute.accessControl.rawValue] = .accessControl(
      record.accessControl ?? KeychainAccessControl(protection: record.protection))
    return result
  }

  /// The attribute dictionary of an Add result (§7.2): no `tomb`, `musr`; `accc` only when
  /// the caller gave one.
  static func addAttributes(_ record: ItemRecord) -> [String: ReferenceResultValue] {
    var result = returnableAttributes(record)
    result[KeychainAttribute.tombstone.rawValue] = nil
    result[KeychainAttribute.multiUser.rawValue] = nil
    if let control = record.accessControl {
      result[KeychainAttribute.accessControl.rawValue] = .accessControl(control)
    }
    return result
  }

  private static func returnableAttributes(_ record: ItemRecord) -> [String: ReferenceResultValue] {
    let schema = record.schema
    var result: [String: ReferenceResultValue] = [:]
    for (attribute, value) in record.attributes
    where !hiddenAttributes.contains(attribute) && schema.descriptors[attribute]?.isReturned == true
    {
      result[attribute.rawValue] = .value(value)
    }
    return result
  }

  /// The reference `kSecReturnRef` gives: `nil` for password classes on iOS.
  static func reference(_ record: ItemRecord) -> KeychainItemReference? {
    guard !record.itemClass.isPassword else { return nil }
    let excluded: Set<KeychainAttribute> = [
      .accessGroup, .accessible, .synchronizable, .tombstone, .multiUser, .creationDate,
      .modificationDate, .sha1, .accessControl, .syncViewHint, .tokenID, .sharingGroup,
    ]
    return KeychainItemReference(
      itemClass: record.itemClass,
      attributes: {
        var attributes: [KeychainAttribute: KeychainValue] = [:]
        for (attribute, value) in record.attributes
        where !excluded.contains(attribute) && !hiddenAttributes.contains(attribute) {
          attributes[attribute] = value
        }
        return attributes
      }(), data: record.data)
  }

  /// The result of an add.
  static func addResult(_ record: ItemRecord, returnTypes: ReturnTypes) -> ReferenceResultValue? {
    switch returnTypes {
    case []: return nil
    case .data: return .value(.data(record.data ?? Data()))
    case .attributes: return .dictionary(addAttributes(record))
    case .persistentReference: return .value(.data(record.persistentReference))
    case .reference: return reference(record).map(ReferenceResultValue.reference)
    default:
      // The server's mask includes the attributes and the data whenever a reference is asked
      // for (`SecDbItemCopyResult`).
      var result: [String: ReferenceResultValue] = [:]
      if returnTypes.contains(.attributes) || returnTypes.contains(.reference) {
        result = addAttributes(record)
      }
      return .dictionary(multipleParts(result, of: record, returnTypes: returnTypes))
    }
  }

  /// The client's reshaping of a dictionary result (`SecItemResultCopyPrepared`,
  /// `OSX/sec/Security/SecItem.m`), applied to `base`, the attributes the server returned;
  /// `class` is there whenever a reference was asked for.
  ///
  /// `v_Data` is set only when the item has data and the caller asked for data or a reference
  /// (an item without data has no `v_Data`: the `v_Data` column yields kCFNull, which
  /// `SecDbItemCopyResult` skips, and the client removes the key when it has no value). When a
  /// reference is made (keys and certificates), `v_Data` goes again unless data was asked for;
  /// password classes get no reference and keep it.
  private static func multipleParts(
    _ base: [String: ReferenceResultValue], of record: ItemRecord, returnTypes: ReturnTypes
  ) -> [String: ReferenceResultValue] {
    var result = base
    let wantsReference = returnTypes.contains(.reference)
    let valueData = KeychainAttribute.valueData.rawValue
    if returnTypes.contains(.data) || wantsReference, let data = record.data {
      result[valueData] = .value(.data(data))
    } else {
      result[valueData] = nil
    }
    if returnTypes.contains(.persistentReference) {
      result[KeychainAttribute.valuePersistentReference.rawValue] = .value(
        .data(record.persistentReference))
    }
    if wantsReference {
      result[KeychainAttribute.itemClass.rawValue] = .value(.string(record.itemClass.rawValue))
      if let reference = reference(record) {
        result[KeychainAttribute.valueReference.rawValue] = .reference(reference)
        if !returnTypes.contains(.data) { result[valueData] = nil }
      }
    }
    return result
  }

  /// One item of a CopyMatching result, or `nil` when the item contributes nothing (no data
  /// for `{Data}`, a password for `{Ref}`).
  static func copyElement(_ record: ItemRecord, returnTypes: ReturnTypes) -> ReferenceResultValue? {
    switch returnTypes {
    case []: return nil
    case .data: return record.data.map { .value(.data($0)) }
    case .attributes: return .dictionary(copyAttributes(record))
    case .persistentReference: return .value(.data(record.persistentReference))
    case .reference: return reference(record).map(ReferenceResultValue.reference)
    default:
      var result: [String: ReferenceResultValue] = [:]
      // The client asks the server for attributes whenever it asks for data (SecItem.m), so
      // a multi-key result with data carries the attributes too; with a reference the server
      // keeps the whole decrypted row (`handle_result`, `SecItemDb.c`).
      if returnTypes.contains(.attributes) || returnTypes.contains(.data)
        || returnTypes.contains(.reference)
      {
        result = copyAttributes(record)
      }
      // A reference without attributes or data keeps the row's `persistref` (`handle_result`,
      // `s3dl_query_row`).
      if returnTypes.contains(.reference), !returnTypes.contains(.attributes),
        !returnTypes.contains(.data)
      {
        result[KeychainAttribute.persistentReference.rawValue] = .value(
          .data(record.identifier.data))
      }
      return .dictionary(multipleParts(result, of: record, returnTypes: returnTypes))
    }
  }

  /// The CopyMatching result: a single object for limit 1, else an array (empty when no
  /// return key was given).
  static func copyResult(
    _ records: [ItemRecord], returnTypes: ReturnTypes, limit: Int?
  )
    -> ReferenceResultValue?
  {
    if limit == 1 {
      return records.first.flatMap { copyElement($0, returnTypes: returnTypes) }
    }
    return .array(records.compactMap { copyElement($0, returnTypes: returnTypes) })
  }
}

extension ReferenceResultShaper {
  /// Builds the object Security hands back for a result.
  static func foundationObject(_ result: ReferenceResultValue) -> Any {
    switch result {
    case .value(let value): return foundationObject(value)
    case .accessControl(let value): return value
    case .reference(let value): return value
    case .array(let values): return values.map(foundationObject)
    case .dictionary(let entries): return entries.mapValues(foundationObject)
    }
  }

  /// A stored value as Security returns it.
  static func foundationObject(_ value: KeychainValue) -> Any {
    switch value {
    case .string(let value): value
    case .data(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .bool(let value): NSNumber(value: value ? 1 : 0)
    case .date(let value): value
    }
  }
}

/// A result before it is turned into Foundation objects.
indirect enum ReferenceResultValue: Hashable, Sendable {
  case value(KeychainValue)
  case accessControl(KeychainAccessControl)
  case reference(KeychainItemReference)
  case array([ReferenceResultValue])
  case dictionary([String: ReferenceResultValue])
}
