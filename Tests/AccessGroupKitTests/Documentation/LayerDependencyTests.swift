import Foundation
import Testing

/// The rule of `ARCHITECTURE.md`: a layer uses only the layers below it. The test reads the
/// source folders, finds which layer declares each type, and fails when a file names a type
/// of a layer above its own.
@Suite struct LayerDependencyTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/AccessGroupKit")

  /// The keychain's layers, bottom first, each with its folders.
  static let keychainLayers: [(name: String, folders: [String])] = [
    ("model", ["Keychain/Model", "Keychain/Certificates", "Status", "AppleSecurity"]),
    ("schema", ["Keychain/Schema"]),
    ("storage", ["Keychain/Storage"]),
    ("rules", ["Keychain/Rules", "Keychain/Dictionary", "Keychain/Diagnostics"]),
    ("API", ["Keychain/API", "Keychain/Snapshot"]),
  ]

  /// One source file: its folder, relative to the target, and its code without comments
  /// and string literals (a type named in prose is no dependency).
  struct SourceFile {
    var path: String
    var folder: String
    var code: String
  }

  static func sourceFiles() throws -> [SourceFile] {
    let root = sources.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [SourceFile] = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
      let folder = (path as NSString).deletingLastPathComponent
      files.append(SourceFile(path: path, folder: folder, code: Self.code(of: text)))
    }
    return files
  }

  /// `text` without comments and string literals.
  static func code(of text: String) -> String {
    var code = text
    for pattern in [
      #"//[^\n]*"#, #"/\*[\s\S]*?\*/"#, #"\"\"\"[\s\S]*?\"\"\""#, #""(?:\\.|[^"\\\n])*""#,
    ] {
      code = code.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return code
  }

  /// The capitalised identifiers of `code`.
  static func names(in code: String) -> Set<String> {
    let regex = try! NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
    let range = NSRange(code.startIndex..., in: code)
    return Set(
      regex.matches(in: code, range: range).compactMap {
        Range($0.range, in: code).map { String(code[$0]) }
      })
  }

  /// The folder that declares each top-level type.
  static func declaringFolders(_ files: [SourceFile]) -> [String: String] {
    let regex = try! NSRegularExpression(
      pattern:
        #"^(?:(?:public|package|internal|private|fileprivate|final|indirect|open)\s+)*"#
        + #"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z][A-Za-z0-9_]*)"#,
      options: .anchorsMatchLines)
    var folders: [String: String] = [:]
    for file in files {
      let range = NSRange(file.code.startIndex..., in: file.code)
      for match in regex.matches(in: file.code, range: range) {
        guard let name = Range(match.range(at: 1), in: file.code) else { continue }
        folders[String(file.code[name])] = file.folder
      }
    }
    return folders
  }

  static func keychainLayer(of folder: String) -> Int? {
    keychainLayers.firstIndex { $0.folders.contains(folder) }
  }

  @Test("no keychain file names a type of a layer above its own")
  func keychainLayersDependDownwardOnly() throws {
    let files = try Self.sourceFiles()
    let folders = Self.declaringFolders(files)
    #expect(Set(Self.keychainLayers.flatMap(\.folders)).isSubset(of: Set(files.map(\.folder))))
    var violations: [String] = []
    for file in files {
      guard let layer = Self.keychainLayer(of: file.folder) else { continue }
      for name in Self.names(in: file.code).sorted() {
        guard let folder = folders[name], let other = Self.keychainLayer(of: folder),
          other > layer
        else { continue }
        violations.append(
          "\(file.path) (\(Self.keychainLayers[layer].name)) names \(name) "
            + "(\(Self.keychainLayers[other].name))")
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test("the entitlements readers do not use the built-product readers")
  func entitlementsDoNotDependOnProducts() throws {
    let files = try Self.sourceFiles()
    let folders = Self.declaringFolders(files)
    var violations: [String] = []
    for file in files where file.folder.hasPrefix("Entitlements") {
      for name in Self.names(in: file.code).sorted()
      where folders[name]?.hasPrefix("Products") == true {
        violations.append("\(file.path) names \(name) (Products)")
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test("the layer test finds a type named above its layer")
  func detectsAnUpwardName() {
    let files = [
      SourceFile(
        path: "Keychain/Model/A.swift", folder: "Keychain/Model", code: "struct A { var b: B }"),
      SourceFile(
        path: "Keychain/API/B.swift", folder: "Keychain/API", code: "struct B { var a: A }"),
    ]
    let folders = Self.declaringFolders(files)
    #expect(folders == ["A": "Keychain/Model", "B": "Keychain/API"])
    #expect(Self.names(in: Self.code(of: "let x = B() // names C\nlet s = \"D\"")) == ["B"])
  }
}
