extension UInt8 {
  /// Whether the byte is an ASCII digit, `0` to `9`.
  ///
  /// Written as comparisons rather than a range (`"0"..."9"`): a debug build, the one
  /// `swift run` makes, matches a range through generic code, many times slower for each
  /// byte of a large file.
  var isASCIIDigit: Bool { self >= 0x30 && self <= 0x39 }

  /// Whether the byte is an ASCII letter, `a` to `z` or `A` to `Z`.
  var isASCIILetter: Bool {
    // Setting the bit that tells lowercase from uppercase maps both ranges onto `a`–`z`,
    // and no other byte onto it.
    let lowercased = self | 0x20
    return lowercased >= 0x61 && lowercased <= 0x7A
  }
}
