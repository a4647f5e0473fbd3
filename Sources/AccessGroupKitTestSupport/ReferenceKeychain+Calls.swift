import AccessGroupKit
import Foundation

extension ReferenceKeychain {
  /// `SecItemAdd`, checks in the order of `SecItem.m` and `_SecItemAdd`.
  ///
  /// - Parameters:
  ///   - attributes: The caller's dictionary.
  ///   - client: The calling app's resolved groups.
  ///   - wantsResult: Whether the caller passed a result pointer.
  /// - Returns: The status and the result (§7.2).
  public mutating func add(
    _ caller: [String: Any], by client: ResolvedAccessGroups, wantsResult: Bool = true
  ) -> ReferenceOutcome {
    if Self.clientRejects(caller, skipAllowed: false) { return .failure(.parameter) }
    let attributes = Self.clientStripped(caller)
    if Self.privateAttributesOfAdd.contains(where: { attributes[$0] != nil }) {
      return .failure(.missingEntitlement)
    }
    if attributes["clip"] != nil { return .failure(.parameter) }
    let writable = writableGroups(of: client)
    if writable.isEmpty, !client.grantsAllGroups { return .failure(.missingEntitlement) }
    let query: ReferenceQuery
    switch ReferenceQuery.parse(attributes, defaultLimit: nil) {
    case .failure(let status): return .failure(status)
    case .success(let parsed): query = parsed
    }
    let group: String
    if let raw = attributes["agrp"] {
      guard case .string(let name) = ReferenceInput(raw),
        client.grantsAllGroups || writable.contains(name)
      else { return .failure(.missingEntitlement) }
      group = name
    } else {
      guard let first = client.groups.first else { return .failure(.missingEntitlement) }
      group = first
    }
    // Legacy: the token group is in the list but cannot hold items (`_SecItemAdd`,
    // Security-58286 `SecItemServer.c:1578`).
    if profile == .legacy, group == ResolvedAccessGroups.tokenGroup { return .failure(.parameter) }
    if violatesAppClip(client) { return .failure(.restrictedAPI) }
    if client.isAppClip, Self.isTrue(attributes["sync"]) { return .failure(.restrictedAPI) }
    if query.hasMatchKeys || query.hasItemList { return ReferenceOutcome(status: .success) }

    var stored = ReferenceSchema.defaults[query.itemClass] ?? [:]
    for (name, value) in query.attributes { stored[name] = value }
    stored["agrp"] = .string(group)
    if stored["pdmn"] == nil {
      stored["pdmn"] = .string(
        group == "com.apple.apsd" ? "dku" : query.itemClass == "cert" ? "dk" : "ak")
    }
    if stored["sync"] == nil { stored["sync"] = .number(0) }
    stored["tomb"] = .number(0)
    stored["musr"] = .data(Data())
    stored["cdat"] = .date(now)
    stored["mdat"] = .date(now)
    stored["clip"] = .number(client.isAppClip ? 1 : 0)
    var item = ReferenceItem(
      rowID: nextRowID, itemClass: query.itemClass, attributes: stored, data: query.valueData,
      uuid: Data())

    if item.protection == "f" { return .failure(.parameter) }
    if item.protection == "akpu", !hasPasscode { return .failure(.authFailed) }
    if !isAvailable(item.protection) { return .failure(.interactionNotAllowed) }
    let key = item.primaryKey
    let clashing = items.filter { $0.itemClass == item.itemClass && $0.primaryKey == key }
    if clashing.contains(where: { !$0.isTombstone }) { return .failure(.duplicateItem) }

    // A tombstone with the same primary key is replaced in place: the new item takes its
    // rowid and its persistent reference (`SecDbItemInsert`, `SecDbItem.c`). The identifier
    // is drawn either way: every successful add consumes one.
    item.uuid = identifiers.next()
    if !followsStoreTombstoneContract, let tombstone = clashing.first,
      let index = items.firstIndex(where: { $0.rowID == tombstone.rowID })
    {
      item.rowID = tombstone.rowID
      item.uuid = tombstone.uuid
      items[index] = item
      items.removeAll { row in
        row.rowID != item.rowID && clashing.contains { $0.rowID == row.rowID }
      }
    } else {
      items.removeAll { row in clashing.contains { $0.rowID == row.rowID } }
      nextRowID += 1
      items.append(item)
    }
    let result = wantsResult ? addResult(item, returnKeys: query.returnKeys) : nil
    return ReferenceOutcome(status: .success, result: result)
  }

