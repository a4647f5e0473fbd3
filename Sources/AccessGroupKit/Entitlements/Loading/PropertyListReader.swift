import Foundation

/// Parses property-list bytes (XML or binary) into a typed dictionary with Foundation's
/// `PropertyListSerialization`, which is available on Linux too.
enum PropertyListReader {
  /// Why bytes are not a property-list dictionary.
  enum Failure: Error, Hashable {
    /// Foundation could not parse the bytes, or they hold a value that is not a
    /// property-list type; the string says what is wrong.
    case malformed(String)
    /// The bytes parsed, but the top level is this type instead of a dictionary.
    case notADictionary(String)
  }

  /// A parsed dictionary and the format Foundation found.
  struct Result {
    /// The top-level dictionary.
    var dictionary: [String: PropertyListValue]
    /// Whether the bytes were a binary (`bplist00`) property list.
    var isBinary: Bool
  }

  /// Parses `data` as a property list whose top level is a dictionary.
  ///
  /// - Parameter data: XML or binary property-list bytes.
  /// - Returns: The dictionary and its format.
  /// - Throws: ``Failure`` when the bytes do not parse or are not a dictionary.
  static func dictionary(from data: Data) throws(Failure) -> Result {
    if data.starts(with: Array("bplist".utf8)) {
      let bytes = [UInt8](data)
      if let set = BinaryPropertyListTrailer.setObject(in: bytes) { throw .malformed(set) }
      if let problem = BinaryPropertyListTrailer.expansionProblem(
        in: bytes, limit: PropertyListValue.maximumValueCount)
      {
        throw .malformed(problem)
      }
    }
    // The plain XML most files are, read as Foundation would read it; anything else, and
    // every error, is Foundation's.
    if data.first == UInt8(ascii: "<"),
      let dictionary = PlainXMLPropertyList.dictionary(in: [UInt8](data))
    {
      return Result(dictionary: dictionary, isBinary: false)
    }
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: data, options: [], format: &format)
    } catch {
      let message = describe(error)
      if data.starts(with: Array("bplist".utf8)),
        let problem = BinaryPropertyListTrailer.problem(in: [UInt8](data))
      {
        throw .malformed("\(problem); Foundation: \(message)")
      }
      if let text = String(data: data, encoding: .utf8),
        let problem = PropertyListSyntaxCheck.firstProblem(in: text)
      {
        throw .malformed("\(problem) (Foundation: \(message))")
      }
      throw .malformed(message)
    }
    guard let value = PropertyListValue(foundationObject: object) else {
      if PropertyListValue.exceedsValueBudget(object) {
        throw .malformed(
          "it holds more than \(PropertyListValue.maximumValueCount) values once its shared "
            + "references are counted where each appears")
      }
      throw .malformed("it holds a value that is not a property-list type")
    }
    guard case .dictionary(let dictionary) = value else {
      throw .notADictionary(
        value.typeName == "true" || value.typeName == "false"
          ? "boolean" : value.typeName)
    }
    return Result(dictionary: dictionary, isBinary: format == .binary)
  }

  /// Foundation's message for a parse error: the debug description when there is one
  /// (it names the line or the problem), else the localized description.
  static func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    var parts: [String] = []
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty {
      parts.append(debug)
    } else {
      parts.append(nsError.localizedDescription)
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      let debug = underlying.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty
    {
      parts.append(debug)
    }
    return parts.joined(separator: "; ")
  }
}
