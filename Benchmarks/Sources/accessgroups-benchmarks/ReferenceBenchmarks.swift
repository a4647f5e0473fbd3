/// The reference model's benchmarks (filled in once the model is a library).
struct ReferenceBenchmarks {
  let size: Int
  let operations: Int
  func run(report: (BenchmarkResult) -> Void) {}
}
