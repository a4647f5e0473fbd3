extension ScenarioReport {
  /// The report for people: one line per step, then a summary line.
  ///
  /// Each line has the step's index (as in `steps[3]`), the app (`device` for device
  /// steps; `iPad: AppOne` or `iPad` when the scenario declares devices), the call, the status name and number, and ✓ or ✗ when the step has an
  /// expectation. A failed expectation is followed by what was expected, and every
  /// non-success status by the simulator's explanation, indented:
  ///
  /// ```text
  /// 0  AppOne    SecItemAdd           errSecSuccess (0)             ✓
  /// 1  AppThree  SecItemCopyMatching  errSecItemNotFound (-25300)   ✓
  ///      errSecItemNotFound (-25300) [§2.6]: no item matches in this app's access groups
  /// 2 steps; all 2 expectations met.
  /// ```
  public var text: String {
    let indexWidth = String(max(steps.count - 1, 0)).count
    var appWidth = 0
    var callWidth = 0
    var statusWidth = 0
    // Consecutive steps mostly return the same status: its text is spelt once for them.
    var statusTexts = StatusTexts()
    for step in steps {
      appWidth = max(appWidth, Self.width(of: Self.printableActor(step)))
      callWidth = max(callWidth, Self.width(of: step.call))
      statusWidth = max(statusWidth, Self.width(of: statusTexts.text(step)))
    }
    let indent = String(repeating: " ", count: indexWidth + 4)
    let spaces = String(repeating: " ", count: max(indexWidth, appWidth, callWidth, statusWidth))
    // One string grown in place: a list of lines joined at the end would hold the report
    // twice, and a scenario may have a hundred thousand steps.
    var text = ""
    func append(_ column: String, width: Int, leading: Bool = false) {
      let padding = spaces.prefix(max(width - Self.width(of: column), 0))
      text += leading ? padding : ""
      text += column
      text += leading ? "" : padding
    }
    for step in steps {
      append(String(step.index), width: indexWidth, leading: true)
      text += "  "
      append(Self.printableActor(step), width: appWidth)
      text += "  "
      append(step.call, width: callWidth)
      text += "  "
      append(statusTexts.text(step), width: statusWidth)
      switch step.expectationMet {
      case true?: text += "  ✓"
      case false?: text += "  ✗"
      case nil: break
      }
      Self.endLine(&text)
      if let mismatch = step.mismatch {
        text += indent + "✗ " + PrintableText.line(mismatch) + "\n"
      }
      if !step.status.isSuccess, let explanation = step.explanation {
        Self.forEachLine(of: explanation) { explanationLine in
          text += indent
          text += explanationLine
          Self.endLine(&text)
        }
      }
    }
    text += summary + "\n"
    return text
  }

  /// One sentence: how many steps ran and how many expectations were met.
  public var summary: String {
    let stepsText = steps.count == 1 ? "1 step" : "\(steps.count) steps"
    let expectations = expectationCount
    if expectations == 0 { return "\(stepsText); no expectations." }
    let unmet = unmetExpectationCount
    if unmet == 0 {
      return expectations == 1
        ? "\(stepsText); the expectation was met."
        : "\(stepsText); all \(expectations) expectations met."
    }
    return "\(stepsText); \(unmet) of \(expectations) expectations not met."
  }

  /// The report for tools: one JSON object with sorted keys,
  /// `{"ok": bool, "steps": [{"app", "call", "expectationMet", "explanation", "index",
  /// "result", "status", "statusName"}]}`, and `"device"` on the steps of a scenario that
  /// declares devices. Absent values are `null`; results use the
  /// scenario value encoding (`{"data": …}`, `{"date": …}`, dictionaries keyed by raw
  /// strings).
  public var json: String { TextPieces.joined(TextPieces.kept(writeJSON)) }

  /// Writes ``json`` to `pieces`, a megabyte at a time.
  package func writeJSON(to pieces: inout TextPieces) {
    // Written step by step into one buffer, as `JSONFragment` would write the whole tree:
    // a tree of every step's members would weigh many times the text for a long scenario,
    // and text appended piece by piece is checked piece by piece.
    var output: [UInt8] = []
    var document = JSONObjectWriter(pretty: true, level: 0)
    document.member("ok", bool: ok, to: &output)
    document.member("steps", to: &output) { output in
      var array = JSONArrayWriter(pretty: true, level: 1)
      for step in steps {
        array.nextElement(&output)
        Self.writeJSON(step, to: &output)
        pieces.take(&output)
      }
      array.end(&output)
    }
    document.end(&output)
    output.append(UInt8(ascii: "\n"))
    pieces.append(String(decoding: output, as: UTF8.self))
  }

  /// Writes one step of ``json``, its members in sorted key order.
  static func writeJSON(_ step: ScenarioStepReport, to output: inout [UInt8]) {
    var object = JSONObjectWriter(pretty: true, level: 2)
    object.member("app", string: step.app, to: &output)
    object.member("call", string: step.call, to: &output)
    if let device = step.device { object.member("device", string: device, to: &output) }
    object.member("expectationMet", bool: step.expectationMet, to: &output)
    object.member("explanation", string: step.explanation, to: &output)
    object.member("index", integer: Int64(step.index), to: &output)
    object.member("result", step.result?.jsonFragment ?? .null, to: &output)
    object.member("status", integer: Int64(step.status.rawValue), to: &output)
    object.member("statusName", string: step.statusName, to: &output)
    object.end(&output)
  }

  /// Who acted in a step: the app, `device`, or with devices `iPad: AppOne` / `iPad`.
  static func actor(_ step: ScenarioStepReport) -> String {
    switch (step.device, step.app) {
    case (let device?, let app?): "\(device): \(app)"
    case (let device?, nil): device
    case (nil, let app?): app
    case (nil, nil): "device"
    }
  }

  /// ``actor(_:)`` as one printable line: the scenario file chose the names, and a line
  /// break in one must not start a line of the report.
  private static func printableActor(_ step: ScenarioStepReport) -> String {
    PrintableText.line(actor(step))
  }

  static func statusText(_ step: ScenarioStepReport) -> String {
    "\(step.statusName) (\(step.status.rawValue))"
  }

  /// ``statusText(_:)`` of the steps of one report, remembering the last status's.
  private struct StatusTexts {
    private var last: (status: KeychainStatus, text: String)?

    mutating func text(_ step: ScenarioStepReport) -> String {
      if let last, last.status == step.status { return last.text }
      let text = ScenarioReport.statusText(step)
      last = (step.status, text)
      return text
    }
  }

  /// How many characters `text` has: its byte count when it is ASCII, as a name usually is.
  private static func width(of text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
  }

  /// Calls `body` with each line of `text`, empty ones included. A text without a carriage
  /// return (nearly every explanation) is cut at its line-feed bytes, read in place: a line
  /// feed is always a character of its own unless it follows a carriage return, and no other
  /// UTF-8 sequence holds its byte. Any other text is split by character, so `\r\n` stays
  /// one line end as it always has.
  private static func forEachLine(of text: String, _ body: (Substring) -> Void) {
    let utf8 = text.utf8
    guard !utf8.contains(UInt8(ascii: "\r")) else {
      text.split(separator: "\n", omittingEmptySubsequences: false).forEach(body)
      return
    }
    var start = utf8.startIndex
    while let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) {
      body(text[start..<end])
      start = utf8.index(after: end)
    }
    body(text[start...])
  }

  /// Ends the line `text` ends with, without the spaces it ends with: every line starts
  /// with something other than a space or follows a line feed, so no earlier line is cut.
  private static func endLine(_ text: inout String) {
    // Only a last byte that is a space can end the text with a space character.
    while text.utf8.last == UInt8(ascii: " "), text.last == " " { text.removeLast() }
    text += "\n"
  }
}
