// swift-format-ignore-file
// The forwarding file of the adoption guide ("On macOS and iOS" in the article "Running
// Keychain Tests on Linux"): on Apple platforms these module-local functions shadow
// Security's, so the wrapper's SecItem calls go to the simulated keychain and never to the
// real one. Package.swift sets SIMULATED_KEYCHAIN on Apple platforms; an app's package
// would set it for test builds only (`swift test -Xswiftc -DSIMULATED_KEYCHAIN`).
#if SIMULATED_KEYCHAIN
  import SimulatedSecurity

  @discardableResult func SecItemAdd(_ a: CFDictionary, _ r: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { SimulatedKeychain.add(a, r) }
  @discardableResult func SecItemCopyMatching(_ q: CFDictionary, _ r: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus { SimulatedKeychain.copyMatching(q, r) }
  @discardableResult func SecItemUpdate(_ q: CFDictionary, _ u: CFDictionary) -> OSStatus { SimulatedKeychain.update(q, u) }
  @discardableResult func SecItemDelete(_ q: CFDictionary) -> OSStatus { SimulatedKeychain.delete(q) }
#endif
