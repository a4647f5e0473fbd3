import Foundation

/// Every result of a run, rendered as the table, the memory table and the targets.
struct BenchmarkReport {
  /// Timed results, store and reference.
  var results: [BenchmarkResult] = []
  /// Memory per store size.
  var memory: [MemoryResult] = []

  /// The store's result for `operation` at `size`.
  func store(_ operation: BenchmarkOperation, size: Int) -> BenchmarkResult? {
    results.first { $0.model == "store" && $0.operation == operation && $0.size == size }
  }

  /// The reference model's result for `operation`.
  func floor(_ operation: BenchmarkOperation, size: Int) -> BenchmarkResult? {
    results.first { $0.model == "floor" && $0.operation == operation && $0.size == size }
  }

  func reference(_ operation: BenchmarkOperation) -> BenchmarkResult? {
    results.first { $0.model == "reference" && $0.operation == operation }
  }

  /// A SecItem call's `library`, `facade` or `bridging` result.
  func facade(_ operation: BenchmarkOperation, model: String) -> BenchmarkResult? {
    results.first { $0.model == model && $0.operation == operation }
  }

  /// How many times the library's time a SecItem call takes through the facade.
  func facadeRatio(_ operation: BenchmarkOperation) -> Double? {
    guard let library = facade(operation, model: "library"),
      let facade = facade(operation, model: "facade"), library.nanosecondsPerOperation > 0
    else { return nil }
    return facade.nanosecondsPerOperation / library.nanosecondsPerOperation
  }

  /// The four sections as text.
  func render(configuration: BenchmarkConfiguration) -> String {
    let table = TextTable(markdown: configuration.markdown)
    var rows: [[String]] = []
    for operation in BenchmarkOperation.allCases
    where !BenchmarkOperation.facadeOperations.contains(operation) {
      let reference = reference(operation)
      for result in results where result.operation == operation {
        var ratio = ""
        if result.model == "store", let reference, reference.operationsPerSecond > 0 {
          ratio = Self.format(result.operationsPerSecond / reference.operationsPerSecond) + "×"
        }
        rows.append([
          operation.title, result.size == 0 ? "–" : Self.grouped(result.size), result.model,
          Self.grouped(Int(result.operationsPerSecond.rounded())),
          Self.grouped(Int(result.nanosecondsPerOperation.rounded())), ratio,
        ])
      }
    }
    var text = table.render(
      header: ["operation", "size", "model", "ops/s", "ns/op", "× reference"], rows: rows,
      rightAligned: [1, 3, 4, 5])
    text += "\n"
    text += table.render(
      header: [
        "SecItem call", "size", "library ns/op", "facade ns/op", "facade ÷ library",
        "caller's as CFDictionary ns/op",
      ],
      rows: BenchmarkOperation.facadeOperations.compactMap { operation in
        guard let library = facade(operation, model: "library"),
          let facade = facade(operation, model: "facade"), let ratio = facadeRatio(operation)
        else { return nil }
        let bridging = self.facade(operation, model: "bridging")
        return [
          operation.title, Self.grouped(library.size),
          Self.grouped(Int(library.nanosecondsPerOperation.rounded())),
          Self.grouped(Int(facade.nanosecondsPerOperation.rounded())), Self.format(ratio) + "×",
          bridging.map { Self.grouped(Int($0.nanosecondsPerOperation.rounded())) } ?? "",
        ]
      }, rightAligned: [1, 2, 3, 4, 5])
    text += "\n"
    text += table.render(
      header: ["size", "raw bytes", "store bytes", "bytes/item", "budget", "peak RSS"],
      rows: memory.map { memory in
        [
          Self.grouped(memory.size), Self.megabytes(memory.rawBytes),
          Self.megabytes(memory.storeBytes),
          Self.grouped(memory.storeBytes / max(memory.size, 1)),
          Self.megabytes(memory.budgetBytes), Self.megabytes(memory.peakBytes),
        ]
      }, rightAligned: [0, 1, 2, 3, 4, 5])
    text += "\n"
    text += table.render(
      header: ["target", "measured", "met"],
      rows: targets(configuration: configuration).map { [$0.name, $0.measured, $0.met] },
      rightAligned: [1])
    return text
  }

