/// `Reports/benchmarks.md`: the all-locale build against the time libxml2
/// needs merely to parse the same files, and `ccpipe check`, with the
/// targets each is held to.
public struct BenchmarkFigures: Sendable {
    public var locales: Int
    public var files: Int
    public var megabytes: Double
    /// Median wall times, in seconds, over `runs` runs each.
    public var buildSeconds: Double
    public var xmllintSeconds: Double
    public var checkSeconds: Double
    public var buildPeakMegabytes: Double
    public var runs: Int
    public var cores: Int
    public var machine: String
    public var configuration: String

    public init(locales: Int, files: Int, megabytes: Double, buildSeconds: Double, xmllintSeconds: Double, checkSeconds: Double,
                buildPeakMegabytes: Double, runs: Int, cores: Int, machine: String, configuration: String) {
        self.locales = locales
        self.files = files
        self.megabytes = megabytes
        self.buildSeconds = buildSeconds
        self.xmllintSeconds = xmllintSeconds
        self.checkSeconds = checkSeconds
        self.buildPeakMegabytes = buildPeakMegabytes
        self.runs = runs
        self.cores = cores
        self.machine = machine
        self.configuration = configuration
    }

    public var ratio: Double { buildSeconds / xmllintSeconds }
}

public enum BenchmarkReporter {
    public static let buildMemoryTargetMegabytes = 64.0
    public static let checkTargetSeconds = 0.050

    public static func render(_ figures: BenchmarkFigures) -> String {
        func seconds(_ value: Double) -> String { format(value, decimals: 3) + " s" }
        func met(_ ok: Bool) -> String { ok ? "met" : "not met" }
        var out = "# Benchmarks\n\n"
        out += "Written by `ccpipe bench` (\(figures.configuration) build) on \(figures.machine), \(figures.cores) cores; "
        out += "median of \(figures.runs) runs each, after one warm-up run, so every file is in the page cache.\n\n"
        out += "| measure | figure | target | |\n|---|---:|---|---|\n"
        out += "| `ccpipe build --locales all` (\(figures.locales) locales, fresh output directory) | \(seconds(figures.buildSeconds)) | at most the parse below | \(met(figures.ratio <= 1)) |\n"
        out += "| `xmllint --stream --noout main/*.xml` (\(figures.files) files, \(format(figures.megabytes, decimals: 1)) MB, one core) | \(seconds(figures.xmllintSeconds)) | | |\n"
        out += "| ratio build / parse | \(format(figures.ratio, decimals: 2)) | ≤ 1 | \(met(figures.ratio <= 1)) |\n"
        out += "| peak memory of the build | \(format(figures.buildPeakMegabytes, decimals: 1)) MB | < \(Int(buildMemoryTargetMegabytes)) MB | \(met(figures.buildPeakMegabytes < buildMemoryTargetMegabytes)) |\n"
        out += "| `ccpipe check` on the maintained dataset | \(format(figures.checkSeconds * 1000, decimals: 1)) ms | < \(Int(checkTargetSeconds * 1000)) ms | \(met(figures.checkSeconds < checkTargetSeconds)) |\n"
        if figures.ratio > 1 {
            out += "\nWhat bounds the build: it parses each file only up to `</territories>` (about a seventh of the bytes, "
            out += "streamed, on every core), and shares what locales provably have in common (one ICU `AlphabeticIndex` per "
            out += "distinct collator and label set, one set of sections and search keys per group of locales with equal "
            out += "names); but for each of the \(figures.locales) locales it still resolves names along the inheritance chain, "
            out += "renders two JSON files and creates them, \(2 * figures.locales) files in \(figures.locales) new directories "
            out += "(kernel time the parse does not have), and process start, the supplemental files and validation run on one "
            out += "core. Fresh inodes matter too: on ext4 without a journal, a build right after thousands of files were "
            out += "deleted spends seconds in the inode allocator, so the runs keep their outputs until the end.\n"
        }
        return out
    }

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
