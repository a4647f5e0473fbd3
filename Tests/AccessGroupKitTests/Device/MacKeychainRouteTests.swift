import Foundation
import Testing

@testable import AccessGroupKit

/// `SecItemCategorizeQuery` (§2.10) as a table.
@Suite("MacKeychainRoute")
struct MacKeychainRouteTests {
  static let persistentReference = Data("genp".utf8) + Data(repeating: 7, count: 16)

  @Test(
    arguments: [
      (["class": "genp"], MacKeychainRoute.both),
      (["class": "genp", "nleg": true], .dataProtection),
      (["class": "genp", "nleg": false], .fileBased),
      (["class": "genp", "nleg": "1"], .dataProtection),
      (["class": "genp", "nleg": "yes"], .fileBased),
      (["class": "genp", "sync": true], .dataProtection),
      (["class": "genp", "sync": "syna"], .both),
      (["class": "genp", "agrp": "com.apple.token"], .dataProtection),
      (["class": "genp", "agrp": "SKMME9E2Y8.com.example"], .both),
      (["class": "keys", "tkid": "token"], .dataProtection),
      (["class": "genp", "u_Keychain": "login"], .fileBased),
      (["class": "genp", "acls": "access"], .fileBased),
      (["svce": "api"], .fileBased),
      (["class": "genp", "ggrp": "group"], .dataProtection),
      (["class": "genp", "ggrp": "group", "nleg": false], .invalid),
      (["class": "genp", "sync": true, "u_Keychain": "login"], .invalid),
      (["v_PersistentRef": persistentReference], .dataProtection),
      (["class": "genp", "v_PersistentRef": Data([1, 2, 3])], .fileBased),
    ] as [([String: any Sendable], MacKeychainRoute)])
  func dictionariesAreRoutedAsTheShimRoutesThem(
    dictionary: [String: any Sendable], route: MacKeychainRoute
  ) {
    let request = SecItemDictionary.request(from: dictionary)
    #expect(MacKeychainRoute(request) == route)
    #expect(request.entries.count == dictionary.count)
  }

  @Test(arguments: [
    (InputValue.integer(2), Int64(2)), (.bool(true), 1), (.string("12"), 12),
    (.string("012"), 0), (.string("syna"), 0), (.data(Data([1])), 0),
  ])
  func readNumberReadsOnlyCanonicalNumbers(value: InputValue, number: Int64) {
    #expect(MacKeychainRoute.readNumber(value) == number)
    #expect(MacKeychainRoute.readNumber(value) >= 0)
  }
}
