extension Finding {
  /// The finding placed in the file it was read from: at the array element or key of its
  /// entitlement when `map` has it, at the file alone otherwise.
  ///
  /// - Parameters:
  ///   - file: The path of the file the entitlements came from.
  ///   - map: The positions in that file, when it is an XML property list.
  /// - Returns: The finding with ``location`` set.
  package func located(in file: String, map: PropertyListSourceMap?) -> Finding {
    var located = self
    let position = entitlement.flatMap { entitlement in
      map?.position(of: entitlement.rawValue, index: index)
        ?? map?.position(of: entitlement.rawValue)
    }
    located.location = FileLocation(file: file, line: position?.line, column: position?.column)
    return located
  }

  /// The finding as a compiler prints a diagnostic, which Xcode and GitHub's problem
  /// matchers place in the file: `path:line:column: error: message [code]`.
  ///
  /// Without a location the line starts at the severity; with a target but no file the
  /// target's name leads the message. The message itself names the entitlement.
  ///
  /// The line is one line whatever the files hold: a control character or a mark that
  /// reorders text in a path, name or message prints as a Swift escape (`\n`, `\u{1B}`),
  /// and a path that starts with `:` is written `./:…`, since CI runners such as GitHub
  /// Actions read a line that starts with `::` as a command to them.
  public var annotation: String {
    var line = ""
    if let location {
      let file = PrintableText.line(location.description)
      line += (file.hasPrefix(":") ? "./" + file : file) + ": "
    }
    line += "\(severity.rawValue): "
    if let target, location == nil { line += "\(PrintableText.line(target)): " }
    return line + "\(PrintableText.line(message)) [\(code)]"
  }
}
