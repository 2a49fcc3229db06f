import CountryCodeKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a benchmark of ccpipe-bench in place of this process (`execv`), so
/// that its output, errors and exit code are the command's and its progress
/// is drawn on the same terminal. Only the ccpipe-bench beside this
/// executable runs, never one on PATH or in the working directory, where a
/// checkout could plant one; the package builds it with ccpipe.
enum BenchExecutable {
    static let name = "ccpipe-bench"

    /// This executable: the `ccpipe` the benchmark times.
    static var ccpipe: String { Bundle.main.executablePath ?? CommandLine.arguments[0] }

    static func run(_ benchmark: String, _ arguments: [String]) throws -> Int32 {
        let path = URL(fileURLWithPath: ccpipe).deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PipelineError(.unavailable, "expected the \(name) built with ccpipe beside it, found none; it runs the benchmarks",
                                location: path,
                                hint: "Build both in ccpipe's checkout (swift build -c release) and run that ccpipe; the release tarball carries ccpipe alone")
        }
        let argv = ([path, benchmark] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        execv(path, argv)
        throw PipelineError(.unavailable, "cannot run \(name): \(FileSystemReason.describe(errno))", location: path)
    }
}
