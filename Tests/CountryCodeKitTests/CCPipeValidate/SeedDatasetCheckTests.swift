import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import Testing

/// What `ccpipe check` must say about the widely copied seed dataset, and
/// about the maintained one.
struct SeedDatasetCheckTests {
    static let seed = TestData.fixture("real-world/seed-CountryCodes.json")

    let findings: [Finding]

    init() throws {
        let dataset = try DatasetReader.read(path: Self.seed, fields: nil)
        findings = Validator.validate(dataset, against: TestData.embeddedReference)
    }

    private func findings(for code: String, rule: String? = nil) -> [Finding] {
        findings.filter { $0.code == code && (rule == nil || $0.ruleID == rule) }
    }

    /// One problem, one finding: the area code without its calling code is
    /// the error, and the space after '+' a note of it. The fix is written
    /// as the file writes its other North American codes, run together.
    @Test func caymanWithASpaceInsteadOfTheAreaCodeIsOneError() throws {
        let kept = findings(for: "KY")
        #expect(kept.map(\.ruleID) == ["dial-code-discontinued"], "\(kept.map(\.message))")
        let region = try #require(kept.first)
        #expect(region.severity == .error)
        #expect(region.message.contains("area code of Cayman Islands (KY) without its calling code +1"))
        #expect(region.expected == "+1345")
        #expect(region.actual == "+ 345")
        let style = try #require(region.folded.first)
        #expect(style.ruleID == "dial-code-style" && style.severity == .warning && style.message.contains("has a space after '+'"))
        #expect(region.related.map(\.note) == ["also dial-code-style: dial code \"+ 345\" has a space after '+'"])
    }

    @Test func guyanaWithParaguaysCodeNamesParaguay() throws {
        let finding = try #require(findings(for: "GY", rule: "dial-code-region").first)
        #expect(finding.severity == .error)
        #expect(finding.message.contains("Paraguay (PY)"))
        #expect(finding.expected == "+592")
    }

    @Test func netherlandsAntillesIsDeprecatedWithItsReplacements() throws {
        let finding = try #require(findings(for: "AN", rule: "code-validity").first)
        #expect(finding.severity == .error)
        #expect(finding.expected == "CW SX BQ")
        #expect(finding.message.contains("Curaçao (CW)"))
    }

    @Test func vaticanWithTheUnusedCode379IsReported() throws {
        let finding = try #require(findings(for: "VA", rule: "dial-code-region").first)
        #expect(finding.expected == "+39 06698")
    }

    @Test func missingKosovoIsReported() throws {
        let finding = try #require(findings(for: "XK", rule: "coverage-missing").first)
        #expect(finding.expected == "+383")
    }

    @Test(arguments: ["US", "AS", "GB"])
    func correctSharedCodesAreNotErrors(_ code: String) {
        #expect(findings(for: code).filter { $0.field == "dial_code" }.isEmpty)
    }

    @Test func antarcticaWithNorfolksCodeNamesNorfolk() throws {
        let finding = try #require(findings(for: "AQ", rule: "dial-code-no-plan").first)
        #expect(finding.severity == .warning)
        #expect(finding.message.contains("Norfolk Island (NF)"))
    }

    @Test func alandWithoutItsRingIsANameWarning() throws {
        let finding = try #require(findings(for: "AX", rule: "name-mismatch").first)
        #expect(finding.severity == .warning)
        #expect(finding.expected == "Åland Islands")
    }

    /// Where ISO 3166-1 and CLDR name a region differently, the seed writes
    /// ISO's name (22 of 24 records): one notice says so, and Bolivia's
    /// ISO name gets none; CLDR's names among them (Cape Verde, Russia)
    /// depart from the file's own choice, and are notices; so is "Saint
    /// Martin", CLDR's "St. Martin" in the file's spelling.
    @Test func theSeedsISONamesAreOneConvention() throws {
        #expect(findings(for: "BO").isEmpty)
        #expect(!findings.contains { $0.ruleID == "name-iso" })
        let convention = findings.filter { $0.ruleID == "dataset-convention" && $0.field == "name" }
        #expect(convention.map(\.message) == ["names are ISO 3166-1's short names (22 ISO 3166-1 and 2 CLDR names where the two differ); each is checked against ISO's, and 'build' writes each locale's CLDR names"])
        let cldr = findings.filter { $0.ruleID == "name-cldr" }
        #expect(cldr.map(\.code) == ["CV", "RU", "MF"] && cldr.allSatisfy { $0.severity == .notice })
        #expect(cldr.first?.expected == "Cabo Verde")
    }

    @Test func findingsComeInLocationOrder() {
        #expect(findings == findings.sorted())
        #expect(findings.allSatisfy { $0.location.file == Self.seed && $0.location.line >= 1 })
    }

    @Test func theMaintainedDatasetHasNothingAboveANotice() throws {
        let dataset = try DatasetReader.read(path: TestData.maintainedDataset, fields: nil)
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        #expect(findings.filter { $0.severity > .notice }.map(\.message) == [])
    }
}

/// Data quoted in a message never reaches a terminal or a review page as an
/// invisible or reordering character.
struct MessageEscapingTests {
    @Test func everyMessageShowsInvisibleCharactersEscaped() throws {
        let json = #"[{"name": "Austr\u202Ealia", "dial_code": "+43", "code": "AT"}, {"name": "Austr\u202Ealia", "dial_code": "+61", "code": "AU"}]"#
        let findings = Validator.validate(try TestData.dataset(json: json), against: TestData.embeddedReference)
        #expect(findings.contains { $0.ruleID == "name-other-region" && $0.folded.contains { $0.ruleID == "text-invisible" } })
        #expect(findings.contains { $0.ruleID == "name-duplicate" })
        for finding in findings {
            #expect(!finding.message.unicodeScalars.contains("\u{202E}"), "\(finding.ruleID): \(finding.message)")
        }
        let invisible = try #require(findings.first { $0.ruleID == "text-invisible" })
        #expect(invisible.message.contains("\\u{202E}"))
        #expect(invisible.expected == "Australia")
    }
}
