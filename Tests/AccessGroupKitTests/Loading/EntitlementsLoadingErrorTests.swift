import Testing

@testable import AccessGroupKit

@Suite("Entitlements loading error")
struct EntitlementsLoadingErrorTests {
  @Test(arguments: [
    (
      EntitlementsLoadingError.unreadable(file: "a", reason: "no such file"),
      "a: the file cannot be read: no such file"
    ),
    (.emptyFile(file: "b"), "b: the file is empty"),
    (
      .malformedPropertyList(file: "c", reason: "Encountered unexpected EOF"),
      "c: the property list is malformed: Encountered unexpected EOF"
    ),
    (
      .notADictionary(file: "d", found: "array"),
      "d: the property list's top level is an array, not a dictionary"
    ),
    (
      .notADictionary(file: "d", found: "string"),
      "d: the property list's top level is a string, not a dictionary"
    ),
    (
      .malformedProvisioningProfile(file: "e", reason: "at offset 4: bad"),
      "e: the provisioning profile is malformed: at offset 4: bad"
    ),
    (
      .missingPropertyList(file: "f"),
      "f: the provisioning profile's signed data holds no property list (no eContent)"
    ),
    (.unsupportedFormat(file: "g", reason: "listing"), "g: unsupported format: listing"),
  ])
  func descriptionStartsWithTheFileAndSaysWhatIsWrong(
    _ error: EntitlementsLoadingError, _ expected: String
  ) {
    #expect(error.description == expected)
    #expect(expected.hasPrefix(error.file + ": "))
  }

  @Test func errorsAreSendableAndHashable() {
    let error: any Error & Sendable = EntitlementsLoadingError.emptyFile(file: "x")

    #expect(error as? EntitlementsLoadingError == .emptyFile(file: "x"))
    #expect(
      Set([EntitlementsLoadingError.emptyFile(file: "x"), .emptyFile(file: "x")]).count == 1)
  }
}
