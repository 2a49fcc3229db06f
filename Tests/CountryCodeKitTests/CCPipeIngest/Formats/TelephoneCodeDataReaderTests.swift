@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Foundation
import Testing

/// CLDR's own `telephoneCodeData.xml` (33.1, trimmed) read as a dataset and
/// judged like any other.
@Suite struct TelephoneCodeDataReaderTests {
    static let trimmed = TestData.fixture("real-world/cldr33.1-telephoneCodeData-trimmed.xml")

    private func record(_ code: String, in dataset: Dataset) throws -> DatasetRecord {
        try #require(dataset.records.first { $0.code?.text == code })
    }

    @Test func aRecordPerTerritoryWithItsCodesAtTheirQuotes() throws {
        let dataset = try DatasetReader.read(path: Self.trimmed)
        #expect(dataset.format == .telephoneCodeData)
        #expect(dataset.shape == .telephoneCodeData)
        #expect(dataset.records.map { $0.code?.text ?? "" } == ["AF", "AQ", "AS", "EH", "GB", "KZ", "MA", "PS", "RU", "SE", "US", "XK"])
        let afghanistan = try record("AF", in: dataset)
        // <codesByTerritory territory="AF"> on line 16, after two tabs; <telephoneCountryCode code="93"/> on 17.
        #expect(afghanistan.code?.location == SourceLocation(file: Self.trimmed, line: 16, column: 31))
        #expect(afghanistan.dialCode?.text == "93")
        #expect(afghanistan.dialCode?.location == SourceLocation(file: Self.trimmed, line: 17, column: 31))
        #expect(afghanistan.name == nil)
        let kosovo = try record("XK", in: dataset)
        #expect(([kosovo.dialCode] + kosovo.moreDialCodes).map { $0?.text } == ["377", "381", "383", "386"])
        #expect(dataset.setAside.count == 1)
        guard case .nonGeographic(let codes, _) = dataset.setAside.first else { Issue.record("001 is set aside"); return }
        #expect(codes == ["388", "800"])
    }

    @Test func itIsJudgedLikeAnyDataset() throws {
        let dataset = try DatasetReader.read(path: Self.trimmed)
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        let errors = findings.filter { $0.severity == .error }
        #expect(errors.map(\.code) == ["PS", "XK", "XK", "XK"], "\(errors.map(\.message))")
        #expect(errors.last?.message == "+386 dials Slovenia (SI), not Kosovo (XK); Kosovo (XK) is +383")
        #expect(findings.contains { $0.ruleID == "dial-code-no-plan" && $0.code == "AQ" })
        #expect(findings.contains { $0.ruleID == "dataset-convention" && $0.message.hasPrefix("names are not carried") })
        #expect(findings.contains { $0.ruleID == "dataset-convention" && $0.message.hasPrefix("territory 001 holds the calling codes of no region (+388, +800)") })
        #expect(findings.contains { $0.ruleID == "dataset-convention" && $0.message.hasPrefix("dial codes are written as bare digits") })
    }

    private static func document(_ territories: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData>
            \t<telephoneCodeData>
            \(territories)
            \t</telephoneCodeData>
            </supplementalData>

            """.utf8)
    }

    @Test func aCodeWithAToDateIsAFormerOneSetAside() throws {
        let bytes = Self.document("""
            \t\t<codesByTerritory territory="AS">
            \t\t\t<telephoneCountryCode code="1" from="2004-10-02"/>
            \t\t\t<telephoneCountryCode code='684' to="2005-04-02"/>
            \t\t</codesByTerritory>
            """)
        let dataset = try DatasetReader.parse(bytes: bytes, file: "t.xml")
        let samoa = try #require(dataset.records.first)
        #expect(samoa.dialCode?.text == "1")
        #expect(samoa.moreDialCodes.isEmpty)
        #expect(dataset.setAside == [.endedDialCode(code: "684", to: "2005-04-02", territory: "AS",
                                                   location: SourceLocation(file: "t.xml", line: 6, column: 31))])
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        #expect(!findings.contains { $0.ruleID == "dial-code-discontinued" })
        #expect(findings.contains { $0.message.hasPrefix("1 dial code has a 'to' date (+684 for AS until 2005-04-02)") })
    }

    @Test func attributesAcrossLinesAreLocated() throws {
        let bytes = Self.document("\t\t<codesByTerritory\n\t\t\tterritory = \"SE\"><telephoneCountryCode code=\"46\"/></codesByTerritory>")
        let sweden = try #require(try DatasetReader.parse(bytes: bytes, file: "t.xml").records.first)
        #expect(sweden.code?.location == SourceLocation(file: "t.xml", line: 5, column: 16))
        #expect(sweden.dialCode?.location == SourceLocation(file: "t.xml", line: 5, column: 48))
    }

    @Test(arguments: [
        ("<supplementalData><version number=\"1\"/></supplementalData>", "expected <telephoneCodeData> inside <supplementalData>"),
        ("<supplementalData><telephoneCodeData><codesByTerritory><telephoneCountryCode code=\"1\"/></codesByTerritory></telephoneCodeData></supplementalData>",
         "expected attribute \"territory\" on <codesByTerritory>"),
        ("<supplementalData><telephoneCodeData><codesByTerritory territory=\"SE\"><telephoneCountryCode/></codesByTerritory></telephoneCodeData></supplementalData>",
         "expected attribute \"code\" on <telephoneCountryCode>"),
    ])
    func whatIsNotTelephoneCodeDataIsAnInputError(_ text: String, _ message: String) {
        let error = #expect(throws: InputError.self) { try DatasetReader.parse(bytes: Array(text.utf8), file: "t.xml") }
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")
    }

    @Test func fixRewritesAnAttributeValueInPlace() throws {
        let bytes = Self.document("\t\t<codesByTerritory territory=\"BU\">\n\t\t\t<telephoneCountryCode code=\" 95\"/>\n\t\t</codesByTerritory>")
        let dataset = try DatasetReader.parse(bytes: bytes, file: "t.xml")
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        let fixed = DatasetFixer.fix(bytes, dataset: dataset, findings: findings)
        let text = String(decoding: fixed.fixedBytes, as: UTF8.self)
        #expect(text.contains("<codesByTerritory territory=\"MM\">\n\t\t\t<telephoneCountryCode code=\"95\"/>"), "\(text)")
        #expect(fixed.edits.count == 2)
        #expect(String(decoding: fixed.fixedBytes, as: UTF8.self).count == String(decoding: bytes, as: UTF8.self).count - 1)
    }
}
