import Foundation
import Testing

/// The generated Swift files are what the generator makes from the checked-in data files.
@Suite struct GeneratedSecurityTablesTests {
  @Test("Every generated Security table matches the data files", arguments: 0..<5)
  func generatedFileIsCurrent(_ index: Int) throws {
    let generator = SecurityTablesGenerator(data: try AppleSecurityData.load())
    let file = generator.files[index]
    let url = AppleSecurityData.root.appendingPathComponent(file.path)
    if ProcessInfo.processInfo.environment["ACCESSGROUPKIT_WRITE_GENERATED"] == "1" {
      try file.text.write(to: url, atomically: true, encoding: .utf8)
    }
    let current = try? String(contentsOf: url, encoding: .utf8)
    #expect(
      current == file.text,
      "\(file.path) is out of date: run Scripts/generate-security-tables.sh")
  }
}
