import Foundation
import Testing

@testable import AccessGroupKit

@Suite("Work spread over the cores")
struct ConcurrentMapTests {
  @Test("A concurrent map keeps the order of a plain map")
  func aConcurrentMapKeepsTheOrder() {
    let numbers = Array(0..<5_000)
    let squares = numbers[10...].concurrentMap { $0 * $0 }
    #expect(squares == numbers[10...].map { $0 * $0 })
    #expect([Int]().concurrentMap { $0 } == [])
    #expect([7].concurrentMap { $0 + 1 } == [8])
  }

  /// The worker threads run in no task; without passing `--contained`'s roots on, a target
  /// evaluated there would read any file.
  @Test("Every worker sees the caller's containment roots")
  func everyWorkerSeesTheContainmentRoots() throws {
    let root = try HostileFiles.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let seen = InputFile.confining(to: [root]) {
      (0..<64).concurrentMap { _ in
        // Long enough that the other cores take some of the elements, unless they are busy.
        usleep(2_000)
        return InputFile.containmentRoots
      }
    }
    #expect(seen.count == 64)
    #expect(seen.allSatisfy { $0 == [root.path] })
    #expect((0..<4).concurrentMap { _ in InputFile.containmentRoots } == [nil, nil, nil, nil])
  }

  @Test("Values asked for at once from many threads are computed once per key")
  func valuesAreComputedOncePerKey() {
    let values = OncePerKey<Int, String>()
    let answers = (0..<400).concurrentMap { index in
      values.value(for: index % 8) {
        usleep(1_000)
        return "value \(index % 8)"
      }
    }
    #expect(answers == (0..<400).map { "value \($0 % 8)" })
    #expect(values.computedCount == 8)
  }
}
