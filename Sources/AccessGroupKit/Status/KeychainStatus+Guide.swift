/// The content of `StatusExplanation`: for every status the keychain returns (Apple's
/// `SecBase.h`), what it means for each SecItem call and its common causes.
///
/// The per-call texts follow Apple's code (securityd's `SecItemServer.c`, `SecDbQuery.c`, `SecItemDb.c` and the macOS shim `SecItem.cpp` in
/// Security-61901); statuses that the data-protection keychain never returns from SecItem
/// say where they do come from.
extension KeychainStatus {
  /// One status's explanation, before it is attached to the status.
  struct Guide {
    var summary: String
    var calls: [KeychainCall: String]
    var causes: [StatusExplanation.Cause]
    var references: [String]

    init(
      _ summary: String, add: String, copyMatching: String, update: String, delete: String,
      causes: [(String, String)], references: [String]
    ) {
      self.summary = summary
      self.calls = [.add: add, .copyMatching: copyMatching, .update: update, .delete: delete]
      self.causes = causes.map { StatusExplanation.Cause(cause: $0.0, check: $0.1) }
      self.references = references
    }

    /// A status that means the same for every call.
    init(
      _ summary: String, everyCall: String, causes: [(String, String)], references: [String]
    ) {
      self.init(
        summary, add: everyCall, copyMatching: everyCall, update: everyCall, delete: everyCall,
        causes: causes, references: references)
    }
  }

  /// The private names Apple defines (`SecBasePriv.h`) as the value of a public status; the
  /// numbers in their header comments are historical and never returned. Read from the one
  /// status table, in its order.
  static let aliases: [Int32: [String]] = Dictionary(
    grouping: AppleSecurityStatus.all.filter { status in
      !status.isPublic && AppleSecurityStatus.byValue[status.value]?.isPublic == true
    },
    by: \.value
  ).mapValues { $0.map(\.name) }

  private static let notFromSecItem =
    "The data-protection keychain does not return this from this call."

