import Foundation

extension BuildBench {
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
    static func measureOneRecordCheck(ccpipe: String, in scratch: String) throws -> Double {
        let path = scratch + "/large-one.json"
        try LargeDatasets.distinct.text(records: 1).write(toFile: path, atomically: true, encoding: .utf8)
        let measured = try ChildProcess.measure(ccpipe, ["check", path, "--format", "json"])
        guard measured.status <= 1 else { throw BenchError("'ccpipe check' on one record exited with \(measured.status)") }
        return Double(measured.peakKilobytes) / 1024
    }

    static func measureCheck(of dataset: LargeDatasets, ccpipe: String, in scratch: String, runs: Int,
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
