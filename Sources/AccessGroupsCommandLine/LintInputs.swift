/// What `lint` reads a family from: FILEs, `--target NAME=FILE` and the `--target NAME`
/// choices, as given on the command line.
struct LintInputs {
  /// The FILEs: entitlements files, projects, workspaces and built products.
  var paths: [String]

  /// `--target NAME=FILE`, in order.
  var named: [(name: String, path: String)]

  /// `--target NAME`: the targets of projects, products and settings to keep.
  var chosen: [String]

  /// The inputs of a command line.
  ///
  /// - Parameter arguments: The parsed command line.
  /// - Throws: ``BadInput`` for a `--target` that is neither `NAME` nor `NAME=FILE`.
  init(_ arguments: ParsedArguments) throws(BadInput) {
    paths = arguments.positionals
    named = []
    chosen = []
    for value in arguments[LintCommand.target] {
      if let equals = value.firstIndex(of: "="), equals != value.startIndex {
        let path = String(value[value.index(after: equals)...])
        guard !path.isEmpty else {
          throw BadInput(message: "--target needs NAME or NAME=FILE, got '\(value)'")
        }
        named.append((String(value[..<equals]), path))
      } else {
        guard !value.isEmpty, !value.hasPrefix("=") else {
          throw BadInput(message: "--target needs NAME or NAME=FILE, got '\(value)'")
        }
        chosen.append(value)
      }
    }
  }

  /// Inputs given directly.
  init(paths: [String], named: [(name: String, path: String)] = [], chosen: [String] = []) {
    self.paths = paths
    self.named = named
    self.chosen = chosen
  }
}
