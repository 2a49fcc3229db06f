import Foundation

extension BuildBench {
    /// `fix` and `diff` on inputs at the dataset limit of 64 MiB (issue 36:
    /// no input of 64 MiB above 1 GB or 60 s in any command): 1,000,000
    /// records, one a line, each padded to fill the limit.
    enum LargeCommands: CaseIterable {
        /// Every name with a space after it (`"Sweden "`): a fix on every record.
        case fix
        /// `LargeDatasets.million` against itself with every tenth dial code changed.
        case diff
        /// `fix`'s input built in every locale of the embedded reference.
        case build

        static let records = 1_000_000
        static let targetMegabytes = 1_000.0
        static let targetSeconds = 60.0

        var command: String {
            switch self {
            case .fix: "fix"
            case .diff: "diff"
            case .build: "build"
            }
        }

        var name: String {
            switch self {
            case .fix: "64 MiB, 1,000,000 records, a fix each"
            case .diff: "two of 64 MiB, 1,000,000 records, 100,000 changed"
            case .build: "64 MiB, 1,000,000 records, every embedded locale"
            }
        }

        /// The files it reads, by name, and their texts.
        func files(records count: Int = LargeCommands.records) -> [(name: String, text: String)] {
            switch self {
            case .fix, .build:
                [
                    (
                        "fix.json",
                        Self.text(records: count) { index in
                            let (name, dial, code) = LargeDatasets.keyedNames[index % LargeDatasets.keyedNames.count]
                            return "{\"name\": \"\(name) \", \"dial_code\": \"\(dial)\", \"code\": \"\(code)\"}"
                        }
                    )
                ]
            case .diff:
                [false, true].map { changed in
                    (
                        changed ? "new.json" : "old.json",
                        Self.text(records: count) { index in
                            let dial = index % 100 + (changed && index % 10 == 0 ? 2 : 1)
                            return "{\"name\": \"Country \(index)\", \"dial_code\": \"+\(dial)\", \"code\": \"C\(index % 100)\"}"
                        }
                    )
                }
            }
        }

        /// An array of records, one a line, each padded with spaces before
        /// its `}` so that `records` of them come to just under 64 MiB.
        private static func text(records count: Int, record: (Int) -> String) -> String {
            let width = (64 * 1_048_576 - 16) / records - 2
            var out = "[\n"
            out.reserveCapacity(64 * 1_048_576)
            for index in 0..<count {
                let line = record(index)
                out += line.dropLast() + String(repeating: " ", count: max(0, width - line.utf8.count)) + "}"
                out += index + 1 < count ? ",\n" : "\n"
            }
            return out + "]\n"
        }
    }

    static func measureCommand(_ command: LargeCommands, ccpipe: String, in scratch: String) throws -> LargeCheckFigures {
        let files = command.files()
        var bytes = 0
        for file in files {
            try file.text.write(toFile: scratch + "/" + file.name, atomically: true, encoding: .utf8)
            bytes = max(bytes, file.text.utf8.count)
        }
        defer { for file in files { try? FileManager.default.removeItem(atPath: scratch + "/" + file.name) } }
        var arguments = [command.command] + files.map { scratch + "/" + $0.name }
        let out = scratch + "/large-build"
        if command == .build { arguments += ["--locales", "all", "--out", out] }
        // A build's outputs and its cache beside them.
        let removeBuilt = { for path in [out, scratch + "/.ccpipe-cache"] { try? FileManager.default.removeItem(atPath: path) } }
        defer { removeBuilt() }
        let output = try ChildProcess.output(ccpipe, arguments)
        // The build measured is a cold one, as the first was.
        removeBuilt()
        let measured = try ChildProcess.measure(ccpipe, arguments)
        // Exit 1: errors remain after the fixes, or the change has error findings, as the inputs are made to.
        guard measured.status <= 1 else { throw BenchError("'ccpipe \(command.command)' on \(command.name) exited with \(measured.status)") }
        return LargeCheckFigures(
            name: command.name, records: LargeCommands.records, megabytes: Double(bytes) / 1_048_576,
            seconds: [measured.seconds], peakMegabytes: Double(measured.peakKilobytes) / 1024,
            reportBytes: output.utf8.count, targetMegabytes: LargeCommands.targetMegabytes,
            targetSeconds: LargeCommands.targetSeconds, command: command.command)
    }
}
