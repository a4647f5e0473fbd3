import Foundation

extension StoreState {
  /// The search common to CopyMatching, Update and Delete after the group checks: tombstones
  /// hidden unless `tomb` is named, persistent-reference, host and certificate filters
  /// (``CertificateMatchFilters``), identities as the join of private keys and certificates.
  mutating func matchingRecords(_ query: ParsedQuery, groups: [String]?) -> [ItemRecord] {
    var records: [ItemRecord]
    if query.itemClass == .identity {
      let matcher = RowMatcher(query.matches, schema: query.schema, hidingTombstones: true)
      records = identities(groups: groups, where: matcher).filter { record in
        guard case .uuid(let uuid)? = query.persistentReference?.identifier else { return true }
        return record.uuid == uuid
      }
    } else if let reference = query.persistentReference {
      guard case .uuid(let uuid) = reference.identifier,
        let record = database.record(withUUID: uuid),
        record.itemClass == query.itemClass,
        ResolvedAccessGroups.list(groups, allows: record.accessGroup),
        RowMatcher(query.matches, schema: query.schema, hidingTombstones: true).matches(record)
      else { return [] }
      records = [record]
    } else if let byKey = recordsByKey(query, groups: groups) {
      records = byKey
    } else {
      records = database.search(
        query.itemClass, in: groups, pairs: query.matches, hidingTombstones: true)
    }
    if let host = query.hostOrSubdomain {
      records = records.filter { Self.isOnHost($0, host) }
    }
    return applyingCertificateFilters(query, to: records, groups: groups)
  }

  /// Whether `record`'s server is `host` or one of its subdomains (`m_HostOrSubdomainOfHost`).
  static func isOnHost(_ record: ItemRecord, _ host: String) -> Bool {
    guard case .string(let server)? = record.fields[.server] else { return false }
    return server == host || server.hasSuffix("." + host)
  }

  /// Identity rows: each private key joined with every certificate whose `pkhh` equals the
  /// key's `klbl`, both in `groups`, that `matcher` accepts.
  ///
  /// securityd's join (`s3dl_create_select_sql`, `SecItemDb.c`) takes keys with `priv` = 1,
  /// not keys of class private (`kcls` = 1): `priv` has no default in the schema
  /// (`SecItemSchema.c`), so a key added without `kSecAttrIsPrivate` is no identity's key. The
  /// query's pairs are compared with the joined row, whose columns are the key's except
  /// ``identityCertificateColumns``; the row returned carries the certificate's attributes over
  /// the key's and the certificate's data, as `s3dl_query_row` merges them.
  mutating func identities(groups: [String]?, where matcher: RowMatcher) -> [ItemRecord] {
    let keys = database.search(.key, in: groups, pairs: [.isPrivate: .integer(1)])
    // The certificates of each public-key hash, in row order: the join reads each key's
    // partners without comparing it with every certificate.
    var certificatesOfHash: [Data: [ItemRecord]] = [:]
    for certificate in database.search(.certificate, in: groups, pairs: [:]) {
      guard let hash = certificate.fields[.publicKeyHash]?.matchBytes else { continue }
      certificatesOfHash[hash, default: []].append(certificate)
    }
    var result: [ItemRecord] = []
    for key in keys {
      guard let label = key.fields[.applicationLabel],
        let certificates = certificatesOfHash[label.matchBytes]
      else { continue }
      database.countExamined(certificates.count)
      for certificate in certificates {
        var joined = key
        for column in Self.identityCertificateColumns {
          joined.fields[column] = certificate.fields[column]
        }
        guard matcher.matches(joined) else { continue }
        var record = key
        record.itemClass = .identity
        record.attributes.merge(certificate.attributes)
        record.data = certificate.data
        record.sequence = certificate.sequence
        result.append(record)
      }
    }
    return result.sorted { $0.sequence < $1.sequence }
  }

  /// The certificate's columns in securityd's identity join (`s3dl_create_select_sql`,
  /// `SecItemDb.c`): label, issuer, serial number, subject key ID and token ID. A query's
  /// other attributes, `agrp`, `pdmn` and `tomb` among them, are compared with the key's.
  static let identityCertificateColumns: [KeychainAttribute] = [
    .label, .issuer, .serialNumber, .subjectKeyID, .tokenID,
  ]

