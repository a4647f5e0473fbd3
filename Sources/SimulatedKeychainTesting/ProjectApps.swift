import AccessGroupKit
import Foundation

/// The apps read from Xcode projects, once per test run: every test that names the same
/// project, target and configuration shares one read, failure included.
enum ProjectApps {
  private struct Key: Hashable {
    let path: String
    let target: String
    let configuration: String
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var cache: [Key: Result<SimulatedApp, XcodeProjectError>] =
    [:]

  /// The app `target` of the project at `path` builds in `configuration`.
  ///
  /// - Parameters:
  ///   - path: The project or workspace; a relative path is taken from the current folder
  ///     (the package's root under `swift test`).
  ///   - target: The signed target's name.
  ///   - configuration: The build configuration.
  /// - Returns: The app.
  /// - Throws: ``XcodeProjectError`` naming the missing project, target or configuration.
  static func app(
    project path: String, target: String, configuration: String
  ) throws(XcodeProjectError) -> SimulatedApp {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let key = Key(path: url.path, target: target, configuration: configuration)
    lock.lock()
    defer { lock.unlock() }
    switch cache[key] {
    case .success(let app): return app
    case .failure(let error): throw error
    case nil: break
    }
    do throws(XcodeProjectError) {
      let app = try SimulatedApp(project: url, target: target, configuration: configuration)
      cache[key] = .success(app)
      return app
    } catch {
      cache[key] = .failure(error)
      throw error
    }
  }
}
