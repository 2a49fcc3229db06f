import CountryCodeKit
import Foundation

/// Times the all-locale build against the floor (libxml2 merely parsing the
/// same files) and `check` against its target, in child processes of this
/// one, and writes the figures to `Reports/benchmarks.md`.
enum BenchCommand: Command {
    static let name = "bench"

    static let help = CommandHelp(
        overview: "Time 'build --locales all' against an xmllint parse of the same files, and 'check'; write Reports/benchmarks.md.",
        usage: "ccpipe bench [--reference <dir>] [--runs <n>] [--out <file>]",
        options: [
            ("--reference <dir>", "The full CLDR common/ directory to build every locale of (default: /usr/share/unicode/cldr/common)."),
            ("--runs <n>", "Runs of each measurement; the median is reported (default: 3)."),
            ("--out <file>", "Where to write the figures (default: Reports/benchmarks.md)."),
        ],
        notes: ["Run it on a release build, where the targets apply: swift run -c release ccpipe bench. Needs xmllint (Debian's libxml2-utils)."])

    static let spec = ArgumentSpec(options: ["--reference", "--runs", "--out"])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let reference = arguments.value("--reference") ?? "/usr/share/unicode/cldr/common"
        guard let runs = Int(arguments.value("--runs") ?? "3"), runs > 0 else { throw UsageError("option '--runs' needs a positive number") }
        let locales = try CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: reference, isoFile: nil))
        let files = locales.map { "\(reference)/main/\($0).xml" }
        guard let xmllint = executable(named: "xmllint") else { throw BenchError("xmllint not found on PATH (Debian: apt-get install libxml2-utils)") }
        let ccpipe = Bundle.main.executablePath ?? CommandLine.arguments[0]

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ccpipe-bench-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var build: [ChildProcess.Measurement] = []
        var parse: [ChildProcess.Measurement] = []
        var check: [ChildProcess.Measurement] = []
        // Run 0 warms the page cache and is not counted.
        for run in 0...runs {
            if isatty(2) == 1 { Console.error("\rrun \(run)/\(runs)") }
            let out = scratch.appendingPathComponent("out-\(run)").path
            let built = try ChildProcess.measure(ccpipe, ["build", "--locales", "all", "--reference", reference, "--out", out])
            guard built.status == 0 else { throw BenchError("'ccpipe build --locales all' exited with \(built.status)") }
            // Outputs are removed only at the end: on ext4 without a journal,
            // files created right after thousands were deleted make the
            // kernel skip the recently freed inodes one by one (seconds of
            // system time), which would time the deletion, not the build.
            let parsed = try ChildProcess.measure(xmllint, ["--stream", "--noout"] + files)
            guard parsed.status == 0 else { throw BenchError("xmllint exited with \(parsed.status)") }
            let checked = try ChildProcess.measure(ccpipe, ["check", DefaultPaths.dataset])
            guard checked.status == 0 else { throw BenchError("'ccpipe check' exited with \(checked.status)") }
            if run > 0 { build.append(built); parse.append(parsed); check.append(checked) }
        }
        if isatty(2) == 1 { Console.error("\n") }

        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let figures = BenchmarkFigures(
            locales: locales.count, files: files.count, megabytes: Double(bytes) / 1_048_576,
            buildSeconds: median(build.map(\.seconds)), xmllintSeconds: median(parse.map(\.seconds)),
            checkSeconds: median(check.map(\.seconds)),
            buildPeakMegabytes: Double(build.map(\.peakKilobytes).max() ?? 0) / 1024,
            runs: runs, cores: ProcessInfo.processInfo.activeProcessorCount, machine: machine(), configuration: configuration)
        let report = BenchmarkReporter.render(figures)
        do { try AtomicFile.write(report, to: arguments.value("--out") ?? DefaultPaths.benchmarks) } catch {
            throw OutputError(path: arguments.value("--out") ?? DefaultPaths.benchmarks, reason: "\(error)")
        }
        Console.out(report)
        return ExitCode.success
    }

    private static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The CPU model, from `/proc/cpuinfo`.
    private static func machine() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last
        return model.map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown CPU"
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
