import AccessGroupKit

extension ArgumentParsingError {
  /// The message for standard error when `command`'s arguments cannot be parsed.
  ///
  /// An unknown option close to one the command declares is most likely a typo, so the
  /// message offers that option (`did you mean '--team-id'?`) instead of pointing to the
  /// help text; every other mistake points to the command's help.
  ///
  /// - Parameter command: The command whose arguments were parsed.
  /// - Returns: The message, without the `accessgroups: ` prefix.
  func message(for command: Command) -> String {
    if case .unknownOption(let option) = self {
      let declared = (command.options + [SharedOptions.help.specification]).map(\.name)
      var name = Substring(option)
      while name.hasPrefix("-") { name = name.dropFirst() }
      if let closest = NameSuggestion.closest(to: String(name), among: declared) {
        return "\(self); did you mean '--\(closest)'?"
      }
    }
    return "\(self); see 'accessgroups \(command.name) --help'"
  }
}
