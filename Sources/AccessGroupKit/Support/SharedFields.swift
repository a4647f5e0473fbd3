/// A value's fields held by reference and copied only when one is set: a table of a hundred
/// thousand values then holds one reference each, instead of every field padded into every
/// bucket of its storage.
///
/// Setting a field makes a new copy of the fields, so two values never share a change.
/// Values compare and hash by their fields; the same reference compares equal at once.
struct SharedFields<Fields: Hashable & Sendable>: Hashable, Sendable {
  private let storage: Storage

  /// Holds `fields`.
  init(_ fields: Fields) {
    storage = Storage(fields)
  }

  /// The fields, read in place.
  var fields: Fields { storage.fields }

  /// One field, set in a new copy of the fields. (Read fields through ``fields``: a direct
  /// read costs less than a key path's, and a scenario reads them for each of many apps.)
  subscript<Value>(field: WritableKeyPath<Fields, Value>) -> Value {
    get { storage.fields[keyPath: field] }
    set {
      var fields = storage.fields
      fields[keyPath: field] = newValue
      self = SharedFields(fields)
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(storage.fields)
  }

  private final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }
}