  /// `SecItemCopyMatching`, §2.3.
  ///
  /// - Parameters:
  ///   - query: The caller's query.
  ///   - client: The calling app's resolved groups.
  ///   - wantsResult: Whether the caller passed a result pointer.
  /// - Returns: The status and the result (§7.1).
  public func copyMatching(
    _ caller: [String: Any], by client: ResolvedAccessGroups, wantsResult: Bool = true
  ) -> ReferenceOutcome {
    if Self.clientRejects(caller, skipAllowed: true) { return .failure(.parameter) }
    let query = Self.clientStripped(caller)
    if query["clip"] != nil { return .failure(.parameter) }
    if client.groups.isEmpty, !client.grantsAllGroups { return .failure(.missingEntitlement) }
    let parsed: ReferenceQuery
    switch ReferenceQuery.parse(query, defaultLimit: 1) {
    case .failure(let status): return .failure(status)
    case .success(let value): parsed = value
    }
    if case .string(let group)? = parsed.attributes["agrp"], profile == .current,
      !client.grantsAllGroups, !client.groups.contains(group)
    {
      return .failure(.missingEntitlement)
    }
    if violatesAppClip(client) { return .failure(.restrictedAPI) }
    if parsed.hasItemList { return .failure(.parameter) }
    if parsed.namesMatchIssuers, parsed.itemClass != "cert" { return .failure(.unimplemented) }
    if parsed.persistentReferenceUUID != nil, !parsed.attributes.isEmpty {
      return .failure(.parameter)
    }
    let groups = scope(parsed, groups: client.groups, client: client)
    var rows = matchingRows(parsed, in: groups).filter {
      passesCertificateFilters($0, parsed, in: groups)
    }
    if let limit = parsed.limit { rows = Array(rows.prefix(limit < 0 ? 1 : limit)) }
    if rows.contains(where: { !isAvailable($0.protection) }) {
      return .failure(.interactionNotAllowed)
    }
    guard !rows.isEmpty else { return .failure(.itemNotFound) }
    guard wantsResult else { return ReferenceOutcome(status: .success) }
    return ReferenceOutcome(
      status: .success,
      result: copyResult(rows, returnKeys: parsed.returnKeys, single: parsed.limit == 1))
  }

