import CCPipeOutput

/// One command timed against the `xmllint` parse of the same files, the two
/// run one after the other in every run, so that both see the same load.
package struct BenchmarkPair: Sendable {
    package var name: String
    /// Seconds per run, and the parse's seconds in the same run.
    package var seconds: [Double]
    package var parseSeconds: [Double]
    /// The most the median ratio may be, where the issue sets one.
    package var targetRatio: Double?
    /// The most the median time may be, where the target is absolute.
    package var targetSeconds: Double?
    /// What bounds the figure, said when the target is not met.
    package var bound: String?
    /// CPU time per run, where it was measured.
    package var cpu: BenchmarkCPU?

    package init(name: String, seconds: [Double], parseSeconds: [Double], targetRatio: Double? = nil,
                targetSeconds: Double? = nil, bound: String? = nil, cpu: BenchmarkCPU? = nil) {
        self.name = name
        self.seconds = seconds
        self.parseSeconds = parseSeconds
        self.targetRatio = targetRatio
        self.targetSeconds = targetSeconds
        self.bound = bound
        self.cpu = cpu
    }

    package var ratios: [Double] { zip(seconds, parseSeconds).map { $0 / $1 } }
    package var medianRatio: Double { Self.median(ratios) }
    package var medianSeconds: Double { Self.median(seconds) }
    package var medianParseSeconds: Double { Self.median(parseSeconds) }

    /// Nil when there is no target.
    package var met: Bool? {
        if let targetRatio { return medianRatio <= targetRatio }
        if let targetSeconds { return medianSeconds < targetSeconds }
        return nil
    }

    package static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The CPU time of a command's runs and of the parses beside them, on every
/// core, in user space and in the kernel (`wait4`'s accounting): the
/// kernel's part is what callgrind does not count.
package struct BenchmarkCPU: Sendable {
    package var user: [Double]
    package var system: [Double]
    package var parseUser: [Double]
    package var parseSystem: [Double]

    package init(user: [Double], system: [Double], parseUser: [Double], parseSystem: [Double]) {
        self.user = user
        self.system = system
        self.parseUser = parseUser
        self.parseSystem = parseSystem
    }
}

/// Instruction counts from `valgrind --tool=callgrind`: they do not move
/// with the load of a shared machine, as wall times do.
package struct CallgrindFigures: Sendable {
    /// All threads of the cold build.
    package var buildInstructions: Int
    package var parseInstructions: Int
    /// Inclusive counts of the build's stages, in pipeline order.
    package var stages: [(name: String, instructions: Int)]

    package init(buildInstructions: Int, parseInstructions: Int, stages: [(name: String, instructions: Int)]) {
        self.buildInstructions = buildInstructions
        self.parseInstructions = parseInstructions
        self.stages = stages
    }
}

/// What `ccpipe bench` measured, for `Reports/benchmarks.md`.
package struct BenchmarkFigures: Sendable {
    /// The CLDR release the tree's DTD states (`41`).
    package var release: String?
    package var locales: Int
    package var files: Int
    package var megabytes: Double
    /// The timed commands, outputs on `outputs`.
    package var pairs: [BenchmarkPair]
    /// The cold build with its outputs on disk, beside the figures on tmpfs.
    package var disk: BenchmarkPair?
    package var diskFileSystem: String
    package var outputs: String
    package var peakMegabytes: Double
    package var callgrind: CallgrindFigures?
    package var runs: Int
    package var cores: Int
    package var machine: String
    package var configuration: String
    /// `2026-11-30`, and the load averages when the runs began and ended.
    package var date: String
    package var loadBefore: String
    package var loadAfter: String
    /// `check` on large generated datasets; empty when not measured.
    package var largeChecks: [LargeCheckFigures] = []
    /// The tree measured beside (`--beside`), if any.
    package var beside: BesideFigures?

    package init(release: String? = nil, locales: Int, files: Int, megabytes: Double, pairs: [BenchmarkPair], disk: BenchmarkPair?,
                diskFileSystem: String, outputs: String, peakMegabytes: Double, callgrind: CallgrindFigures?, runs: Int, cores: Int,
                machine: String, configuration: String, date: String, loadBefore: String, loadAfter: String,
                largeChecks: [LargeCheckFigures] = [], beside: BesideFigures? = nil) {
        self.release = release
        self.beside = beside
        self.locales = locales
        self.files = files
        self.megabytes = megabytes
        self.pairs = pairs
        self.disk = disk
        self.diskFileSystem = diskFileSystem
        self.outputs = outputs
        self.peakMegabytes = peakMegabytes
        self.callgrind = callgrind
        self.runs = runs
        self.cores = cores
        self.machine = machine
        self.configuration = configuration
        self.date = date
        self.loadBefore = loadBefore
        self.loadAfter = loadAfter
        self.largeChecks = largeChecks
    }
}

/// A second CLDR tree's all-locale cold build (`--beside`), held to its
/// targets in instructions (at most half the parse's, callgrind) and peak
/// memory (under 64 MB), which do not move with the machine's load.
package struct BesideFigures: Sendable {
    package var reference: String
    package var release: String?
    package var locales: Int
    package var megabytes: Double
    package var cold: BenchmarkPair
    package var peakMegabytes: Double
    package var callgrind: CallgrindFigures?

    package static let instructionTarget = 0.5

    package init(reference: String, release: String?, locales: Int, megabytes: Double, cold: BenchmarkPair, peakMegabytes: Double,
                callgrind: CallgrindFigures?) {
        self.reference = reference
        self.release = release
        self.locales = locales
        self.megabytes = megabytes
        self.cold = cold
        self.peakMegabytes = peakMegabytes
        self.callgrind = callgrind
    }

    /// The build's instructions over the parse's; nil without callgrind.
    package var instructionRatio: Double? {
        guard let callgrind, callgrind.parseInstructions > 0 else { return nil }
        return Double(callgrind.buildInstructions) / Double(callgrind.parseInstructions)
    }
}

/// `ccpipe check` on a generated dataset of many records: how long it takes,
/// how much memory, and how large its JSON report is (the targets: at most
/// 50 MB for 100,000 records, issue 10; at most 300 MB for 1,000,000, issue 25).
package struct LargeCheckFigures: Sendable {
    package var name: String
    package var records: Int
    package var megabytes: Double
    package var seconds: [Double]
    package var peakMegabytes: Double
    package var reportBytes: Int
    /// The most the peak may be.
    package var targetMegabytes: Double
    /// The most the median time may be, where there is a target for it.
    package var targetSeconds: Double?
    /// The peak of checking one record, which the records' cost is over.
    package var baselineMegabytes: Double?
    /// The command measured: `check`, `fix` or `diff`.
    package var command: String

    package init(name: String, records: Int, megabytes: Double, seconds: [Double], peakMegabytes: Double, reportBytes: Int,
                targetMegabytes: Double = 50, targetSeconds: Double? = nil, baselineMegabytes: Double? = nil,
                command: String = "check") {
        self.command = command
        self.name = name
        self.records = records
        self.megabytes = megabytes
        self.seconds = seconds
        self.peakMegabytes = peakMegabytes
        self.reportBytes = reportBytes
        self.targetMegabytes = targetMegabytes
        self.targetSeconds = targetSeconds
        self.baselineMegabytes = baselineMegabytes
    }

    package var medianSeconds: Double { seconds.sorted()[seconds.count / 2] }

    package var met: Bool { peakMegabytes <= targetMegabytes && targetSeconds.map { medianSeconds <= $0 } ?? true }

    /// Bytes of peak memory per record (key, column) over checking one
    /// record: the record, its share of the file's bytes (held while it is
    /// read) and of what validation keeps per record.
    package var bytesPerRecord: Int? {
        baselineMegabytes.map { Int(((peakMegabytes - $0) * 1_048_576 / Double(records)).rounded()) }
    }
}
