import AccessGroupKit
import Foundation

/// `--build-settings-json FILE`: the output of `xcodebuild -showBuildSettings -json`, Xcode's
/// own values for each target, as the source of targets and their settings.
struct BuildSettingsJSONInput {
  /// `--build-settings-json FILE`.
  static let option: Option<String?> = .value(
    "build-settings-json", "FILE", "xcodebuild -showBuildSettings -json output; - for stdin.")

  /// The entries, in the order given.
  var targets: [ShowBuildSettingsTarget]

  /// Where relative entitlements paths are looked for when the project's own folder does
  /// not exist here: the JSON file's folder, or the current directory for standard input.
  var directory: URL

  /// The file as given, or `standard input`, for messages.
  var source: String

  /// Reads the option's file, or returns `nil` when the option was not given.
  ///
  /// - Parameters:
  ///   - arguments: The parsed command line.
  ///   - context: Where the command runs; `-` reads its standard input.
  ///   - configuration: `--configuration`, when given: the settings must be for it.
  /// - Throws: ``BadInput`` naming the file and what is wrong in it.
  static func read(
    _ arguments: ParsedArguments, _ context: CommandContext, configuration: String?
  ) throws(BadInput) -> Self? {
    guard let path = arguments[Self.option] else { return nil }
    let data: Data
    let directory: URL
    let source: String
    if path == "-" {
      data = context.readStandardInput()
      guard data.count <= InputFile.maximumStreamSize else {
        throw BadInput(
          message:
            "standard input: it is more than the \(InputFile.maximumStreamSize) bytes read from a stream"
        )
      }
      directory = context.currentDirectory
      source = "standard input"
    } else {
      let url = URL(commandLinePath: path, relativeTo: context.currentDirectory)
      do throws(InputFileRefusal) {
        data = try InputFile.contents(of: url)
      } catch {
        throw BadInput(message: "\(path): cannot read the file: \(error.reason)")
      }
      directory = url.deletingLastPathComponent()
      source = path
    }
    let targets: [ShowBuildSettingsTarget]
    do {
      // The tool's own environment: a setting it also holds came from there, not the
      // project.
      targets = try ShowBuildSettingsReader.read(
        consume data, environment: .drop(environment: context.environment))
    } catch {
      throw BadInput(message: "\(source): \(error)")
    }
    if let configuration {
      for target in targets {
        if let built = target.configuration, built != configuration {
          throw BadInput(
            message: "\(source): target \(target.name) has the \(built) configuration, not "
              + "\(configuration); run xcodebuild with -configuration \(configuration), or "
              + "leave out --configuration")
        }
      }
    }
    return Self(targets: targets, directory: directory, source: source)
  }

  /// The entry for a target.
  ///
  /// - Parameter name: `--target`, or `nil` when the output must hold exactly one target.
  /// - Throws: ``BadInput`` when there is no such target, or several and none was named.
  func target(named name: String?) throws(BadInput) -> ShowBuildSettingsTarget {
    let names = ShortList.joined(targets.map(\.name))
    guard let name else {
      guard targets.count == 1, let only = targets.first else {
        throw BadInput(
          message: "\(source) has \(targets.count) targets (\(names)); choose one with "
            + "--target NAME")
      }
      return only
    }
    guard let target = targets.first(where: { $0.name == name }) else {
      throw BadInput(
        message: "\(source) has no target named '\(name.excerpted)' (targets: \(names))")
    }
    return target
  }

  /// A target as a family member with the entitlements its `CODE_SIGN_ENTITLEMENTS` names.
  ///
  /// - Parameter target: An entry that has `CODE_SIGN_ENTITLEMENTS`.
  /// - Throws: ``BadInput`` when it has none, or the file cannot be found or read.
  func member(_ target: ShowBuildSettingsTarget) throws(BadInput) -> FamilyMember {
    var files = EntitlementsFiles()
    return try member(target, files: &files)
  }

  /// Each target as a family member (see ``member(_:)``), in order. Targets often share one
  /// entitlements file, and a generated output may list tens of thousands: each file is found,
  /// read and looked through for setting references once.
  func members(
    _ targets: [ShowBuildSettingsTarget], files: inout EntitlementsFiles
  ) throws(BadInput) -> [FamilyMember] {
    var members: [FamilyMember] = []
    members.reserveCapacity(targets.count)
    for target in targets { members.append(try member(target, files: &files)) }
    return members
  }

