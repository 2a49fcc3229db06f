import Testing
@testable import ccpipe_bench

/// `Reports/benchmarks.md` as BenchmarkReporter writes it from figures.
struct BenchReportTests {
    @Test(arguments: [(0.3456, 3, "0.346"), (5.0, 2, "5.00"), (47.25, 1, "47.3"), (0.0504, 3, "0.050"), (12.0, 0, "12")])
    func figuresAreFixedPoint(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(BenchmarkReporter.format(value, decimals: decimals) == text)
    }

    @Test func benchmarkReportSaysWhichTargetsAreMetWithRatiosPerPair() {
        let cold = BenchmarkPair(name: "cold build", seconds: [0.9, 0.6, 0.3], parseSeconds: [0.3, 0.3, 0.3], targetRatio: 0.5,
                                 bound: "What bounds it: ICU.")
        let noOp = BenchmarkPair(name: "no-op build", seconds: [0.02, 0.03], parseSeconds: [0.4, 0.3], targetRatio: 0.1)
        let check = BenchmarkPair(name: "check", seconds: [0.02], parseSeconds: [0.3], targetSeconds: 0.05)
        let figures = BenchmarkFigures(locales: 803, files: 803, megabytes: 55.5, pairs: [cold, noOp, check], disk: nil, diskFileSystem: "ext4",
                                       outputs: "tmpfs", peakMegabytes: 70,
                                       callgrind: CallgrindFigures(buildInstructions: 6_000_000_000, parseInstructions: 3_000_000_000,
                                                                   stages: [("rendering JSON", 600_000_000)]),
                                       runs: 3, cores: 2, machine: "a CPU", configuration: "release build", date: "2026-11-30",
                                       loadBefore: "1.00 0.50 0.20", loadAfter: "2.00 1.00 0.50")
        let report = BenchmarkReporter.render(figures)
        #expect(report.contains("| cold build | 0.600 s | 0.300 s | 2.00 | ≤ 0.5× the parse | not met |"), "\(report)")
        #expect(report.contains("| no-op build | 25.0 ms | 0.350 s | 0.08 | ≤ 0.1× the parse | met |"), "\(report)")
        #expect(report.contains("| check | 20.0 ms | 0.300 s | 0.07 | < 50 ms | met |"), "\(report)")
        #expect(report.contains("| peak memory of the cold build | 70.0 MB | | | < 64 MB | not met |"))
        #expect(report.contains("- cold build: 3.00, 2.00, 1.00\n"))
        #expect(report.contains("| rendering JSON | 0.600 G | 10.0 % |"))
        #expect(report.contains("- cold build: 2.00× the parse, target ≤ 0.5× the parse. What bounds it: ICU.\n"))
        #expect(report.contains("on 2026-11-30") && report.contains("Load average 1.00 0.50 0.20"))
    }

    /// CPU time: medians of user and kernel time, and the cores kept busy
    /// (CPU over wall time, per run); no table without CPU figures.
    @Test func benchmarkReportGivesCPUTimeInUserSpaceAndTheKernel() {
        let cpu = BenchmarkCPU(user: [0.40, 0.30, 0.50], system: [0.10, 0.08, 0.12], parseUser: [0.35, 0.36, 0.37],
                               parseSystem: [0.02, 0.03, 0.01])
        let cold = BenchmarkPair(name: "cold build", seconds: [0.25, 0.25, 0.31], parseSeconds: [0.4, 0.4, 0.4], targetRatio: 0.5, cpu: cpu)
        let disk = BenchmarkPair(name: "cold build", seconds: [0.5], parseSeconds: [0.4], cpu: BenchmarkCPU(user: [0.3], system: [0.2], parseUser: [0.4], parseSystem: [0]))
        func figures(_ pairs: [BenchmarkPair], disk: BenchmarkPair? = nil) -> BenchmarkFigures {
            BenchmarkFigures(locales: 803, files: 803, megabytes: 55.5, pairs: pairs, disk: disk, diskFileSystem: "ext4", outputs: "tmpfs",
                             peakMegabytes: 60, callgrind: nil, runs: 3, cores: 2, machine: "a CPU", configuration: "release build",
                             date: "2026-12-01", loadBefore: "0", loadAfter: "0")
        }
        let report = BenchmarkReporter.render(figures([cold], disk: disk))
        // The build on disk is named as in the table, everywhere.
        #expect(report.contains("| cold build, outputs on ext4 | 0.300 s | 0.200 s | 1.00 | 0.400 s | 0.0 ms |"), "\(report)")
        #expect(report.contains("- cold build, outputs on ext4: 1.25\n"), "\(report)")
        // Busy per run: 0.50 / 0.25 = 2.00, 0.38 / 0.25 = 1.52, 0.62 / 0.31 = 2.00.
        #expect(report.contains("| cold build | 0.400 s | 0.100 s | 2.00 | 0.360 s | 20.0 ms |"), "\(report)")
        #expect(report.contains("The kernel's time is what callgrind does not count"))
        // The order the runs took, which the figures depend on, is said.
        #expect(report.contains("Outputs on tmpfs; the builds on disk ran after all the others. Before each pair"), "\(report)")
        let without = BenchmarkReporter.render(figures([BenchmarkPair(name: "cold build", seconds: [0.3], parseSeconds: [0.4])]))
        #expect(!without.contains("CPU time"))
        #expect(without.contains("Outputs on tmpfs. Before each pair, what the runs wrote to disk is written back"), "\(without)")
    }

