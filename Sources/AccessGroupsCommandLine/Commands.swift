/// The table of `accessgroups` subcommands, in the order `accessgroups --help` lists them.
///
/// A new command is one line here and one file defining its `Command`.
enum Commands {
  /// Every command.
  static let all: [Command] = [
    .resolve,
    .simulate,
    .lint,
    .explain,
    .infoPlist,
  ]

  /// The command with a name, if there is one.
  static func named(_ name: String) -> Command? {
    all.first { $0.name == name }
  }
}
