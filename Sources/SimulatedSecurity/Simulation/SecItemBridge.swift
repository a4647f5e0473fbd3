import AccessGroupKit
import Foundation

#if canImport(Darwin)
  import Security
#endif

/// Translates between Security's Foundation objects and the engine's `[String: Any]`.
///
/// This is the module's only job besides holding the device, and most of it is
/// AccessGroupKit's `FoundationObjects`, the package's one conversion of Foundation objects:
/// this type adds what depends on the platform — the real `SecAccessControlRef` or
/// ``SecAccessControl``, Linux's `NSData` for results, and Linux's fast path for a plain
/// dictionary of strings, data and numbers. Every keychain rule stays in ``KeychainClient``.
enum SecItemBridge {
  /// A request dictionary, or the key that can't be part of one.
  enum Request {
    /// Every key is a string.
    case dictionary([String: Any])
    /// A key is not a string; the engine's dictionaries have string keys only.
    case nonStringKey(typeName: String)
  }

  /// The string inside a `CFString`, `NSString` or `String`.
  static func string(_ object: Any) -> String? {
    FoundationObjects.string(object)
  }

  /// Converts a caller's dictionary for the engine.
  static func request(_ dictionary: NSDictionary) -> Request {
    #if !canImport(Darwin)
      if let entries = directRequest(dictionary) { return .dictionary(entries) }
    #endif
    var entries: [String: Any] = [:]
    for (key, value) in dictionary {
      guard let name = string(key) else {
        return .nonStringKey(typeName: String(describing: type(of: key)))
      }
      entries[name] = requestValue(value, depth: 0)
    }
    return .dictionary(entries)
  }

  /// Converts one value with the package's shared conversion, which recognizes access
  /// controls with ``accessControl(_:)``.
  static func requestValue(_ value: Any, depth: Int) -> Any {
    FoundationObjects.requestValue(value, depth: depth, accessControl: accessControl)
  }

  /// Converts an engine result to the object Security hands back, with this platform's
  /// access-control and data objects.
  static func resultObject(_ value: Any) -> AnyObject {
    FoundationObjects.resultObject(
      value, accessControlObject: accessControlObject, dataObject: dataObject)
  }
}

#if canImport(Darwin)
  extension SecItemBridge {
    /// The `NSData` Security returns for `data`.
    static func dataObject(_ data: Data) -> AnyObject {
      NSData(data: data)
    }

    /// The engine's form of a real `SecAccessControlRef`.
    ///
    /// Security has no public accessor for the protection class, so it is read from the
    /// object's description, which `SecAccessControlCopyFormatDescription`
    /// (`OSX/sec/Security/SecAccessControl.m`) writes as `<SecAccessControlRef: ` followed by
    /// the protection and `;` and the ACL; an unreadable one counts as
    /// `kSecAttrAccessibleWhenUnlocked`. Every access control made by
    /// `SecAccessControlCreateWithFlags` carries an ACL (`SecAccessControl.m`), so it has
    /// constraints for the rule of `SecItem.m` that forbids synchronizing it.
    static func accessControl(_ value: Any) -> KeychainAccessControl? {
      let object = value as CFTypeRef
      guard CFGetTypeID(object) == SecAccessControlGetTypeID() else { return nil }
      let description = String(describing: object)
      var protection = KeychainAccessibility.whenUnlocked
      if let colon = description.firstIndex(of: ":") {
        let rest = description[description.index(after: colon)...]
        let name = rest.prefix { $0 != ";" && $0 != ">" }.trimmingCharacters(in: .whitespaces)
        protection = KeychainAccessibility(rawValue: name) ?? .whenUnlocked
      }
      return KeychainAccessControl(protection: protection, hasConstraints: true)
    }

    /// A real `SecAccessControlRef` with the stored protection class.
    static func accessControlObject(_ control: KeychainAccessControl) -> AnyObject {
      let protection = control.protection.rawValue as CFString
      if let object = SecAccessControlCreateWithFlags(nil, protection, [], nil) {
        return object
      }
      return control as AnyObject
    }
  }