  /// Each performance target, the SecItem facade's included, with its measured value.
  func targets(
    configuration: BenchmarkConfiguration
  ) -> [(name: String, measured: String, met: String)] {
    var targets: [(String, String, String)] = []
    func minimum(_ operation: BenchmarkOperation) -> BenchmarkResult? {
      results.filter { $0.model == "store" && $0.operation == operation }
        .min { $0.operationsPerSecond < $1.operationsPerSecond }
    }
    for (operation, goal) in [
      (BenchmarkOperation.typedGet, 2_000_000.0), (.dictionaryAdd, 300_000),
      (.dictionaryCopyOne, 500_000),
    ] {
      guard let worst = minimum(operation) else { continue }
      var measured =
        "\(Self.grouped(Int(worst.operationsPerSecond))) at \(Self.grouped(worst.size))"
      var met = worst.operationsPerSecond >= goal ? "yes" : "NO"
      if let floor = floor(operation, size: worst.size) {
        measured += " (floor \(Self.grouped(Int(floor.operationsPerSecond))))"
        if met == "NO", floor.operationsPerSecond < goal { met = "NO (floor misses too)" }
      }
      targets.append(
        ("\(operation.title) ≥ \(Self.grouped(Int(goal))) ops/s (slowest size)", measured, met))
    }
    if let small = configuration.sizes.min(), let large = configuration.sizes.max(),
      small < large
    {
      for operation in BenchmarkOperation.allCases {
        guard let first = store(operation, size: small), let last = store(operation, size: large),
          first.nanosecondsPerOperation > 0, operation != .snapshotExport,
          operation != .snapshotImport
        else { continue }
        let growth = last.nanosecondsPerOperation / first.nanosecondsPerOperation
        var measured = Self.format(growth) + "×"
        var met = growth <= 1.5 ? "yes" : "NO"
        if let floorFirst = floor(operation, size: small),
          let floorLast = floor(operation, size: large),
          floorFirst.nanosecondsPerOperation > 0
        {
          let floorGrowth = floorLast.nanosecondsPerOperation / floorFirst.nanosecondsPerOperation
          measured += " (floor \(Self.format(floorGrowth))×)"
          if met == "NO", floorGrowth > 1.5 { met = "NO (floor misses too)" }
        }
        targets.append(
          (
            "\(operation.title): time/op at \(Self.grouped(large)) ≤ 1.5× at "
              + Self.grouped(small), measured, met
          ))
      }
    }
    for operation in BenchmarkOperation.allCases {
      guard let reference = reference(operation), reference.operationsPerSecond > 0,
        let own = store(operation, size: reference.size)
      else { continue }
      let speedup = own.operationsPerSecond / reference.operationsPerSecond
      targets.append(
        (
          "\(operation.title): ≥ 100× the reference at \(Self.grouped(reference.size))",
          Self.format(speedup) + "×", speedup >= 100 ? "yes" : "NO"
        ))
    }
    // The caller's own `as CFDictionary` plus the library call is the least a facade call can
    // cost, as the floor model is for the store.
    for operation in BenchmarkOperation.facadeOperations {
      guard let ratio = facadeRatio(operation), let library = facade(operation, model: "library")
      else { continue }
      var measured = Self.format(ratio) + "×"
      var met = ratio <= 2 ? "yes" : "NO"
      if let bridging = facade(operation, model: "bridging") {
        let least =
          (library.nanosecondsPerOperation + bridging.nanosecondsPerOperation)
          / library.nanosecondsPerOperation
        measured += " (caller's bridging + library \(Self.format(least))×)"
        if met == "NO", least > 2 { met = "NO (bridging + library misses too)" }
      }
      targets.append(("\(operation.title): facade ≤ 2× library", measured, met))
    }
    if let largest = memory.max(by: { $0.size < $1.size }) {
      targets.append(
        (
          "memory at \(Self.grouped(largest.size)) ≤ 2× raw + 300 B/item",
          "\(Self.megabytes(largest.storeBytes)) of \(Self.megabytes(largest.budgetBytes))",
          largest.storeBytes <= largest.budgetBytes ? "yes" : "NO"
        ))
    }
    return targets
  }

  /// `1234567` as `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }

  /// A ratio with three significant figures.
  static func format(_ value: Double) -> String {
    if value >= 100 { return grouped(Int(value.rounded())) }
    if value >= 10 { return String(format: "%.1f", value) }
    return String(format: "%.2f", value)
  }

  /// Bytes as megabytes with one decimal.
  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_000_000)
  }
}

/// Aligned plain-text or Markdown tables.
struct TextTable {
  /// Whether to draw Markdown.
  var markdown: Bool

  /// The table of `rows` under `header`; columns in `rightAligned` are right-aligned.
  func render(header: [String], rows: [[String]], rightAligned: Set<Int>) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in
      all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = header.indices.map { column -> String in
        let cell = cells.indices.contains(column) ? cells[column] : ""
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
      return markdown
        ? "| " + padded.joined(separator: " | ") + " |"
        : padded.joined(separator: "  ")
    }
    var lines = [line(header)]
    if markdown {
      lines.append(
        "|"
          + header.indices.map { column in
            let dashes = String(repeating: "-", count: widths[column])
            return rightAligned.contains(column) ? " " + dashes.dropLast() + ": " : " \(dashes) "
          }.joined(separator: "|") + "|")
    } else {
      lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
    }
    lines += rows.map(line)
    return lines.joined(separator: "\n") + "\n"
  }
}
