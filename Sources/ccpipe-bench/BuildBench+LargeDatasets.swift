import Foundation

extension BuildBench {
    /// The generated datasets `check` is measured on: 100,000 records
    /// (issue 10), laid out as `json.dump(records, indent=1)` writes them,
    /// 1,000,000 (issue 25), one record a line, so that they fit in the
    /// dataset limit of 64 MiB, as an array, as an object keyed by name and
    /// as CSV rows, and two inputs ccpipe refuses (issue 36): an object of
    /// 4,000,000 keys and a CSV row of 3,000,000 columns, each held to
    /// 1 GB and 60 s.
    enum LargeDatasets: CaseIterable {
        /// Made-up codes and calling codes, a hundred of each in turn (`C0`
        /// to `C99`, `+1` to `+100`): two findings on every record.
        case distinct
        /// One valid record, repeated: a `record-duplicate` on every one after the first.
        case copies
        /// As `distinct`, ten times as many.
        case million
        /// As `million`, one object whose keys are the names.
        case keyed
        /// As `million`, CSV rows under a header.
        case rows
        /// An object of 4,000,000 members (`"k0": 1`): refused at the
        /// member past the limit (it took 54.7 s and 2.4 GB).
        case manyKeys
        /// A CSV header of 3,000,000 columns: refused at the cell past the
        /// limit (it took 19.5 s and 1.38 GB).
        case wideRow

        /// Records, keys or columns.
        var records: Int {
            switch self {
            case .distinct, .copies: 100_000
            case .million, .keyed, .rows: 1_000_000
            case .manyKeys: 4_000_000
            case .wideRow: 3_000_000
            }
        }

        /// Issue 10's, 25's and 36's targets for peak memory.
        var targetMegabytes: Double {
            switch self {
            case .distinct, .copies: 50
            case .million, .keyed, .rows: 300
            case .manyKeys, .wideRow: 1_000
            }
        }

        /// Issue 36's target for the time of any input of up to 64 MiB.
        var targetSeconds: Double? { isRefused ? 60 : nil }

        /// Inputs past the limits: `check` exits 65.
        var isRefused: Bool { self == .manyKeys || self == .wideRow }

        var fileExtension: String { self == .rows || self == .wideRow ? "csv" : "json" }

        /// A check of a million records takes half a minute: memory is
        /// what it is measured for, and one run tells it.
        func runs(_ asked: Int) -> Int { self == .distinct || self == .copies ? asked : 1 }

        var name: String {
            switch self {
            case .distinct: "100,000 records, two findings each"
            case .copies: "100,000 copies of one record"
            case .million: "1,000,000 records, two findings each"
            case .keyed: "1,000,000 records in an object keyed by name"
            case .rows: "1,000,000 CSV rows"
            case .manyKeys: "an object of 4,000,000 keys (refused)"
            case .wideRow: "a CSV row of 3,000,000 columns (refused)"
            }
        }

        /// The names `keyed` repeats, with their regions' dial codes and codes.
        static let keyedNames = [
            ("Sweden", "+46", "SE"), ("Norway", "+47", "NO"), ("Finland", "+358", "FI"), ("Denmark", "+45", "DK"), ("Iceland", "+354", "IS"),
            ("Estonia", "+372", "EE"), ("Latvia", "+371", "LV"), ("Lithuania", "+370", "LT"), ("Poland", "+48", "PL"), ("Germany", "+49", "DE"),
        ]

        func text(records count: Int? = nil) -> String {
            let count = count ?? records
            var out = ""
            out.reserveCapacity(count * 60)
            switch self {
            case .manyKeys:
                out += "{"
                for index in 0..<count { out += (index == 0 ? "" : ",") + "\"k\(index)\":1" }
                return out + "}\n"
            case .wideRow:
                for index in 0..<count { out += (index == 0 ? "" : ",") + "c\(index)" }
                return out + "\n"
            case .rows:
                out += "name,dial_code,code\n"
                for index in 0..<count { out += "Country \(index),+\(index % 100 + 1),C\(index % 100)\n" }
                return out
            case .keyed:
                // Keys the reference knows, repeated: an object keyed by
                // names it does not know is no dataset ('unknown shape').
                out += "{\n"
                for index in 0..<count {
                    let (name, dial, code) = Self.keyedNames[index % Self.keyedNames.count]
                    out += "\"\(name)\": {\"dial_code\": \"\(dial)\", \"code\": \"\(code)\"}"
                    out += index + 1 < count ? ",\n" : "\n"
                }
                return out + "}"
            case .distinct, .copies, .million:
                out += "[\n"
                for index in 0..<count {
                    let (name, dial, code) = self == .copies ? ("Sweden", "+46", "SE") : ("Country \(index)", "+\(index % 100 + 1)", "C\(index % 100)")
                    out += self == .million ? "{\"name\": \"\(name)\", \"dial_code\": \"\(dial)\", \"code\": \"\(code)\"}"
                        : " {\n  \"name\": \"\(name)\",\n  \"dial_code\": \"\(dial)\",\n  \"code\": \"\(code)\"\n }"
                    out += index + 1 < count ? ",\n" : "\n"
                }
                return out + "]"
            }
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
        let path = scratch + "/large-\(dataset).\(dataset.fileExtension)"
        let text = dataset.text()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let arguments = ["check", path, "--format", "json"]
        let report = dataset.isRefused ? "" : try ChildProcess.output(ccpipe, arguments)
        var seconds: [Double] = [], peak = 0
        for _ in 0..<dataset.runs(runs) {
            let measured = try ChildProcess.measure(ccpipe, arguments)
            // Exit 1: the records have error findings, as they are made to;
            // exit 65: the input is past a limit, as it is made to be.
            guard dataset.isRefused ? measured.status == 65 : measured.status <= 1 else {
                throw BenchError("'ccpipe check' on \(dataset.name) exited with \(measured.status)")
            }
            seconds.append(measured.seconds)
            peak = max(peak, measured.peakKilobytes)
        }
        try? FileManager.default.removeItem(atPath: path)
        return LargeCheckFigures(name: dataset.name, records: dataset.records, megabytes: Double(text.utf8.count) / 1_048_576,
                                 seconds: seconds, peakMegabytes: Double(peak) / 1024, reportBytes: report.utf8.count,
                                 targetMegabytes: dataset.targetMegabytes, targetSeconds: dataset.targetSeconds, baselineMegabytes: baseline)
    }
}
