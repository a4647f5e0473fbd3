import AccessGroupKit
import Foundation

/// The seed files of input-file fuzzing: the real corpus in `Fixtures`, converted to every
/// format the loaders read, plus hand-written `.xcconfig` seeds.
enum FileFuzzSeeds {
  /// One seed.
  struct Seed: Sendable {
    var name: String
    var bytes: [UInt8]
  }

  /// The `Fixtures` folder in the test bundle.
  static var fixtures: URL? { Bundle.module.url(forResource: "Fixtures", withExtension: nil) }

  /// Every file under `Fixtures/<folder>` whose name ends with one of `suffixes`.
  static func files(in folder: String, suffixes: [String]) -> [Seed] {
    guard let root = fixtures?.appendingPathComponent(folder),
      let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    else { return [] }
    var seeds: [Seed] = []
    for case let url as URL in enumerator
    where suffixes.contains(where: { url.lastPathComponent.hasSuffix($0) }) {
      if let data = try? Data(contentsOf: url) {
        seeds.append(Seed(name: url.lastPathComponent, bytes: Array(data)))
      }
    }
    return seeds.sorted { $0.name < $1.name }
  }

  /// XML and binary property lists, provisioning profiles and `codesign` output.
  static let entitlements: [Seed] = {
    let xml = files(in: "Corpus", suffixes: [".entitlements", ".extracted.plist"])
    let profiles = files(in: "Corpus", suffixes: [".provisionprofile", ".mobileprovision"])
    var seeds = xml + profiles
    for seed in xml {
      if let object = try? PropertyListSerialization.propertyList(
        from: Data(seed.bytes), format: nil),
        let binary = try? PropertyListSerialization.data(
          fromPropertyList: object, format: .binary, options: 0)
      {
        seeds.append(Seed(name: seed.name + ".bplist", bytes: Array(binary)))
      }
      let executable = Array("Executable=/Applications/App.app/Contents/MacOS/App\n".utf8)
      seeds.append(Seed(name: seed.name + ".codesign.txt", bytes: executable + seed.bytes))
      let length = UInt32(seed.bytes.count + 8)
      let header: [UInt8] =
        [0xFA, 0xDE, 0x71, 0x71] + withUnsafeBytes(of: length.bigEndian, Array.init)
      seeds.append(
        Seed(name: seed.name + ".codesign.blob", bytes: executable + header + seed.bytes))
    }
    return seeds
  }()

  /// Provisioning profiles only.
  static let profiles: [Seed] = files(
    in: "Corpus", suffixes: [".provisionprofile", ".mobileprovision"])

  /// Scenario JSON files.
  static let scenarios: [Seed] = files(in: "Scenarios", suffixes: [".json"])

  /// `.xcconfig` text in the shapes Xcode projects use.
  static let xcconfigs: [Seed] = [
    """
    // Shared settings
    #include? "Signing.xcconfig"
    DEVELOPMENT_TEAM = SKMME9E2Y8
    PRODUCT_NAME = My App
    BASE_BUNDLE_IDENTIFIER = com.example.$(PRODUCT_NAME:rfc1034identifier)
    PRODUCT_BUNDLE_IDENTIFIER = $(BASE_BUNDLE_IDENTIFIER).ios
    APP_GROUP = group.$(BASE_BUNDLE_IDENTIFIER)
    KEYCHAIN_GROUP = $(AppIdentifierPrefix)$(BASE_BUNDLE_IDENTIFIER).shared;
    OTHER_SWIFT_FLAGS = $(inherited) -DDEBUG \\
      -Onone
    CODE_SIGN_ENTITLEMENTS[sdk=iphoneos*] = App/App.entitlements
    FLAGS = $(FLAGS) -v
    URL = http://example.com
    """,
    """
    A = $(B)
    B = $(C:lower)
    C = ${D}x
    D = $(E:default=fallback)
    TEAM_ID = $(DEVELOPMENT_TEAM)
    """,
    "#include \"Missing.xcconfig\"\nX = 1\n",
  ].enumerated().map { Seed(name: "Seed\($0.offset).xcconfig", bytes: Array($0.element.utf8)) }

  /// Raw entitlements that reference build settings, for expanding with fuzzed settings.
  static let rawEntitlements = Entitlements([
    .applicationIdentifier: .string("$(AppIdentifierPrefix)$(PRODUCT_BUNDLE_IDENTIFIER)"),
    .keychainAccessGroups: .array([
      .string("$(AppIdentifierPrefix)$(BASE_BUNDLE_IDENTIFIER).shared"),
      .string("$(KEYCHAIN_GROUP)"),
    ]),
    .applicationGroups: .array([.string("$(APP_GROUP)"), .string("group.$(A)")]),
    .teamIdentifier: .string("$(TeamIdentifierPrefix)"),
  ])

  /// Store snapshots (``AccessGroupKit/ItemStore/exportSnapshot()``) after stress runs.
  static let snapshots: [Seed] = ([0x51, 0x52, 0x53] as [UInt64]).map { seed in
    var run = StressRun(seed: seed)
    _ = run.run(steps: 40)
    return Seed(name: "snapshot-\(seed).json", bytes: Array(run.store.exportSnapshot()))
  }
}