  /// `SecItemUpdate` (`_SecItemUpdate`; legacy differences from Security-58286).
  ///
  /// - Parameters:
  ///   - query: The caller's query.
  ///   - changes: `attributesToUpdate`.
  ///   - client: The calling app's resolved groups.
  /// - Returns: The status (Update has no result).
  public mutating func update(
    _ caller: [String: Any], changes: [String: Any], by client: ResolvedAccessGroups
  ) -> ReferenceOutcome {
    if Self.clientRejects(caller, skipAllowed: false) || Self.clientRejects(changes) {
      return .failure(.parameter)
    }
    let query = Self.clientStripped(caller)
    let changes = Self.clientStripped(changes)
    // The XPC update handler (server.c): `dspk`, `sysb` in the query, `pcs*`, `bin*` in the
    // changes.
    if ["dspk", "sysb"].contains(where: { query[$0] != nil })
      || Self.privateAttributesOfAdd.contains(where: {
        $0 != "dspk" && $0 != "sysb" && changes[$0] != nil
      })
    {
      return .failure(.missingEntitlement)
    }
    if query["clip"] != nil || changes["clip"] != nil || changes["ggrp"] != nil {
      return .failure(.parameter)
    }
    let writable = writableGroups(of: client)
    if writable.isEmpty, !client.grantsAllGroups { return .failure(.missingEntitlement) }
    if profile == .current, let raw = query["agrp"],
      !allowsGroup(raw, in: writable, client: client)
    {
      return .failure(.missingEntitlement)
    }
    let parsed: ReferenceQuery
    switch ReferenceQuery.parse(query, defaultLimit: nil) {
    case .failure(let status): return .failure(status)
    case .success(let value): parsed = value
    }
    if violatesAppClip(client) { return .failure(.restrictedAPI) }
    if client.isAppClip, Self.isTrue(query["sync"]) || Self.isTrue(changes["sync"]) {
      return .failure(.restrictedAPI)
    }
    if parsed.hasItemList { return .failure(.parameter) }
    if !parsed.returnKeys.isEmpty { return .failure(.parameter) }
    if let raw = changes["agrp"], profile == .legacy {
      // `_SecItemUpdate` (Security-58286): foreign → -25243, else the token group → -50.
      if !allowsGroup(raw, in: writable, client: client) { return .failure(.noAccessForItem) }
      if case .string(ResolvedAccessGroups.tokenGroup) = ReferenceInput(raw) {
        return .failure(.parameter)
      }
    } else if let raw = changes["agrp"], !allowsGroup(raw, in: writable, client: client) {
      return .failure(.missingEntitlement)
    }
    if parsed.hasMatchKeys { return .failure(.parameter) }
    let newValues: (attributes: [String: StoredValue], data: Data?)
    switch ReferenceQuery.parseChanges(changes, itemClass: parsed.itemClass) {
    case .failure(let status): return .failure(status)
    case .success(let value): newValues = value
    }

    let targets = matchingRows(parsed, in: scope(parsed, groups: writable, client: client))
    guard !targets.isEmpty else { return .failure(.itemNotFound) }
    var working = self
    for target in targets {
      guard let index = working.items.firstIndex(where: { $0.rowID == target.rowID }) else {
        continue
      }
      let old = working.items[index]
      var updated = old
      for (name, value) in newValues.attributes { updated.attributes[name] = value }
      if let data = newValues.data { updated.data = data }
      updated.attributes["mdat"] = .date(now)
      // The old row is decrypted first (`SecDbItemCopyWithUpdates`), then the new one is
      // encrypted with its protection class.
      guard isAvailable(old.protection) else { return .failure(.interactionNotAllowed) }
      if updated.protection == "f" { return .failure(.parameter) }
      if updated.protection == "akpu", !hasPasscode { return .failure(.authFailed) }
      guard isAvailable(updated.protection) else { return .failure(.interactionNotAllowed) }
      let key = updated.primaryKey
      if key != old.primaryKey {
        let clashes = working.items.filter {
          $0.rowID != old.rowID && $0.itemClass == old.itemClass && $0.primaryKey == key
        }
        if clashes.contains(where: { !$0.isTombstone }) { return .failure(.duplicateItem) }
        // A colliding tombstone: the old row is deleted and the tombstone's row becomes the
        // updated item (`SecDbItemUpdate`, `SecDbItem.c`).
        if working.followsStoreTombstoneContract {
          working.items.removeAll { row in clashes.contains { $0.rowID == row.rowID } }
        } else if let tombstone = clashes.first {
          updated.rowID = tombstone.rowID
          working.items.removeAll { $0.rowID == old.rowID }
          working.items.removeAll { row in
            row.rowID != tombstone.rowID && clashes.contains { $0.rowID == row.rowID }
          }
        }
        if working.makesTombstone(old, query: parsed) {
          // The tombstone of the old primary key is a new row with a new persistent
          // reference.
          var tombstone = working.tombstone(of: old, rowID: working.nextRowID)
          tombstone.uuid = working.identifiers.next()
          working.items.append(tombstone)
          working.nextRowID += 1
        }
      }
      if let position = working.items.firstIndex(where: { $0.rowID == updated.rowID }) {
        working.items[position] = updated
      } else if let position = working.items.firstIndex(where: { $0.rowID == old.rowID }) {
        working.items[position] = updated
      }
    }
    self = working
    return ReferenceOutcome(status: .success)
  }

