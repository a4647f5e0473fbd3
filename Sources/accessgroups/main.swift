import AccessGroupsCommandLine
import Foundation

var output = StandardStream.output
var errors = StandardStream.error
let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
exit(
  CommandLineTool.run(
    Array(CommandLine.arguments.dropFirst()), standardOutput: &output, standardError: &errors,
    currentDirectory: directory, environment: ProcessInfo.processInfo.environment,
    standardInput: CommandLineTool.readStandardInput))
