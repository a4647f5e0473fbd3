import Foundation

switch BenchmarkConfiguration.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  warn(error.message)
  exit(2)
case .success(let configuration):
  exit(BenchmarkRunner(configuration: configuration).run())
}
