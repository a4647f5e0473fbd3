import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Says which fuzz case was running when the process dies on a trap.
///
/// A Swift trap can't be caught, so `Issue.record` never sees the seed of a case that
/// crashes. Each fuzzer writes "case 0x… of DictionaryFuzzTests" into its own slot before a
/// case runs; a signal handler for the trap signals prints every non-empty slot to standard
/// error, then lets the signal kill the process as before. The slots are preallocated C
/// buffers and the handler only calls `write`, so it is async-signal-safe.
enum CrashBreadcrumbs {
  /// The number of slots (one per fuzzing suite; suites may run in parallel).
  static let slotCount = 10
  /// The bytes per slot.
  static let slotSize = 240

  // `nonisolated(unsafe)`: written only under `writing` (suites running in parallel share
  // slots: the dictionary fuzzer's eight shards overlap the others'); the signal handler
  // only reads, without the lock, which it may not take. A torn read can at worst print a
  // garbled breadcrumb while the process is already dying.
  nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: slotCount * slotSize)
    pointer.initialize(repeating: 0, count: slotCount * slotSize)
    return pointer
  }()

  /// Serializes the writes of slots.
  private static let writing = NSLock()

  private static let installation: Void = {
    // Swift's own backtracer (SWIFT_BACKTRACE=enable=yes) handles the same signals and
    // prints more; leave them to it when it is asked for.
    guard ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil else { return }
    for signalNumber in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS] {
      _ = signal(signalNumber, CrashBreadcrumbs_handle)
    }
  }()

  /// Records what slot `slot` is doing now; an empty text clears it.
  static func set(_ slot: Int, _ text: String) {
    _ = installation
    let bytes = Array(text.utf8.prefix(slotSize - 2))
    writing.withLock {
      let base = buffer + slot * slotSize
      base.initialize(repeating: 0, count: slotSize)
      for (index, byte) in bytes.enumerated() { base[index] = byte }
      if !bytes.isEmpty { base[bytes.count] = 10 }
    }
  }

  /// Writes every non-empty slot to standard error (called from the signal handler).
  static func dump() {
    let header = Array("\nfuzz cases running when the process trapped:\n".utf8)
    _ = header.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
    for slot in 0..<slotCount {
      let base = buffer + slot * slotSize
      var length = 0
      while length < slotSize, base[length] != 0 { length += 1 }
      if length > 0 { _ = write(2, base, length) }
    }
  }
}

/// The signal handler: dump the breadcrumbs, restore the default action, re-raise.
private func CrashBreadcrumbs_handle(_ signalNumber: Int32) {
  CrashBreadcrumbs.dump()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}
