import Testing

@testable import AccessGroupKit

@Suite("ASCII bytes")
struct ASCIIByteTests {
  @Test("Every byte is a digit or a letter exactly when its scalar is an ASCII one")
  func everyByteIsClassifiedAsItsScalar() {
    var digits = 0
    var letters = 0
    for byte in UInt8.min...UInt8.max {
      let scalar = Unicode.Scalar(byte)
      #expect(byte.isASCIIDigit == (scalar.isASCII && scalar.properties.numericType != nil))
      #expect(byte.isASCIILetter == (scalar.isASCII && scalar.properties.isAlphabetic))
      if byte.isASCIIDigit { digits += 1 }
      if byte.isASCIILetter { letters += 1 }
    }
    #expect(digits == 10)
    #expect(letters == 52)
  }
}
