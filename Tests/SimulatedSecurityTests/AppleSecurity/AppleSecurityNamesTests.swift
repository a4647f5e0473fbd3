import AccessGroupKit
import Foundation
import SimulatedSecurity
import Testing

/// SimulatedSecurity declares every status, constant and access-control flag of Apple's
/// headers (the data files in `Fixtures/AppleSecurity`, derived from Apple's Security
/// sources), each with Apple's value.
@Suite struct AppleSecurityNamesTests {
  let data: AppleSecurityData

  init() throws { data = try AppleSecurityData.load() }

  @Test("The data files cover every status and constant of Apple's public headers")
  func dataFilesAreComplete() {
    #expect(data.source.contains("Security-61901"))
    #expect(data.statuses.filter { $0.header == "SecBase.h" }.count >= 450)
    #expect(data.constants.filter { $0.header == "SecItem.h" }.count >= 160)
    #expect(data.flags.count == 12)
    #expect(data.statuses.contains { $0.name == "errSecDiskFull" && $0.value == -34 })
  }

  #if !canImport(Darwin)
    @Test("Every status of Apple's headers is declared with Apple's value")
    func everyStatusIsDeclared() {
      let declared = Dictionary(
        FacadeDeclarations.statuses.map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
      let differing = data.statuses.filter { declared[$0.name] != $0.value }.map(\.name)
      #expect(differing == [])
      #expect(declared.count == data.statuses.count)
    }

    @Test("Every constant of Apple's headers is declared with Apple's string")
    func everyConstantIsDeclared() {
      let declared = Dictionary(
        FacadeDeclarations.constants.map { ($0.0, $0.1) }, uniquingKeysWith: { $1 })
      let differing = data.constants.filter { declared[$0.name] != $0.string }.map(\.name)
      #expect(differing == [])
      #expect(declared.count == data.constants.count)
    }

    @Test("Every access-control flag of Apple's header is declared with Apple's bit")
    func everyFlagIsDeclared() {
      let declared = Dictionary(
        FacadeDeclarations.flags.map { ($0.0, $0.1.rawValue) }, uniquingKeysWith: { $1 })
      let differing = data.flags.filter { declared[$0.name] != $0.value }.map(\.name)
      #expect(differing == [])
    }
  #endif

  @Test("Every status's message is the one SecCopyErrorMessageString gives")
  func everyMessageIsApples() {
    for status in data.statuses where status.header == "SecBase.h" {
      let first = data.statuses.first { $0.value == status.value }!
      #expect(KeychainStatus(rawValue: status.value).message == first.message, "\(status.name)")
      #expect(
        SecCopyErrorMessageString(status.value, nil) as String? == first.message,
        "\(status.name)")
    }
  }

  @Test("Every status name parses back to its value")
  func everyNameParses() {
    for status in data.statuses {
      #expect(KeychainStatus(parsing: status.name)?.rawValue == status.value, "\(status.name)")
    }
  }

  @Test("Scenario files know every constant with Apple's string, keys apart from values")
  func everyConstantIsAScenarioName() {
    for constant in data.constants {
      let raw =
        constant.isKey
        ? SecurityConstantNames.rawKey(named: constant.name)
        : SecurityConstantNames.rawValue(named: constant.name)
      #expect(raw == constant.string, "\(constant.name)")
    }
  }

  @Test("Every engine attribute reads its string from the constant it names")
  func everyAttributeMatchesItsConstant() {
    let strings = Dictionary(
      data.constants.map { ($0.name, $0.string) }, uniquingKeysWith: { first, _ in first })
    for (attribute, constant) in KeychainAttribute.allKnown {
      #expect(strings[constant] == attribute.rawValue, "\(constant)")
    }
  }
}
