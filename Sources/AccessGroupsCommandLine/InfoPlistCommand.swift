import AccessGroupKit
import Foundation

extension Command {
  /// `accessgroups info-plist [--bundle-id ID | --project PATH --target NAME] [--output PATH]`:
  /// the `Info.plist` that gives `swift test` on Linux a main-bundle identifier.
  static var infoPlist: Command {
    Command(
      name: "info-plist",
      summary: "Write the Info.plist that gives swift test on Linux a bundle identifier.",
      usage:
        "info-plist [--bundle-id ID | --project PATH | --workspace PATH --target NAME "
        + "[--configuration NAME]] [--output PATH]",
      discussion: """
        Under 'swift test' on Linux, Bundle.main.bundleIdentifier is nil: there is no host
        app, and Foundation reads the main bundle's Info.plist from the folder of the test
        executable. Keychain wrappers take their default service from it (some force-unwrap
        it). Write this file next to the test executable once after building:
          swift run accessgroups info-plist --bundle-id com.example.app \\
            --output "$(swift build --show-bin-path)"
        ID defaults to ACCESSGROUPKIT_BUNDLE_ID, the bundle ID the simulated app uses. PATH
        is a folder (the file is PATH/Info.plist) or a file; without it the property list
        goes to standard output.
        With --project or --workspace and --target, the bundle ID is the target's (in
        CONFIGURATION, Debug by default), and the command prints the ACCESSGROUPKIT_*
        variables that make SimulatedSecurity run as that app (team, bundle ID, expanded
        keychain and app groups, platform) as 'export' lines, after a comment with the
        access groups; the property list goes only to --output:
          eval "$(swift run accessgroups info-plist --project App.xcodeproj --target App \
            --output "$(swift build --show-bin-path)")"
        """,
      options: [
        InfoPlistCommand.bundleID,
        InfoPlistCommand.project,
        InfoPlistCommand.workspace,
        InfoPlistCommand.target,
        InfoPlistCommand.configuration,
        InfoPlistCommand.output,
      ],
      run: { arguments, context in InfoPlistCommand.run(arguments, &context) }
    )
  }
}

/// The steps of `accessgroups info-plist`: choose the identifier, check it, write the file.
enum InfoPlistCommand {
  /// `--bundle-id ID`.
  static let bundleID: Option<String?> = .value(
    "bundle-id", "ID", "The CFBundleIdentifier (default: $ACCESSGROUPKIT_BUNDLE_ID).")

  /// `--output PATH`.
  static let output: Option<String?> = .value(
    "output", "PATH", "A folder or file to write; standard output when omitted.")

  static func run(_ arguments: ParsedArguments, _ context: inout CommandContext) -> ExitCode {
    guard arguments.positionals.isEmpty else {
      return context.fail(
        "info-plist takes no FILE; unexpected '\(arguments.positionals.joined(separator: " "))'")
    }
    let host: XcodeSignedTarget?
    do throws(BadInput) {
      host = try hostTarget(arguments, context)
    } catch {
      return context.fail(error.message, details: error.details)
    }
    if let host {
      if arguments[Self.bundleID] != nil {
        return context.fail("--bundle-id cannot be used with --project or --workspace")
      }
      return writeHost(host, arguments, &context)
    }
    let variable = context.environment["ACCESSGROUPKIT_BUNDLE_ID"]
    guard let bundleID = arguments[Self.bundleID] ?? variable.flatMap(nonEmpty) else {
      return context.fail(
        "info-plist needs a bundle identifier: pass --bundle-id or set ACCESSGROUPKIT_BUNDLE_ID")
    }
    if let problem = problem(with: bundleID) {
      return context.fail("'\(bundleID.excerpted)' is not a bundle identifier: \(problem)")
    }
    let text = propertyList(bundleID: bundleID)
    guard let path = arguments[Self.output] else {
      context.output += text
      return .success
    }
    guard let url = write(text, to: path, &context) else { return .badInput }
    context.print("Wrote \(url.path) with CFBundleIdentifier \(bundleID).")
    return .success
  }

  /// Prints the host target's variables and writes its property list to `--output`.
  private static func writeHost(
    _ host: XcodeSignedTarget, _ arguments: ParsedArguments, _ context: inout CommandContext
  ) -> ExitCode {
    if let problem = problem(with: host.bundleID) {
      return context.fail(
        "\(host.name.excerpted)'s bundle identifier '\(host.bundleID.excerpted)' is not valid: "
          + problem)
    }
    if let path = arguments[Self.output] {
      let text = propertyList(bundleID: host.bundleID)
      guard let url = write(text, to: path, &context) else { return .badInput }
      context.print("# Wrote \(url.path) with CFBundleIdentifier \(host.bundleID).")
    } else {
      context.print("# No --output: no Info.plist written.")
    }
    for line in environmentLines(for: host) { context.print(line) }
    return .success
  }

  /// Writes `text` to the file `path` names (`PATH/Info.plist` for a folder).
  ///
  /// - Returns: The file written, or `nil` after reporting why it could not be.
  private static func write(
    _ text: String, to path: String, _ context: inout CommandContext
  ) -> URL? {
    var url = URL(commandLinePath: path, relativeTo: context.currentDirectory)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      url.appendPathComponent("Info.plist")
    }
    do {
      try Data(text.utf8).write(to: url)
    } catch {
      _ = context.fail("cannot write \(url.path): \(error.localizedDescription)")
      return nil
    }
    return url
  }

  /// Why `bundleID` is not a valid `CFBundleIdentifier` (letters, digits, `-` and `.`, as
  /// Apple documents it), or `nil` when it is.
  static func problem(with bundleID: String) -> String? {
    if bundleID.isEmpty { return "it is empty" }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.")
    if let bad = bundleID.first(where: { !allowed.contains($0) }) {
      return "'\(String(bad).excerpted)' is not allowed (only letters, digits, '-' and '.')"
    }
    return nil
  }

  /// An XML property list with the identifier, escaped for XML.
  static func propertyList(bundleID: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleIdentifier</key>
    \t<string>\(bundleID)</string>
    </dict>
    </plist>

    """
  }

  private static func nonEmpty(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
