import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCodeKit
import Foundation
import Testing

/// `fix` writes each value back in its file's own format and layout, and a
/// second run finds nothing more to fix.
struct FormatFixTests {
    private func fixed(_ text: String, file: String) throws -> (text: String, edits: [DatasetFixer.Edit]) {
        let bytes = Array(text.utf8)
        let dataset = try DatasetReader.parse(bytes: bytes, file: file)
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        let result = DatasetFixer.fix(bytes, dataset: dataset, findings: findings)
        return (String(decoding: result.fixedBytes, as: UTF8.self), result.edits)
    }

    /// Applies a safe fix of the first record's name that no rule would
    /// suggest, to reach values the reference has no example of.
    private func renaming(in text: String, file: String, to name: String) throws -> String {
        let dataset = try DatasetReader.parse(bytes: Array(text.utf8), file: file)
        let value = try #require(dataset.records.first?.name)
        let finding = Finding(ruleID: "name-variant", severity: .warning, code: nil, field: "name", location: value.location,
                              message: "", expected: name, actual: value.text)
        return String(decoding: DatasetFixer.fix(Array(text.utf8), dataset: dataset, findings: [finding]).fixedBytes, as: UTF8.self)
    }

    /// Fixes once, then checks that fixing the result changes nothing.
    private func fixedOnce(_ text: String, file: String) throws -> String {
        let once = try fixed(text, file: file)
        let twice = try fixed(once.text, file: file)
        #expect(twice.text == once.text)
        #expect(twice.edits.isEmpty)
        return once.text
    }

    @Test func csvCellsKeepTheirQuotingAndGainQuotesOnlyWhenNeeded() throws {
        let text = "code;name;dial_code\r\n\"SA\";\"Saudi Arabia\";\"00966\"\r\nKY;Cayman Islands;+ 345\r\nSZ;Swaziland;+268\r\n"
        let result = try fixedOnce(text, file: "d.csv")
        #expect(result == "code;name;dial_code\r\n\"SA\";\"Saudi Arabia\";\"+966\"\r\nKY;Cayman Islands;+1 345\r\nSZ;Eswatini;+268\r\n")
    }

    @Test func aValueWithTheDelimiterIsQuotedWhenWritten() throws {
        // CLDR's English name of BQ has a comma in it.
        let text = "name,dial_code,code\nBonaire; Sint Eustatius and Saba,+599,BQ\nCaribbean Netherlands,+599 7,BQ\n"
        let result = try renaming(in: text, file: "d.csv", to: "Bonaire, \"Sint\" Eustatius")
        #expect(result.hasPrefix("name,dial_code,code\n\"Bonaire, \"\"Sint\"\" Eustatius\",+599,BQ\n"))
    }

    @Test func theCountryCodesFixtureIsFixedCellByCell() throws {
        let path = try Fixture.path("formats/country-codes.csv")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try fixedOnce(text, file: path)
        // The file writes bare digits: fix keeps them so, and Cyprus's wrong
        // code needs a person.
        #expect(result.contains("AFG,93,AFG,004,AF"))
        #expect(result.contains("CYP,537,CYP,196,CY,Cyprus"))
        #expect(result.contains(",AF,Eswatini\n") || result.contains("Mbabane,AF,Eswatini\n"))
        #expect(result.components(separatedBy: "\n").count == text.components(separatedBy: "\n").count)
    }

    @Test func propertyListStringsAndKeysAreRewrittenBetweenTheirTags() throws {
        let path = try Fixture.path("formats/keyed-by-code.plist")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let result = try fixedOnce(text, file: path)
        #expect(result == text.replacingOccurrences(of: "<string>+ 345</string>", with: "<string>+1 345</string>")
            .replacingOccurrences(of: "<string>00966</string>", with: "<string>+966</string>"))
    }

    @Test func propertyListTextIsEscapedWhenWritten() throws {
        let text = """
            <?xml version="1.0"?>
            <plist version="1.0"><array><dict><key>name</key><string>Antigua &amp; Barbuda </string><key>dial_code</key><string>+1 268</string><key>code</key><string>AG</string></dict></array></plist>

            """
        let result = try fixedOnce(text, file: "p.plist")
        #expect(result == text.replacingOccurrences(of: "Barbuda </string>", with: "Barbuda</string>"))
    }

    @Test func anEmptyStringElementIsWrittenWhole() throws {
        let text = #"<plist><array><dict><key>name</key><string/><key>dial_code</key><string>+93</string><key>code</key><string>AF</string></dict></array></plist>"#
        let result = try renaming(in: text, file: "p.plist", to: "Afghanistan")
        #expect(result.contains("<key>name</key><string>Afghanistan</string>"))
    }
}

/// The fix diff of a CRLF file shows the changed line, not the whole file.
struct CRLFDiffTests {
    @Test func onlyTheChangedLineOfACRLFFileIsShown() {
        let old = "name\tcode\r\nAfghanistan\tAF\r\nSwaziland\tSZ\r\n"
        let diff = UnifiedDiff.render(old: old, new: old.replacingOccurrences(of: "Swaziland", with: "Eswatini"), path: "d.tsv")
        #expect(diff == "--- a/d.tsv\n+++ b/d.tsv\n@@ -1,3 +1,3 @@\n name\tcode\n Afghanistan\tAF\n-Swaziland\tSZ\n+Eswatini\tSZ\n")
    }
}
