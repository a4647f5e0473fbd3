/// A certificate's validity time as `SecAbsoluteTimeFromDateContentWithError`
/// (`SecCertificate.c`) reads it: seconds since 2001-01-01 00:00:00 UTC.
enum X509Time {
  /// The time `content` spells, or `nil` when the certificate parse rejects it.
  ///
  /// Four layouts are read: `YYMMDDhhmmZ`, `YYMMDDhhmmssZ` and `YYMMDDhhmmss±hhmm` for
  /// `UTCTime`, `YYYYMMDDhhmmssZ` and `YYYYMMDDhhmmss±hhmm` for `GeneralizedTime`; every other
  /// character must be a digit, and the fields must name a real date (a leap second is
  /// allowed). A two-digit year below 50 is in the 2000s, from 70 in the 1900s; a year from 50
  /// to 69 is not an error but gives time 0, which the validity filter then treats as a
  /// certificate that cannot be used.
  static func absoluteTime(isGeneralized: Bool, isUTC: Bool, _ content: [UInt8]) -> Double? {
    let utcLength: Bool
    let localized: Bool
    var hasSeconds = true
    switch content.count {
    case 11: (utcLength, localized, hasSeconds) = (true, false, false)
    case 13: (utcLength, localized) = (true, false)
    case 15: (utcLength, localized) = (false, false)
    case 17: (utcLength, localized) = (true, true)
    case 19: (utcLength, localized) = (false, true)
    default: return nil
    }
    guard (isUTC && utcLength) || (isGeneralized && !utcLength) else { return nil }
    for (index, byte) in content.enumerated() where !(0x30...0x39).contains(byte) {
      let zone = localized && index == content.count - 5 && (byte == 0x2B || byte == 0x2D)
      let zulu = !localized && index == content.count - 1 && byte == 0x5A
      guard zone || zulu else { return nil }
    }
    var cursor = 0
    func pair() -> Int {
      defer { cursor += 2 }
      return Int(content[cursor] - 0x30) * 10 + Int(content[cursor + 1] - 0x30)
    }
    var year: Int
    if utcLength {
      year = pair()
      if year < 50 {
        year += 2000
      } else if year < 70 {
        return 0
      } else {
        year += 1900
      }
    } else {
      year = pair() * 100
      year += pair()
    }
    let month = pair()
    let day = pair()
    let hour = pair()
    let minute = pair()
    let second = hasSeconds ? pair() : 0
    var offset = 0
    if localized {
      let sign = content[cursor] == 0x2B ? 60 : -60
      cursor += 1
      let hours = pair()
      offset = sign * (hours * 60 + pair())
    }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let monthStarts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
    guard (1...12).contains(month), day >= 1, hour <= 23, minute <= 59, second <= 60 else {
      return nil
    }
    let daysInMonth = monthStarts[month] - monthStarts[month - 1] + (month == 2 && isLeap ? 1 : 0)
    guard day <= daysInMonth else { return nil }
    let days =
      daysFrom2001(year: year) + monthStarts[month - 1] + (month > 2 && isLeap ? 1 : 0)
      + day - 1
    return Double(((days * 24 + hour) * 60 + minute) * 60 + second - offset)
  }

  /// The days from 2001-01-01 to January 1 of `year` (negative before 2001).
  static func daysFrom2001(year: Int) -> Int {
    func leapYears(before year: Int) -> Int {
      let previous = year - 1
      return previous / 4 - previous / 100 + previous / 400
    }
    return (year - 2001) * 365 + leapYears(before: year) - leapYears(before: 2001)
  }
}
