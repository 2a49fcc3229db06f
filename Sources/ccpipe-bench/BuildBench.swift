import CCPipeCore
import CCPipeIngest
import CCPipeReference
import Foundation

/// Times the cold, no-op and one-locale builds, `build --check` and `check`,
/// each right after an `xmllint` parse of the same files, in child processes
/// of this one, with outputs on tmpfs and the cold build on disk beside;
/// counts instructions with callgrind when valgrind is installed. What
/// `ccpipe bench` runs, with the dataset it resolved and the `ccpipe` to time.
enum BuildBench {
    static let usage = "ccpipe-bench build --ccpipe <path> --dataset <file> --reference <dir> [--beside <dir>] --runs <n> [--report <file>]"
    static let options = ["--ccpipe", "--dataset", "--reference", "--beside", "--runs", "--report"]

    static func run(_ arguments: BenchArguments) throws -> Int32 {
        let ccpipe = try arguments.value("--ccpipe"), dataset = try arguments.value("--dataset")
        // Absolute: the copy of the tree links to its files from elsewhere.
        let reference = URL(fileURLWithPath: try arguments.value("--reference")).standardizedFileURL.path, runs = try arguments.runs()
        let locales = try CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: reference, isoFile: nil))
        let files = locales.map { "\(reference)/main/\($0).xml" }
        // xmllint parses them without the checks ccpipe makes first: it is
        // handed only files those checks accept.
        for file in files { try XMLReader.checkMarkup(file: file, options: XMLReaderOptions(rootElement: "ldml")) }
        guard let xmllint = BenchSetup.executable(named: "xmllint") else {
            throw PipelineError(.unavailable, "xmllint is not on PATH; bench compares the build with it", hint: "Install it: apt-get install libxml2-utils")
        }
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
            // What earlier measures wrote to disk is written back now, not
            // while this pair runs: the kernel writes dirty pages back some
            // seconds after they were written, and the interrupts of that
            // I/O are counted in the kernel time of whatever runs then.
            sync()
            let parsed = try parse()
            let result = try measure()
            measured[name, default: ([], [])].runs.append(result)
            measured[name, default: ([], [])].parse.append(parsed)
        }
        // The warm-up fills the page cache and is not counted.
        _ = try parse()
        _ = try build(setup.scratch + "/warm-up")
        for run in 1...runs {
            if isatty(2) == 1 { BenchOutput.error("\rrun \(run)/\(runs)") }
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
        }
        // The builds on disk come after all the others, so that none of
        // those runs beside the writeback of their outputs.
        if let disk = setup.disk {
            for run in 1...runs { try pair(Names.disk) { try build(disk + "/out-\(run)") } }
        }
        if isatty(2) == 1 { BenchOutput.error("\n") }
        let oneRecord = try measureOneRecordCheck(ccpipe: ccpipe, in: setup.scratch)
        let largeChecks = try LargeDatasets.allCases.map {
            try measureCheck(of: $0, ccpipe: ccpipe, in: setup.scratch, runs: runs, baseline: oneRecord)
        } + LargeCommands.allCases.map { try measureCommand($0, ccpipe: ccpipe, in: setup.scratch) }
        let callgrind = try BenchProfile.measure(ccpipe: ccpipe, xmllint: xmllint, dataset: dataset, setup: setup, files: files)
        let beside = try arguments.optional("--beside").map {
            try measureBeside(URL(fileURLWithPath: $0).standardizedFileURL.path, ccpipe: ccpipe, dataset: dataset, xmllint: xmllint, runs: runs)
        }

        func figures(_ name: String) -> BenchmarkPair {
            let runs = measured[name]?.runs ?? [], parsed = measured[name]?.parse ?? []
            return BenchmarkPair(name: name, seconds: runs.map(\.seconds), parseSeconds: parsed.map(\.seconds),
                                 targetRatio: Names.targetRatio[name], targetSeconds: name == Names.check ? 0.050 : nil, bound: Names.bound[name],
                                 cpu: BenchmarkCPU(user: runs.map(\.userSeconds), system: runs.map(\.systemSeconds),
                                                   parseUser: parsed.map(\.userSeconds), parseSystem: parsed.map(\.systemSeconds)))
        }
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let report = BenchmarkReporter.render(BenchmarkFigures(
            release: CLDRReference.dtdVersion(commonDirectory: URL(fileURLWithPath: reference)), locales: locales.count, files: files.count, megabytes: Double(bytes) / 1_048_576,
            pairs: [Names.cold, Names.noOp, Names.oneLocale, Names.upToDate, Names.check].map(figures),
            disk: setup.disk == nil ? nil : figures(Names.disk), diskFileSystem: setup.diskFileSystem,
            outputs: setup.outputsDescription, peakMegabytes: Double(peak) / 1024, callgrind: callgrind, runs: runs,
            cores: ProcessInfo.processInfo.activeProcessorCount, machine: BenchSetup.machine(), configuration: configuration,
            date: BenchSetup.today(), loadBefore: loadBefore, loadAfter: BenchSetup.loadAverage(), largeChecks: largeChecks, beside: beside))
        if let path = arguments.optional("--report") { try AtomicFile.write(report, to: path) }
        BenchOutput.out(report)
        return 0
    }

    /// The build and how it carries the Swift runtime, which moves every
    /// memory figure by about 5 MB. Read from this process: ccpipe-bench is
    /// built with the `ccpipe` beside it, by the same command (Package.swift),
    /// so the two are built alike.
    static var configuration: String {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let maps = BenchSetup.procText("/proc/self/maps")
        return build + (maps.contains("libswiftCore.so") ? " build, Swift runtime linked dynamically"
            : " build, Swift runtime linked in as `.ci/install` builds it")
    }
}