  /// `SecItemDelete`, §2.5.
  ///
  /// - Parameters:
  ///   - query: The caller's query.
  ///   - client: The calling app's resolved groups.
  /// - Returns: The status (Delete has no result).
  public mutating func delete(
    _ caller: [String: Any], by client: ResolvedAccessGroups
  ) -> ReferenceOutcome {
    if Self.clientRejects(caller, skipAllowed: false) { return .failure(.parameter) }
    let query = Self.clientStripped(caller)
    if query["clip"] != nil { return .failure(.parameter) }
    let writable = writableGroups(of: client)
    if writable.isEmpty, !client.grantsAllGroups { return .failure(.missingEntitlement) }
    if profile == .current, let raw = query["agrp"],
      !allowsGroup(raw, in: writable, client: client)
    {
      return .failure(.missingEntitlement)
    }
    let parsed: ReferenceQuery
    switch ReferenceQuery.parse(query, defaultLimit: nil) {
    case .failure(let status): return .failure(status)
    case .success(let value): parsed = value
    }
    if violatesAppClip(client) { return .failure(.restrictedAPI) }
    if parsed.hasMatchKeys || parsed.hasItemList { return .failure(.parameter) }
    let targets = matchingRows(parsed, in: scope(parsed, groups: writable, client: client))
    guard !targets.isEmpty else { return .failure(.itemNotFound) }
    var working = self
    for target in targets {
      guard let index = working.items.firstIndex(where: { $0.rowID == target.rowID }) else {
        continue
      }
      if working.makesTombstone(target, query: parsed) {
        guard isAvailable(target.protection) else { return .failure(.interactionNotAllowed) }
        if working.followsStoreTombstoneContract {
          var tombstone = working.tombstone(of: target, rowID: working.nextRowID)
          tombstone.uuid = working.identifiers.next()
          working.nextRowID += 1
          working.items.remove(at: index)
          working.items.append(tombstone)
        } else {
          working.items[index] = working.tombstone(of: target, rowID: target.rowID)
        }
      } else {
        working.items.remove(at: index)
      }
    }
    self = working
    return ReferenceOutcome(status: .success)
  }

  // MARK: Helpers

  /// The groups Add, Update and Delete work on: without `com.apple.token` in the current
  /// profile (`SecurityClientCopyWritableAccessGroups`); the whole list in the legacy profile,
  /// which had no such distinction (Security-58286 `_SecItemAdd/Update/Delete` use
  /// `client->accessGroups`).
  private func writableGroups(of client: ResolvedAccessGroups) -> [String] {
    profile == .legacy ? client.groups : client.writableGroups
  }

  /// The keys the client removes before a query reaches the server (§2.0 "Client
  /// rewrites"): the operation prompt, the authentication UI mode (except Skip) and the old
  /// no-UI flag.
  static func clientStripped(_ dictionary: [String: Any]) -> [String: Any] {
    var stripped = dictionary
    stripped["u_OpPrompt"] = nil
    stripped["u_NoAuthUI"] = nil
    if stripped["u_AuthUI"] as? String != "u_AuthUIS" { stripped["u_AuthUI"] = nil }
    // A DER issuer is sent normalized (`SecItemAttributesPrepare`).
    if let issuer = stripped["issr"], case .data(let name) = ReferenceInput(issuer),
      let normalized = ReferenceName.normalized(name)
    {
      stripped["issr"] = normalized
    }
    return stripped
  }

  /// The SPI attributes the XPC add handler gates (`server.c`).
  static let privateAttributesOfAdd = [
    "dspk", "sysb", "pcss", "pcsk", "pcsi", "binn", "bini", "bin0", "bin1", "bin2", "bin3",
  ]

