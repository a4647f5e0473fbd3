/// Decompresses deflate data (RFC 1951), the method zip archives such as `.ipa` use, without
/// a dependency on zlib.
///
/// Every read is bounds-checked and the output may not grow past a limit (the size the
/// archive declares), so a corrupt or hostile stream throws ``Failure`` instead of trapping
/// or exhausting memory. Output is handed over in pieces as it grows, keeping only the 32 KiB
/// that back-references may reach, so an executable of any size inflates in a few megabytes.
/// Huffman codes are decoded canonically, one bit at a time: simple and fast enough for the
/// few files a built product needs (`Info.plist`, executables, profiles).
struct Inflater {
  /// Why a stream cannot be decompressed.
  struct Failure: Error, Hashable, CustomStringConvertible {
    /// What is wrong, with the input byte offset.
    var description: String
  }

  /// The farthest a back-reference reaches: what is kept of the output once handed over.
  static let window = 32 << 10

  /// How much output gathers before it is handed over.
  static let pieceSize = 1 << 20

  private let input: UnsafeRawBufferPointer
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  /// The output not yet handed over, after the last ``window`` bytes that were.
  private var output: [UInt8] = []
  /// How many bytes of `output` have been handed over already.
  private var delivered = 0
  /// How many bytes were produced in all.
  private var produced = 0
  private let limit: Int
  /// Takes each piece, and says whether it wants more.
  private let sink: (ArraySlice<UInt8>) -> Bool
  /// Whether the sink wanted no more: decoding ends at the next symbol.
  private var stopped = false

  /// Decompresses `input`, producing at most `limit` bytes.
  static func inflate(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
    var output: [UInt8] = []
    let result = input.withUnsafeBytes { raw in
      Result { () throws(Failure) in
        try inflate(raw, limit: limit) { piece in
          output += piece
          return true
        }
      }
    }
    try result.get()
    return output
  }

  /// Decompresses `input`, producing at most `limit` bytes, handed to `sink` in order in
  /// pieces of about ``pieceSize``; stops early, without checking the rest of the stream,
  /// once `sink` returns `false`.
  static func inflate(
    _ input: UnsafeRawBufferPointer, limit: Int, into sink: @escaping (ArraySlice<UInt8>) -> Bool
  ) throws(Failure) {
    var inflater = Inflater(input: input, limit: limit, sink: sink)
    try inflater.run()
    if !inflater.stopped { inflater.handOver(keeping: 0) }
  }

  private init(
    input: UnsafeRawBufferPointer, limit: Int, sink: @escaping (ArraySlice<UInt8>) -> Bool
  ) {
    self.input = input
    self.limit = limit
    self.sink = sink
    output.reserveCapacity(min(limit, Self.pieceSize + Self.window + (64 << 10)))
  }

  /// Hands over what `output` holds past what was handed over, keeping the last `window`
  /// bytes for back-references.
  private mutating func handOver(keeping window: Int) {
    if !stopped, output.count > delivered, !sink(output[delivered...]) { stopped = true }
    let drop = max(0, output.count - window)
    output.removeFirst(drop)
    delivered = output.count
  }

  /// Notes `count` bytes appended to `output`, handing a piece over when enough has
  /// gathered.
  private mutating func produce(_ count: Int) {
    produced += count
    if output.count - delivered >= Self.pieceSize { handOver(keeping: Self.window) }
  }

  private func failure(_ message: String) -> Failure {
    Failure(description: "\(message) at byte \(position) of the compressed data")
  }

  private mutating func bits(_ count: Int) throws(Failure) -> Int {
    while bitCount < count {
      guard position < input.count else { throw failure("the deflate stream ends early") }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  /// A canonical Huffman code: how many codes have each length, and the symbols in code
  /// order.
  private struct Code {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    /// Builds a code from lengths of 0 to 15 without checking it (the fixed codes).
    init(unchecked lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    /// Builds a code from lengths of 0 to 15 read from a stream, refusing one with more
    /// codes of some length than the bits allow.
    init(lengths: [Int]) throws(Failure) {
      self.init(unchecked: lengths)
      var left = 1
      for length in 1...15 {
        left = left * 2 - counts[length]
        guard left >= 0 else {
          throw Failure(description: "a Huffman code is over-subscribed")
        }
      }
    }
  }

  private mutating func decode(_ code: Code) throws(Failure) -> Int {
    var value = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      value |= try bits(1)
      let count = code.counts[length]
      if value - first < count { return code.symbols[index + value - first] }
      index += count
      first = (first + count) << 1
      value <<= 1
    }
    throw failure("a Huffman code is not in its table")
  }

  private mutating func run() throws(Failure) {
    var isLast = false
    while !isLast, !stopped {
      isLast = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try compressed(literals: Self.fixedLiterals, distances: Self.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicCodes()
        try compressed(literals: literals, distances: distances)
      default: throw failure("a block has the reserved type 3")
      }
    }
  }

  private mutating func stored() throws(Failure) {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw failure("a stored block's header is cut") }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
    guard length == ~complement & 0xFFFF else {
      throw failure("a stored block's length and its complement disagree")
    }
    position += 4
    guard position + length <= input.count else { throw failure("a stored block is cut") }
    guard produced + length <= limit else { throw failure("the output exceeds \(limit) bytes") }
    output.append(contentsOf: input[position..<(position + length)])
    produce(length)
    position += length
  }

  private static let fixedLiterals: Code = {
    let lengths =
      [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
    return Code(unchecked: lengths)
  }()

  private static let fixedDistances = Code(unchecked: [Int](repeating: 5, count: 30))

  private static let codeLengthOrder = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
  ]

  private mutating func dynamicCodes() throws(Failure) -> (Code, Code) {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let lengthCodeCount = try bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw failure("a dynamic block declares too many codes")
    }
    var lengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount { lengthLengths[Self.codeLengthOrder[index]] = try bits(3) }
    let lengthCode = try Code(lengths: lengthLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw failure("a length repeat has nothing to repeat")
        }
        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw failure("code lengths run past their count")
    }
    guard lengths[256] != 0 else { throw failure("the block has no end-of-block code") }
    return (
      try Code(lengths: Array(lengths[..<literalCount])),
      try Code(lengths: Array(lengths[literalCount...]))
    )
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  private mutating func compressed(literals: Code, distances: Code) throws(Failure) {
    while !stopped {
      let symbol = try decode(literals)
      if symbol < 256 {
        guard produced < limit else { throw failure("the output exceeds \(limit) bytes") }
        output.append(UInt8(symbol))
        produce(1)
        continue
      }
      if symbol == 256 { return }
      let lengthIndex = symbol - 257
      guard lengthIndex < Self.lengthBase.count else {
        throw failure("a length code \(symbol) is out of range")
      }
      let length = Self.lengthBase[lengthIndex] + (try bits(Self.lengthExtra[lengthIndex]))
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < Self.distanceBase.count else {
        throw failure("a distance code \(distanceSymbol) is out of range")
      }
      let distance =
        Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
      guard distance <= output.count else {
        throw failure("a back-reference reaches \(distance) bytes back, before the start")
      }
      guard produced + length <= limit else {
        throw failure("the output exceeds \(limit) bytes")
      }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
      produce(length)
    }
  }
}
