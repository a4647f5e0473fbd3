import Testing

@testable import AccessGroupKit

@Suite("Undefined settings")
struct UndefinedSettingsTests {
  /// A bare `$NAME` runs over letters, digits, `_` and `.`, as in Xcode.
  @Test(arguments: [
    ("$(A)", true), ("${A}", true), ("$(A:lower)", true), ("x.$A-y", true), ("$A.y", false),
    ("$A", true),
    ("$(AB)", false), ("${AB}", false), ("$AB", false), ("$A_B", false), ("A", false),
    ("$(B)$(A)", true),
  ])
  func referenceIsFoundOnlyForTheExactName(text: String, refers: Bool) {
    #expect(UndefinedSettings.refers(text, to: "A") == refers)
  }
}
