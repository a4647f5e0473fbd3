/// What a setting's name resolves to.
enum BuildSettingSource: Hashable, Sendable {
  /// A value that may hold references, expanded in turn.
  case expression(String)
  /// A value used exactly as it is, such as a value taken from a ``SigningIdentity``.
  case literal(String)
}

/// Expands the references in one value, following settings recursively.
///
/// - A bracketed reference to a name with no value is an error, unless one of its operators
///   is `:default=`; the bare `$NAME` form is then kept as written (as Xcode does).
/// - `$()` expands to nothing, the usual way to write `//` in an `.xcconfig` value
///   (`https:/$()/example.com`); Xcode reports a missing name but also expands it to nothing.
/// - `$(inherited)` with no earlier value expands to nothing: `.xcconfig` parsing and
///   ``BuildSettings/merging(_:)`` have already put the earlier value in its place.
/// - Operators run left to right on the value so far, so `$(V:lower:default=x)` lower-cases
///   first and then falls back to `x` when the result is empty. `:default=` applies to an
///   undefined **or** empty value (swift-build applies it when the value `isEmpty`, and
///   its tests treat "explicitly set to empty" the same as undefined); its operand is only
///   expanded when it is used.
struct BuildSettingEvaluator {
  /// Looks a name up.
  var resolve: (String) -> BuildSettingSource?
  /// The value being expanded, as the caller wrote it; errors name it.
  let original: String
  /// The deepest chain of settings followed, so hostile input cannot exhaust the stack.
  static let maximumDepth = 256

  /// Where values are parsed: shared with other evaluations, or `nil` to parse each here.
  var expressions: BuildSettingExpressions?

  /// Whether a bracketed reference to a name with no value expands to nothing, as Xcode
  /// expands it, instead of throwing; each such name is then listed in ``undefinedNames``.
  var expandsUndefinedToEmpty = false

  /// The undefined names expanded to nothing, in the order first met, each once.
  private(set) var undefinedNames: [String] = []

  /// The longest expansion, in UTF-8 bytes, of a value or of any setting it refers to.
  ///
  /// Entitlement values and identifiers are short; a cap far above them stops settings that
  /// double each other (`L1 = $(L0)$(L0)`, …) from filling memory.
  static let maximumLength = 1 << 20

  /// The settings being expanded, outermost first, to find cycles.
  private var stack: [String] = []

  /// Each setting's value once expanded: a name is looked up once per evaluation, so
  /// settings that refer to each other many times cost what their text costs.
  private var expanded: [String: String] = [:]

  /// Creates an evaluator.
  ///
  /// - Parameters:
  ///   - original: The value being expanded.
  ///   - resolve: Looks a name up.
  init(original: String, resolve: @escaping (String) -> BuildSettingSource?) {
    self.original = original
    self.resolve = resolve
  }

  /// Expands a value.
  ///
  /// - Parameter text: The value.
  /// - Returns: The value with every reference expanded.
  mutating func evaluate(_ text: String) throws(BuildSettingsError) -> String {
    let expression: BuildSettingExpression
    if let expressions {
      expression = try expressions.expression(parsing: text)
    } else {
      expression = try BuildSettingExpression(parsing: text)
    }
    return try evaluate(expression.parts)
  }

  private mutating func evaluate(
    _ parts: [BuildSettingExpression.Part]
  )
    throws(BuildSettingsError) -> String
  {
    var result = ""
    for part in parts {
      switch part {
      case .literal(let text): result += text
      case .reference(let reference): result += try evaluate(reference)
      }
      guard result.utf8.count <= Self.maximumLength else {
        throw .expansionTooLong(name: stack.last, limit: Self.maximumLength)
      }
    }
    return result
  }

  private mutating func evaluate(
    _ reference: BuildSettingExpression.Reference
  )
    throws(BuildSettingsError) -> String
  {
    let name = try evaluate(reference.name)
    var value: String
    if name.isEmpty {
      value = ""
    } else if let source = resolve(name) {
      switch source {
      case .literal(let text):
        value = text
      case .expression(let text):
        if let known = expanded[name] {
          value = known
          break
        }
        if let start = stack.firstIndex(of: name) {
          throw .cycle(variables: Array(stack[start...]) + [name])
        }
        guard stack.count < Self.maximumDepth else {
          throw .malformedReference(
            value: original,
            reason: "settings refer to settings more than \(Self.maximumDepth) levels deep")
        }
        stack.append(name)
        value = try evaluate(text)
        stack.removeLast()
        expanded[name] = value
      }
    } else if !reference.isBracketed {
      return "$" + name
    } else if name == "inherited" || reference.operators.contains(where: Self.isDefault) {
      value = ""
    } else if expandsUndefinedToEmpty {
      if !undefinedNames.contains(name) { undefinedNames.append(name) }
      value = ""
    } else {
      throw .undefinedVariable(name: name, entitlement: nil, value: original)
    }
    for operation in reference.operators {
      switch operation {
      case .retrieval(let operatorName):
        guard let transform = BuildSettingTransform(rawValue: operatorName) else {
          throw .malformedReference(
            value: original,
            reason: "unsupported operator `:\(operatorName)` on $(\(name)); supported: "
              + BuildSettingTransform.allCases.map { ":\($0.rawValue)" }.joined(separator: ", ")
              + ", :default=")
        }
        value = transform.apply(to: value)
      case .replacement(let operatorName, let operand):
        guard operatorName == "default" else {
          throw .malformedReference(
            value: original,
            reason: "unsupported operator `:\(operatorName)=` on $(\(name)); only `:default=` "
              + "takes an operand here")
        }
        if value.isEmpty { value = try evaluate(operand) }
      }
    }
    return value
  }

  private static func isDefault(_ operation: BuildSettingExpression.Operator) -> Bool {
    if case .replacement("default", _) = operation { return true }
    return false
  }
}
