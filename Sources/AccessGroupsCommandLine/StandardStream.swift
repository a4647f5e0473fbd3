import Foundation

/// A text stream that writes to the process's standard output or standard error.
///
/// The `accessgroups` executable passes these to
/// ``CommandLineTool/run(_:standardOutput:standardError:currentDirectory:)``.
public struct StandardStream: TextOutputStream, Sendable {
  private enum Destination: Sendable {
    case output
    case error
  }

  private let destination: Destination

  /// The process's standard output.
  public static var output: Self { Self(destination: .output) }

  /// The process's standard error.
  public static var error: Self { Self(destination: .error) }

  private var handle: FileHandle {
    switch destination {
    case .output: .standardOutput
    case .error: .standardError
    }
  }

  /// Writes text as UTF-8.
  ///
  /// - Parameter string: The text to write.
  public mutating func write(_ string: String) {
    // In slices: a copy of a long report as one `Data` would double its memory.
    var rest = string.utf8[...]
    while !rest.isEmpty {
      let slice = rest.prefix(1 << 16)
      handle.write(Data(slice))
      rest = rest[slice.endIndex...]
    }
  }
}
