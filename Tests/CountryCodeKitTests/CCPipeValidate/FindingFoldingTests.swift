import CCPipeIngest
import Testing
@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeValidate

/// One finding per problem: several rules that see one value of one
/// record give the most severe, then the most specific, finding, the others
/// folded into it as notes; the counts are of what is reported, also past
/// the caps.
struct FindingFoldingTests {
    private func findings(_ json: String) throws -> [Finding] {
        Validator.validate(try TestData.dataset(json: json), against: TestData.embeddedReference)
    }

    @Test func aFormerNameWithASpaceIsOneWarningWithTheSpaceAsANote() throws {
        let found = try findings(#"[{"name": "Swaziland ", "dial_code": "+268", "code": "SZ"}]"#).filter { $0.field == "name" }
        #expect(found.map(\.ruleID) == ["name-variant"])
        #expect(found.first?.folded.map(\.ruleID) == ["field-whitespace"])
        #expect(found.first?.related.map(\.note) == ["also field-whitespace: name has leading or trailing white space"])
    }

    /// The error speaks: a name that differs only by an invisible character
    /// is the invisible character's finding, not a warning about the name.
    @Test func noFoldHidesAnError() throws {
        let found = try findings(#"[{"name": "Swe\u200Bden", "dial_code": "+46", "code": "SE"}]"#).filter { $0.field == "name" }
        #expect(found.map(\.ruleID) == ["text-invisible"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.folded.map(\.ruleID) == ["name-mismatch"])
    }

    /// mledoze/countries writes Russia's dial codes as `idd.root` "+7" and
    /// five suffixes, one of them not Russia's: one finding for the value.
    @Test func aValueOfSeveralDialCodesIsOneFinding() throws {
        let dataset = try DatasetReader.read(path: TestData.fixture("real-world/nested-idd-countries.json"), fields: nil)
        let russia = Validator.validate(dataset, against: TestData.embeddedReference).filter { $0.code == "RU" && $0.field == "dial_code" }
        #expect(russia.map(\.ruleID) == ["dial-code-region"])
        #expect(russia.first?.folded.map(\.ruleID) == Array(repeating: "dial-code-subscriber-prefix", count: 4))
        #expect(russia.first?.folded.compactMap(\.expected) == ["+7 3", "+7 4", "+7 8", "+7 9"], "the file's own leading digits are kept")
    }

    private func finding(_ rule: String, _ severity: Severity, line: Int) -> Finding {
        Finding(ruleID: rule, severity: severity, code: "SZ", field: "name",
                location: SourceLocation(file: "d.json", line: line, column: 3), message: "\(rule) \(line)")
    }

    /// Past the caps a folded finding is not counted either, whichever
    /// rule came first, so that the totals are of what is reported.
    @Test(arguments: [true, false])
    func theCountsPastTheCapsAreOfTheFindingsReported(_ specificFirst: Bool) {
        let lines = 1...(OmittedFindings.perRule + 100)
        let whitespace = lines.map { finding("field-whitespace", .warning, line: $0) }
        let variant = lines.map { finding("name-variant", .warning, line: $0) }
        var capped = CappedFindings()
        for finding in specificFirst ? variant + whitespace : whitespace + variant { capped.add(finding) }
        let (listed, omitted) = capped.capped()
        #expect(Set(listed.map(\.ruleID)) == ["name-variant"])
        #expect(listed.count == OmittedFindings.perRule)
        #expect(omitted == [OmittedFindings(ruleID: "name-variant", summary: FindingSummary(Array(variant.prefix(100))))])
        #expect(listed.allSatisfy { $0.folded.map(\.ruleID) == ["field-whitespace"] })
    }
}
