// swift-format-ignore-file
// The forwarding file of "Run your keychain tests on Linux": on Apple platforms these
// module-local functions shadow Security's, so the wrappers above run against the
// simulation in this test target. On Linux, SimulatedSecurity declares the functions.
#if canImport(Darwin)
  import SimulatedSecurity

  @discardableResult func SecItemAdd(_ a: CFDictionary, _ r: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { SimulatedKeychain.add(a, r) }
  @discardableResult func SecItemCopyMatching(_ q: CFDictionary, _ r: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { SimulatedKeychain.copyMatching(q, r) }
  @discardableResult func SecItemUpdate(_ q: CFDictionary, _ u: CFDictionary) -> OSStatus { SimulatedKeychain.update(q, u) }
  @discardableResult func SecItemDelete(_ q: CFDictionary) -> OSStatus { SimulatedKeychain.delete(q) }
#endif
