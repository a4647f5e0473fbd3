/// What an update of an app family does to the items users have: ``FamilyUpdateChecker``'s
/// findings and ``FamilyUpdateSimulation``'s calls, for `accessgroups lint --baseline`.
///
/// ```swift
/// let update = FamilyUpdateReport(baseline: released, update: candidate)
/// print(update.text)
/// ```
package struct FamilyUpdateReport: Hashable, Sendable {
  /// The findings, with the update codes of `FamilyLintCode`.
  package var findings: [Finding]

  /// The update run on simulated devices.
  package var simulation: FamilyUpdateSimulation

  /// Checks and simulates an update.
  ///
  /// - Parameters:
  ///   - baseline: The family users have.
  ///   - update: The new version.
  package init(baseline: AppFamily, update: AppFamily) {
    findings = FamilyUpdateChecker().check(baseline: baseline, update: update)
    simulation = FamilyUpdateSimulation(baseline: baseline, update: update)
  }

  /// The simulation as text: the reads that changed and the adds that now duplicate an
  /// item, or a line saying there are none. Names and groups print as ``PrintableText``
  /// lines.
  package var text: String {
    let rows = simulation.rows
    var text = "Update from the baseline, simulated (\(rows.count) calls):\n"
    let changed = rows.filter(\.changed)
    if changed.isEmpty {
      text += "  every read finds what it found before, and no add duplicates an item.\n"
    }
    for row in changed {
      let target = PrintableText.label(row.target)
      let named = row.group.map { "naming \(PrintableText.label($0))" } ?? "without a group"
      let before = PrintableText.label(row.groupBefore ?? "?")
      switch row.call {
      case .read:
        text +=
          "  \(target): read \(named) found the item (\(before)) before; "
          + "now \(Self.status(row.after))\n"
      case .add:
        text +=
          "  \(target): add \(named) now creates a second item in "
          + "\(PrintableText.label(row.groupAfter ?? "?")) beside the old one in \(before)\n"
      }
    }
    for (name, reason) in simulation.skipped.sorted(by: { $0.key < $1.key }) {
      text += "  \(PrintableText.label(name)): not simulated: \(PrintableText.line(reason))\n"
    }
    return text
  }

  /// The simulation's rows as JSON values: `call`, `target`, `account`, `group` (null for
  /// none),
  /// `before` and `after` (`{"status", "name"}`), `groupBefore`, `groupAfter`, `changed`.
  var json: UpdateJSON {
    UpdateJSON(
      calls: simulation.rows.map { row in
        CallJSON(
          target: row.target, call: row.call.rawValue, account: row.account, group: row.group,
          before: StatusJSON(row.before), after: StatusJSON(row.after),
          groupBefore: row.groupBefore, groupAfter: row.groupAfter, changed: row.changed)
      },
      skipped: simulation.skipped)
  }

  private static func status(_ status: KeychainStatus) -> String {
    "\(status.name ?? "OSStatus") (\(status.rawValue))"
  }

  struct UpdateJSON: Encodable {
    var calls: [CallJSON]
    var skipped: [String: String]
  }

  struct StatusJSON: Encodable {
    var status: Int32
    var name: String?

    init(_ status: KeychainStatus) {
      self.status = status.rawValue
      name = status.name
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(status, forKey: .status)
      try container.encode(name, forKey: .name)
    }

    enum CodingKeys: String, CodingKey { case status, name }
  }

  struct CallJSON: Encodable {
    var target: String
    var call: String
    var account: String
    var group: String?
    var before: StatusJSON
    var after: StatusJSON
    var groupBefore: String?
    var groupAfter: String?
    var changed: Bool

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(target, forKey: .target)
      try container.encode(call, forKey: .call)
      try container.encode(account, forKey: .account)
      try container.encode(group, forKey: .group)
      try container.encode(before, forKey: .before)
      try container.encode(after, forKey: .after)
      try container.encode(groupBefore, forKey: .groupBefore)
      try container.encode(groupAfter, forKey: .groupAfter)
      try container.encode(changed, forKey: .changed)
    }

    enum CodingKeys: String, CodingKey {
      case target, call, account, group, before, after, groupBefore, groupAfter, changed
    }
  }
}
