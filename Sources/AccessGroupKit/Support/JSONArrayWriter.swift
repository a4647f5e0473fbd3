/// Writes one JSON array element by element, straight into a byte buffer, exactly as
/// ``JSONFragment`` writes an array with the same elements: a long report writes its many
/// elements one at a time instead of building a fragment of all of them first.
///
/// ```swift
/// var array = JSONArrayWriter(pretty: true, level: 0)
/// for name in ["a", "b"] {
///   array.nextElement(&output)
///   JSONFragment.string(name).write(to: &output, pretty: true, level: 1)
/// }
/// array.end(&output)  // [\n  "a",\n  "b"\n]
/// ```
package struct JSONArrayWriter {
  private var layout: JSONContainerLayout

  /// Starts an array at nesting `level`; nothing is written until its first element or its
  /// end.
  package init(pretty: Bool, level: Int) {
    layout = JSONContainerLayout(object: false, pretty: pretty, level: level)
  }

  /// Writes the opening bracket or the comma before an element, and its line; the caller
  /// then writes the element at nesting `level + 1`.
  package mutating func nextElement(_ output: inout [UInt8]) {
    layout.nextItem(&output)
  }

  /// Ends the array: `[]` when it has no element.
  package func end(_ output: inout [UInt8]) {
    layout.end(&output)
  }
}