    /// The tree beside: its own table, held to its targets in
    /// instructions and memory, its misses listed with the others'.
    @Test func theTreeBesideIsHeldToItsInstructionAndMemoryTargets() {
        let cold = BenchmarkPair(name: "cold build", seconds: [0.3], parseSeconds: [0.6], targetRatio: 0.5)
        func figures(build: Int, peak: Double) -> BenchmarkFigures {
            let beside = BesideFigures(reference: "/refs/cldr-48.2/common", release: "48", locales: 1_122, megabytes: 60.4,
                                       cold: BenchmarkPair(name: "cold build", seconds: [0.8, 0.7, 0.9], parseSeconds: [1.0, 1.0, 1.0]),
                                       peakMegabytes: peak,
                                       callgrind: CallgrindFigures(buildInstructions: build, parseInstructions: 5_490_000_000,
                                                                   stages: [("search keys", 700_000_000)]))
            return BenchmarkFigures(release: "41", locales: 803, files: 803, megabytes: 55.5, pairs: [cold], disk: nil, diskFileSystem: "ext4",
                                    outputs: "tmpfs", peakMegabytes: 60, callgrind: nil, runs: 3, cores: 2, machine: "a CPU",
                                    configuration: "release build", date: "2026-12-03", loadBefore: "0", loadAfter: "0", beside: beside)
        }
        let missed = BenchmarkReporter.render(figures(build: 3_730_000_000, peak: 66.2))
        #expect(missed.contains("over the same 803 locale files of CLDR 41 (55.5 MB"), "\(missed)")
        #expect(missed.contains("## CLDR 48 beside: 1122 locales\n"), "\(missed)")
        #expect(missed.contains("| cold build, wall time | 0.800 s | 1.000 s | 0.80 | | |"), "\(missed)")
        #expect(missed.contains("| cold build, instructions (callgrind) | 3.730 G | 5.490 G | 0.68 | ≤ 0.5× the parse | not met |"), "\(missed)")
        #expect(missed.contains("| peak memory of the cold build | 66.2 MB | | | < 64 MB | not met |"), "\(missed)")
        #expect(missed.contains("### Where its instructions go") && missed.contains("| search keys | 0.700 G | 18.8 % |"), "\(missed)")
        #expect(missed.contains("- CLDR 48, 1122 locales: the cold build executes 0.68× the parse's instructions, target ≤ 0.5×."), "\(missed)")
        #expect(missed.contains("- CLDR 48, 1122 locales: peak memory 66.2 MB, target under 64 MB."), "\(missed)")
        let kept = BenchmarkReporter.render(figures(build: 2_700_000_000, peak: 58))
        #expect(kept.contains("| 2.700 G | 5.490 G | 0.49 | ≤ 0.5× the parse | met |"), "\(kept)")
        #expect(!kept.contains("## Not met"), "\(kept)")
    }