  /// `SecServerMatch_Item` (`SecItemServer.c`) for a certificate search: the issuer chain of
  /// `kSecMatchIssuers` through the certificates of `groups`, then a certificate made from
  /// the data for the date, trust and email filters (trust never holds: no anchors).
  func passesCertificateFilters(
    _ item: ReferenceItem, _ query: ReferenceQuery, in groups: Set<String>?
  ) -> Bool {
    guard query.itemClass == "cert" else { return true }
    if let issuers = query.matchIssuers {
      var issuer = Data()
      if case .data(let bytes)? = item.attributes["issr"] { issuer = bytes }
      guard leadsTo(issuers, from: issuer, in: groups, budget: 10) else { return false }
    }
    guard query.validOnDate != nil || query.trustedOnly != nil || query.emailAddress != nil
    else { return true }
    guard let data = item.data, let certificate = ReferenceCertificate(data) else { return false }
    if let wanted = query.validOnDate {
      let date = wanted ?? now
      let start = certificate.notBefore.timeIntervalSinceReferenceDate
      let end = certificate.notAfter.timeIntervalSinceReferenceDate
      if start == 0 || end == 0 || start == end { return false }
      if date < certificate.notBefore || date > certificate.notAfter { return false }
    }
    if query.trustedOnly == true { return false }
    if let address = query.emailAddress,
      !certificate.emails.contains(where: { $0.caseInsensitiveCompare(address) == .orderedSame })
    {
      return false
    }
    return true
  }

  /// `items_matching_issuer_parent`.
  private func leadsTo(
    _ issuers: [Data], from issuer: Data, in groups: Set<String>?, budget: Int
  ) -> Bool {
    if issuers.contains(issuer) { return true }
    var budget = budget
    for parent in items where parent.itemClass == "cert" && !parent.isTombstone {
      guard !parent.isSynchronizable,
        groups.map({ $0.contains(parent.accessGroup ?? "") }) ?? true,
        case .data(let subject)? = parent.attributes["subj"], subject == issuer
      else { continue }
      var parentIssuer = Data()
      if case .data(let bytes)? = parent.attributes["issr"] { parentIssuer = bytes }
      if parentIssuer == issuer { continue }
      guard budget > 0 else { continue }
      budget -= 1
      if leadsTo(issuers, from: parentIssuer, in: groups, budget: budget) { return true }
    }
    return false
  }

  /// The client-side checks of §2.0 (`SecItemAttributesPrepare`, `OSX/sec/Security/SecItem.m`),
  /// which run before anything reaches the server: `kSecAttrAccessControl` that is not a
  /// `SecAccessControlRef` (nothing in a dictionary test can be one), a `kSecValueRef` that is
  /// not a key, certificate or identity, a `kSecAttrIssuer` that is not data, and
  /// `kSecUseAuthenticationUISkip` anywhere but in CopyMatching (`skipAllowed`).
  static func clientRejects(_ dictionary: [String: Any], skipAllowed: Bool = true) -> Bool {
    if dictionary["accc"] != nil || dictionary["v_Ref"] != nil { return true }
    if !skipAllowed, dictionary["u_AuthUI"] as? String == "u_AuthUIS" { return true }
    if let issuer = dictionary["issr"], case .data = ReferenceInput(issuer) {
      return false
    }
    return dictionary["issr"] != nil
  }

  private func allowsGroup(_ value: Any, in groups: [String], client: ResolvedAccessGroups) -> Bool
  {
    guard case .string(let name) = ReferenceInput(value) else { return false }
    return client.grantsAllGroups || groups.contains(name)
  }

  private func violatesAppClip(_ client: ResolvedAccessGroups) -> Bool {
    guard client.isAppClip else { return false }
    guard let appID = client.applicationIdentifier else { return true }
    let groups = client.groups
    return groups != [appID] && groups != [appID, ResolvedAccessGroups.tokenGroup]
  }

  private static func isTrue(_ value: Any?) -> Bool {
    guard let value, case .boolean(true) = ReferenceInput(value) else { return false }
    return true
  }
}

extension ReferenceOutcome {
  /// A status without result.
  init(status: KeychainStatus) {
    self.init(status: status, result: nil)
  }
}
