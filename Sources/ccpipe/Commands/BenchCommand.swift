import CountryCodeKit
import Foundation

/// Times the all-locale build against the floor (libxml2 merely parsing the
/// same files) and `check` against its target, in child processes of this
/// one, and prints the figures.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        overview: "Time 'build --locales all' against an xmllint parse of the same files, and 'check'.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build and check (default: \"dataset\" in .ccpipe.json).")],
        options: [Options.benchReference, Options.runs, Options.report, Options.config],
        notes: ["Run it on a release build, where the targets apply: swift run -c release ccpipe bench. Needs xmllint (Debian's libxml2-utils). The figures go to standard output, and to a file only with --report."],
        exitCodes: [(69, "xmllint is not installed"), (73, "the report could not be written")],
        success: "measured",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: .dataset)
        guard case .file(let dataset, _) = pipeline.project.dataset else {
            throw UsageError("bench needs a dataset file; standard input cannot be read once per run")
        }
        let reference = arguments.value(Options.benchReference) ?? Options.benchReference.defaultText!
        let runs = arguments.number(Options.runs) ?? 3
        let location = ReferenceLocation(cldrDirectory: reference, isoFile: nil)
        let locales = try CLDRReference.availableLocales(in: location)
        let files = locales.map { "\(reference)/main/\($0).xml" }
        guard let xmllint = executable(named: "xmllint") else {
            throw PipelineError(.unavailable, "xmllint is not on PATH; bench compares the build with it", hint: "Install it: apt-get install libxml2-utils")
        }
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
            let built = try ChildProcess.measure(ccpipe, ["build", dataset, "--locales", "all", "--reference", reference, "--out", out])
            guard built.status == 0 else { throw BenchError("'ccpipe build --locales all' exited with \(built.status)") }
            // Outputs are removed only at the end: on ext4 without a journal,
            // files created right after thousands were deleted make the
            // kernel skip the recently freed inodes one by one (seconds of
            // system time), which would time the deletion, not the build.
            let parsed = try ChildProcess.measure(xmllint, ["--stream", "--noout"] + files)
            guard parsed.status == 0 else { throw BenchError("xmllint exited with \(parsed.status)") }
            let checked = try ChildProcess.measure(ccpipe, ["check", dataset])
            guard checked.status <= 1 else { throw BenchError("'ccpipe check' exited with \(checked.status)") }
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
        if let path = arguments.value(Options.report) { try AtomicFile.write(report, to: path) }
        Console.out(report)
        return ExitCode.success
    }

    static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The CPU model, from `/proc/cpuinfo`.
    static func machine() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":", maxSplits: 1).last
        return model.map { $0.trimmingCharacters(in: .whitespaces) } ?? "an unknown CPU"
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
