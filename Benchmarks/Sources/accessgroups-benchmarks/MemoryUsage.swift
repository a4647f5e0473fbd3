import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// The process's resident memory, read from the operating system without a dependency:
/// `/proc/self/status` on Linux, `task_info` on Darwin.
struct MemoryUsage {
  /// Resident bytes now (`VmRSS`).
  var resident: Int
  /// The most resident bytes so far (`VmHWM`).
  var peak: Int

  /// The current reading; zeros where the platform offers none.
  static func current() -> MemoryUsage {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
        return MemoryUsage(resident: 0, peak: 0)
      }
      var usage = MemoryUsage(resident: 0, peak: 0)
      for line in text.split(separator: "\n") {
        if line.hasPrefix("VmRSS:") { usage.resident = kilobytes(line) }
        if line.hasPrefix("VmHWM:") { usage.peak = kilobytes(line) }
      }
      return usage
    #elseif canImport(Darwin)
      var info = mach_task_basic_info()
      var count = mach_msg_type_number_t(
        MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
      let result = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
        }
      }
      guard result == KERN_SUCCESS else { return MemoryUsage(resident: 0, peak: 0) }
      return MemoryUsage(
        resident: Int(info.resident_size), peak: Int(info.resident_size_max))
    #else
      return MemoryUsage(resident: 0, peak: 0)
    #endif
  }

  /// The byte count of a `/proc` line such as `VmRSS:   1234 kB`.
  private static func kilobytes(_ line: Substring) -> Int {
    let digits = line.split(separator: " ").dropFirst().first ?? ""
    return (Int(digits) ?? 0) * 1024
  }
}
