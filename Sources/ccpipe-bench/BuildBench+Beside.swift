import CCPipeIngest
import CCPipeReference
import Foundation

extension BuildBench {
    /// A second full CLDR tree (`--beside`, such as CLDR 48.2's 1,122
    /// locales beside CLDR 41's 803): its all-locale cold build timed
    /// against its own parse in every run, its peak memory, and its
    /// instructions against the parse's, the targets it is held to.
    static func measureBeside(_ reference: String, ccpipe: String, dataset: String, xmllint: String, runs: Int) throws -> BesideFigures {
        let locales = try CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: reference, isoFile: nil))
        let files = locales.map { "\(reference)/main/\($0).xml" }
        for file in files { try XMLReader.checkMarkup(file: file, options: XMLReaderOptions(rootElement: "ldml")) }
        let setup = try BenchSetup(reference: reference, locales: locales, name: "beside")
        defer { setup.remove() }
        func parse() throws -> ChildProcess.Measurement {
            let parsed = try ChildProcess.measure(xmllint, ["--stream", "--noout", "--nonet"] + files)
            guard parsed.status == 0 else { throw BenchError("xmllint exited with \(parsed.status)") }
            return parsed
        }
        func build(_ out: String) throws -> ChildProcess.Measurement {
            let built = try ChildProcess.measure(ccpipe, ["build", dataset, "--locales", "all", "--reference", setup.tree, "--out", out])
            guard built.status == 0 else { throw BenchError("'ccpipe build --locales all' of \(reference) exited with \(built.status)") }
            return built
        }
        _ = try parse()
        _ = try build(setup.scratch + "/warm-up")
        var builds: [ChildProcess.Measurement] = [], parses: [ChildProcess.Measurement] = []
        for run in 1...runs {
            if isatty(2) == 1 { BenchOutput.error("\rbeside, run \(run)/\(runs)") }
            sync()
            parses.append(try parse())
            builds.append(try build(setup.scratch + "/out-\(run)"))
        }
        if isatty(2) == 1 { BenchOutput.error("\n") }
        let callgrind = try BenchProfile.measure(ccpipe: ccpipe, xmllint: xmllint, dataset: dataset, setup: setup, files: files)
        let bytes = files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let cold = BenchmarkPair(name: Names.cold, seconds: builds.map(\.seconds), parseSeconds: parses.map(\.seconds),
                                 cpu: BenchmarkCPU(user: builds.map(\.userSeconds), system: builds.map(\.systemSeconds),
                                                   parseUser: parses.map(\.userSeconds), parseSystem: parses.map(\.systemSeconds)))
        return BesideFigures(reference: reference, release: CLDRReference.dtdVersion(commonDirectory: URL(fileURLWithPath: reference)),
                             locales: locales.count, megabytes: Double(bytes) / 1_048_576, cold: cold,
                             peakMegabytes: Double(builds.map(\.peakKilobytes).max() ?? 0) / 1024, callgrind: callgrind)
    }
}
