import AccessGroupKit
import Testing

@Suite struct StatusExplanationTests {
  /// Every status of §6 (public table, then the private ones with their own values).
  static let specStatuses: [(String, Int32)] = [
    ("errSecSuccess", 0), ("errSecUnimplemented", -4), ("errSecIO", -36),
    ("errSecParam", -50), ("errSecAllocate", -108), ("errSecUserCanceled", -128),
    ("errSecBadReq", -909), ("errSecInternalComponent", -2070),
    ("errSecNotAvailable", -25291), ("errSecReadOnly", -25292), ("errSecAuthFailed", -25293),
    ("errSecDuplicateItem", -25299), ("errSecItemNotFound", -25300),
    ("errSecDataTooLarge", -25302), ("errSecNoSuchAttr", -25303),
    ("errSecInvalidItemRef", -25304), ("errSecNoSuchClass", -25306),
    ("errSecInteractionNotAllowed", -25308), ("errSecReadOnlyAttr", -25309),
    ("errSecInteractionRequired", -25315), ("errSecDataNotAvailable", -25316),
    ("errSecNoAccessForItem", -25243), ("errSecInvalidOwnerEdit", -25244),
    ("errSecDecode", -26275), ("errSecMissingEntitlement", -34018),
    ("errSecRestrictedAPI", -34020), ("errSecInvalidValue", -67694),
    ("errSecNotTrusted", -67843), ("errSecMissingValue", -67871),
    ("errSecInternal", -26276), ("errSecAuthNeeded", -25330), ("errSecUpgradePending", -34019),
  ]

  @Test(arguments: specStatuses)
  func everySpecStatusIsExplainedForEveryCall(_ name: String, _ value: Int32) throws {
    let explanation = try #require(StatusExplanation(parsing: String(value)))
    #expect(explanation.status.rawValue == value)
    #expect(explanation.status.name == name)
    #expect(explanation.isKnown)
    #expect(explanation.message == KeychainStatus(rawValue: value).message)
    #expect(!explanation.summary.isEmpty)
    for call in KeychainCall.allCases {
      let meaning = try #require(explanation.meaning(for: call))
      #expect(!meaning.isEmpty)
    }
    #expect(!explanation.causes.isEmpty)
    #expect(explanation.causes.allSatisfy { !$0.cause.isEmpty && !$0.check.isEmpty })
    #expect(!explanation.references.isEmpty)
    let text = explanation.text
    #expect(text.hasPrefix("\(name) (\(value))\nMessage: \(explanation.message)\n"))
    for call in KeychainCall.allCases { #expect(text.contains("  \(call.functionName):")) }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 })
  }

  @Test(arguments: specStatuses)
  func namesFindTheSameStatusAsNumbers(_ name: String, _ value: Int32) throws {
    let byName = try #require(StatusExplanation(parsing: name))
    #expect(byName == StatusExplanation(status: KeychainStatus(rawValue: value)))
  }

  @Test func everyKnownStatusHasAnExplanation() {
    for status in KeychainStatus.allKnown {
      #expect(StatusExplanation(status: status).isKnown, "\(status)")
    }
    #expect(KeychainStatus.allKnown.count == Self.specStatuses.count)
  }

  @Test(arguments: [
    ("errSecItemIllegalQuery", Int32(-50)), ("errSecMatchLimitUnsupported", -50),
    ("errSecUnsupportedOperation", -4), ("errSecInvalidCertificate", -26275),
  ])
  func privateAliasesExplainTheStatusTheyEqual(_ alias: String, _ value: Int32) throws {
    let explanation = try #require(StatusExplanation(parsing: alias))
    #expect(explanation.status.rawValue == value)
    #expect(explanation.aliases.contains(alias))
    #expect(explanation.text.contains(alias))
  }

  @Test func missingEntitlementNamesForeignGroupsAndEmptyLists() {
    let explanation = StatusExplanation(status: .missingEntitlement)
    #expect(explanation.message == "A required entitlement isn't present.")
    #expect(explanation.meaning(for: .add)?.contains("kSecAttrAccessGroup") == true)
    #expect(explanation.meaning(for: .copyMatching)?.contains("empty") == true)
    #expect(explanation.references.contains("§1.6"))
  }

  @Test func restrictedAPIIsAboutAppClips() {
    let explanation = StatusExplanation(status: .restrictedAPI)
    #expect(explanation.summary.contains("App Clip"))
    #expect(explanation.causes.contains { $0.check.contains("app-clip-groups-refused") })
  }

  @Test func unknownNumberIsExplainedAsUnknown() throws {
    let explanation = try #require(StatusExplanation(parsing: "12345"))
    #expect(!explanation.isKnown)
    #expect(explanation.status.rawValue == 12345)
    #expect(explanation.message == "OSStatus 12345")
    #expect(explanation.meaning(for: .add) == nil)
    #expect(explanation.text.hasPrefix("OSStatus 12345\n"))
    #expect(explanation.text.contains("not a keychain status the simulation knows"))
  }

  @Test(
    "Every known status written without its minus sign suggests that status",
    arguments: KeychainStatus.allKnown.filter { $0.rawValue < 0 })
  func aStatusWithoutItsMinusSignSuggestsIt(_ status: KeychainStatus) throws {
    let explanation = try #require(StatusExplanation(parsing: String(-status.rawValue)))
    let name = try #require(status.name)
    #expect(!explanation.isKnown)
    #expect(explanation.summary.hasPrefix("Did you mean \(status.rawValue), \(name)? "))
    #expect(explanation.causes.first?.cause == "The minus sign was dropped")
    #expect(
      explanation.causes.first?.check.contains("look up \(status.rawValue) (\(name))") == true)
    #expect(explanation.summary.contains("not a keychain status the simulation knows"))
    #expect(explanation.text.hasPrefix("OSStatus \(-status.rawValue)\nMessage: "))
  }

  @Test("A positive number that is no status with its minus sign suggests nothing")
  func anUnrelatedPositiveNumberSuggestsNothing() throws {
    let explanation = try #require(StatusExplanation(parsing: "12345"))
    #expect(!explanation.summary.contains("Did you mean"))
    #expect(explanation.causes.map(\.cause) == ["The number comes from another API"])
  }

  @Test(arguments: ["bogus", "errSecNope", "", "-"])
  func wordsThatAreNeitherNumbersNorNamesAreRejected(_ text: String) {
    #expect(StatusExplanation(parsing: text) == nil)
  }

  @Test func jsonHasSortedKeysAndEveryCall() throws {
    let json = StatusExplanation(status: .itemNotFound).json
    let keys = [
      "aliases", "calls", "causes", "known", "message", "name", "references",
      "status", "summary",
    ]
    var position = json.startIndex
    for key in keys {
      let range = try #require(json.range(of: "\"\(key)\":", range: position..<json.endIndex))
      position = range.upperBound
    }
    for call in KeychainCall.allCases { #expect(json.contains("\"\(call.functionName)\":")) }
    #expect(json.contains("\"status\": -25300"))
  }
}
