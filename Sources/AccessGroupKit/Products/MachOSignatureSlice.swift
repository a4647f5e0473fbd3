/// What the code signature of one Mach-O slice carries: the entitlements in their XML and
/// DER forms.
///
/// A thin executable has one slice; a universal binary has one per architecture, each
/// signed on its own.
package struct MachOSignatureSlice: Hashable, Sendable {
  /// The slice's CPU.
  package var architecture: MachOArchitecture

  /// Where the slice starts in the file (0 for a thin executable).
  package var offset: Int

  /// The entitlements blob (slot `CSSLOT_ENTITLEMENTS`, magic `0xFADE7171`): an XML
  /// property list. `nil` when the signature has no such blob.
  package var entitlements: Entitlements?

  /// The DER entitlements blob (slot `CSSLOT_DER_ENTITLEMENTS`, magic `0xFADE7172`), which
  /// newer `codesign` writes next to the XML. `nil` when the signature has no such blob.
  package var derEntitlements: Entitlements?

  /// The entitlements in the `__TEXT,__entitlements` section, an XML property list the
  /// linker writes into simulator builds (Xcode passes `-sectcreate __TEXT __entitlements`).
  /// A simulator build's signature is ad hoc, with at most `get-task-allow`; the simulator
  /// grants the section's entitlements instead. `nil` when there is no such section.
  package var simulatedEntitlements: Entitlements?

  /// Creates a slice's record.
  ///
  /// - Parameters:
  ///   - architecture: The slice's CPU.
  ///   - offset: Where the slice starts in the file.
  ///   - entitlements: The XML entitlements, if signed with them.
  ///   - derEntitlements: The DER entitlements, if signed with them.
  ///   - simulatedEntitlements: The `__TEXT,__entitlements` section's, if any.
  package init(
    architecture: MachOArchitecture, offset: Int, entitlements: Entitlements?,
    derEntitlements: Entitlements?, simulatedEntitlements: Entitlements? = nil
  ) {
    self.architecture = architecture
    self.offset = offset
    self.entitlements = entitlements
    self.derEntitlements = derEntitlements
    self.simulatedEntitlements = simulatedEntitlements
  }

  /// The entitlements the slice runs with: a simulator build's section, else the signed XML
  /// form (which can hold every property-list type), else the DER form, else none.
  package var effectiveEntitlements: Entitlements? {
    simulatedEntitlements ?? entitlements ?? derEntitlements
  }
}
