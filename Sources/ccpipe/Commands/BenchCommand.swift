import CountryCodeKit
import Foundation
import CCPipeReference
import CCPipeIngest
import CCPipeCore

/// Times the cold, no-op and one-locale builds, `build --check` and `check`,
/// each right after an `xmllint` parse of the same files, in child processes
/// of this one, with outputs on tmpfs and the cold build on disk beside;
/// counts instructions with callgrind when valgrind is installed.
enum BenchCommand {
    static let spec = CommandSpec(
        name: "bench",
        overview: "Time the cold, no-op and one-locale builds and the checks against an xmllint parse of the same files.",
        arguments: [.init(name: "<dataset>", help: "The dataset to build and check (default: \"dataset\" in .ccpipe.json).")],
        options: [Options.benchReference, Options.benchRuns, Options.report, Options.config],
        notes: ["Run it on a release build, where the targets apply: swift run -c release ccpipe bench. Needs xmllint (Debian's libxml2-utils); with valgrind installed it also counts instructions. The figures go to standard output, and to a file only with --report."],
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
        let runs = max(1, arguments.number(Options.benchRuns) ?? Options.benchDefaultRuns)
        let locales = try CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: reference, isoFile: nil))
        let files = locales.map { "\(reference)/main/\($0).xml" }
        // xmllint parses them without the checks ccpipe makes first: it is
        // handed only files those checks accept.
        for file in files { try XMLReader.checkMarkup(file: file, options: XMLReaderOptions(rootElement: "ldml")) }
        guard let xmllint = BenchSetup.executable(named: "xmllint") else {
            throw PipelineError(.unavailable, "xmllint is not on PATH; bench compares the build with it", hint: "Install it: apt-get install libxml2-utils")
        }
        let ccpipe = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let setup = try BenchSetup(reference: reference, locales: locales)
        defer { setup.remove() }
        let loadBefore = BenchSetup.loadAverage()

        func parse() throws -> ChildProcess.Measurement {
            let parsed = try ChildProcess.measure(xmllint, ["--stream", "--noout", "--nonet"] + files)
            guard parsed.status == 0 else { throw BenchError("xmllint exited with \(parsed.status)") }
            return parsed
        }
        func build(_ out: String, _ extra: [String] = []) throws -> ChildProcess.Measurement {
            let built = try ChildProcess.measure(ccpipe, ["build", dataset, "--locales", "all", "--reference", setup.tree, "--out", out] + extra)
            guard built.status == 0 else { throw BenchError("'ccpipe build --locales all \(extra.joined(separator: " "))' exited with \(built.status)") }
            return built
        }

        var measured: [String: (runs: [ChildProcess.Measurement], parse: [ChildProcess.Measurement])] = [:]
        var peak = 0
        func pair(_ name: String, _ measure: () throws -> ChildProcess.Measurement) throws {
            let parsed = try parse()
            let result = try measure()
            measured[name, default: ([], [])].runs.append(result)
            measured[name, default: ([], [])].parse.append(parsed)
        }
        // The warm-up fills the page cache and is not counted.
        _ = try parse()
        _ = try build(setup.scratch + "/warm-up")
        for run in 1...runs {
            if isatty(2) == 1 { Console.error("\rrun \(run)/\(runs)") }
            // Each run's outputs stay until the end: on ext4, files created
            // right after thousands were deleted cost inode-allocator time,
            // which would time the deletion, not the build.
            let out = setup.scratch + "/out-\(run)"
            try pair(Names.cold) {
                let built = try build(out)
                peak = max(peak, built.peakKilobytes)
                return built
            }
            try pair(Names.noOp) { try build(out) }
            try setup.changeLocaleFile(run: run)
            try pair(Names.oneLocale) { try build(out) }
            try pair(Names.upToDate) { try build(out, ["--check"]) }
            try pair(Names.check) {
                let checked = try ChildProcess.measure(ccpipe, ["check", dataset])
                guard checked.status <= 1 else { throw BenchError("'ccpipe check' exited with \(checked.status)") }
                return checked
            }
            if let disk = setup.disk { try pair(Names.disk) { try build(disk + "/out-\(run)") } }
        }
        if isatty(2) == 1 { Console.error("\n") }
        let oneRecord = try measureOneRecordCheck(ccpipe: ccpipe, in: setup.scratch)
        let largeChecks = try LargeDatasets.allCases.map {
            try measureCheck(of: $0, ccpipe: ccpipe, in: setup.scratch, runs: runs, baseline: oneRecord)
        }
        let callgrind = try BenchProfile.measure(ccpipe: ccpipe, xmllint: xmllint, dataset: dataset, setup: setup, files: files)

        func figures(_ name: String) -> BenchmarkPair {
            let runs = measured[name]?.runs ?? [], parsed = measured[name]?.parse ?? []
            return BenchmarkPair(name: name, seconds: runs.map(\.seconds), parseSeconds: parsed.map(\.seconds),
                                 targetRatio: Names.targetRatio[name], targetSeconds: name == Names.check ? 0.050 : nil, bound: Names.bound[name],
                                 cpu: BenchmarkCPU(user: runs.map(\.userSeconds), system: runs.map(\.systemSeconds),
                                                   parseUser: parsed.map(\.userSeconds), parseSystem: parsed.map(\.systemSeconds)))
        }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let report = BenchmarkReporter.render(BenchmarkFigures(
            locales: locales.count, files: files.count, megabytes: Double(bytes) / 1_048_576,
            pairs: [Names.cold, Names.noOp, Names.oneLocale, Names.upToDate, Names.check].map(figures),
            disk: setup.disk == nil ? nil : figures(Names.disk), diskFileSystem: setup.diskFileSystem,
            outputs: setup.outputsDescription, peakMegabytes: Double(peak) / 1024, callgrind: callgrind, runs: runs,
            cores: ProcessInfo.processInfo.activeProcessorCount, machine: BenchSetup.machine(), configuration: configuration,
            date: BenchSetup.today(), loadBefore: loadBefore, loadAfter: BenchSetup.loadAverage(), largeChecks: largeChecks))
        if let path = arguments.value(Options.report) { try AtomicFile.write(report, to: path) }
        Console.out(report)
        return ExitCode.success
    }

    /// The build and how it carries the Swift runtime, which moves every
    /// memory figure by about 5 MB.
    static var configuration: String {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        return build + (maps.contains("libswiftCore.so") ? " build, Swift runtime linked dynamically"
            : " build, Swift runtime linked in as `.ci/install` builds it")
    }

    /// The generated datasets `check` is measured on: 100,000 records
    /// (issue 10), laid out as `json.dump(records, indent=1)` writes them,
    /// and 1,000,000 (issue 25), one record a line, so that they fit in the
    /// dataset limit of 64 MiB.
    enum LargeDatasets: CaseIterable {
        /// Made-up codes and calling codes, a hundred of each in turn (`C0`
        /// to `C99`, `+1` to `+100`): two findings on every record.
        case distinct
        /// One valid record, repeated: a `record-duplicate` on every one after the first.
        case copies
        /// As `distinct`, ten times as many.
        case million

        var records: Int { self == .million ? 1_000_000 : 100_000 }

        /// Issue 10's and issue 25's targets for peak memory.
        var targetMegabytes: Double { self == .million ? 300 : 50 }

        /// A check of a million records takes half a minute: memory is
        /// what it is measured for, and one run tells it.
        func runs(_ asked: Int) -> Int { self == .million ? 1 : asked }

        var name: String {
            switch self {
            case .distinct: "100,000 records, two findings each"
            case .copies: "100,000 copies of one record"
            case .million: "1,000,000 records, two findings each"
            }
        }

        func text(records count: Int? = nil) -> String {
            let count = count ?? records
            var out = "[\n"
            out.reserveCapacity(count * 80)
            for index in 0..<count {
                let (name, dial, code) = self == .copies ? ("Sweden", "+46", "SE") : ("Country \(index)", "+\(index % 100 + 1)", "C\(index % 100)")
                out += self == .million ? "{\"name\": \"\(name)\", \"dial_code\": \"\(dial)\", \"code\": \"\(code)\"}"
                    : " {\n  \"name\": \"\(name)\",\n  \"dial_code\": \"\(dial)\",\n  \"code\": \"\(code)\"\n }"
                out += index + 1 < count ? ",\n" : "\n"
            }
            return out + "]"
        }
    }

    /// The peak memory of checking one record: what the program, its
    /// libraries and the reference take, which the records' cost is over.
    private static func measureOneRecordCheck(ccpipe: String, in scratch: String) throws -> Double {
        let path = scratch + "/large-one.json"
        try LargeDatasets.distinct.text(records: 1).write(toFile: path, atomically: true, encoding: .utf8)
        let measured = try ChildProcess.measure(ccpipe, ["check", path, "--format", "json"])
        guard measured.status <= 1 else { throw BenchError("'ccpipe check' on one record exited with \(measured.status)") }
        return Double(measured.peakKilobytes) / 1024
    }

    private static func measureCheck(of dataset: LargeDatasets, ccpipe: String, in scratch: String, runs: Int,
                                     baseline: Double) throws -> LargeCheckFigures {
        let path = scratch + "/large-\(dataset).json"
        let text = dataset.text()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let arguments = ["check", path, "--format", "json"]
        let report = try ChildProcess.output(ccpipe, arguments)
        var seconds: [Double] = [], peak = 0
        for _ in 0..<dataset.runs(runs) {
            let measured = try ChildProcess.measure(ccpipe, arguments)
            // Exit 1: the records have error findings, as they are made to.
            guard measured.status <= 1 else { throw BenchError("'ccpipe check' on \(dataset.name) exited with \(measured.status)") }
            seconds.append(measured.seconds)
            peak = max(peak, measured.peakKilobytes)
        }
        try? FileManager.default.removeItem(atPath: path)
        return LargeCheckFigures(name: dataset.name, records: dataset.records, megabytes: Double(text.utf8.count) / 1_048_576,
                                 seconds: seconds, peakMegabytes: Double(peak) / 1024, reportBytes: report.utf8.count,
                                 targetMegabytes: dataset.targetMegabytes, baselineMegabytes: baseline)
    }
}
