import AccessGroupKit
import Foundation

extension LintCommand {
  /// `--baseline OLD`, repeatable.
  static let baseline: Option<[String]> = .repeatable(
    "baseline", "OLD",
    "The released version to compare with: anything lint reads; may be repeated.")

  /// `--baseline-revision REV`.
  static let baselineRevision: Option<String?> = .value(
    "baseline-revision", "REV",
    "Compare with the same FILEs at a git revision, such as the last release tag.")

  /// The baseline family: the `--baseline` inputs, or the command's own inputs as they
  /// were at `--baseline-revision`, read with the command's settings, team, platforms and
  /// bundle IDs; `nil` when neither is given.
  func baseline(
    _ arguments: ParsedArguments, _ context: CommandContext, _ common: EntitlementsOptions,
    _ platformTexts: (shared: String?, byTarget: [String: String]),
    _ bundleIDs: (shared: String?, byTarget: [String: String])
  ) throws(BadInput) -> AppFamily? {
    let paths = arguments[Self.baseline]
    let revision = arguments[Self.baselineRevision]
    guard !paths.isEmpty || revision != nil else { return nil }
    let inputs = try LintInputs(arguments)
    var baseline = LintInputs(paths: paths, chosen: inputs.chosen)
    var checkout: GitRevisionCheckout?
    defer { checkout?.remove() }
    if let revision {
      guard paths.isEmpty else {
        throw BadInput(message: "--baseline and --baseline-revision cannot be used together")
      }
      guard arguments[BuildSettingsJSONInput.option] == nil else {
        throw BadInput(
          message: "--baseline-revision reads FILEs at a revision, not "
            + "--build-settings-json; give the baseline with --baseline")
      }
      let files = inputs.paths + inputs.named.map(\.path)
      let made = try GitRevisionCheckout(
        revision: revision, of: files, currentDirectory: currentDirectory,
        environment: context.environment)
      checkout = made
      baseline = LintInputs(
        paths: inputs.paths.map(made.path), named: inputs.named.map { ($0, made.path($1)) },
        chosen: inputs.chosen)
    }
    let members = try members(baseline, json: nil, common: common, isBaseline: true)
    return try Self.family(
      try load(members, common, platformTexts, bundleIDs).map(\.target))
  }
}
