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
    var suite: [UInt8] = []
    Self.appendEscaped(suiteName, to: &suite)
    // Bytes appended piece by piece, and made text once: a scenario may have a hundred
    // thousand test cases, and text appended piece by piece is checked piece by piece.
    var xml: [UInt8] = []
    xml.appendUTF8(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    xml.appendUTF8("\n")
    xml.appendUTF8(#"<testsuites tests="\#(caseCount)" failures="\#(failures)">"#)
    xml.appendUTF8("\n")
    xml.appendUTF8(#"  <testsuite name=""#)
    xml += suite
    xml.appendUTF8(#"" tests="\#(caseCount)" failures="\#(failures)" errors="0" skipped="0">"#)
    xml.appendUTF8("\n")
    for step in steps where step.expectationMet != nil {
      xml.appendUTF8(#"    <testcase classname=""#)
      xml.append(contentsOf: suite)
      xml.appendUTF8(#"" name="steps["#)
      xml.appendUTF8(String(step.index))
      xml.appendUTF8("] ")
      Self.appendEscaped(Self.actor(step), to: &xml)
      xml.append(UInt8(ascii: " "))
      Self.appendEscaped(step.call, to: &xml)
      xml.appendUTF8("\">\n      <system-out>")
      Self.appendEscaped(Self.statusText(step), to: &xml)
      xml.appendUTF8("</system-out>\n")
      if step.expectationMet == false {
        xml.appendUTF8(#"      <failure message=""#)
        Self.appendEscaped(step.mismatch ?? "expectation not met", to: &xml)
        xml.appendUTF8(#"" type="expectation">"#)
        var details = "returned \(Self.statusText(step))"
        if let explanation = step.explanation { details += "\n" + explanation }
        Self.appendEscaped(details, to: &xml)
        xml.appendUTF8("</failure>\n")
      }
      xml.appendUTF8("    </testcase>\n")
    }
    xml.appendUTF8("  </testsuite>\n</testsuites>\n")
    return String(decoding: xml, as: UTF8.self)
  }

  /// Appends `text` as XML character data or an attribute value. Every character XML
  /// escapes is an ASCII byte, so the bytes between them are copied as they are.
  private static func appendEscaped(_ text: String, to escaped: inout [UInt8]) {
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
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
        escaped.appendUTF8(replacement)
        copied = index + 1
      }
      escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }
  }
}
