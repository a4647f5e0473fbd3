/// Where a JSON array or object written piece by piece puts its brackets, commas and line
/// breaks, as ``JSONFragment`` lays them out: the one rule ``JSONArrayWriter`` and
/// ``JSONObjectWriter`` share.
struct JSONContainerLayout {
  /// `[` or `{`.
  private let opening: UInt8
  /// `]` or `}`.
  private let closing: UInt8
  /// Whether items go on lines of their own, indented by two spaces per level.
  let pretty: Bool
  /// The container's nesting level; its items are at `level + 1`.
  let level: Int
  private var isEmpty = true

  /// The layout of an array (`[…]`) or an object (`{…}`) at nesting `level`.
  init(object: Bool, pretty: Bool, level: Int) {
    opening = UInt8(ascii: object ? "{" : "[")
    closing = UInt8(ascii: object ? "}" : "]")
    self.pretty = pretty
    self.level = level
  }

  /// Writes the opening bracket or the comma before an item, and the item's line.
  mutating func nextItem(_ output: inout [UInt8]) {
    output.append(isEmpty ? opening : UInt8(ascii: ","))
    isEmpty = false
    JSONFragment.newline(&output, pretty: pretty, level: level + 1)
  }

  /// Ends the container: `[]` or `{}` when it has no item.
  func end(_ output: inout [UInt8]) {
    if isEmpty {
      output.append(opening)
    } else {
      JSONFragment.newline(&output, pretty: pretty, level: level)
    }
    output.append(closing)
  }
}