    @Test func largeChecksHaveTheirOwnTableAndTarget() {
        let small = LargeCheckFigures(name: "copies", records: 100_000, megabytes: 6.1, seconds: [2.4, 2.0, 2.2],
                                      peakMegabytes: 47.5, reportBytes: 270_336, baselineMegabytes: 28.5)
        let large = LargeCheckFigures(name: "distinct", records: 100_000, megabytes: 6.9, seconds: [2.9, 3.0],
                                      peakMegabytes: 51.25, reportBytes: 283_648, baselineMegabytes: 28.5)
        let million = LargeCheckFigures(name: "a million", records: 1_000_000, megabytes: 59.8, seconds: [31.0],
                                        peakMegabytes: 300.0, reportBytes: 283_648, targetMegabytes: 300, baselineMegabytes: 28.5)
        let figures = BenchmarkFigures(locales: 1, files: 1, megabytes: 1, pairs: [], disk: nil, diskFileSystem: "ext4",
                                       outputs: "tmpfs", peakMegabytes: 10, callgrind: nil, runs: 3, cores: 2, machine: "a CPU",
                                       configuration: "release build", date: "2026-11-30", loadBefore: "0", loadAfter: "0",
                                       largeChecks: [small, large, million])
        let report = BenchmarkReporter.render(figures)
        #expect(report.contains("| copies | 100000 | 6.1 MB | 2.200 s | 47.5 MB | 199 B | 264 KB | ≤ 50 MB | met |"), "\(report)")
        #expect(report.contains("| distinct | 100000 | 6.9 MB | 3.000 s | 51.3 MB | 239 B | 277 KB | ≤ 50 MB | not met |"), "\(report)")
        #expect(report.contains("| a million | 1000000 | 59.8 MB | 31.000 s | 300.0 MB | 285 B | 277 KB | ≤ 300 MB | met |"), "\(report)")
        #expect(report.contains("- `check` on distinct: 51.3 MB, target at most 50 MB. What bounds it: what checking one record takes"), "\(report)")
        #expect(report.contains("`check` on a million ran once"), "\(report)")
        #expect(!report.contains("- `check` on copies") && !report.contains("- `check` on a million"))
    }

    /// Inputs ccpipe refuses are held to a time as well as to memory
    /// (issue 36: no input of 64 MiB above 1 GB or 60 s), and a miss of
    /// either is named.
    @Test func refusedInputsHaveATimeTargetToo() {
        let keys = LargeCheckFigures(name: "keys", records: 4_000_000, megabytes: 48.5, seconds: [2.5], peakMegabytes: 120,
                                     reportBytes: 0, targetMegabytes: 1_000, targetSeconds: 60, baselineMegabytes: 28.5)
        let columns = LargeCheckFigures(name: "columns", records: 3_000_000, megabytes: 24.7, seconds: [61.0], peakMegabytes: 60,
                                        reportBytes: 0, targetMegabytes: 1_000, targetSeconds: 60, baselineMegabytes: 28.5)
        let figures = BenchmarkFigures(locales: 1, files: 1, megabytes: 1, pairs: [], disk: nil, diskFileSystem: "ext4",
                                       outputs: "tmpfs", peakMegabytes: 10, callgrind: nil, runs: 3, cores: 2, machine: "a CPU",
                                       configuration: "release build", date: "2026-12-03", loadBefore: "0", loadAfter: "0",
                                       largeChecks: [keys, columns])
        let report = BenchmarkReporter.render(figures)
        #expect(report.contains("| keys | 4000000 | 48.5 MB | 2.500 s | 120.0 MB | 24 B | 0 KB | ≤ 1000 MB, ≤ 60 s | met |"), "\(report)")
        #expect(report.contains("| columns | 3000000 | 24.7 MB | 61.000 s | 60.0 MB | 11 B | 0 KB | ≤ 1000 MB, ≤ 60 s | not met |"), "\(report)")
        #expect(report.contains("- `check` on columns: 61.000 s, target at most 60 s.\n"), "\(report)")
        #expect(!report.contains("- `check` on columns: 60.0 MB") && !report.contains("- `check` on keys"), "\(report)")
    }

    /// `fix` and `diff` on 64 MiB are rows of the same table, named by their
    /// command, and a miss names the command.
    @Test func commandsOnLargeInputsAreNamedInTheirRows() {
        func figures(_ command: String, _ name: String, seconds: Double, peak: Double, output: Int) -> LargeCheckFigures {
            LargeCheckFigures(
                name: name, records: 1_000_000, megabytes: 63.9, seconds: [seconds], peakMegabytes: peak, reportBytes: output,
                targetMegabytes: 1_000, targetSeconds: 60, command: command)
        }
        let fix = figures("fix", "64 MiB", seconds: 65.9, peak: 1_159.6, output: 2_048)
        let diff = figures("diff", "two of 64 MiB", seconds: 40, peak: 900, output: 1_024)
        let figures = BenchmarkFigures(
            locales: 1, files: 1, megabytes: 1, pairs: [], disk: nil, diskFileSystem: "ext4", outputs: "tmpfs", peakMegabytes: 10,
            callgrind: nil, runs: 3, cores: 2, machine: "a CPU", configuration: "release build", date: "2026-12-03", loadBefore: "0",
            loadAfter: "0", largeChecks: [fix, diff])
        let report = BenchmarkReporter.render(figures)
        let fixRow = "| `fix`: 64 MiB | 1000000 | 63.9 MB | 65.900 s | 1159.6 MB |  | 2 KB | ≤ 1000 MB, ≤ 60 s | not met |"
        let diffRow = "| `diff`: two of 64 MiB | 1000000 | 63.9 MB | 40.000 s | 900.0 MB |  | 1 KB | ≤ 1000 MB, ≤ 60 s | met |"
        #expect(report.contains(fixRow) && report.contains(diffRow), "\(report)")
        #expect(report.contains("- `fix` on 64 MiB: 65.900 s, target at most 60 s.\n"), "\(report)")
        #expect(report.contains("- `fix` on 64 MiB: 1159.6 MB, target at most 1000 MB.\n"), "\(report)")
        #expect(!report.contains("`diff` on"), "\(report)")
    }

