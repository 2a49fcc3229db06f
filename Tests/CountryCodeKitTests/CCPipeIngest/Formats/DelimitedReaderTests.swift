@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Testing

/// CSV and TSV datasets read into the same records as JSON, with each
/// cell's own position.
struct DelimitedReaderTests {
    private func dataset(_ text: String, file: String = "d.csv") throws -> Dataset {
        try DatasetReader.parse(bytes: Array(text.utf8), file: file)
    }

    private func record(_ code: String, in dataset: Dataset) throws -> DatasetRecord {
        try #require(dataset.records.first { $0.code?.text == code })
    }

    @Test func theCountryCodesDataPackageColumnsAreRecognised() throws {
        let dataset = try DatasetReader.read(path: Fixture.path("formats/country-codes.csv"))
        #expect(dataset.format == .delimited(.comma))
        #expect(dataset.shape == .array)
        #expect(dataset.records.count == 8)
        let swaziland = try record("SZ", in: dataset)
        #expect(swaziland.name?.key == "CLDR display name")
        #expect(swaziland.name?.text == "Swaziland")
        #expect(swaziland.dialCode?.key == "Dial")
        #expect(swaziland.dialCode?.text == "268")
        #expect(swaziland.code?.key == "ISO3166-1-Alpha-2")
        // Columns count Unicode scalars: "Îles d’Åland" on line 3 is as wide in columns as it looks.
        let aland = try record("AX", in: dataset)
        #expect(aland.name?.location.description.hasSuffix("country-codes.csv:3:60") == true)
        #expect(aland.dialCode?.location.description.hasSuffix("country-codes.csv:3:5") == true)
    }

    @Test func quotedCellsHoldDelimitersDoubledQuotesAndLineBreaks() throws {
        let text = "name,dial_code,code\r\n\"Korea, \"\"South\"\"\",+82,KR\r\n\"Two\r\nlines\",+46,SE\r\n"
        let dataset = try dataset(text)
        #expect(dataset.records.map { $0.name?.text } == ["Korea, \"South\"", "Two\r\nlines"])
        #expect(dataset.records.map { $0.code?.location.line } == [2, 4])
        #expect(dataset.records[0].dialCode?.location.column == 20)
        #expect(dataset.records[1].dialCode?.location == SourceLocation(file: "d.csv", line: 4, column: 8))
        #expect(dataset.raggedRows.isEmpty)
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let dataset = try dataset("\u{FEFF}name,dial_code,code\nAfghanistan,+93,AF\n")
        #expect(dataset.records.first?.name?.location == SourceLocation(file: "d.csv", line: 2, column: 1))
        #expect(dataset.records.first?.name?.key == "name")
    }

    @Test(arguments: [
        ("name\tdial_code\tcode\nSaint Kitts, Nevis\t+1 869\tKN\n", DatasetFormat.delimited(.tab)),
        ("name;dial_code;code\n\"France; French Republic\";+33;FR\n", .delimited(.semicolon)),
        ("\"name\",\"dial_code\",\"code\"\nAfghanistan,+93,AF\n", .delimited(.comma)),
    ])
    func theDelimiterIsTakenFromTheHeader(_ text: String, _ format: DatasetFormat) throws {
        let dataset = try dataset(text, file: "-")
        #expect(dataset.format == format)
        #expect(dataset.records.count == 1 && dataset.records[0].code != nil && dataset.raggedRows.isEmpty)
    }

    @Test func theTSVFixtureIsReadWithCRLFLineBreaks() throws {
        let dataset = try DatasetReader.read(path: Fixture.path("formats/countries.tsv"))
        #expect(dataset.format == .delimited(.tab))
        #expect(dataset.records.map { $0.code?.text } == ["AF", "KY", "GY"])
        #expect(dataset.records[1].dialCode?.location.line == 3)
        #expect(dataset.records[1].dialCode?.location.column == 16)
    }

    @Test func contentDecidesOverTheExtension() throws {
        #expect(try dataset("name,dial_code,code\nAfghanistan,+93,AF\n", file: "d.json").format == .delimited(.comma))
        #expect(try dataset(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#, file: "d.csv").format == .json)
        let header = "FIFA,Dial,Developed / Developing Countries,ISO3166-1-Alpha-2,CLDR display name\nAFG,93,Developing,AF,Afghanistan\n"
        #expect(try dataset(header, file: "-").records.first?.code?.text == "AF")
        // Almost-JSON stays with the JSON reader, which says what is wrong.
        let keyed = try #require(throws: InputError.self) { try dataset(#"  "AF": "+93", "AX": "+358 18""#, file: "-") }
        #expect(keyed.message.contains("unknown dataset shape"))
        let commented = try dataset("// countries, by code\n[]", file: "d")
        #expect(commented.format == .json && commented.syntaxIssues.first?.message.contains("comment") == true)
    }

    @Test func raggedRowsAreReadAndRecorded() throws {
        let dataset = try DatasetReader.read(path: Fixture.path("formats/broken/ragged-rows.csv"))
        #expect(dataset.raggedRows.map(\.cells) == [4, 2])
        #expect(dataset.raggedRows.map(\.location.line) == [3, 4])
        let findings = Validator.validate(dataset, against: TestData.embeddedReference).filter { $0.ruleID == "csv-row-width" }
        #expect(findings.map(\.message) == [
            "row has 4 cells, the header has 3; cells beyond column 3 are not read",
            "row has 2 cells, the header has 3; the missing cells are missing fields",
        ])
        // The short row has no code; its name finds the region.
        #expect(findings.map(\.code) == ["+82", "SE"])
    }

    @Test func aRepeatedHeaderIsADuplicateKeyReportedOnce() throws {
        let dataset = try dataset("name,code,dial_code,code\nAfghanistan,AF,+93,XX\nAlbania,AL,+355,YY\n")
        #expect(dataset.records.map { $0.code?.text } == ["AF", "AL"])
        #expect(dataset.duplicateKeys.map(\.key) == ["code"])
        #expect(dataset.duplicateKeys.first?.location == SourceLocation(file: "d.csv", line: 1, column: 21))
    }

    @Test(arguments: [
        ("broken/unterminated-quote.csv", "unterminated-quote.csv:3:1: unterminated quoted cell"),
        ("broken/text-after-quote.csv", "text-after-quote.csv:2:14: expected ',' or a line break after the closing '\"' of a quoted cell, found \"x\""),
    ])
    func malformedCSVIsAnInputErrorAtItsPosition(_ fixture: String, _ expected: String) throws {
        let error = try #require(throws: InputError.self) { try DatasetReader.read(path: Fixture.path("formats/" + fixture)) }
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test func invalidUTF8IsReportedAtItsByte() throws {
        let bytes = Array("name,dial_code,code\nÅland,+358,A".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        let error = try #require(throws: InputError.self) { try DatasetReader.parse(bytes: bytes, file: "d.csv") }
        #expect(error.description == "d.csv:2:13: invalid UTF-8 byte 0xC3")
    }

    @Test func aHeaderWithoutRowsIsAnEmptyDatasetAndAnEmptyFileAnError() throws {
        #expect(try dataset("name,dial_code,code\n").records.isEmpty)
        #expect(throws: InputError.self) { try dataset("\n\n", file: "d.csv") }
    }
}
