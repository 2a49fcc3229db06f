import Foundation
import Testing

/// Datasets that follow one convention of their own consistently: the
/// convention is reported once, and only what is wrong, or departs from the
/// file's own convention, is an error.
struct ConventionTests {
    static let maintained = try! String(contentsOf: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"), encoding: .utf8)

    /// The maintained dataset with every dial code rewritten by `transform`.
    static func withDialCodes(_ transform: (String) -> String) -> String {
        let pattern = try! NSRegularExpression(pattern: #""dial_code": "([^"]*)""#)
        var text = maintained
        for match in pattern.matches(in: maintained, range: NSRange(maintained.startIndex..., in: maintained)).reversed() {
            let value = String(maintained[Range(match.range(at: 1), in: maintained)!])
            text.replaceSubrange(Range(match.range, in: text)!, with: "\"dial_code\": \(transform(value))")
        }
        return text
    }

    static func check(_ text: String, _ extra: [String] = []) throws -> (status: Int32, findings: [[String: Any]]) {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("data.json")
        try Data(text.utf8).write(to: file)
        let result = try CommandRunner.run(["check", "data.json", "--format", "json"] + extra, in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (result.status, try #require(report["findings"] as? [[String: Any]]))
    }

    /// Ways datasets write `+1 684`.
    enum Style: String, CaseIterable, Sendable {
        case digits, doubleZero, hyphenated, numbers

        func write(_ value: String) -> String {
            switch self {
            case .digits: "\"\(value.dropFirst())\""
            case .doubleZero: "\"00\(value.dropFirst())\""
            case .hyphenated: "\"\(value.dropFirst().replacingOccurrences(of: " ", with: "-"))\""
            case .numbers: value.filter(\.isNumber)
            }
        }
    }

    @Test(arguments: Style.allCases)
    func aConsistentDialCodeStyleIsOneNoticeAndNoError(_ style: Style) throws {
        let name = style.rawValue
        let (status, findings) = try Self.check(Self.withDialCodes(style.write))
        #expect(status == 0, "\(name): \(findings.filter { $0["severity"] as? String == "error" }.prefix(3))")
        let notices = findings.filter { $0["rule"] as? String == "dataset-convention" }
        #expect(notices.count == 1, "\(name)")
        #expect((notices.first?["message"] as? String)?.contains("245 of 245 records") == true, "\(notices)")
    }

    /// A style slip is a warning, never an error; a wrong number is the error.
    @Test func aRecordThatDepartsFromTheFilesStyleIsAWarningWithAFixInThatStyle() throws {
        var text = Self.withDialCodes(Style.digits.write)
        text = text.replacingOccurrences(of: #""dial_code": "93""#, with: #""dial_code": "+93""#)
        text = text.replacingOccurrences(of: #""dial_code": "592""#, with: #""dial_code": "595""#)
        let (status, findings) = try Self.check(text)
        #expect(status == 1)
        let afghanistan = try #require(findings.first { $0["code"] as? String == "AF" && $0["rule"] as? String == "dial-code-style" })
        #expect(afghanistan["severity"] as? String == "warning")
        #expect((afghanistan["message"] as? String)?.contains("is written with '+' where the dataset writes as bare digits") == true)
        #expect(afghanistan["fix"] as? String == "93")
        let guyana = try #require(findings.first { $0["code"] as? String == "GY" && $0["rule"] as? String == "dial-code-region" })
        #expect(guyana["fix"] as? String == "592")
    }

    @Test func lowerCaseCodesAreAConventionAndAnUpperCaseOneDepartsFromIt() throws {
        let pattern = try NSRegularExpression(pattern: #""code": "([A-Z]{2})""#)
        var text = Self.maintained
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            let code = String(text[Range(match.range(at: 1), in: text)!])
            text.replaceSubrange(Range(match.range, in: text)!, with: "\"code\": \"\(code == "SE" ? code : code.lowercased())\"")
        }
        let (status, findings) = try Self.check(text)
        #expect(status == 0, "a code in another case still names its region")
        let departures = findings.filter { $0["severity"] as? String != "notice" }
        #expect(departures.count == 1 && departures.first?["rule"] as? String == "code-case" && departures.first?["severity"] as? String == "warning"
                && departures.first?["code"] as? String == "SE" && departures.first?["fix"] as? String == "se", "\(departures)")
        #expect(findings.contains { $0["rule"] as? String == "dataset-convention" && $0["field"] as? String == "code" })
    }

    @Test func namesInAnotherLanguageAreCheckedAgainstThatLanguage() throws {
        // The maintained dataset with CLDR's Swedish names, and one misspelt.
        let english = try #require(try JSONSerialization.jsonObject(with: Data(Self.maintained.utf8)) as? [[String: String]])
        let swedish = try String(contentsOf: CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources/sv/countries.json"), encoding: .utf8)
        let sections = try #require((try JSONSerialization.jsonObject(with: Data(swedish.utf8)) as? [String: Any])?["sections"] as? [[String: Any]])
        var names: [String: String] = [:]
        for section in sections { for country in section["countries"] as? [[String: Any]] ?? [] { names[country["code"] as! String] = country["name"] as? String } }
        let records = english.map { record -> [String: String] in
            var copy = record
            copy["name"] = record["code"] == "DE" ? "Tyskland!" : names[record["code"]!] ?? record["name"]
            return copy
        }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        let (status, findings) = try Self.check(text)
        #expect(status == 0)
        let nameFindings = findings.filter { ($0["rule"] as? String)?.hasPrefix("name-") == true }
        #expect(nameFindings.count == 1, "\(nameFindings.prefix(5))")
        #expect(nameFindings.first?["code"] as? String == "DE")
        #expect(nameFindings.first?["fix"] as? String == "Tyskland")
        #expect(findings.contains { $0["rule"] as? String == "dataset-convention" && ($0["message"] as? String)?.contains("CLDR's sv names") == true })
    }

    @Test func statedConventionsWinOverInference() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.withDialCodes(Style.digits.write).utf8).write(to: directory.appendingPathComponent("data.json"))
        try Data(#"{"dataset": "data.json", "conventions": {"dial_code": "plus"}}"#.utf8).write(to: directory.appendingPathComponent(".ccpipe.json"))
        let result = try CommandRunner.run(["check", "--format", "json"], in: directory)
        #expect(result.status == 0, "a way of writing is never an error")
        #expect(result.stdout.contains("245 dial codes, such as"), "every record departs from the stated way: one finding")
        #expect(result.stdout.contains("does not start with '+'"))
        let fix = try CommandRunner.run(["fix"], in: directory)
        #expect(fix.stdout.contains(#"+  {"name": "Afghanistan", "dial_code": "+93", "code": "AF"},"#), "the stated way is written: \(fix.stderr)")
    }

    @Test func aRegionalListIsOneCoverageFinding() throws {
        let (_, findings) = try Self.check(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}, {"name": "Norway", "dial_code": "+47", "code": "NO"}]"#)
        let coverage = findings.filter { $0["rule"] as? String == "coverage-missing" }
        #expect(coverage.count == 1)
        #expect((coverage.first?["message"] as? String)?.contains("records for 2 of the") == true)
        // A world list that lacks Kosovo still names it.
        let withoutKosovo = Self.maintained.replacingOccurrences(of: #""code": "XK""#, with: #""code": "XX""#)
        let (_, worldFindings) = try Self.check(withoutKosovo)
        #expect(worldFindings.contains { $0["rule"] as? String == "coverage-missing" && $0["code"] as? String == "XK" })
    }

    @Test func buildWritesTheCanonicalFormWhateverTheConvention() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(Self.withDialCodes(Style.doubleZero.write).utf8).write(to: directory.appendingPathComponent("data.json"))
        let build = try CommandRunner.run(["build", "data.json", "--out", "out", "--locales", "en"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let built = try Data(contentsOf: directory.appendingPathComponent("out/en/countries.json"))
        let committed = try Data(contentsOf: CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources/en/countries.json"))
        #expect(built == committed)
    }

    @Test func fixKeepsTheFilesConventionAndInitRecordsIt() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let text = Self.withDialCodes(Style.digits.write).replacingOccurrences(of: #""dial_code": "93""#, with: #""dial_code": "+93""#)
        try Data(text.utf8).write(to: directory.appendingPathComponent("data.json"))
        let fix = try CommandRunner.run(["fix", "data.json"], in: directory)
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout.contains("+    \"dial_code\": \"93\"") || fix.stdout.contains("\"dial_code\": \"93\""), "\(fix.stdout)")
        #expect(!fix.stdout.contains("\"+355\""))
        let canonical = try CommandRunner.run(["fix", "data.json", "--canonical"], in: directory)
        #expect(canonical.stdout.contains("\"+355\""), "--canonical rewrites into '+' and digits")
        try Git.run(["init", "-q"], in: directory)
        #expect(try CommandRunner.run(["init", "data.json"], in: directory).status == 0)
        let project = try String(contentsOf: directory.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
        #expect(project.contains("\"dial_code\": \"digits\""), "\(project)")
    }

    /// fa7ad/iso-dialcodes writes 19 North American codes after a space and
    /// two run together (Antigua, Montserrat), and Cayman as "+ 345".
    @Test func mixedSeparatorsAreAFindingAndFixWritesTheFilesOwnStyle() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let file = directory.appendingPathComponent("codes.json")
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/keyed-object-dialcodes.json"), to: file)
        let (_, findings) = try Self.check(try String(contentsOf: file, encoding: .utf8))
        let mixed = findings.filter { $0["rule"] as? String == "dial-code-style" }
        #expect(mixed.map { $0["code"] as? String } == ["AG", "MS"], "\(mixed)")
        #expect(mixed.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(mixed.first?["fix"] as? String == "+1 268")
        _ = try CommandRunner.run(["fix", "codes.json", "--write"], in: directory)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed.contains(#""AG":"+1 268""#) && fixed.contains(#""MS":"+1 664""#) && fixed.contains(#""KY":"+1 345""#))
        let (_, after) = try Self.check(fixed)
        #expect(!after.contains { $0["rule"] as? String == "dial-code-style" })
        let runTogether = try NSRegularExpression(pattern: #""\+1\d{3}""#)
        #expect(runTogether.firstMatch(in: fixed, range: NSRange(fixed.startIndex..., in: fixed)) == nil, "one style after the fix")
    }

    /// The seed writes its 21 North American codes run together: that is
    /// its style, fix keeps it, and init records it.
    @Test func aRunTogetherFileIsFixedAndRecordedRunTogether() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandLineTests.seedURL, to: directory.appendingPathComponent("seed.json"))
        let fix = try CommandRunner.run(["fix", "seed.json"], in: directory)
        #expect(fix.stdout.contains(#"+      "dial_code":"+1345","#), "\(fix.stdout)")
        // Outside the North American plan the digits keep their space.
        #expect(fix.stdout.contains(#"+      "dial_code":"+7 7","#), "\(fix.stdout)")
        #expect(try CommandRunner.run(["init", "seed.json"], in: directory).status == 0)
        let project = try String(contentsOf: directory.appendingPathComponent(".ccpipe.json"), encoding: .utf8)
        #expect(project.contains(#""dial_code_separator": "none""#), "\(project)")
        let stated = try CommandRunner.run(["check", "seed.json", "--format", "json"], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stated.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.contains { $0["rule"] as? String == "dial-code-style" }, "Cayman's space after '+' is a note of its error")
    }

    /// An object keyed by region code has no key names to map: its keys are
    /// data. init writes no mapping for it, and records only the
    /// conventions the file shows, with what they were counted from.
    @Test func initWritesKeyNamesNeverDataAndOnlyTheConventionsTheFileShows() throws {
        for (fixture, expected, absent) in [
            ("keyed-object-dialcodes.json", ["dial_code": "plus", "dial_code_separator": "space", "code_case": "upper"], "name_locale"),
            ("keyed-plist-names.plist", ["name_locale": "en", "code_case": "upper"], "dial_code"),
        ] {
            let directory = try CommandRunner.temporaryDirectory()
            try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/" + fixture),
                                             to: directory.appendingPathComponent(fixture))
            let result = try CommandRunner.run(["init", fixture], in: directory)
            #expect(result.status == 0, "\(result.stderr)")
            let project = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(".ccpipe.json"))) as? [String: Any])
            #expect(project["fields"] == nil, "\(fixture): \(project["fields"] ?? "")")
            #expect(project["conventions"] as? [String: String] == expected, "\(fixture)")
            #expect((project["conventions"] as? [String: String])?[absent] == nil)
            #expect(result.stderr.contains("conventions counted from the file: "), "\(result.stderr)")
            // What init wrote reads the file as it was read.
            #expect(try CommandRunner.run(["check"], in: directory).status != 65)
        }
        let directory = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/real-world/keyed-object-dialcodes.json"),
                                         to: directory.appendingPathComponent("codes.json"))
        let result = try CommandRunner.run(["init", "codes.json"], in: directory)
        #expect(result.stderr.contains(#"dial_code_separator "space": 20 of 22 dial codes with leading digits"#), "\(result.stderr)")
    }
}
