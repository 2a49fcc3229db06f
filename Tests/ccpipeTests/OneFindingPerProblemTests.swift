import Foundation
import Testing

/// Findings at the severity of what they are, one per problem: a way of
/// writing the file departs from is a warning, never an error; a way
/// several records share is one finding with their number.
struct OneFindingPerProblemTests {
    static let seed = try! String(contentsOf: CommandLineTests.seedURL, encoding: .utf8)
    static let wrapped00 = try! String(contentsOf: CommandRunner.root.appendingPathComponent(RealWorldCheckTests.fixtures + "wrapped-00-prefix.json"), encoding: .utf8)

    /// `"dial_code":"+1684"` → `"dial_code":"+1-684"` for the first `count`
    /// North American codes of the seed, and `"+1 684"` for the others.
    static func seedWithHyphens(_ count: Int) -> String {
        let pattern = try! NSRegularExpression(pattern: #""dial_code":"\+1(\d{3})""#)
        var text = seed
        let matches = pattern.matches(in: seed, range: NSRange(seed.startIndex..., in: seed))
        for (position, match) in matches.enumerated().reversed() {
            let area = String(seed[Range(match.range(at: 1), in: seed)!])
            text.replaceSubrange(Range(match.range, in: text)!, with: "\"dial_code\":\"+1\(position < count ? "-" : " ")\(area)\"")
        }
        return text
    }

    static func checked(_ text: String, name: String = "data.json", project: String? = nil) throws -> (URL, Int32, [[String: Any]]) {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        if let project { try Data(project.utf8).write(to: directory.appendingPathComponent(".ccpipe.json")) }
        let result = try CommandRunner.run(["check", name, "--format", "json"], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return (directory, result.status, try #require(report["findings"] as? [[String: Any]]))
    }

    /// Ten `"+1-…"` records among `"+1 …"`s: one convention, one finding.
    @Test func tenHyphenatedSharedCodesAreOneFinding() throws {
        let (directory, _, findings) = try Self.checked(Self.seedWithHyphens(10))
        let dialCodes = findings.filter { $0["rule"] as? String == "dial-code-style" && $0["code"] as? String != "KY" }
        #expect(dialCodes.count == 1, "\(dialCodes.map { $0["message"] ?? "" })")
        let style = try #require(dialCodes.first)
        #expect(style["rule"] as? String == "dial-code-style" && style["severity"] as? String == "warning")
        #expect((style["message"] as? String)?.hasPrefix(#"10 dial codes, such as "+1-684", "+1-264", "+1-268", …: each writes the leading digits after a '-'"#) == true, "\(style)")
        #expect((style["related"] as? [Any])?.count == 9)
        // Which of the file's two ways is right is a person's to choose.
        let fix = try CommandRunner.run(["fix", "data.json"], in: directory)
        #expect(!fix.stdout.contains(#"-      "dial_code":"+1-684","#), "\(fix.stdout)")
        #expect(fix.stdout.contains(#"+      "dial_code":"+1 345","#), "Cayman's is written as most of the file writes")
    }

    /// A few records written otherwise than the rest are each a warning,
    /// and fix writes them the file's way.
    @Test func twoHyphenatedSharedCodesAreEachAWarningAndFixed() throws {
        let (directory, _, findings) = try Self.checked(Self.seedWithHyphens(2))
        let style = findings.filter { $0["rule"] as? String == "dial-code-style" }
        #expect(style.map { $0["code"] as? String } == ["AS", "AI"])
        #expect(style.allSatisfy { $0["severity"] as? String == "warning" })
        let fix = try CommandRunner.run(["fix", "data.json"], in: directory)
        #expect(fix.stdout.contains(#"+      "dial_code":"+1 684","#), "\(fix.stdout)")
    }

    /// Kosovo's `"+383"` in a file of `00`s dials Kosovo: a warning, as the
    /// same slip is in a file of `+`s, with the fix in the file's way.
    @Test func aPlusAmongDoubleZerosIsAWarning() throws {
        let text = Self.wrapped00.replacingOccurrences(of: #""phone_codes": ["#, with: #""phone_codes": [{"name": "Kosovo", "dial_code": "+383", "code": "XK"},"#)
        #expect(text != Self.wrapped00)
        let (_, _, findings) = try Self.checked(text)
        let kosovo = findings.filter { $0["code"] as? String == "XK" }
        #expect(kosovo.map { $0["rule"] as? String } == ["dial-code-style"], "\(kosovo)")
        #expect(kosovo.first?["severity"] as? String == "warning")
        #expect(kosovo.first?["fix"] as? String == "00383")
    }

    /// Antarctica's `"-"` says what `""` says: no calling code. The file's
    /// way of saying it is one notice; Kosovo's `"-"` is a missing dial code.
    @Test(arguments: ["-", "", "N/A"])
    func aPlaceholderForARegionWithNoCallingCodeIsNoError(_ placeholder: String) throws {
        let text = Self.seed.replacingOccurrences(of: #""dial_code":"+672""#, with: "\"dial_code\":\"\(placeholder)\"")
        let (_, _, findings) = try Self.checked(text)
        let antarctica = findings.filter { $0["code"] as? String == "AQ" || ($0["message"] as? String)?.contains("AQ") == true }
        #expect(antarctica.allSatisfy { $0["severity"] as? String == "notice" }, "\(antarctica)")
        #expect(antarctica.count == (placeholder.isEmpty ? 0 : 1), "\(antarctica)")
        if !placeholder.isEmpty {
            #expect((antarctica.first?["message"] as? String)?.hasPrefix("regions with no calling code of their own have \"\(placeholder)\" as their dial code (1 record: AQ)") == true)
        }
        let kosovo = "[{\"name\":\"Kosovo\",\"dial_code\":\"\(placeholder.isEmpty ? "-" : placeholder)\",\"code\":\"XK\"}," + Self.seed.drop { $0 != "[" }.dropFirst()
        let (_, _, withKosovo) = try Self.checked(kosovo)
        #expect(withKosovo.contains { $0["code"] as? String == "XK" && $0["rule"] as? String == "dial-code-syntax" && $0["severity"] as? String == "error" })
    }

    /// Two conventions stated in the project file are said to be stated once.
    @Test func aConventionStatedTwiceIsSaidOnce() throws {
        let digits = Self.seed.replacingOccurrences(of: #""dial_code":"+"#, with: #""dial_code":""#)
        let (_, _, findings) = try Self.checked(digits, project: #"{"conventions": {"dial_code": "digits", "dial_code_separator": "none"}}"#)
        let notice = try #require(findings.first { $0["rule"] as? String == "dataset-convention" && $0["field"] as? String == "dial_code" })
        let message = try #require(notice["message"] as? String)
        #expect(message.contains("(stated in the project file)"), "\(message)")
        #expect(!message.contains("stated in the project file; stated in the project file"))
    }

    /// mledoze/countries carries its own names in twenty languages: each
    /// column that differs from CLDR is one finding, not one per name.
    @Test func aDatasetsOwnNamesInEachLanguageAreOneFindingAColumn() throws {
        let result = try CommandRunner.run(["check", RealWorldCheckTests.fixtures + "nested-idd-countries.json", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let localized = findings.filter { $0["rule"] as? String == "name-localized" }
        let fields = localized.compactMap { $0["field"] as? String }
        #expect(Set(fields).count == fields.count, "one finding a column: \(fields)")
        let portuguese = try #require(localized.first { $0["field"] as? String == "name@pt" })
        #expect((portuguese["message"] as? String)?.hasPrefix("52 names in translations.por.common differ from CLDR's pt names") == true, "\(portuguese)")
        let summary = try #require(report["summary"] as? [String: Any])
        #expect((summary["warnings"] as? Int ?? 0) < 50, "\(summary)")
    }
}
