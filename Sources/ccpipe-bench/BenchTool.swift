import CCPipeCore
import Foundation

/// Dispatches to a benchmark and turns every error into a message and an
/// exit code, as `ccpipe` does for its commands.
enum BenchTool {
    static let benchmarks: [(name: String, usage: String, options: [String], run: @Sendable (BenchArguments) throws -> Int32)] = [
        ("build", BuildBench.usage, BuildBench.options, BuildBench.run),
        ("search", SearchBench.usage, SearchBench.options, SearchBench.run),
    ]

    static let help = "ccpipe-bench is what 'ccpipe bench' and 'ccpipe bench-search' run; see 'ccpipe bench --help'."

    static func run(_ arguments: [String]) -> Int32 {
        // Not a benchmark: what the benchmarks spawn the measured commands
        // through (`ChildProcess`).
        if arguments.first == "spawn" { return ChildProcess.spawned(Array(arguments.dropFirst())) }
        guard let benchmark = benchmarks.first(where: { $0.name == arguments.first }) else {
            let usage = benchmarks.map(\.usage).joined(separator: "\n       ")
            if arguments.first == "-h" || arguments.first == "--help" {
                BenchOutput.out("USAGE: \(usage)\n\n\(help)\n")
                return 0
            }
            let named = arguments.first.map { "unknown benchmark \"\(ReportText.printable($0))\"" } ?? "missing benchmark"
            BenchOutput.error("Error: \(named): one of \(benchmarks.map(\.name).joined(separator: ", "))\nUsage: \(usage)\n  \(help)\n")
            return PipelineError.Kind.usage.exitCode
        }
        do {
            return try benchmark.run(try BenchArguments(Array(arguments.dropFirst()), names: benchmark.options))
        } catch let error as BenchArguments.UsageError {
            BenchOutput.error("Error: \(ReportText.printable(error.message))\nUsage: \(benchmark.usage)\n  \(help)\n")
            return PipelineError.Kind.usage.exitCode
        } catch {
            let failure = PipelineError(error)
            BenchOutput.error("Error: \(failure.location.map { "\(ReportText.printable($0)): " } ?? "")\(ReportText.printable(failure.message))\n")
            if let hint = failure.hint { BenchOutput.error(ReportText.printable(hint) + "\n") }
            return failure.exitCode
        }
    }
}

/// Reports go to standard output, errors and progress to standard error.
enum BenchOutput {
    static func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    static func error(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
