import AccessGroupKit
import Foundation

/// `--contained`: the mode for changes from others, such as pull requests, where the
/// project itself is untrusted.
///
/// By default a project may reach files anywhere, as in Xcode: an `#include` of
/// `../Shared.xcconfig`, an absolute `CODE_SIGN_ENTITLEMENTS`, a workspace's `absolute:`
/// reference, a scenario's `entitlementsFile`. With `--contained`, every file read must lie
/// (symbolic links followed) inside the inputs' root: for each FILE, the git work tree that
/// holds it, or its folder when it is in none. Anything else is exit 2, naming the file.
enum Containment {
  /// `--contained`.
  static let option: Option<Bool> = .flag(
    "contained",
    "Read no file outside the inputs' root (their git work tree or folder); for untrusted "
      + "changes.")

  /// Runs `body` confined to the inputs' roots when `--contained` was given.
  ///
  /// - Parameters:
  ///   - arguments: The parsed arguments; their positional FILEs are the inputs (the
  ///     current directory when there are none).
  ///   - currentDirectory: What relative paths are resolved against.
  ///   - body: The command.
  /// - Returns: What `body` returns.
  static func run<Result>(
    _ arguments: ParsedArguments, currentDirectory: URL, _ body: () -> Result
  ) -> Result {
    guard arguments[option] else { return body() }
    let inputs = arguments.positionals.filter { $0 != "-" }.map {
      URL(commandLinePath: $0, relativeTo: currentDirectory)
    }
    let folders =
      inputs.isEmpty
      ? [currentDirectory.standardizedFileURL] : inputs.map { $0.deletingLastPathComponent() }
    return InputFile.confining(to: folders.map(root), body)
  }

  /// The git work tree holding `folder`, or `folder` itself when it is in none.
  static func root(of folder: URL) -> URL {
    var candidate = folder.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      guard parent.path != candidate.path, candidate.path != "/" else { return folder }
      candidate = parent
    }
  }
}