    /// A stage none of whose functions is in the profile is said to be so,
    /// not shown as costing nothing.
    @Test func aStageMissingFromTheProfileIsNamedSo() {
        let callgrind = CallgrindFigures(buildInstructions: 4_000_000_000, parseInstructions: 5_000_000_000,
                                         stages: [("locale files", 0), ("rendering JSON", 400_000_000)])
        let figures = BenchmarkFigures(locales: 1, files: 1, megabytes: 1, pairs: [], disk: nil, diskFileSystem: "ext4",
                                       outputs: "tmpfs", peakMegabytes: 10, callgrind: callgrind, runs: 3, cores: 2, machine: "a CPU",
                                       configuration: "release build", date: "2026-12-01", loadBefore: "0", loadAfter: "0",
                                       largeChecks: [])
        let report = BenchmarkReporter.render(figures)
        #expect(report.contains("| locale files | not in the profile | |\n"), "\(report)")
        #expect(report.contains("| rendering JSON | 0.400 G | 10.0 % |\n"), "\(report)")
    }

    /// The configuration is said once ("release build, …"), then the machine.
    @Test func searchReportSaysTheConfigurationAndWhichLocalesMetTheTarget() {
        let figures = [SearchBenchmarkFigures(locale: "en", countries: 245, keystrokes: 3000, meanMicroseconds: 4.25, p99Microseconds: 12,
                                              maxMicroseconds: 80),
                       SearchBenchmarkFigures(locale: "ja", countries: 245, keystrokes: 2900, meanMicroseconds: 5, p99Microseconds: 21,
                                              maxMicroseconds: 90)]
        let report = SearchBenchmarkReporter.render(figures, runs: 3, configuration: "release build, Swift runtime linked dynamically",
                                                    machine: "a CPU")
        #expect(report.contains("Median of 3 runs, release build, Swift runtime linked dynamically, a CPU. Target:"), "\(report)")
        #expect(report.contains("| en | 245 | 3000 | 4.2 | 12.0 | 80.0 | met |\n"), "\(report)")
        #expect(report.contains("| ja | 245 | 2900 | 5.0 | 21.0 | 90.0 | missed |\n"), "\(report)")
    }

    /// `/proc` files are read whole, past the one page Foundation reads of
    /// a file of size 0, so the configuration sees the runtime's mapping.
    @Test func procFilesAreReadWholeAndTheConfigurationSaysHowTheRuntimeIsLinked() {
        let maps = BenchSetup.procText("/proc/self/maps")
        #expect(maps.utf8.count > 4096 && maps.contains("[stack]"), "\(maps.utf8.count) bytes")
        #if DEBUG
        let build = "debug build"
        #else
        let build = "release build"
        #endif
        #expect(BuildBench.configuration == build + ", Swift runtime linked dynamically", "\(BuildBench.configuration)")
    }
}

/// What `ccpipe-bench spawn` prints is read back as the measurement it is,
/// line break included.
struct SpawnedMeasurementTests {
    @Test func theSpawnersLineReadsBack() throws {
        let measured = try #require(ChildProcess.parse("0 0.708420025 11056 0.386545 0.015311\n"))
        #expect(measured.status == 0 && measured.peakKilobytes == 11056)
        #expect(measured.seconds == 0.708420025 && measured.userSeconds == 0.386545 && measured.systemSeconds == 0.015311)
    }

    @Test(arguments: ["", "Error: spawn needs an executable\n", "0 0.7 11056 0.38\n", "0 0.7 many 0.38 0.01\n"])
    func anythingElseIsNoMeasurement(_ text: String) {
        #expect(ChildProcess.parse(text) == nil)
    }
}