#else
  extension SecItemBridge {
    /// The `NSData` Security returns for `data`: one whose `as? Data` cast is a copy of its
    /// bytes (see ``SecItemResultData``).
    static func dataObject(_ data: Data) -> AnyObject {
      SecItemResultData(data)
    }

    /// The entries of a plain `NSDictionary` or `NSMutableDictionary` (what `as CFDictionary`
    /// makes of a Swift dictionary) whose keys are all strings, read without Foundation's
    /// per-entry bridging; `nil` sends the dictionary to the general conversion.
    ///
    /// Iterating an `NSDictionary` on Linux looks each key up again and bridges every key and
    /// value through dynamic casts, which costs more than the keychain call itself. Its
    /// `allKeys` and `allValues` are the stored objects, in the same order (both are views of
    /// one Swift dictionary), so the common objects of a query — strings, data and numbers —
    /// are converted here with class casts to exactly what Foundation's bridging gives (the
    /// two boolean objects become `Bool`, as `__SwiftValue.fetch` makes them). Any other value
    /// is bridged by Foundation and converted by ``requestValue(_:depth:)``, as before; a
    /// key that is not a string, or a subclass of `NSDictionary`, takes the general path, so
    /// its status and explanation do not change.
    static func directRequest(_ dictionary: NSDictionary) -> [String: Any]? {
      guard
        type(of: dictionary) == NSDictionary.self
          || type(of: dictionary) == NSMutableDictionary.self
      else { return nil }
      let keys = dictionary.allKeys
      let objects = dictionary.allValues
      guard keys.count == objects.count else { return nil }
      var entries = [String: Any](minimumCapacity: keys.count)
      for index in keys.indices {
        // Through `AnyObject`: a class cast after it costs less than a dynamic cast from `Any`.
        guard let key = keys[index] as AnyObject as? NSString else { return nil }
        let object = objects[index] as AnyObject
        let value: Any
        if let string = object as? NSString {
          value = string as String
        } else if let data = object as? NSData {
          value = Data(bytes: data.bytes, count: data.length)
        } else if let number = object as? NSNumber {
          if number === booleanTrue {
            value = true
          } else if number === booleanFalse {
            value = false
          } else {
            value = number
          }
        } else if let bridged = dictionary.object(forKey: key) {
          value = requestValue(bridged, depth: 0)
        } else {
          return nil
        }
        entries[key as String] = value
      }
      return entries
    }

    /// Foundation's two boolean objects (`NSNumber(value:)` returns these, as does bridging a
    /// `Bool`).
    private static let booleanTrue = NSNumber(value: true)
    private static let booleanFalse = NSNumber(value: false)

    /// The engine's form of a ``SecAccessControl``.
    ///
    /// Every access control made by `SecAccessControlCreateWithFlags` carries an ACL, even
    /// with no flags (`kAKSKeyOpDefaultAcl`, `OSX/sec/Security/SecAccessControl.m`), and
    /// `SecItemAuthDoQuery` (`OSX/sec/Security/SecItem.m`) refuses to synchronize any item
    /// whose access control has an ACL; so it has constraints.
    static func accessControl(_ value: Any) -> KeychainAccessControl? {
      guard let control = value as? SecAccessControl,
        let protection = KeychainAccessibility(rawValue: control.protection)
      else { return nil }
      return KeychainAccessControl(protection: protection, hasConstraints: true)
    }

    /// A ``SecAccessControl`` with the stored protection class.
    static func accessControlObject(_ control: KeychainAccessControl) -> AnyObject {
      SecAccessControl(protection: control.protection.rawValue, flags: [])
    }
  }
#endif

#if !canImport(Darwin)
  /// The `NSData` a SecItem call returns on Linux: an immutable `NSData` whose bytes also
  /// read as `ContiguousBytes`.
  ///
  /// Foundation on Linux bridges a plain `NSData` to `Data` (the caller's `as? Data`) one
  /// byte at a time through `Sequence`, slower than the keychain call that produced it;
  /// `Data`'s initializer copies a `ContiguousBytes` value in one step. Everything else is
  /// `NSData`'s: `as? NSData`, `isEqual(_:)`, `hash`, copying and archiving read the bytes
  /// through the overridden ``length`` and ``bytes``, which are fixed at creation.
  final class SecItemResultData: NSData, ContiguousBytes {
    /// The bytes, owned by the object and never written after `init`.
    private let storage: UnsafeMutableRawBufferPointer

    /// Copies `data`.
    init(_ data: Data) {
      let storage = UnsafeMutableRawBufferPointer.allocate(
        byteCount: Swift.max(data.count, 1), alignment: 1)
      data.withUnsafeBytes { storage.copyMemory(from: $0) }
      self.storage = storage
      count = data.count
      super.init()
    }

    /// Never called: the object archives as a plain `NSData` (``classForCoder``), so
    /// unarchiving makes one of those.
    required init?(coder: NSCoder) {
      nil
    }

    /// `NSData`, so an archived result unarchives as the `NSData` it is.
    override var classForCoder: AnyClass { NSData.self }

    deinit {
      storage.deallocate()
    }

    /// The number of bytes (the buffer holds at least one, so it always has an address).
    private let count: Int

    override var length: Int { count }

    override var bytes: UnsafeRawPointer { UnsafeRawPointer(storage.baseAddress!) }

    func withUnsafeBytes<Result>(
      _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
      try body(UnsafeRawBufferPointer(start: storage.baseAddress, count: count))
    }
  }
#endif
