/// `Reports/benchmarks.md`: each build and check against the time libxml2
/// needs merely to parse the same files, measured alternately in one run,
/// with the targets each is held to and, where one is not met, what bounds it.
package enum BenchmarkReporter {
    package static let memoryTargetMegabytes = 64.0

    package static func render(_ figures: BenchmarkFigures) -> String {
        var out = "# Benchmarks\n\n"
        out += "Written by `ccpipe bench` (\(figures.configuration)) on \(figures.date), on \(figures.machine), "
        out += "\(figures.cores) cores. Load average \(figures.loadBefore) when the runs began and \(figures.loadAfter) when they ended: "
        out += "the machine is shared, so wall times move with other work; the instruction counts below do not.\n\n"
        out += "Every measure ran \(figures.runs) times after a warm-up (every file in the page cache), each run right after "
        out += "`xmllint --stream --noout --nonet` over the same \(figures.files) locale files\(figures.release.map { " of CLDR \($0)" } ?? "") (\(format(figures.megabytes, decimals: 1)) MB, one core). "
        out += "The ratio is taken per pair and the table gives medians. Outputs on \(figures.outputs)"
        if figures.disk != nil { out += "; the builds on disk ran after all the others" }
        out += ". Before each pair, what the runs wrote to disk is written back (`sync`, not timed), so that no pair runs beside that writeback.\n\n"
        // The cold build on disk is named for its file system everywhere.
        let diskLabel = figures.disk.map { "\($0.name), outputs on \(figures.diskFileSystem)" }
        let labelled = figures.pairs.map { (label: $0.name, pair: $0) }
            + [figures.disk].compactMap { $0 }.map { (label: diskLabel ?? $0.name, pair: $0) }
        out += "| measure | median | parse | ratio | target | |\n|---|---:|---:|---:|---|---|\n"
        for pair in figures.pairs { out += row(pair) }
        if let disk = figures.disk { out += row(disk, name: "\(diskLabel ?? disk.name) (for comparison)") }
        let memoryMet = figures.peakMegabytes < memoryTargetMegabytes
        out += "| peak memory of the cold build | \(format(figures.peakMegabytes, decimals: 1)) MB | | | < \(Int(memoryTargetMegabytes)) MB | \(met(memoryMet)) |\n"
        out += "\nRatios of each pair, in run order:\n\n"
        for (label, pair) in labelled {
            out += "- \(label): \(pair.ratios.map { format($0, decimals: 2) }.joined(separator: ", "))\n"
        }
        out += cpuTimes(labelled)
        if let callgrind = figures.callgrind { out += instructions(callgrind, locales: figures.locales) }
        if let beside = figures.beside { out += besideSection(beside) }
        out += largeChecks(figures.largeChecks)
        let largeNotMet = figures.largeChecks.filter { !$0.met }
        let notMet = figures.pairs.filter { $0.met == false }
        let besideNotMet = figures.beside.map(besideMisses) ?? []
        if !notMet.isEmpty || !memoryMet || !largeNotMet.isEmpty || !besideNotMet.isEmpty {
            out += "\n## Not met\n\n"
            for pair in notMet {
                out += "- \(pair.name): \(figure(pair)), target \(target(pair)). \(pair.bound ?? "")\n"
            }
            if let callgrind = figures.callgrind, callgrind.parseInstructions > 0, figures.pairs.first?.met == false {
                let best = Double(callgrind.buildInstructions) / Double(figures.cores) / Double(callgrind.parseInstructions)
                out += "- Instructions alone bound the cold build at \(format(best, decimals: 2))× the parse: its count spread perfectly over "
                out += "\(figures.cores) cores, at the parse's speed per instruction, with nothing serial.\n"
            }
            if !memoryMet { out += "- peak memory: \(format(figures.peakMegabytes, decimals: 1)) MB, target under \(Int(memoryTargetMegabytes)) MB.\n" }
            for check in largeNotMet {
                if let limit = check.targetSeconds, check.medianSeconds > limit {
                    out += "- `\(check.command)` on \(check.name): \(seconds(check.medianSeconds)), target at most \(Int(limit)) s.\n"
                }
                guard check.peakMegabytes > check.targetMegabytes else { continue }
                out += "- `\(check.command)` on \(check.name): \(format(check.peakMegabytes, decimals: 1)) MB, "
                out += "target at most \(Int(check.targetMegabytes)) MB."
                guard check.command == "check" else {
                    out += "\n"
                    continue
                }
                out += " What bounds it: what checking one record takes (the program, its libraries, the reference"
                out += check.baselineMegabytes.map { ": \(format($0, decimals: 1)) MB" } ?? ""
                out += "), then the records themselves (128 bytes each, and their texts of more than 15 bytes) and, while they are read, "
                out += "the file's bytes; a binary that links the Swift runtime dynamically (`swift build`) takes about 5 MB more than the one `.ci/install` makes.\n"
            }
            for miss in besideNotMet { out += "- \(miss)\n" }
        }
        return out
    }

    /// The tree beside: its cold build against its own parse, its targets
    /// in instructions and memory, and where its instructions go.
    private static func besideSection(_ beside: BesideFigures) -> String {
        let name = beside.release.map { "CLDR \($0)" } ?? "The tree"
        var out = "\n## \(name) beside: \(beside.locales) locales\n\n"
        out += "`\(beside.reference)`: \(beside.locales) locale files (\(format(beside.megabytes, decimals: 1)) MB). "
        out += "Its cold build ran \(beside.cold.seconds.count) times, each right after its own parse; "
        out += "its targets are in instructions, which the machine's load does not move, and in memory.\n\n"
        out += "| measure | figure | parse | ratio | target | |\n|---|---:|---:|---:|---|---|\n"
        out += "| cold build, wall time | \(seconds(beside.cold.medianSeconds)) | \(seconds(beside.cold.medianParseSeconds)) | "
        out += "\(format(beside.cold.medianRatio, decimals: 2)) | | |\n"
        if let callgrind = beside.callgrind, let ratio = beside.instructionRatio {
            out += "| cold build, instructions (callgrind) | \(giga(callgrind.buildInstructions)) | \(giga(callgrind.parseInstructions)) | "
            out += "\(format(ratio, decimals: 2)) | ≤ \(format(BesideFigures.instructionTarget, decimals: 1))× the parse | "
            out += "\(met(ratio <= BesideFigures.instructionTarget)) |\n"
        }
        out += "| peak memory of the cold build | \(format(beside.peakMegabytes, decimals: 1)) MB | | | < \(Int(memoryTargetMegabytes)) MB | "
        out += "\(met(beside.peakMegabytes < memoryTargetMegabytes)) |\n"
        out += "\nRatios of each pair, in run order: \(beside.cold.ratios.map { format($0, decimals: 2) }.joined(separator: ", ")).\n"
        if let callgrind = beside.callgrind { out += instructions(callgrind, locales: beside.locales, heading: "### Where its instructions go") }
        return out
    }

    /// What the tree beside misses of its targets, a sentence each.
    private static func besideMisses(_ beside: BesideFigures) -> [String] {
        let name = (beside.release.map { "CLDR \($0)" } ?? "the tree beside") + ", \(beside.locales) locales"
        var misses: [String] = []
        if let ratio = beside.instructionRatio, ratio > BesideFigures.instructionTarget {
            misses.append("\(name): the cold build executes \(format(ratio, decimals: 2))× the parse's instructions, target ≤ \(format(BesideFigures.instructionTarget, decimals: 1))×. Where they go is in its instructions above: every locale builds a catalog of every region (names, sections, search keys, rendered files), while the parse of a small regional locale file is short.")
        }
        if beside.peakMegabytes >= memoryTargetMegabytes {
            misses.append("\(name): peak memory \(format(beside.peakMegabytes, decimals: 1)) MB, target under \(Int(memoryTargetMegabytes)) MB.")
        }
        return misses
    }

    /// The large-dataset checks: one row each, with their target.
    private static func largeChecks(_ checks: [LargeCheckFigures]) -> String {
        guard !checks.isEmpty else { return "" }
        var out = "\n## Checking large datasets\n\n"
        out += "`ccpipe check --format json` on generated datasets (medians of the runs; peak resident memory, the largest of the runs; "
        out += "per record (key, column), the peak over that of checking one record"
        out += checks.first?.baselineMegabytes.map { ", \(format($0, decimals: 1)) MB" } ?? ""
        out += ", divided by the records, keys or columns), and `fix` and `diff` where the row names them, once each on inputs of 64 MiB, "
        out += "their text output in the report's column:\n\n"
        out += "| dataset | records | size | median | peak memory | per record | JSON report | target | |\n|---|---:|---:|---:|---:|---:|---:|---|---|\n"
        for check in checks {
            let name = check.command == "check" ? check.name : "`\(check.command)`: \(check.name)"
            out += "| \(name) | \(check.records) | \(format(check.megabytes, decimals: 1)) MB | \(seconds(check.medianSeconds)) | "
            out += "\(format(check.peakMegabytes, decimals: 1)) MB | \(check.bytesPerRecord.map { "\($0) B" } ?? "") | "
            out += "\(check.reportBytes / 1024) KB | ≤ \(Int(check.targetMegabytes)) MB\(check.targetSeconds.map { ", ≤ \(Int($0)) s" } ?? "") | \(met(check.met)) |\n"
        }
        let once = checks.filter { $0.seconds.count == 1 && $0.command == "check" }
        if !once.isEmpty, checks.contains(where: { $0.seconds.count > 1 }) {
            out += "\n" + once.map { "`check` on \($0.name)" }.joined(separator: " and ")
            out += " ran once, for its memory: a run takes tens of seconds.\n"
        }
        return out
    }

    private static func row(_ pair: BenchmarkPair, name: String? = nil) -> String {
        let ratio = format(pair.medianRatio, decimals: 2)
        let status = pair.met.map(met) ?? ""
        let goal = pair.targetRatio != nil || pair.targetSeconds != nil ? target(pair) : ""
        return "| \(name ?? pair.name) | \(seconds(pair.medianSeconds)) | \(seconds(pair.medianParseSeconds)) | \(ratio) | \(goal) | \(status) |\n"
    }

    /// Medians of the CPU time of each measure and of the parses beside it,
    /// and how many cores that kept busy on average (CPU time over wall time).
    private static func cpuTimes(_ pairs: [(label: String, pair: BenchmarkPair)]) -> String {
        let measured = pairs.filter { !($0.pair.cpu?.user.isEmpty ?? true) }
        guard !measured.isEmpty else { return "" }
        var out = "\nCPU time (medians of the runs, on every core, as the kernel accounts it to each process):\n\n"
        out += "| measure | user | kernel | cores busy | parse: user | parse: kernel |\n|---|---:|---:|---:|---:|---:|\n"
        for (label, pair) in measured {
            guard let cpu = pair.cpu else { continue }
            let user = BenchmarkPair.median(cpu.user), system = BenchmarkPair.median(cpu.system)
            let busy = zip(zip(cpu.user, cpu.system), pair.seconds).map { ($0.0 + $0.1) / $1 }
            out += "| \(label) | \(seconds(user)) | \(seconds(system)) | \(format(BenchmarkPair.median(busy), decimals: 2)) | "
            out += "\(seconds(BenchmarkPair.median(cpu.parseUser))) | \(seconds(BenchmarkPair.median(cpu.parseSystem))) |\n"
        }
        out += "\nThe kernel's time is what callgrind does not count: for a build, creating the directories and files and copying the outputs "
        out += "into them (on disk, the file system's own work besides), reading the locale files, and faulting in the memory it uses.\n"
        return out
    }

    private static func instructions(_ callgrind: CallgrindFigures, locales: Int, heading: String = "## Instructions (callgrind)") -> String {
        var out = "\n\(heading)\n\n"
        out += "`valgrind --tool=callgrind`, one cold build of \(locales) locales (all threads) and one parse:\n\n"
        out += "| | instructions | share of the build |\n|---|---:|---:|\n"
        out += "| cold build | \(giga(callgrind.buildInstructions)) | 100 % |\n"
        for stage in callgrind.stages {
            let share = callgrind.buildInstructions > 0 ? 100 * Double(stage.instructions) / Double(callgrind.buildInstructions) : 0
            // None of a stage's functions in the profile: renamed or inlined
            // since the stage was written down, not free.
            out += stage.instructions == 0 ? "| \(stage.name) | not in the profile | |\n"
                : "| \(stage.name) | \(giga(stage.instructions)) | \(format(share, decimals: 1)) % |\n"
        }
        out += "| `xmllint` parse | \(giga(callgrind.parseInstructions)) | |\n"
        if callgrind.parseInstructions > 0 {
            out += "\nThe build executes \(format(Double(callgrind.buildInstructions) / Double(callgrind.parseInstructions), decimals: 2))× the parse's instructions "
            out += "on two cores where the parse uses one. Stages are inclusive counts of the functions that do them (libraries they call included); "
            out += "time in the kernel (creating files and directories) is not counted by callgrind.\n"
        }
        return out
    }

    private static func figure(_ pair: BenchmarkPair) -> String {
        pair.targetRatio != nil ? "\(format(pair.medianRatio, decimals: 2))× the parse" : seconds(pair.medianSeconds)
    }

    private static func target(_ pair: BenchmarkPair) -> String {
        if let ratio = pair.targetRatio { return "≤ \(format(ratio, decimals: ratio < 1 ? 1 : 0))× the parse" }
        if let limit = pair.targetSeconds { return "< \(format(limit * 1000, decimals: 0)) ms" }
        return ""
    }

    private static func met(_ ok: Bool) -> String { ok ? "met" : "not met" }

    private static func seconds(_ value: Double) -> String {
        value < 0.1 ? format(value * 1000, decimals: 1) + " ms" : format(value, decimals: 3) + " s"
    }

    private static func giga(_ count: Int) -> String { format(Double(count) / 1e9, decimals: 3) + " G" }

    /// Fixed-point text without Foundation's locale-dependent formatting.
    static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        guard decimals > 0 else { return String(whole) }
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: decimals - digits.count) + digits
    }
}
