/// The CPU a Mach-O slice is built for, from its header's `cputype` and `cpusubtype`
/// (`mach/machine.h`).
package struct MachOArchitecture: Hashable, Sendable, CustomStringConvertible {
  /// The header's `cputype`; bit 24 (`CPU_ARCH_ABI64`) marks a 64-bit CPU.
  package var cpuType: UInt32

  /// The header's `cpusubtype`; the top byte holds capability bits, not the subtype.
  package var cpuSubtype: UInt32

  /// Creates an architecture from a header's fields.
  ///
  /// - Parameters:
  ///   - cpuType: The `cputype`.
  ///   - cpuSubtype: The `cpusubtype`.
  package init(cpuType: UInt32, cpuSubtype: UInt32) {
    self.cpuType = cpuType
    self.cpuSubtype = cpuSubtype
  }

  /// The name `lipo` and `codesign` use, such as `arm64`, `arm64e` or `x86_64`; an unknown
  /// CPU is named by its numbers (`cpu 0x00000042/0`).
  package var name: String {
    let subtype = cpuSubtype & 0x00FF_FFFF
    switch cpuType {
    case 0x0100_000C: return subtype == 2 ? "arm64e" : "arm64"
    case 0x0200_000C: return "arm64_32"
    case 0x0000_000C:
      switch subtype {
      case 6: return "armv6"
      case 9: return "armv7"
      case 11: return "armv7s"
      case 12: return "armv7k"
      default: return "arm"
      }
    case 0x0100_0007: return subtype == 8 ? "x86_64h" : "x86_64"
    case 0x0000_0007: return "i386"
    case 0x0000_0012: return "ppc"
    case 0x0100_0012: return "ppc64"
    default: return "cpu 0x\(MachOBytes.hex(cpuType))/\(subtype)"
    }
  }

  /// The ``name``.
  package var description: String { name }
}
