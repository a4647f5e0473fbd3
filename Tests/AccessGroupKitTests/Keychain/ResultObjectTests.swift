import Foundation
import Testing

@testable import AccessGroupKit

/// Result objects built straight from the rows, against the shaping through
/// ``ReferenceResultValue`` they replaced.
@Suite("Result objects built directly")
struct ResultObjectTests {
  /// A Foundation result as text that names every object's type and value, keys sorted.
  static func render(_ object: Any?) -> String {
    guard let object else { return "nil" }
    let type = "\(Swift.type(of: object))"
    switch object {
    case let dictionary as [String: Any]:
      let entries = dictionary.keys.sorted().map { "\($0)=\(render(dictionary[$0]))" }
      return "\(type){\(entries.joined(separator: ", "))}"
    case let array as [Any]:
      return "\(type)[\(array.map(render).joined(separator: ", "))]"
    case let text as String: return "\(type)(\(text.debugDescription))"
    case let data as Data: return "\(type)(\(data.map { String($0) }.joined(separator: ".")))"
    case let date as Date: return "\(type)(\(date.timeIntervalSinceReferenceDate))"
    case let control as KeychainAccessControl: return "\(type)(\(control))"
    case let reference as KeychainItemReference:
      let attributes = reference.attributes.sorted { $0.key < $1.key }.map {
        "\($0.key)=\($0.value)"
      }
      return "\(type)(\(reference.itemClass), \(attributes), \(String(describing: reference.data)))"
    case let number as NSNumber:
      return "\(type)(\(number), \(String(cString: number.objCType)))"
    default: return "unexpected \(type)"
    }
  }

  func records() -> [ItemRecord] {
    let store = SnapshotWriterTests().variedStore()
    let app = TestApps.appOne(store)
    _ = app.add([
      K.cls: K.genp, K.acct: "no data", "accc": KeychainAccessControl(protection: .whenUnlocked),
    ])
    _ = app.add([K.cls: K.keys, "kcls": 0, "klbl": Data([8]), "atag": Data([1])])
    return store.state.withLock { $0.database.orderedRecords }
  }

  /// Every combination of the four return keys.
  static let allReturnTypes = (0..<16).map { ReturnTypes(rawValue: $0) }

  @Test("An add's result object is the one the ResultValue shaping gave, for every return key set")
  func addResultsMatch() {
    let records = records()
    #expect(records.count > 15)
    for record in records {
      for returnTypes in Self.allReturnTypes {
        let expected = ReferenceResultShaper.addResult(record, returnTypes: returnTypes)
          .map(ReferenceResultShaper.foundationObject)
        let built = ResultShaper.addResult(record, returnTypes: returnTypes, objects: .values)
        #expect(Self.render(built) == Self.render(expected), "\(returnTypes.rawValue)")
      }
    }
  }

  @Test(
    "A CopyMatching result object is the one the ResultValue shaping gave, for every limit and return key set"
  )
  func copyResultsMatch() {
    let records = records()
    for returnTypes in Self.allReturnTypes {
      for limit in [1, 3, nil] as [Int?] {
        for count in [0, 1, 2, records.count] {
          let rows = Array(records.prefix(count))
          let expected = ReferenceResultShaper.copyResult(
            rows, returnTypes: returnTypes, limit: limit
          )
          .map(ReferenceResultShaper.foundationObject)
          let built = ResultShaper.copyResult(
            rows, returnTypes: returnTypes, limit: SearchLimit(count: limit), objects: .values)
          #expect(
            Self.render(built) == Self.render(expected),
            "\(returnTypes.rawValue) \(String(describing: limit)) \(count)")
        }
      }
    }
  }

  @Test("A dictionary result renders every value with its Foundation type")
  func renderingIsDiscriminating() {
    let record = records().first { $0.data != nil && $0.itemClass == .genericPassword }!
    let rendered = Self.render(
      ResultShaper.copyResult(
        [record], returnTypes: [.attributes, .data], limit: 1, objects: .values))
    #expect(rendered.contains("v_Data=Data("))
    #expect(rendered.contains("agrp=String("))
    #expect(rendered.contains("tomb=") && rendered.contains("NSNumber"))
    #expect(rendered.contains("accc=KeychainAccessControl("))
  }
}
