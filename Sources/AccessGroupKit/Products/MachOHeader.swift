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

  /// The most load-command bytes walked; real executables have tens of kilobytes.
  static let maximumCommandsSize = 16 << 20

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
    var named = bytes
    named.architecture = architecture.name
    commands = try named.region(
      "load commands (\(commandCount) commands)",
      offset: UInt64(start + layout.headerSize), length: UInt64(commandBytes),
      end: range.upperBound)
    guard commands.count <= Self.maximumCommandsSize else {
      throw named.error(
        .invalid(
          structure: "load commands (\(commandCount) commands)",
          reason: "they declare \(commandBytes) bytes, more than the "
            + "\(Self.maximumCommandsSize) read"))
    }
  }

  /// What the load commands point at.
  struct Contents {
    /// The code signature's bytes in the file, from `LC_CODE_SIGNATURE`.
    var signature: Range<Int>?
    /// The bytes of the `__TEXT,__entitlements` section, which the linker writes into
    /// simulator builds.
    var simulatedEntitlements: Range<Int>?
  }

  /// Walks the load commands for the code signature (`LC_CODE_SIGNATURE`,
  /// `linkedit_data_command`: `cmd`, `cmdsize`, `dataoff`, `datasize`, with `dataoff`
  /// counted from the start of the slice) and the `__TEXT` segment's `__entitlements`
  /// section (`LC_SEGMENT` / `LC_SEGMENT_64` and their `section` records).
  func contents(in bytes: MachOBytes) throws(MachOReadingError) -> Contents {
    let big = layout.isBigEndian
    var cursor = commands.lowerBound
    var signature: (offset: UInt32, size: UInt32)?
    var section: Range<Int>?
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
      } else if command == Self.segmentCommand(is64: layout.is64), section == nil {
        section = try entitlementsSection(in: whole, name: name, of: bytes)
      }
      cursor = whole.upperBound
    }
    var contents = Contents(simulatedEntitlements: section)
    if let signature {
      contents.signature = try bytes.region(
        "code signature", offset: UInt64(range.lowerBound) + UInt64(signature.offset),
        length: UInt64(signature.size), end: range.upperBound)
    }
    return contents
  }

  /// `LC_SEGMENT_64` (`0x19`) or `LC_SEGMENT` (`0x1`).
  static func segmentCommand(is64: Bool) -> UInt32 { is64 ? 0x19 : 0x1 }

  /// The file bytes of the `__entitlements` section, when `command` is the `__TEXT`
  /// segment and has one.
  ///
  /// `segment_command_64` is 72 bytes (`segname` at 8, `nsects` at 64) followed by 80-byte
  /// `section_64` records (`sectname` at 0, `size` at 40 as 64 bits, `offset` at 48);
  /// `segment_command` is 56 bytes (`nsects` at 48) followed by 68-byte `section` records
  /// (`size` at 36, `offset` at 40).
  private func entitlementsSection(
    in command: Range<Int>, name: String, of bytes: MachOBytes
  ) throws(MachOReadingError) -> Range<Int>? {
    let big = layout.isBigEndian
    let (headerSize, countOffset, recordSize) = layout.is64 ? (72, 64, 80) : (56, 48, 68)
    try bytes.require(name, offset: command.lowerBound, length: headerSize, end: command.upperBound)
    guard try Self.name(at: command.lowerBound + 8, in: bytes) == "__TEXT" else { return nil }
    let count = try bytes.uint32(
      at: command.lowerBound + countOffset, bigEndian: big, end: command.upperBound,
      structure: name)
    let records = try bytes.region(
      "section records of \(name) (\(count) sections)",
      offset: UInt64(command.lowerBound + headerSize),
      length: UInt64(count) * UInt64(recordSize), end: command.upperBound)
    for record in stride(from: records.lowerBound, to: records.upperBound, by: recordSize)
    where try Self.name(at: record, in: bytes) == "__entitlements" {
      let structure = "__TEXT,__entitlements section"
      let size =
        layout.is64
        ? try bytes.uint64(
          at: record + 40, bigEndian: big, end: records.upperBound, structure: structure)
        : UInt64(
          try bytes.uint32(
            at: record + 36, bigEndian: big, end: records.upperBound, structure: structure))
      let offset = try bytes.uint32(
        at: record + (layout.is64 ? 48 : 40), bigEndian: big, end: records.upperBound,
        structure: structure)
      return try bytes.region(
        structure, offset: UInt64(range.lowerBound) + UInt64(offset), length: size,
        end: range.upperBound)
    }
    return nil
  }

  /// A 16-byte, NUL-padded segment or section name (the caller has checked the bytes exist).
  private static func name(
    at offset: Int, in bytes: MachOBytes
  ) throws(MachOReadingError)
    -> String
  {
    let field = try bytes.bytes(in: offset..<min(offset + 16, bytes.count))
    return String(decoding: field.prefix { $0 != 0 }, as: UTF8.self)
  }
}
