/// The header and load commands of one Mach-O slice (`mach_header`, `mach_header_64` and
/// `load_command` in `mach-o/loader.h`), read only as far as the code signature needs.
struct MachOHeader {
  /// Word size and byte order, told apart by the magic number.
  struct Layout: Hashable {
    var is64: Bool
    var isBigEndian: Bool

    /// The layout for the first four bytes read big-endian, or `nil` when they are not a
    /// Mach-O magic number.
    init?(magic: UInt32) {
      switch magic {
      case 0xFEED_FACE: (is64, isBigEndian) = (false, true)
      case 0xFEED_FACF: (is64, isBigEndian) = (true, true)
      case 0xCEFA_EDFE: (is64, isBigEndian) = (false, false)
      case 0xCFFA_EDFE: (is64, isBigEndian) = (true, false)
      default: return nil
      }
    }

    /// `mach_header` is 28 bytes, `mach_header_64` 32 (a reserved word at the end).
    var headerSize: Int { is64 ? 32 : 28 }
  }

  /// `LC_CODE_SIGNATURE`.
  static let codeSignatureCommand: UInt32 = 0x1D

  var layout: Layout
  var architecture: MachOArchitecture
  /// The slice in the file.
  var range: Range<Int>
  /// The load commands' bytes in the file.
  var commands: Range<Int>
  var commandCount: UInt32

  /// Reads the header at the start of `range`.
  init(in bytes: MachOBytes, range: Range<Int>, structure: String) throws(MachOReadingError) {
    let start = range.lowerBound
    let magic = try bytes.uint32(
      at: start, bigEndian: true, end: range.upperBound, structure: structure)
    guard let layout = Layout(magic: magic) else {
      throw bytes.error(
        .invalid(
          structure: structure,
          reason: "the slice at offset \(start) starts with 0x\(MachOBytes.hex(magic)), not a "
            + "Mach-O magic number"))
    }
    try bytes.require(structure, offset: start, length: layout.headerSize, end: range.upperBound)
    func word(_ index: Int) throws(MachOReadingError) -> UInt32 {
      try bytes.uint32(
        at: start + 4 * index, bigEndian: layout.isBigEndian, end: range.upperBound,
        structure: structure)
    }
    self.layout = layout
    self.range = range
    architecture = MachOArchitecture(cpuType: try word(1), cpuSubtype: try word(2))
    commandCount = try word(4)
    let commandBytes = try word(5)
    commands = try bytes.region(
      "load commands (\(commandCount) commands)",
      offset: UInt64(start + layout.headerSize), length: UInt64(commandBytes),
      end: range.upperBound)
  }

  /// The code signature's bytes in the file, from the slice's `LC_CODE_SIGNATURE`
  /// (`linkedit_data_command`: `cmd`, `cmdsize`, `dataoff`, `datasize`; `dataoff` counts from
  /// the start of the slice).
  func codeSignature(in bytes: MachOBytes) throws(MachOReadingError) -> Range<Int> {
    let big = layout.isBigEndian
    var cursor = commands.lowerBound
    var signature: (offset: UInt32, size: UInt32)?
    for number in 0..<Int(commandCount) {
      let name = "load command \(number)"
      try bytes.require(name, offset: cursor, length: 8, end: commands.upperBound)
      let command = try bytes.uint32(
        at: cursor, bigEndian: big, end: commands.upperBound, structure: name)
      let size = try bytes.uint32(
        at: cursor + 4, bigEndian: big, end: commands.upperBound, structure: name)
      guard size >= 8 else {
        throw bytes.error(
          .invalid(
            structure: name,
            reason: "its cmdsize \(size) is smaller than the 8-byte load command header"))
      }
      let whole = try bytes.region(
        name, offset: UInt64(cursor), length: UInt64(size), end: commands.upperBound)
      if command == Self.codeSignatureCommand {
        guard signature == nil else {
          throw bytes.error(
            .invalid(structure: name, reason: "it is a second LC_CODE_SIGNATURE"))
        }
        guard size >= 16 else {
          throw bytes.error(
            .invalid(
              structure: "LC_CODE_SIGNATURE (\(name))",
              reason: "its cmdsize \(size) is smaller than the 16 bytes of "
                + "linkedit_data_command"))
        }
        signature = (
          try bytes.uint32(at: cursor + 8, bigEndian: big, end: whole.upperBound, structure: name),
          try bytes.uint32(at: cursor + 12, bigEndian: big, end: whole.upperBound, structure: name)
        )
      }
      cursor = whole.upperBound
    }
    guard let signature else { throw bytes.error(.noCodeSignature) }
    return try bytes.region(
      "code signature", offset: UInt64(range.lowerBound) + UInt64(signature.offset),
      length: UInt64(signature.size), end: range.upperBound)
  }
}
