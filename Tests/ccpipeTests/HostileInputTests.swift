import Foundation
import Testing

/// Input that is almost right, empty, huge or odd: every case gets a finding
/// at its place, work stays bounded by the data, and nothing passes quietly.
struct HostileInputTests {
    static func check(_ text: String, _ arguments: [String] = []) throws -> (result: CommandResult, findings: [[String: Any]], summary: [String: Any]) {
        try check(Data(text.utf8), arguments)
    }

    static func check(_ data: Data, _ arguments: [String] = []) throws -> (result: CommandResult, findings: [[String: Any]], summary: [String: Any]) {
        let directory = try CommandRunner.temporaryDirectory()
        try data.write(to: directory.appendingPathComponent("data.json"))
        let result = try CommandRunner.run(["check", "data.json", "--format", "json"] + arguments, in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result, try #require(report["findings"] as? [[String: Any]]), try #require(report["summary"] as? [String: Any]))
    }

    static func rules(_ findings: [[String: Any]]) -> [String] { findings.compactMap { $0["rule"] as? String } }

    @Test(arguments: [
        ("trailing comma", #"[{"name": "Sweden", "dial_code": "+46", "code": "SE",}]"#, "trailing comma before '}'", 1, 52),
        ("line comment", "// Nordic countries\n" + #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#, "comments are not allowed in JSON", 1, 1),
        ("block comment", #"[/* one */ {"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#, "comments are not allowed in JSON", 1, 2),
        ("escaped quote", #"[{"name": "Cote d\'Ivoire", "dial_code": "+225", "code": "CI"}]"#, "is not a JSON escape", 1, 18),
        ("single quotes", #"[{'name': 'Sweden', "dial_code": "+46", "code": "SE"}]"#, "strings must be in double quotes", 1, 3),
        ("unquoted key", #"[{name: "Sweden", "dial_code": "+46", "code": "SE"}]"#, "object keys must be strings in double quotes", 1, 3),
        ("missing comma", "[{\"name\": \"Sweden\", \"dial_code\": \"+46\", \"code\": \"SE\"}\n {\"name\": \"Norway\", \"dial_code\": \"+47\", \"code\": \"NO\"}]",
         "missing ',' between two values", 2, 2),
        ("text after", #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"# + "\n<p>copied from the wiki</p>\n", "unexpected text after the JSON document", 2, 1),
    ])
    func almostJSONIsAFindingAndTheRestIsStillChecked(_ name: String, _ text: String, _ message: String, _ line: Int, _ column: Int) throws {
        let broken = text.replacingOccurrences(of: "Sweden", with: "Swedn")
        let (result, findings, _) = try Self.check(broken)
        #expect(result.status == 1, "\(name): \(result.stderr)")
        let syntax = try #require(findings.first { $0["rule"] as? String == "json-syntax" }, "\(name)")
        #expect((syntax["message"] as? String)?.contains(message) == true, "\(name): \(syntax)")
        #expect(syntax["line"] as? Int == line && syntax["column"] as? Int == column, "\(name): \(syntax)")
        if broken.contains("Swedn") {
            #expect(findings.contains { $0["rule"] as? String == "name-mismatch" }, "\(name): the records were not checked")
        }
    }

    @Test func fixRepairsAlmostJSONAndASecondRunChangesNothing() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("data.json")
        let text = "\u{FEFF}[\n  {name: 'Sweden', \"dial_code\": \"+46\", \"code\": \"SE\",}\n  {\"name\": \"Norway\", \"dial_code\": \"+47\", \"code\": \"NO\"},\n]\n"
        try Data(text.utf8).write(to: file)
        _ = try CommandRunner.run(["fix", "data.json", "--write"], in: directory)
        let fixed = try Data(contentsOf: file)
        #expect(!fixed.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: fixed, as: UTF8.self) == "[\n  {\"name\": \"Sweden\", \"dial_code\": \"+46\", \"code\": \"SE\"},\n  {\"name\": \"Norway\", \"dial_code\": \"+47\", \"code\": \"NO\"}\n]\n")
        let again = try CommandRunner.run(["fix", "data.json", "--write"], in: directory)
        #expect(again.stderr.contains("nothing to fix safely"), "\(again.stderr)")
        #expect(try Data(contentsOf: file) == fixed)
    }

    @Test func aDocumentThatCannotBeRecoveredExits65WithTheFirstProblem() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("[{\"name\": \"Sweden\",}, {\"name\": ]".utf8).write(to: directory.appendingPathComponent("data.json"))
        let result = try CommandRunner.run(["check", "data.json"], in: directory)
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("Error: data.json:1:19: trailing comma before '}'"), "\(result.stderr)")
    }

    @Test func anEmptyDatasetIsAnErrorAndBuildKeepsTheOutputsItHas() throws {
        for text in ["[]", #"{"countries": []}"#] {
            let (result, findings, _) = try Self.check(text)
            #expect(result.status == 1)
            #expect(Self.rules(findings).contains("dataset-empty"), "\(text)")
        }
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#.utf8).write(to: directory.appendingPathComponent("data.json"))
        #expect(try CommandRunner.run(["build", "data.json", "--out", "out", "--locales", "en"], in: directory).status == 0)
        let before = try Data(contentsOf: directory.appendingPathComponent("out/en/countries.json"))
        try Data("[]".utf8).write(to: directory.appendingPathComponent("data.json"))
        #expect(try CommandRunner.run(["build", "data.json", "--out", "out", "--locales", "en"], in: directory).status == 1)
        #expect(try Data(contentsOf: directory.appendingPathComponent("out/en/countries.json")) == before)
    }

    @Test func aByteOrderMarkIsReportedWithASafeFix() throws {
        let (result, findings, _) = try Self.check("\u{FEFF}" + #"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#)
        #expect(result.status == 1)
        let bom = try #require(findings.first { ($0["message"] as? String)?.contains("byte order mark") == true })
        #expect(bom["line"] as? Int == 1 && bom["column"] as? Int == 1)
    }

    @Test func unknownAndNearMissKeysAreSaid() throws {
        let text = #"[{"name": "Sweden", "dial_code": "+46", "code": "SE", "population": 10000000, "Code": "SE", "alpha2 ": "SE"},"#
            + #" {"name": "Norway", "dial code": "+47", "code": "NO", "population": 5000000}]"#
        let (_, findings, _) = try Self.check(text)
        let unknown = findings.filter { $0["rule"] as? String == "field-unknown" }
        #expect(unknown.count == 1 && (unknown.first?["message"] as? String)?.contains("\"population\" (in 2 records)") == true, "\(unknown)")
        let nearMisses = Set(findings.filter { $0["rule"] as? String == "field-near-miss" }.compactMap { $0["key_path"] as? String })
        #expect(nearMisses == ["Code", "alpha2 ", "dial code"])
    }

    @Test func aNumberOutOfRangeIsAFinding() throws {
        let (_, findings, _) = try Self.check(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE", "area": 1e400}]"#)
        #expect(Self.rules(findings).contains("json-number-range"))
    }

    @Test func aNULInANameIsATextFindingNotASyntaxError() throws {
        let (result, findings, _) = try Self.check(#"[{"name": "Swe\u0000den", "dial_code": "+46", "code": "SE"}]"#)
        #expect(result.status == 1)
        #expect(Self.rules(findings).contains("text-invisible"))
        #expect(!Self.rules(findings).contains("json-syntax"))
    }

    @Test func fixComposesADecomposedName() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("data.json")
        try Data("[{\"name\": \"Cura\u{0063}\u{0327}ao\", \"dial_code\": \"+599\", \"code\": \"CW\"}]".utf8).write(to: file)
        let fix = try CommandRunner.run(["fix", "data.json", "--write"], in: directory)
        #expect(fix.stderr.contains("applied"), "\(fix.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written.unicodeScalars.contains("\u{00E7}") && !written.unicodeScalars.contains("\u{0327}"))
    }

    /// The composed name prints as the decomposed one did: the diff shows
    /// what changes, escaped, rather than two lines that look alike.
    @Test func fixShowsAChangeOfNormalisationEscaped() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data("[\n  {\"name\": \"Cura\u{0063}\u{0327}ao\", \"dial_code\": \"+599\", \"code\": \"CW\"}\n]\n".utf8)
            .write(to: directory.appendingPathComponent("data.json"))
        let fix = try CommandRunner.run(["fix", "data.json"], in: directory)
        #expect(fix.stderr.contains("1 fix to apply"), "\(fix.stderr)")
        #expect(fix.stdout == """
            --- a/data.json
            +++ b/data.json
            @@ -1,3 +1,3 @@ a change that does not show in print, escaped
             [
            -  {"name": "Curac\\u{327}ao", "dial_code": "+599", "code": "CW"}
            +  {"name": "Cura\\u{E7}ao", "dial_code": "+599", "code": "CW"}
             ]

            """, "\(fix.stdout)")
    }

    /// Standard input cannot be written back: said before anything is read or printed.
    @Test(arguments: [["fix", "-", "--write"], ["fix", "/dev/stdin", "--write"], ["fix", "/dev/null", "--write"]])
    func fixWriteRefusesWhatItCannotWriteBeforeItPrintsTheDiff(_ arguments: [String]) throws {
        let directory = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(arguments, in: directory,
                                           input: Data(#"[{"name": "Sweden ", "dial_code": "+46", "code": "SE"}]"#.utf8))
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("Error: --write needs a"), "\(result.stderr)")
    }

    @Test func aHugeValueIsOneFindingWithAnExcerpt() throws {
        let huge = String(repeating: "A", count: 5 * 1024 * 1024)
        let (result, findings, _) = try Self.check(#"[{"name": "\#(huge)", "dial_code": "+46", "code": "SE"}]"#)
        #expect(result.status == 1)
        #expect(Self.rules(findings).contains("field-too-long"))
        #expect(result.stdout.utf8.count < 8_000, "the report echoes the value")
        #expect(!result.stdout.contains(String(repeating: "A", count: 400)))
    }

    @Test func findingsPastTheCapsAreCountedNotListed() throws {
        let records = Array(repeating: #"{"name": "Sweden", "dial_code": "+46", "code": "SE"}"#, count: 600)
        let (result, findings, summary) = try Self.check("[" + records.joined(separator: ",\n") + "]")
        #expect(result.status == 1)
        #expect(findings.filter { $0["rule"] as? String == "record-duplicate" }.count == 200)
        #expect(summary["errors"] as? Int == 599)
        let omitted = try #require(summary["omitted"] as? [[String: Any]])
        #expect(omitted.first?["rule"] as? String == "record-duplicate" && omitted.first?["errors"] as? Int == 399)
        let directory = try CommandRunner.temporaryDirectory()
        try Data(("[" + records.joined(separator: ",\n") + "]").utf8).write(to: directory.appendingPathComponent("data.json"))
        let text = try CommandRunner.run(["check", "data.json"], in: directory)
        #expect(text.stdout.contains("… 399 more findings of record-duplicate (399 errors, 0 warnings, 0 notices) not listed"), "\(text.stdout.suffix(500))")
        // A diff counts them too.
        let diff = try CommandRunner.run(["diff", "data.json", "data.json"], in: directory)
        #expect(diff.stdout.contains("(600 records, 599 errors"), "\(diff.stdout.prefix(300))")
    }

    /// Twice the records take about twice the work: the CPU time of that
    /// one child, as /usr/bin/time measures it (other tests run beside this
    /// one), compared by ratio.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs /usr/bin/time (Debian's time)"))
    func checkTimeGrowsLinearlyWithTheRecords() throws {
        func cpuSeconds(records: Int) throws -> Double {
            let text = "[" + (0..<records).map { #"{"name": "Country \#($0)", "dial_code": "+\#($0 % 900 + 1)", "code": "C\#($0 % 90)"}"# }
                .joined(separator: ",\n") + "]"
            let directory = try CommandRunner.temporaryDirectory()
            try Data(text.utf8).write(to: directory.appendingPathComponent("data.json"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            process.arguments = ["-f", "%U %S", "-o", "cpu.txt", CommandRunner.binary.path, "check", "data.json", "--format", "json"]
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let figures = try String(contentsOf: directory.appendingPathComponent("cpu.txt"), encoding: .utf8)
                .split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
            return figures.reduce(0, +)
        }
        let small = try cpuSeconds(records: 8_000)
        let large = try cpuSeconds(records: 16_000)
        #expect(large / small < 2.8, "8,000 records: \(small) s; 16,000: \(large) s")
    }
}
