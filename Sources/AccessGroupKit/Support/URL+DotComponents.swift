import Foundation

extension URL {
  /// The URL with its `.` and `..` components resolved, as `standardized` gives it.
  ///
  /// A path without such components, as nearly every path is, is its own standard form, and
  /// standardizing it costs more than the rest of naming a file: thousands of targets or
  /// archive entries are named in one run. (Doubled slashes are kept either way, so paths
  /// named through this compare alike whether they had a dot or not.)
  var standardizedWhenDotted: URL {
    Self.hasDotComponent(path) ? standardized : self
  }

  /// Whether a component of `path` is `.` or `..`, the components standardizing removes.
  static func hasDotComponent(_ path: String) -> Bool {
    // The dots since the last slash, or -1 once the component has another byte.
    var dots = 0
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "/"):
        if dots == 1 || dots == 2 { return true }
        dots = 0
      case UInt8(ascii: "."):
        if dots >= 0 { dots += 1 }
      default:
        dots = -1
      }
    }
    return dots == 1 || dots == 2
  }
}