  /// Fails an identity search that names a certificate attribute the join has no column for
  /// (`ctyp`, `cenc`, `subj`, `pkhh`): the join's columns are the key's and
  /// ``identityCertificateColumns``, so SQLite refuses to prepare the statement ("no such
  /// column") and the client turns that SQLite error into errSecNotAvailable
  /// (`osstatus_for_s3e`, `SecItem.m`).
  static func checkIdentityJoinColumns(_ query: ParsedQuery) throws(EngineFailure) {
    guard query.itemClass == .identity else { return }
    let missing = query.matches.keys.filter {
      ClassSchema.key.descriptor($0) == nil && !identityCertificateColumns.contains($0)
    }
    guard let first = missing.map(\.rawValue).sorted().first else { return }
    throw EngineFailure(
      .notAvailable, rule: "§2.3",
      "\(first) is not a column of securityd's identity search, so the search cannot run.",
      details: [
        "an identity query compares labl, issr, slnr, skid and tkid with the certificate and "
          + "every other attribute with the key; \(first) is a certificate-only attribute"
      ],
      fix: "Search kSecClassCertificate for \(first), or leave it out of the identity query.")
  }

  /// The underlying certificate and key rows of identity rows.
  mutating func identityParts(_ identities: [ItemRecord], groups: [String]?) -> [ItemRecord] {
    var parts: [ItemRecord] = []
    var seen = Set<Data>()
    for identity in identities {
      if let key = database.record(withIdentifier: identity.identifier),
        seen.insert(key.uuid).inserted
      {
        parts.append(key)
      }
      let certificates = database.search(
        .certificate, in: groups,
        pairs: [.publicKeyHash: identity.fields[.applicationLabel] ?? .data(Data())])
      for certificate in certificates where seen.insert(certificate.uuid).inserted {
        parts.append(certificate)
      }
    }
    return parts
  }

  /// The explanation of -25300, with what came closest among the items the app can reach
  /// and the groups of matching items it cannot (``NearMisses``).
  mutating func notFound(
    _ query: ParsedQuery, call: KeychainCall, searched groups: [String]?, context: CallContext
  ) -> EngineFailure {
    let summary: String =
      switch call {
      case .update: "No items updated: nothing matches the query in the app's groups."
      case .delete:
        "Delete failed to delete anything: nothing matches the query in the app's groups."
      default: "No matching items found."
      }
    var details: [String] = []
    let searched = groups.map { $0.isEmpty ? "none" : ShortList.quoted($0) }
    details.append("searched \(query.itemClass) items in \(searched ?? "every group")")
    let misses = nearMisses(of: query, call: call, context: context)
    // The hints name other apps only about items that came close or lie in other groups.
    if misses.foreignCount > 0 || !misses.closest.isEmpty { knownApps.indexPending() }
    if misses.hiddenSynchronizable > 0 {
      details.append(
        "\(misses.hiddenSynchronizable) synchronizable item(s) match, but a query without "
          + "kSecAttrSynchronizable sees only non-synchronizable items")
    }
    var fix: String?
    if misses.foreignCount > 0 {
      details.append(
        "\(misses.foreignCount) matching item(s) exist in access groups this app is not in: "
          + ShortList.quoted(misses.foreignGroups) + " (their contents are not shown)")
      details += misses.foreignGroups.prefix(ShortList.shownCount)
        .compactMap(DefaultGroupHint(knownApps: knownApps).line(for:))
      fix =
        "Add the group to the app's keychain-access-groups entitlement (Keychain Sharing) "
        + "to see those items."
    }
    let hint = BundleIdentifierHint(
      knownApps: knownApps,
      callerApplicationIdentifier: context.groups.applicationIdentifier,
      callerName: context.client.name)
    details += misses.closestLines(
      hint: hint, groupHint: DefaultGroupHint(knownApps: knownApps))
    if fix == nil {
      fix = misses.closest.first?.differences.lazy.compactMap(hint.fix(for:)).first
    }
    return EngineFailure(
      .itemNotFound, rule: call == .copyMatching ? "§2.3" : call == .update ? "§2.4" : "§2.5",
      summary, details: details, fix: fix)
  }
}
