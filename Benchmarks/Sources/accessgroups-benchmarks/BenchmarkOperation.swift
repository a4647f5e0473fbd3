/// One benchmarked operation, in the order the table lists them.
enum BenchmarkOperation: String, CaseIterable, Sendable {
  case populate = "populate"
  case typedAdd = "typed-add"
  case typedGet = "typed-get"
  case typedUpdate = "typed-update"
  case typedDelete = "typed-delete"
  case dictionaryAdd = "dict-add"
  case dictionaryCopyOne = "dict-copy-one"
  case dictionaryCopyAll = "dict-copy-all"
  case dictionaryUpdate = "dict-update"
  case dictionaryDelete = "dict-delete"
  case copyByService = "copy-by-service"
  case snapshotExport = "snapshot-export"
  case snapshotImport = "snapshot-import"
  case scenarioRun = "scenario-run"
  case scenarioManyApps = "scenario-many-apps"
  case scenarioManySteps = "scenario-many-steps"
  case resolveCorpusFile = "resolve-corpus"
  case facadeAdd = "facade-add"
  case facadeCopyOne = "facade-copy-one"
  case facadeUpdate = "facade-update"
  case facadeDelete = "facade-delete"

  /// The SecItem calls timed through `SimulatedSecurity` and through ``KeychainClient``.
  static let facadeOperations: [BenchmarkOperation] = [
    .facadeAdd, .facadeCopyOne, .facadeUpdate, .facadeDelete,
  ]

  /// What the table calls it.
  var title: String {
    switch self {
    case .populate: "populate (typed add, growing)"
    case .typedAdd: "typed add"
    case .typedGet: "typed get, full primary key"
    case .typedUpdate: "typed update, full primary key"
    case .typedDelete: "typed delete, full primary key"
    case .dictionaryAdd: "dict add"
    case .dictionaryCopyOne: "dict copyMatching, limit one"
    case .dictionaryCopyAll: "dict copyMatching, limit all (svce)"
    case .dictionaryUpdate: "dict update"
    case .dictionaryDelete: "dict delete"
    case .copyByService: "copyMatching by svce, 4 of 16 groups"
    case .snapshotExport: "snapshot export (whole store)"
    case .snapshotImport: "snapshot import (whole store)"
    case .scenarioRun: "scenario run (Examples/AppSuite.json)"
    case .scenarioManyApps: "scenario of 10,000 apps: parse + run (one run)"
    case .scenarioManySteps: "scenario of 10,000 steps: parse + run + text, JSON, JUnit (one run)"
    case .resolveCorpusFile: "load + resolve a corpus entitlements file"
    case .facadeAdd: "SecItemAdd"
    case .facadeCopyOne: "SecItemCopyMatching, limit one, data"
    case .facadeUpdate: "SecItemUpdate, one item"
    case .facadeDelete: "SecItemDelete, one item"
    }
  }
}

/// One timed measurement, as a child process reports it to the parent.
struct BenchmarkResult: Sendable {
  /// What was measured.
  var operation: BenchmarkOperation
  /// Items in the store (0 when the operation has no store size).
  var size: Int
  /// `store`, `floor`, `reference`, or `library` and `facade` for the SecItem calls.
  var model: String
  /// How many operations ran.
  var count: Int
  /// Wall-clock seconds for all of them.
  var seconds: Double

  /// Operations per second.
  var operationsPerSecond: Double { seconds > 0 ? Double(count) / seconds : 0 }

  /// Nanoseconds per operation.
  var nanosecondsPerOperation: Double { count > 0 ? seconds * 1e9 / Double(count) : 0 }

  /// The line a child prints.
  var line: String { "result\t\(operation.rawValue)\t\(size)\t\(model)\t\(count)\t\(seconds)" }

  /// Reads a child's line.
  init?(line: Substring) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 6, fields[0] == "result",
      let operation = BenchmarkOperation(rawValue: String(fields[1])),
      let size = Int(fields[2]), let count = Int(fields[4]), let seconds = Double(fields[5])
    else { return nil }
    self.init(
      operation: operation, size: size, model: String(fields[3]), count: count, seconds: seconds)
  }

  /// A measurement.
  init(operation: BenchmarkOperation, size: Int, model: String, count: Int, seconds: Double) {
    self.operation = operation
    self.size = size
    self.model = model
    self.count = count
    self.seconds = seconds
  }
}

/// The memory a populated store uses, as a child process reports it.
struct MemoryResult: Sendable {
  /// Items in the store.
  var size: Int
  /// The attribute names, values and data bytes the caller handed over.
  var rawBytes: Int
  /// Resident bytes the populated store added to the process.
  var storeBytes: Int
  /// The process's peak resident bytes over the whole size run.
  var peakBytes: Int

  /// The target: twice the raw bytes plus 300 bytes per item.
  var budgetBytes: Int { 2 * rawBytes + 300 * size }

  /// The line a child prints.
  var line: String { "memory\t\(size)\t\(rawBytes)\t\(storeBytes)\t\(peakBytes)" }

  /// Reads a child's line.
  init?(line: Substring) {
    let fields = line.split(separator: "\t")
    guard fields.count == 5, fields[0] == "memory", let size = Int(fields[1]),
      let raw = Int(fields[2]), let store = Int(fields[3]), let peak = Int(fields[4])
    else { return nil }
    self.init(size: size, rawBytes: raw, storeBytes: store, peakBytes: peak)
  }

  /// A reading.
  init(size: Int, rawBytes: Int, storeBytes: Int, peakBytes: Int) {
    self.size = size
    self.rawBytes = rawBytes
    self.storeBytes = storeBytes
    self.peakBytes = peakBytes
  }
}
