/// The options more than one command declares alike.
enum SharedOptions {
  /// `--help` (and `-h`), which every command accepts and lists last.
  static let help: Option<Bool> = .flag("help", "Show this help.")

  /// `--json`.
  static let json: Option<Bool> = .flag("json", "Print JSON instead of text.")
}
