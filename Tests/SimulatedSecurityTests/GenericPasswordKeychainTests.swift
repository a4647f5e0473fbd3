import Foundation
import SimulatedSecurity
import Testing

extension SimulatedDeviceSuite {
  @Suite struct GenericPasswordKeychainTests {
    @Test func aStoredStringReadsBack() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      #expect(keychain.set("hello :)", forKey: "greeting"))
      #expect(keychain.lastResultCode == errSecSuccess)
      #expect(keychain.get("greeting") == "hello :)")
      #expect(keychain.lastResultCode == errSecSuccess)
    }

    @Test func storedBytesAndBooleansReadBack() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      #expect(keychain.set(Data([0, 1, 2, 255]), forKey: "bytes"))
      #expect(keychain.set(true, forKey: "flag"))
      #expect(keychain.getData("bytes") == Data([0, 1, 2, 255]))
      #expect(keychain.getBool("flag") == true)
      #expect(keychain.lastResultCode == errSecSuccess)
    }

    @Test func settingAnExistingKeyUpdatesItAfterDuplicateItem() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      keychain.set("first", forKey: "token")
      #expect(keychain.set("second", forKey: "token"))
      #expect(keychain.lastResultCode == errSecSuccess)
      #expect(keychain.get("token") == "second")
      #expect(SimulatedKeychain.itemCount == 1)
    }

    @Test func aMissingKeyIsItemNotFound() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      #expect(keychain.get("nothing") == nil)
      #expect(keychain.lastResultCode == errSecItemNotFound)
      #expect(SimulatedKeychain.lastExplanation?.status.rawValue == errSecItemNotFound)
    }

    @Test func deletingRemovesOnlyThatKey() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      keychain.set("a", forKey: "one")
      keychain.set("b", forKey: "two")
      #expect(keychain.delete("one"))
      #expect(keychain.get("one") == nil)
      #expect(keychain.get("two") == "b")
      #expect(!keychain.delete("one"))
      #expect(keychain.lastResultCode == errSecItemNotFound)
    }

    @Test func clearDeletesEveryGenericPassword() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      keychain.set("a", forKey: "one")
      keychain.set("b", forKey: "two")
      #expect(keychain.clear())
      #expect(keychain.allKeys().isEmpty)
      #expect(keychain.lastResultCode == errSecItemNotFound)
    }

    @Test func allKeysListsEveryAccountWithMatchLimitAll() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain(keyPrefix: "app_")
      keychain.set("a", forKey: "one")
      keychain.set("b", forKey: "two")
      #expect(keychain.allKeys().sorted() == ["app_one", "app_two"])
      #expect(keychain.lastResultCode == errSecSuccess)
    }

    @Test func synchronizableItemsAreFoundWithSynchronizableAny() {
      SimulatedDeviceSuite.start()
      let synced = GenericPasswordKeychain()
      synced.synchronizable = true
      #expect(synced.set("in iCloud", forKey: "sync"))
      let local = GenericPasswordKeychain()
      #expect(local.get("sync") == nil)
      #expect(local.lastResultCode == errSecItemNotFound)
      #expect(synced.get("sync") == "in iCloud")
      #expect(synced.lastQueryParameters?[kSecAttrSynchronizable as String] as? String == "syna")
      #expect(synced.delete("sync"))
    }

    @Test func anExplicitOwnGroupWorksAndIsSentAsAgrp() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain(accessGroup: SimulatedDeviceSuite.sharedGroup)
      #expect(keychain.set("value", forKey: "key"))
      #expect(
        keychain.lastQueryParameters?["agrp"] as? String == SimulatedDeviceSuite.sharedGroup)
      #expect(keychain.get("key") == "value")
    }

    @Test func whenUnlockedItemsAreUnavailableWhileLocked() {
      SimulatedDeviceSuite.start()
      let keychain = GenericPasswordKeychain()
      keychain.set("secret", forKey: "locked")
      keychain.set("background", forKey: "ck", accessible: kSecAttrAccessibleAfterFirstUnlock)
      SimulatedKeychain.lock()
      defer { SimulatedKeychain.unlock() }
      #expect(keychain.get("locked") == nil)
      #expect(keychain.lastResultCode == errSecInteractionNotAllowed)
      #expect(keychain.get("ck") == "background")
      SimulatedKeychain.unlock()
      #expect(keychain.get("locked") == "secret")
    }
  }
}
