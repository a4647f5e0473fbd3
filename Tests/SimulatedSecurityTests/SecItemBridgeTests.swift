import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  /// Dictionaries made of Foundation objects rather than bridged Swift values, and the data
  /// objects results carry: both are converted without Foundation's general bridging, and
  /// must read as they did with it.
  @Suite struct SecItemBridgeTests {
    @Test func aMutableDictionaryOfFoundationObjectsIsReadLikeASwiftOne() {
      SimulatedDeviceSuite.start()
      let attributes = NSMutableDictionary()
      attributes[kSecClass] = kSecClassInternetPassword
      attributes[kSecAttrServer] = NSMutableString(string: "example.com")
      attributes[kSecAttrAccount] = NSString(string: "alice")
      attributes[kSecAttrPort] = NSNumber(value: 443)
      attributes[kSecAttrIsInvisible] = kCFBooleanTrue
      attributes[kSecValueData] = NSData(data: Data("secret".utf8))
      attributes[kSecAttrCreationDate] = NSDate(timeIntervalSinceReferenceDate: 0)
      #expect(SecItemAdd(attributes, nil) == errSecSuccess)

      let query = NSMutableDictionary()
      query[kSecClass] = kSecClassInternetPassword
      query[kSecAttrServer] = "example.com"
      query[kSecReturnAttributes] = true
      query[kSecReturnData] = kCFBooleanTrue
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query, &result) == errSecSuccess)
      let found = result as? [String: Any]
      #expect(found?[kSecAttrAccount as String] as? String == "alice")
      #expect(found?[kSecAttrPort as String] as? Int == 443)
      #expect(found?[kSecValueData as String] as? Data == Data("secret".utf8))
    }

    @Test func emptyDataComesBackAsEmptyData() {
      SimulatedDeviceSuite.start()
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "empty",
        kSecValueData as String: Data(),
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "empty",
        kSecReturnData as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      #expect(result as? Data == Data())
      #expect((result as? NSData)?.length == 0)
    }

    @Test func returnedDataIsAnImmutableNSData() throws {
      SimulatedDeviceSuite.start()
      let secret = Data((0..<100).map { UInt8($0) })
      let attributes: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecValueData as String: secret,
      ]
      #expect(SecItemAdd(attributes as CFDictionary, nil) == errSecSuccess)
      let query: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrAccount as String: "alice",
        kSecReturnData as String: true,
      ]
      var result: CFTypeRef?
      #expect(SecItemCopyMatching(query as CFDictionary, &result) == errSecSuccess)
      let object = result as? NSData
      #expect(object?.isEqual(NSData(data: secret)) == true)
      #expect(NSData(data: secret).isEqual(object) == true)
      #expect(object?.hash == NSData(data: secret).hash)
      #expect((object?.copy() as? NSData)?.length == 100)
      #expect(object?.subdata(with: NSRange(location: 10, length: 3)) == Data([10, 11, 12]))
      let archive = try NSKeyedArchiver.archivedData(
        withRootObject: object as Any, requiringSecureCoding: true)
      let unarchived = try NSKeyedUnarchiver.unarchivedObject(ofClass: NSData.self, from: archive)
      #expect(unarchived as Data? == secret)

      let item: [String: Any] = [
        kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "alice",
      ]
      let change: [String: Any] = [kSecValueData as String: Data("new".utf8)]
      #expect(SecItemUpdate(item as CFDictionary, change as CFDictionary) == errSecSuccess)
      #expect(result as? Data == secret)
    }

    @Test func aSwiftValueKeyIsAParameterError() {
      SimulatedDeviceSuite.start()
      let query: [AnyHashable: Any] = [
        kSecClass as String: kSecClassGenericPassword, UUID(): "x",
      ]
      #expect(SecItemDelete(query as CFDictionary) == errSecParam)
      #expect(SimulatedKeychain.lastExplanation?.rule == "§2.1")
    }
  }
}
