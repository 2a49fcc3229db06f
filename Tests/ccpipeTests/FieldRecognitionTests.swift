import Foundation
import Testing

/// Fields recognised by their values: dial codes under "code", alpha-3
/// codes, regions found from names, values that combine two fields, and
/// several dial codes in one record.
struct FieldRecognitionTests {
    static func findings(_ text: String) throws -> (status: Int32, findings: [[String: Any]]) {
        let (result, findings, _) = try HostileInputTests.check(text)
        return (result.status, findings)
    }

    static func errors(_ findings: [[String: Any]]) -> [[String: Any]] {
        findings.filter { $0["severity"] as? String == "error" }
    }

    @Test func aCodeKeyHoldingDialCodesIsTheDialCode() throws {
        let records = [("Sweden", "+46"), ("Norway", "+47"), ("Denmark", "+45"), ("Finland", "+358"), ("Iceland", "+345")]
        let text = "[" + records.map { #"{"country": "\#($0.0)", "code": "\#($0.1)"}"# }.joined(separator: ", ") + "]"
        let (status, findings) = try Self.findings(text)
        #expect(status == 1)
        // Regions come from the names, and Iceland's wrong code is still found.
        let errors = Self.errors(findings)
        #expect(errors.count == 1 && errors.first?["code"] as? String == "IS" && errors.first?["rule"] as? String == "dial-code-region", "\(errors)")
        #expect(findings.contains { $0["rule"] as? String == "code-derived" })
    }

    @Test func alpha3CodesFindTheRegionAndAreChecked() throws {
        let text = #"[{"name": "Sweden", "dial_code": "+46", "iso3": "SWE"}, {"name": "Norway", "dial_code": "+47", "code": "NO", "alpha3": "NLD"}]"#
        let (_, findings) = try Self.findings(text)
        let alpha3 = findings.filter { $0["rule"] as? String == "code-alpha3" }
        #expect(alpha3.count == 1 && alpha3.first?["code"] as? String == "NO" && alpha3.first?["fix"] as? String == "NOR", "\(alpha3)")
        #expect(!findings.contains { $0["rule"] as? String == "field-missing" })
    }

    @Test func valuesThatCombineTwoFieldsAreSplit() throws {
        let text = #"[{"name": "Sweden (+46)"}, {"name": "+47 Norway"}, {"name": "Denmark", "code": "DK +45"}, {"name": "Finland +359"}]"#
        let (_, findings) = try Self.findings(text)
        let errors = Self.errors(findings)
        #expect(errors.count == 1 && errors.first?["code"] as? String == "FI", "\(errors)")
        #expect((errors.first?["message"] as? String)?.contains("+359") == true)
    }

    @Test func aNameThatNamesNoRegionIsAnError() throws {
        let (_, findings) = try Self.findings(#"[{"name": "Atlantis", "dial_code": "+999"}]"#)
        #expect(findings.contains { $0["rule"] as? String == "name-unresolved" })
    }

    @Test func everyDialCodeOfARecordIsJudged() throws {
        let text = #"[{"name": "Dominican Republic", "code": "DO", "dial_code": ["+1 809", "+1 829", "+44"]}, {"name": "Puerto Rico", "code": "PR", "dial_code": "+1 787,+1 939"}]"#
        let (_, findings) = try Self.findings(text)
        let errors = Self.errors(findings)
        #expect(errors.count == 1 && errors.first?["key_path"] as? String == "dial_code[2]", "\(errors)")
    }

    @Test func buildWritesTheRegionsItFound() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Sweden (+46)"}, {"country": "Norway", "code": "+47"}, {"name": "Germany", "iso3": "DEU", "dial_code": "+49"}]"#.utf8)
            .write(to: directory.appendingPathComponent("data.json"))
        let build = try CommandRunner.run(["build", "data.json", "--out", "out", "--locales", "en"], in: directory)
        #expect(build.status == 0, "\(build.stderr)")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/en/countries.json"))) as? [String: Any])
        let rows = (catalog["sections"] as? [[String: Any]] ?? []).flatMap { $0["countries"] as? [[String: Any]] ?? [] }
        #expect(rows.map { "\($0["code"]!) \($0["dial_code"]!)" } == ["DE +49", "NO +47", "SE +46"])
    }
}
