// Foundation has `Process` only on macOS, Linux and Windows.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Testing

  /// Finds and runs the built `accessgroups` executable.
  ///
  /// The executable sits in the build products directory next to the test bundle:
  /// on Linux the tests run as `<products>/AccessGroupKitPackageTests.xctest`, so the products
  /// directory is `Bundle.main.bundleURL` (or its parent); on macOS the `.xctest` bundle is in
  /// the products directory. The resource bundle of this target is always there too.
  enum BuiltTool {
    /// Where the executable may be, most likely first.
    static var candidates: [URL] {
      var directories: [URL] = []
      if let override = ProcessInfo.processInfo.environment["ACCESSGROUPS_EXECUTABLE"] {
        return [URL(fileURLWithPath: override)]
      }
      directories.append(Bundle.module.bundleURL.deletingLastPathComponent())
      for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        directories.append(bundle.bundleURL.deletingLastPathComponent())
      }
      directories.append(Bundle.main.bundleURL)
      directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
      return directories.map { $0.appendingPathComponent("accessgroups") }
    }

    /// The executable's URL.
    static func executable() throws -> URL {
      let found = candidates.first { url in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
          && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
      }
      let searched = candidates.map(\.path).joined(separator: ", ")
      return try #require(
        found,
        """
        the built accessgroups executable was not found (looked at \(searched)); \
        run 'swift build' first or set ACCESSGROUPS_EXECUTABLE
        """)
    }

    /// Runs the executable in the fixtures directory and waits for it; `standardInput`, when
    /// given, is what the process reads from standard input, and `standardInputPath` a file
    /// it reads standard input from instead.
    static func run(
      _ arguments: [String], standardInput: String? = nil, standardInputPath: String? = nil
    ) throws -> ToolRun {
      let process = Process()
      process.executableURL = try executable()
      process.arguments = arguments
      process.currentDirectoryURL = try ToolHarness.fixtures
      let output = Pipe()
      let errors = Pipe()
      let input = Pipe()
      process.standardOutput = output
      process.standardError = errors
      if standardInput != nil { process.standardInput = input }
      if let standardInputPath {
        process.standardInput = try FileHandle(
          forReadingFrom: URL(fileURLWithPath: standardInputPath))
      }
      try process.run()
      if let standardInput {
        input.fileHandleForWriting.write(Data(standardInput.utf8))
        try input.fileHandleForWriting.close()
      }
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return ToolRun(
        exitCode: process.terminationStatus,
        output: String(decoding: outputData, as: UTF8.self),
        errors: String(decoding: errorData, as: UTF8.self))
    }
  }
#endif