  /// Every known status's explanation, by raw value.
  static let guide: [Int32: Guide] = [
    0: Guide(
      "The call succeeded.",
      add: "The item was stored: in kSecAttrAccessGroup when given, otherwise in the app's "
        + "default group (the first of its access groups). The result holds what kSecReturn* "
        + "asked for. On iOS an add that also carries a kSecMatch* key reports success but "
        + "stores nothing.",
      copyMatching: "At least one item matched. With the default limit (one) the result is a "
        + "single object; with kSecMatchLimitAll or a number above one it is an array.",
      update: "At least one matching item in the app's writable groups was changed. An empty "
        + "attributesToUpdate is legal and only bumps the modification date.",
      delete: "Every matching item in the app's writable groups was deleted (only "
        + "non-synchronizable ones unless kSecAttrSynchronizable is true or Any).",
      causes: [
        (
          "A macOS call succeeded but another app or target cannot see the item",
          "Without kSecUseDataProtectionKeychain = true a native macOS app's call goes to the "
            + "file-based keychain, which ignores kSecAttrAccessGroup; add the flag to every "
            + "query."
        ),
        (
          "An iOS add reported success but the item is not there",
          "Remove kSecMatchLimit and other kSecMatch* keys from the add's attributes."
        ),
      ],
      references: ["§2.2", "§2.3", "§2.4", "§2.5", "§2.10"]),

    -4: Guide(
      "The operation is not implemented for this query. It is also the value of the private "
        + "errSecUnsupportedOperation.",
      add: notFromSecItem,
      copyMatching: "A match key that does not apply to the class: kSecMatchIssuers or "
        + "kSecMatchPolicy on a class other than certificate or identity, or "
        + "kSecMatchHostOrSubdomainOfHost on anything but an internet password.",
      update: notFromSecItem, delete: notFromSecItem,
      causes: [
        (
          "A certificate match key in a password or key query",
          "Remove kSecMatchPolicy, kSecMatchIssuers and kSecMatchHostOrSubdomainOfHost, or "
            + "query kSecClassCertificate or kSecClassIdentity."
        )
      ],
      references: ["§2.3", "§6"]),

    -36: Guide(
      "An I/O error: the keychain database could not be read or written (SQLite's IOERR).",
      everyCall: "The database file could not be read or written; nothing was changed.",
      causes: [
        (
          "The device's storage is full or failing",
          "Check free space and the system log for securityd messages; retry later."
        )
      ],
      references: ["§6"]),

    -50: Guide(
      "A parameter is not valid: securityd reports almost every malformed dictionary with "
        + "this code. Apple's private names for specific mistakes (errSecItemIllegalQuery, "
        + "errSecItemClassMissing, errSecMatchLimitUnsupported and others) all have this value.",
      add: "kSecClass is missing; a key is unknown (wrong prefix) or the internal "
        + "kSecAttrAppClipItem; a value has the wrong type (kSecValueData not Data, a "
        + "kSecReturn* value that is not a Boolean, kSecAttrAccessGroup not a string, "
        + "kSecAttrAccessible not one of the constants); kSecAttrAccessible and "
        + "kSecAttrAccessControl disagree; access control with constraints on a "
        + "synchronizable item.",
      copyMatching: "kSecClass is missing; a key or value is malformed; kSecMatchLimit is "
        + "neither One, All nor a number; a persistent reference is combined with other "
        + "attributes; kSecUseItemList is given.",
      update: "On iOS, any kSecReturn* key set to true or any kSecMatch* key (kSecMatchLimit "
        + "included) in the query; kSecValueData in attributesToUpdate that is not Data; "
        + "kSecClass missing.",
      delete: "kSecMatchLimit (even kSecMatchLimitAll) or any other kSecMatch* key; kSecValueRef "
        + "reaching the server; kSecClass missing (an empty query).",
      causes: [
        (
          "kSecClass is missing or misspelled",
          "Every query needs kSecClass (or a kSecValuePersistentRef alone)."
        ),
        (
          "kSecMatchLimit or kSecReturn* in an update or delete query",
          "Update and delete always act on every match and return nothing; remove those keys "
            + "(the macOS shim strips them, iOS refuses them)."
        ),
        (
          "A value of the wrong type",
          "kSecValueData must be Data, not String; kSecReturn* must be kCFBooleanTrue, not the "
            + "number 1; kSecAttrAccessGroup must be a String."
        ),
        (
          "kSecAttrAccessible and kSecAttrAccessControl both given",
          "Pass only kSecAttrAccessControl, created with the protection you want."
        ),
      ],
      references: ["§2.0", "§2.1", "§2.2", "§2.4", "§2.5", "§2.7"]),

    -108: Guide(
      "Memory could not be allocated (SQLite's NOMEM).",
      everyCall: "The process or securityd ran out of memory; nothing was changed.",
      causes: [
        (
          "Memory pressure, or a very large kSecValueData",
          "Keep large data in a file and only its key in the keychain; retry."
        )
      ],
      references: ["§6"]),

    -128: Guide(
      "The user canceled an authentication prompt (LocalAuthentication's userCancel, "
        + "CryptoTokenKit's canceledByUser).",
      add: "The user canceled the prompt an access-controlled add needed.",
      copyMatching: "The user dismissed the Face ID, Touch ID or passcode prompt for an item "
        + "whose access control requires user presence.",
      update: "The user canceled the prompt the item's access control asked for.",
      delete: "The user canceled the prompt the item's access control asked for.",
      causes: [
        (
          "The user dismissed the prompt",
          "Treat it as a cancel, not a failure; do not retry in a loop."
        )
      ],
      references: ["§6"]),

    -909: Guide(
      "A bad parameter or an invalid state, from the macOS file-based keychain's older APIs.",
      everyCall: notFromSecItem + " The file-based keychain on macOS may.",
      causes: [
        (
          "A macOS call that went to the file-based keychain",
          "Add kSecUseDataProtectionKeychain = true to use the data-protection keychain."
        )
      ],
      references: ["§2.10", "§6"]),

    -2070: Guide(
      "An internal component failed (SQLite's INTERNAL error). Apple's message table has no "
        + "text for it, so the message is the constant's name.",
      everyCall: "securityd's database reported an internal error; nothing was changed.",
      causes: [
        (
          "codesign reports it in CI, not SecItem",
          "The signing keychain is locked or its key's partition list does not allow codesign: "
            + "run `security unlock-keychain` and `security set-key-partition-list`."
        )
      ],
      references: ["§6"]),

    -25291: Guide(
      "No keychain is available: securityd could not be reached (an XPC failure), the "
        + "database reported an unexpected error, or the app holds "
        + "com.apple.private.keychain.deny.",
      everyCall: "The call could not reach a usable keychain; nothing was changed.",
      causes: [
        (
          "The process has no keychain: a daemon before login, a sandbox without keychain "
            + "access, or a macOS CI user without a default keychain",
          "On macOS check `security list-keychains` and `security default-keychain`; use the "
            + "data-protection keychain from a signed app."
        ),
        (
          "A kSecClassIdentity search naming kSecAttrCertificateType, "
            + "kSecAttrCertificateEncoding, kSecAttrSubject or kSecAttrPublicKeyHash: the "
            + "identity search has no such column and SQLite refuses it",
          "Search kSecClassCertificate with that attribute instead."
        ),
      ],
      references: ["§2.2", "§6"]),

    -25292: Guide(
      "The keychain cannot be modified (SQLite's READONLY).",
      add: "The database is open read-only; nothing was stored.",
      copyMatching: notFromSecItem,
      update: "The database is open read-only; nothing was changed.",
      delete: "The database is open read-only; nothing was deleted.",
      causes: [
        (
          "A read-only file system or a keychain file without write permission",
          "Check free space; on macOS check the permissions of ~/Library/Keychains."
        )
      ],
      references: ["§6"]),

    -25293: Guide(
      "Authentication failed.",
      add: "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly on a device without a passcode.",
      copyMatching: "Authentication for an access-controlled item failed (a LocalAuthentication "
        + "error other than cancel).",
      update: "Authentication for an access-controlled item failed.",
      delete: "Authentication for an access-controlled item failed.",
      causes: [
        (
          "WhenPasscodeSetThisDeviceOnly without a passcode",
          "Check LAContext's canEvaluatePolicy(.deviceOwnerAuthentication) first, or choose "
            + "another kSecAttrAccessible."
        ),
        (
          "Biometry failed or is locked out",
          "Let the user fall back to the passcode (.deviceOwnerAuthentication)."
        ),
      ],
      references: ["§4.3", "§6"]),

    -25299: Guide(
      "An item with the same primary key already exists. For a generic password the key is "
        + "account, service, access group and synchronizable (and SPI attributes); the data, "
        + "label and accessibility are not part of it.",
      add: "A live item with the same primary key is in the target group; nothing was stored.",
      copyMatching: notFromSecItem,
      update: "The change would give an item the primary key of another live item (for example "
        + "a new kSecAttrAccount, or a move to a group that already has that account); the "
        + "whole update was rolled back.",
      delete: notFromSecItem,
      causes: [
        (
          "Adding an item that already exists",
          "On errSecDuplicateItem call SecItemUpdate with the same primary key, or delete first."
        ),
        (
          "Expecting two groups to collide",
          "The access group and kSecAttrSynchronizable are part of the key: the same account "
            + "can exist once per group and once synchronizable."
        ),
        (
          "The duplicate appears only after unlocking",
          "A locked device returns errSecInteractionNotAllowed before duplicates are checked."
        ),
      ],
      references: ["§2.2", "§2.4", "§3.1"]),

    -25300: Guide(
      "No item matched, in the groups the call may search.",
      add: notFromSecItem,
      copyMatching: "Nothing matched in the app's readable groups. Items in groups the app is "
        + "not entitled to are simply invisible to a query without kSecAttrAccessGroup; "
        + "synchronizable items are skipped unless kSecAttrSynchronizable is true or Any.",
      update: "Nothing matched in the app's writable groups (\"No items updated\").",
      delete: "Nothing matched in the app's writable groups (\"Delete failed to delete "
        + "anything\").",
      causes: [
        (
          "Another target wrote the item to its default group, which this target cannot read",
          "Compare the targets' groups and defaults with `accessgroups lint`; name the shared "
            + "group as kSecAttrAccessGroup when adding."
        ),
        (
          "The item is synchronizable",
          "Add kSecAttrSynchronizable: kSecAttrSynchronizableAny to the query."
        ),
        (
          "An attribute differs",
          "Matching is exact and case-sensitive; compare account, service and class."
        ),
        (
          "On macOS the item is in the other keychain",
          "Use the same kSecUseDataProtectionKeychain choice when adding and querying."
        ),
        (
          "The app moved to another team or App ID prefix",
          "Items stay in groups under the old prefix, which the app no longer reaches."
        ),
        (
          "A kSecClassIdentity query and a key without kSecAttrIsPrivate",
          "securityd pairs a certificate only with keys whose kSecAttrIsPrivate is true; keys "
            + "added from a SecKey have it, keys added from attributes need it set."
        ),
      ],
      references: ["§2.3", "§2.4", "§2.5", "§2.6", "§4.1"]),

    -25302: Guide(
      "The item's data is too large or in a format that cannot be displayed; a macOS "
        + "file-based keychain status.",
      everyCall: notFromSecItem + " The macOS file-based keychain may.",
      causes: [
        (
          "Very large data in a file-based keychain item",
          "Keep large data in a file and only its key in the keychain."
        )
      ],
      references: ["§6"]),

    -25303: Guide(
      "An attribute does not exist for the item's class.",
      add: "A four-letter attribute of another class (kSecAttrApplicationTag on a certificate, "
        + "kSecAttrServer on a generic password) or a number used as a key.",
      copyMatching: "An attribute of another class in the query.",
      update: "A key in attributesToUpdate that is not an attribute of the class: kSecClass, "
        + "kSecReturn*, kSecMatch*, kSecValueRef and kSecValuePersistentRef all give this. "
        + "With kSecClassIdentity and no kSecValueRef the client updates certificates first, "
        + "so a key-only attribute in either dictionary gives this and nothing changes.",
      delete: "An attribute of another class in the query. With kSecClassIdentity and no "
        + "kSecValueRef the client deletes certificates first, so a key-only attribute "
        + "(kSecAttrApplicationTag) gives this and nothing is deleted.",
      causes: [
        (
          "An attribute of another class",
          "Check the class's attribute list (generic password, internet password, "
            + "certificate, key)."
        ),
        (
          "A key attribute in an identity delete or update by class",
          "Delete or update the key with kSecClassKey, or pass the identity as kSecValueRef."
        ),
        (
          "Query keys in attributesToUpdate",
          "Put only the attributes to change, and kSecValueData, in attributesToUpdate."
        ),
      ],
      references: ["§2.1", "§2.4", "§2.8"]),

    -25304: Guide(
      "The item reference is no longer valid; a macOS file-based keychain status for a "
        + "SecKeychainItemRef whose item was deleted.",
      everyCall: notFromSecItem + " The macOS file-based keychain may, for a stale item ref.",
      causes: [
        ("A stale item reference", "Look the item up again instead of keeping the reference.")
      ],
      references: ["§6"]),

    -25306: Guide(
      "The item class is not a keychain class.",
      everyCall: "kSecClass is a string but not one of the five classes (generic password, "
        + "internet password, certificate, key, identity), or it conflicts with the class of "
        + "kSecValuePersistentRef.",
      causes: [
        (
          "A misspelled class or kSecClassAppleSharePassword",
          "Use the kSecClass constants; the data-protection keychain has no AppleShare class."
        )
      ],
      references: ["§2.1"]),

    -25308: Guide(
      "User interaction is not allowed: for the keychain, the device is locked and the item's "
        + "protection class is unavailable.",
      add: "The device is locked and the item's kSecAttrAccessible (by default WhenUnlocked) "
        + "needs it unlocked. This is reported before a duplicate would be.",
      copyMatching: "A matching item's class key is unavailable while locked; the whole query "
        + "fails, even for attributes only. Also for an item that needs user presence with "
        + "kSecUseAuthenticationUIFail.",
      update: "A matching item must be decrypted and its class is unavailable while locked.",
      delete: "Items whose access control needs authentication with UI disallowed; a "
        + "non-synchronizable item is deleted even while locked.",
      causes: [
        (
          "Background work while the device is locked (extensions, background fetch, push)",
          "Give items needed in the background kSecAttrAccessibleAfterFirstUnlock."
        ),
        (
          "Access before the first unlock after a restart",
          "Even AfterFirstUnlock items are unavailable then; retry after "
            + "protectedDataDidBecomeAvailable."
        ),
      ],
      references: ["§4.2", "§4.3"]),

    -25309: Guide(
      "The attribute could not be modified; a macOS file-based keychain status.",
      everyCall: notFromSecItem + " The macOS file-based keychain may.",
      causes: [
        (
          "Changing an attribute the file-based keychain keeps read-only",
          "Use the data-protection keychain (kSecUseDataProtectionKeychain = true)."
        )
      ],
      references: ["§6"]),

    -25315: Guide(
      "User interaction is required but not allowed; from the macOS file-based keychain when "
        + "it is locked and may not prompt.",
      everyCall: notFromSecItem + " The macOS file-based keychain may, when it is locked.",
      causes: [
        (
          "A locked login keychain on a CI machine",
          "Run `security unlock-keychain` before the tests, or use the data-protection keychain."
        )
      ],
      references: ["§6"]),

    -25316: Guide(
      "The item's contents cannot be retrieved; a macOS file-based keychain status.",
      everyCall: notFromSecItem + " The macOS file-based keychain may.",
      causes: [
        (
          "The file-based keychain refused the item's data",
          "Check the item's access list in Keychain Access."
        )
      ],
      references: ["§6"]),

    -25243: Guide(
      "The item has no access control that allows the operation.",
      add: notFromSecItem,
      copyMatching: notFromSecItem,
      update: "The legacy profile (iOS 12 and earlier) returns it when attributesToUpdate moves "
        + "an item into a group the app is not entitled to; current systems return "
        + "errSecMissingEntitlement.",
      delete: notFromSecItem,
      causes: [
        (
          "Moving an item to a group the app lacks, on an old system",
          "Move items only between groups in the app's keychain-access-groups."
        )
      ],
      references: ["§2.4", "§6", "§10.2"]),

    -25244: Guide(
      "An invalid attempt to change the owner of an item; a macOS file-based keychain status "
        + "about an item's access list.",
      everyCall: notFromSecItem + " The macOS file-based keychain may.",
      causes: [
        (
          "Changing the access list of an item another app created",
          "Only the item's owner can change its access list."
        )
      ],
      references: ["§6"]),

    -26275: Guide(
      "Data could not be decoded. It is also the value of the private errSecInvalidKey and "
        + "errSecInvalidCertificate.",
      add: "A certificate or key whose data is not valid DER.",
      copyMatching: "Corrupt rows are skipped (and deleted later), so a query rarely sees this.",
      update: "Data that cannot be decoded as the item's class.",
      delete: notFromSecItem,
      causes: [
        (
          "Certificate or key data that is not DER",
          "Check it with `openssl x509 -inform der -in cert.der` or `openssl asn1parse`."
        )
      ],
      references: ["§6"]),

    -34018: Guide(
      "A required entitlement is missing: the app's access-group list is empty, or the call "
        + "names a kSecAttrAccessGroup that is not in the list. A foreign group gives this, "
        + "not errSecItemNotFound.",
      add: "The app has no writable group (no keychain-access-groups, application identifier "
        + "or app groups; on macOS only the read-only com.apple.token), or kSecAttrAccessGroup "
        + "is not in its writable groups (another team's group, \"\", com.apple.token).",
      copyMatching: "The list is empty, or kSecAttrAccessGroup is not in it.",
      update: "No writable group; the query's kSecAttrAccessGroup is not writable; or "
        + "attributesToUpdate moves the item to a group the app is not entitled to.",
      delete: "No writable group, or the query's kSecAttrAccessGroup is not writable.",
      causes: [
        (
          "The binary is unsigned or signed without entitlements (unit tests without a host "
            + "app, command-line tools)",
          "Run `codesign -d --entitlements :- App.app`; give the test target a host app."
        ),
        (
          "kSecAttrAccessGroup is not spelled exactly as the entitlement",
          "It needs the team prefix (TEAMID.com.example.shared) and is case-sensitive; compare "
            + "with `accessgroups resolve`."
        ),
        (
          "The provisioning profile or team does not allow the group",
          "Make sure $(AppIdentifierPrefix) expanded to your App ID prefix and the profile lists "
            + "the group."
        ),
        (
          "A Mac app whose entitlements are not validated",
          "Unvalidated (ad-hoc) signatures keep only keychain-access-groups; sign with a "
            + "provisioning profile."
        ),
        (
          "An App Clip naming an app group",
          "App Clips ignore app groups; use the App Clip's application identifier."
        ),
      ],
      references: ["§1.6", "§1.7", "§2.2", "§2.3", "§2.4", "§2.5", "§2.6"]),

    -34020: Guide(
      "The client is restricted: an App Clip asked for something App Clips may not do.",
      add: "An App Clip whose access groups are not exactly its application identifier, or an "
        + "add of a synchronizable item.",
      copyMatching: "An App Clip whose access groups are not exactly its application identifier.",
      update: "An App Clip with more groups than its application identifier, or "
        + "kSecAttrSynchronizable = true in the query or attributesToUpdate.",
      delete: "An App Clip whose access groups are not exactly its application identifier.",
      causes: [
        (
          "The App Clip has keychain-access-groups",
          "Remove keychain-access-groups from the App Clip's entitlements; check with "
            + "`accessgroups lint` (app-clip-groups-refused)."
        ),
        (
          "The App Clip stores synchronizable items",
          "Drop kSecAttrSynchronizable from the App Clip's queries."
        ),
      ],
      references: ["§1.9", "§2.2", "§8.3"]),

    -67694: Guide(
      "An invalid value was detected, by Security APIs other than SecItem (keys, "
        + "certificates, trust).",
      everyCall: notFromSecItem,
      causes: [
        (
          "A malformed key or certificate parameter",
          "Check the arguments of the SecKey or SecCertificate call that failed."
        )
      ],
      references: ["§6"]),

    -67843: Guide(
      "The certificate was not trusted: a SecTrust evaluation status.",
      everyCall: notFromSecItem,
      causes: [
        (
          "Trust evaluation failed",
          "Check the chain and anchors passed to SecTrust; it is not a keychain problem."
        )
      ],
      references: ["§6"]),

    -67871: Guide(
      "A missing value was detected, by Security APIs other than SecItem.",
      everyCall: notFromSecItem,
      causes: [
        (
          "A required parameter was nil",
          "Check the arguments of the Security call that failed."
        )
      ],
      references: ["§6"]),

    -25330: Guide(
      "An item needs user authentication (the private errSecAuthNeeded): securityd tells the "
        + "client, which runs LocalAuthentication and retries. Apps do not normally see it.",
      add: notFromSecItem,
      copyMatching: "Returned internally for an item whose access control needs user presence; "
        + "the client then prompts.",
      update: "As for copy matching.",
      delete: "As for copy matching.",
      causes: [
        (
          "Seen only when calling securityd's internals directly",
          "Call the public SecItem functions, which handle it."
        )
      ],
      references: ["§2.3", "§6"]),

    -26276: Guide(
      "An internal error in the Security framework (the private errSecInternal). Apple's "
        + "message table has no text for it, so the message is `OSStatus -26276`.",
      add: "Also returned for kSecClassIdentity without kSecValueRef: securityd has no "
        + "identity table to write to.",
      copyMatching: "An error from an unknown domain.",
      update: "Also returned for an identity update through a persistent reference.",
      delete: "An error from an unknown domain.",
      causes: [
        (
          "Updating an identity by persistent reference",
          "Update the identity through its class and attributes instead."
        ),
        (
          "Adding with kSecClassIdentity and attributes",
          "Add a SecIdentity as kSecValueRef, or add the certificate and its private key "
            + "separately."
        ),
      ],
      references: ["§6", "§8.5"]),

    -34019: Guide(
      "The keychain database needs a migration that cannot run while the device is locked "
        + "(the private errSecUpgradePending), typically right after an OS update.",
      everyCall: "The call came before the migration could run; nothing was changed.",
      causes: [
        (
          "The device was updated and not yet unlocked",
          "Retry after the first unlock."
        )
      ],
      references: ["§6"]),
  ]
}
