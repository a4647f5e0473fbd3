import Foundation

/// A text stream that writes to the process's standard output or standard error.
///
/// The `accessgroups` executable passes these to
/// ``CommandLineTool/run(_:standardOutput:standardError:currentDirectory:)``.
public struct StandardStream: TextOutputStream, Sendable {
  private let handle: FileHandle

  /// The process's standard output.
  public static var output: Self { Self(handle: .standardOutput) }

  /// The process's standard error.
  public static var error: Self { Self(handle: .standardError) }

  /// Writes text as UTF-8.
  ///
  /// - Parameter string: The text to write.
  public mutating func write(_ string: String) {
    guard !string.isEmpty else { return }
    handle.write(Data(string.utf8))
  }
}
