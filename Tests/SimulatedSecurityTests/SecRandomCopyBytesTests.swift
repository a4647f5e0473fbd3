import Foundation
import SimulatedSecurity
import Testing

@Suite struct SecRandomCopyBytesTests {
  @Test func fillsTheBufferAndReturnsSuccess() {
    var first = [UInt8](repeating: 0, count: 32)
    var second = [UInt8](repeating: 0, count: 32)
    let status = SecRandomCopyBytes(kSecRandomDefault, first.count, &first)
    let again = SecRandomCopyBytes(kSecRandomDefault, second.count, &second)
    #expect(status == errSecSuccess)
    #expect(again == errSecSuccess)
    #expect(first != second)
  }

  @Test func zeroBytesIsSuccess() {
    var buffer = [UInt8](repeating: 7, count: 1)
    #expect(SecRandomCopyBytes(kSecRandomDefault, 0, &buffer) == 0)
    #expect(buffer == [7])
  }
}