  /// The entitlements files targets named, as far as they were found and read.
  struct EntitlementsFiles {
    /// A `CODE_SIGN_ENTITLEMENTS` as written, with the project folder it is relative to.
    struct Reference: Hashable {
      var written: String
      var projectDirectory: String?
    }

    /// A file read, with the settings its entitlements refer to.
    struct Read {
      var document: EntitlementsDocument
      var references: [String]
    }

    /// Where each reference was found.
    fileprivate var located: [Reference: URL] = [:]
    /// Each file read, by path.
    fileprivate var read: [String: Read] = [:]

    /// How many files were read.
    var readCount: Int { read.count }
  }

  private func member(
    _ target: ShowBuildSettingsTarget, files: inout EntitlementsFiles
  ) throws(BadInput) -> FamilyMember {
    guard let written = target.entitlementsPath else {
      throw BadInput(
        message: "\(source): target \(target.name) has no CODE_SIGN_ENTITLEMENTS; give its "
          + "entitlements file as FILE")
    }
    let reference = EntitlementsFiles.Reference(
      written: written, projectDirectory: target.projectDirectory)
    let url: URL
    if let located = files.located[reference] {
      url = located
    } else {
      let candidates = target.entitlementsCandidates(fallbackDirectory: directory) { path in
        FileManager.default.fileExists(atPath: path)
      }
      guard let found = candidates.first, FileManager.default.fileExists(atPath: found.path) else {
        let tried = ShortList.joined(candidates.map(\.path))
        throw BadInput(
          message: "\(source): target \(target.name.excerpted)'s CODE_SIGN_ENTITLEMENTS "
            + "'\(written.excerpted)' was "
            + "not found (looked for \(tried)); run from the project's folder, or give the "
            + "file as FILE")
      }
      url = found
      files.located[reference] = found
    }
    let read: EntitlementsFiles.Read
    if let known = files.read[url.path] {
      read = known
    } else {
      do {
        let document = try EntitlementsLoader.load(contentsOf: url)
        read = EntitlementsFiles.Read(
          document: document,
          references: ShowBuildSettingsTarget.settingReferences(in: document.entitlements))
      } catch {
        throw BadInput(message: error.description)
      }
      files.read[url.path] = read
    }
    try checkNoDroppedSetting(target, among: read.references)
    return member(target, document: read.document, path: Self.display(url, written))
  }

  /// A target as a family member with entitlements read from elsewhere, with the settings
  /// the reader kept (none from xcodebuild's environment).
  ///
  /// - Throws: ``BadInput`` naming the variable when the entitlements refer to such a
  ///   setting, never its value.
  func settingsMember(
    _ target: ShowBuildSettingsTarget, document: EntitlementsDocument, path: String
  ) throws(BadInput) -> FamilyMember {
    try checkNoDroppedSetting(
      target, among: ShowBuildSettingsTarget.settingReferences(in: document.entitlements))
    return member(target, document: document, path: path)
  }

  /// Throws ``BadInput`` naming the first of `references` the reader dropped, never its value.
  private func checkNoDroppedSetting(
    _ target: ShowBuildSettingsTarget, among references: [String]
  ) throws(BadInput) {
    do {
      try target.checkNoDroppedSetting(among: references)
    } catch {
      var message = "\(source): \(error)"
      if case .environmentSetting(_, let name, _) = error {
        message += "; define it with --setting \(name)=VALUE"
      }
      throw BadInput(message: message)
    }
  }

  private func member(
    _ target: ShowBuildSettingsTarget, document: EntitlementsDocument, path: String
  ) -> FamilyMember {
    FamilyMember(
      name: target.name, entitlementsPath: path, source: .written(document),
      settings: target.settings, platform: target.platform, productType: target.productType,
      configuration: target.configuration)
  }

  /// The path as written when it is absolute and was found there; the found path otherwise.
  private static func display(_ url: URL, _ written: String) -> String {
    written.hasPrefix("/") && url.path == written ? written : url.path
  }
}
