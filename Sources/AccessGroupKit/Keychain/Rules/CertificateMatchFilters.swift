import Foundation

/// The certificate match keys of a search and the filter securityd runs on each row found
/// (`SecServerMatch_Item`, `SecItemServer.c`).
///
/// - `kSecMatchIssuers` keeps a row whose stored issuer is one of the given names, or whose
///   issuer is the subject of a certificate in the searched groups that leads there in turn
///   (`items_matching_issuer_parent`, at most ten steps).
/// - `kSecMatchValidOnDate`, `kSecMatchTrustedOnly` (even `false`) and
///   `kSecMatchEmailAddressIfPresent` first build a certificate from the row's data and drop
///   the row when that fails (`CopyCertificateFromItem`); then the date must lie in the
///   validity period (`_FilterWithDate`), trust must hold (`_FilterWithTrust`) and one of the
///   certificate's email addresses must equal the given one ignoring case
///   (`_FilterWithEmailAddress`).
///
/// Trust evaluation is not modelled: the simulated device has no trust anchors, so
/// `kSecMatchTrustedOnly` `true` keeps no certificate, as a device keeps none of a test's
/// self-made certificates.
struct CertificateMatchFilters: Hashable, Sendable {
  /// The date `kSecMatchValidOnDate` names.
  enum ValidOnDate: Hashable, Sendable {
    /// `kCFNull`: the time of the call.
    case now
    case date(Date)
  }

  /// The normalized issuers of `kSecMatchIssuers`; `nil` when the key is absent or none of its
  /// values is a name securityd can normalize (it then filters nothing).
  var issuers: [Data]?
  var validOnDate: ValidOnDate?
  var trustedOnly: Bool?
  var emailAddress: String?

  /// Whether no row is filtered.
  var isEmpty: Bool {
    issuers == nil && validOnDate == nil && trustedOnly == nil && emailAddress == nil
  }

  /// Whether the filters need the row's data as a certificate.
  var needsCertificate: Bool {
    validOnDate != nil || trustedOnly != nil || emailAddress != nil
  }

  /// The issuers of a `kSecMatchIssuers` value as `query_add_match` (`SecDbQuery.c`) takes
  /// them: a value that is not an array is ignored, and so is each element that is not data
  /// or not a DER name (``DistinguishedName``).
  static func issuers(_ value: InputValue) -> [Data]? {
    guard case .array(let values) = value else { return nil }
    let names = values.compactMap { element -> Data? in
      guard case .data(let name) = element else { return nil }
      return DistinguishedName.normalizedContent(ofName: name)
    }
    return names.isEmpty ? nil : names
  }

  /// Sets `kSecMatchValidOnDate`'s `kCFNull` to `now`, the time of the call.
  mutating func resolve(now: Date) {
    if validOnDate == .now { validOnDate = .date(now) }
  }

  /// Whether `data` passes the filters that read the certificate.
  func certificatePasses(_ data: Data?) -> Bool {
    guard needsCertificate else { return true }
    guard let data, let certificate = X509Certificate(der: data) else { return false }
    if let validOnDate {
      let date: Date
      switch validOnDate {
      case .now: date = Date()
      case .date(let given): date = given
      }
      guard Self.isValid(certificate, on: date) else { return false }
    }
    if trustedOnly == true { return false }
    if let emailAddress {
      let wanted = emailAddress.lowercased()
      guard certificate.emailAddresses.contains(where: { $0.lowercased() == wanted }) else {
        return false
      }
    }
    return true
  }

  /// `_FilterWithDate`: a start or end at exactly 2001-01-01 00:00:00 UTC, or equal ones,
  /// make a certificate that cannot be used; otherwise the date must not be before the start
  /// or after the end.
  static func isValid(_ certificate: X509Certificate, on date: Date) -> Bool {
    let start = certificate.notBefore
    let end = certificate.notAfter
    if start == 0 || end == 0 || start == end { return false }
    let time = date.timeIntervalSinceReferenceDate
    return time >= start && time <= end
  }
}

extension StoreState {
  /// The rows of `records` that pass `query`'s certificate filters, in order.
  mutating func applyingCertificateFilters(
    _ query: ParsedQuery, to records: [ItemRecord], groups: [String]?
  ) -> [ItemRecord] {
    let filters = query.certificateFilters
    guard !filters.isEmpty,
      query.itemClass == .certificate || query.itemClass == .identity
    else { return records }
    var chain: IssuerChain?
    var passing: [ItemRecord] = []
    for record in records {
      if let issuers = filters.issuers {
        if chain == nil {
          // The parents securityd looks up (`items_matching_issuer_parent`): the groups'
          // certificates that are not synchronizable and not tombstones.
          let parents = database.search(
            .certificate, in: groups, pairs: [.synchronizable: .integer(0)],
            hidingTombstones: true)
          chain = IssuerChain(issuers: issuers, certificates: parents)
        }
        let issuer = record.fields[.issuer]?.matchBytes ?? Data()
        guard chain?.leads(from: issuer, steps: IssuerChain.mostSteps) == true else { continue }
      }
      if filters.certificatePasses(record.data) { passing.append(record) }
    }
    return passing
  }
}
