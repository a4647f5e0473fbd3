extension ScenarioReport {
  /// The report as JUnit XML, which CI dashboards read: one test case per step that has
  /// an expectation, failed when the expectation was not met.
  ///
  /// A test case is named after its step (`steps[3] AppTwo SecItemCopyMatching`, with the device when
  /// the scenario declares devices) and
  /// carries the status the call returned; a failed one holds what was expected and the
  /// simulator's explanation of the status. Steps without an expectation are not tests
  /// and are left out.
  ///
  /// - Parameter suiteName: The test suite's name, usually the scenario file's name.
  /// - Returns: The XML document.
  public func junitXML(suiteName: String) -> String {
    let caseCount = expectationCount
    let failures = unmetExpectationCount
    let suite = Self.escaped(suiteName)
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml += #"<testsuites tests="\#(caseCount)" failures="\#(failures)">"# + "\n"
    xml += #"  <testsuite name="\#(suite)" "#
    xml += #"tests="\#(caseCount)" failures="\#(failures)" errors="0" skipped="0">"# + "\n"
    // Appended piece by piece: a scenario may have a hundred thousand test cases.
    for step in steps where step.expectationMet != nil {
      xml += #"    <testcase classname=""#
      xml += suite
      xml += #"" name="steps["#
      xml += String(step.index)
      xml += "] "
      Self.appendEscaped(Self.actor(step), to: &xml)
      xml += " "
      Self.appendEscaped(step.call, to: &xml)
      xml += "\">\n      <system-out>"
      Self.appendEscaped(Self.statusText(step), to: &xml)
      xml += "</system-out>\n"
      if step.expectationMet == false {
        let message = step.mismatch ?? "expectation not met"
        xml += #"      <failure message="\#(Self.escaped(message))" type="expectation">"#
        var details = "returned \(Self.statusText(step))"
        if let explanation = step.explanation { details += "\n" + explanation }
        xml += Self.escaped(details) + "</failure>\n"
      }
      xml += "    </testcase>\n"
    }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  /// The printable bytes XML escapes: `&`, `<`, `>`, `"` and `'`.
  private static let escapedASCII: [UInt8] = Array("&<>\"'".utf8)

  /// `text` as XML character data or an attribute value.
  private static func escaped(_ text: String) -> String {
    var escaped = ""
    appendEscaped(text, to: &escaped)
    return escaped
  }

  /// Appends `text` as XML character data or an attribute value. Every character XML
  /// escapes is an ASCII byte, so the bytes between them are copied as they are.
  private static func appendEscaped(_ text: String, to escaped: inout String) {
    // Most text has nothing to escape: appended as it is, without copying its bytes first.
    guard text.utf8.contains(where: { $0 < 0x20 || Self.escapedASCII.contains($0) }) else {
      escaped += text
      return
    }
    var text = text
    text.withUTF8 { bytes in
      var copied = 0
      for index in bytes.indices {
        let replacement: String
        switch bytes[index] {
        case UInt8(ascii: "&"): replacement = "&amp;"
        case UInt8(ascii: "<"): replacement = "&lt;"
        case UInt8(ascii: ">"): replacement = "&gt;"
        case UInt8(ascii: "\""): replacement = "&quot;"
        case UInt8(ascii: "'"): replacement = "&apos;"
        case UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
        case ..<0x20: replacement = "\u{FFFD}"
        default: continue
        }
        escaped += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[copied..<index]), as: UTF8.self)
        escaped += replacement
        copied = index + 1
      }
      escaped += String(decoding: UnsafeBufferPointer(rebasing: bytes[copied...]), as: UTF8.self)
    }
  }
}
