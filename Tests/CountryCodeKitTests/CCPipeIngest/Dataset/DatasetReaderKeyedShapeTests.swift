@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Testing

/// Keyed objects whose keys are not region codes, parallel arrays, and what an
/// unreadable shape reports (issue 9 §2).
@Suite struct DatasetReaderKeyedShapeTests {
    private func read(_ text: String, fields: FieldMapping? = nil) throws -> Dataset {
        try DatasetReader.parse(bytes: Array(text.utf8), file: "d.json", fields: fields)
    }

    private func at(_ line: Int, _ column: Int) -> CCPipeCore.SourceLocation {
        CCPipeCore.SourceLocation(file: "d.json", line: line, column: column)
    }

    /// (name, dial code, code) of each record, in order.
    private func fields(_ dataset: Dataset) -> [[String?]] {
        dataset.records.map { [$0.name?.text, $0.dialCode?.text, $0.code?.text] }
    }

    @Test(arguments: [
        (#"{"46": "SE", "358": "FI"}"#, DatasetShape.keyedByDialCode),
        (#"{"+46": ["SE", "AX"], "1-684": "AS"}"#, DatasetShape.keyedByDialCode),
        (#"{"SWE": "+46", "FIN": "+358"}"#, DatasetShape.keyedByAlpha3),
        (#"{"Sweden": "+46", "Åland Islands": "+358"}"#, DatasetShape.keyedByName),
        (#"{"Sweden": {"code": "SE"}}"#, DatasetShape.keyedByName),
        (#"{"UK": "+44", "SE": "+46"}"#, DatasetShape.keyedByCode),
        (#"{"names": ["Sweden"], "codes": ["SE"]}"#, DatasetShape.parallelArrays(keys: ["names", "codes"])),
    ])
    func recognisesShape(_ json: String, _ shape: DatasetShape) throws {
        #expect(try read(json).shape == shape)
    }

    @Test func keyedByDialCodeGivesARecordPerRegion() throws {
        let dataset = try read("{\n  \"+46\": [\"SE\", \"AX\"],\n  \"47\": \"NO\"\n}")
        #expect(fields(dataset) == [[nil, "+46", "SE"], [nil, "+46", "AX"], [nil, "47", "NO"]])
        #expect(dataset.records.map(\.index) == [0, 1, 2])
        // The dial code points at the key; each record at its own element.
        #expect(dataset.records.map(\.dialCode?.location) == [at(2, 3), at(2, 3), at(3, 3)])
        #expect(dataset.records.map(\.location) == [at(2, 11), at(2, 17), at(3, 3)])
        #expect(dataset.records[0].dialCode?.key == RecordReader.objectKey)
        #expect(dataset.records.map(\.code?.key) == ["+46[0]", "+46[1]", "47"])
    }

    @Test func keyedByDialCodeReadsNamesAndRecords() throws {
        let dataset = try read(#"{"46": "Sweden", "358": {"code": "FI", "name": "Finland"}}"#)
        #expect(fields(dataset) == [["Sweden", "46", nil], ["Finland", "358", "FI"]])
    }

    @Test func keyedByAlpha3KeepsTheCodeAsWritten() throws {
        let dataset = try read("{\n  \"SWE\": \"+46\",\n  \"FIN\": \"Finland\"\n}")
        #expect(fields(dataset) == [[nil, "+46", "SWE"], ["Finland", nil, "FIN"]])
        #expect(dataset.records[0].code == FieldValue(key: RecordReader.objectKey, kind: .string, text: "SWE", location: at(2, 3)))
    }

    @Test func keyedByAlpha3PrefersTheRecordsOwnCode() throws {
        let dataset = try read(#"{"SWE": {"code": "SE", "dial_code": "+46"}, "FIN": {"dial_code": "+358"}}"#)
        #expect(fields(dataset) == [[nil, "+46", "SE"], [nil, "+358", "FIN"]])
    }

    @Test func keyedByNameTakesTheNameFromTheKey() throws {
        let dataset = try read("{\n  \"Sweden\": \"+46\",\n  \"Finland\": 358,\n  \"Norway\": \"NO\"\n}")
        #expect(fields(dataset) == [["Sweden", "+46", nil], ["Finland", "358", nil], ["Norway", nil, "NO"]])
        #expect(dataset.records[0].name == FieldValue(key: RecordReader.objectKey, kind: .string, text: "Sweden", location: at(2, 3)))
        #expect(dataset.records[1].dialCode?.kind == .number)
        #expect(dataset.records[0].dialCode?.location == at(2, 13))
    }

    /// A key of another kind among them makes the whole object unreadable,
    /// rather than some keys read one way and the rest another.
    @Test(arguments: [
        #"{"46": "SE", "Sweden": "+46"}"#,
        #"{"name": "Sweden", "dial_code": "+46"}"#,
        #"{"Sweden": "+46", "Finland": {"population": 5}}"#,
        #"{"Sweden": true}"#,
    ])
    func refusesMixedOrMismatchedKeys(_ json: String) throws {
        let error = try #require(throws: InputError.self) { try read(json) }
        #expect(error.message.hasPrefix("unknown dataset shape"))
    }

    @Test func readsParallelArraysOnePerIndex() throws {
        let json = "{\n  \"names\": [\"Sweden\", \"Finland\"],\n  \"codes\": [\"SE\", \"FI\"],\n  \"dial_codes\": [\"+46\", [\"+358\"]]\n}"
        let dataset = try read(json)
        #expect(fields(dataset) == [["Sweden", "+46", "SE"], ["Finland", "+358", "FI"]])
        #expect(dataset.records.map(\.index) == [0, 1])
        #expect(dataset.records.map(\.location) == [at(2, 13), at(2, 23)])
        #expect(dataset.records[1].code == FieldValue(key: "codes[1]", kind: .string, text: "FI", location: at(3, 19)))
        #expect(dataset.records[1].dialCode?.key == "dial_codes[1][0]")
        #expect(dataset.records[1].dialCode?.location == at(4, 26))
    }

    @Test func readsParallelArraysUnderAliasesAndMappedKeys() throws {
        let aliases = try read(#"{"countries": ["Sweden"], "iso2": ["SE"], "meta": 1}"#)
        #expect(fields(aliases) == [["Sweden", nil, "SE"]])
        let mapped = try read(#"{"land": ["Sverige"], "tel": ["46"]}"#, fields: FieldMapping(name: ["land"], dialCode: ["tel"]))
        #expect(fields(mapped) == [["Sverige", "46", nil]])
    }

    @Test func refusesParallelArraysOfUnequalLength() throws {
        let error = try #require(throws: InputError.self) {
            try read(#"{"names": ["Sweden", "Finland", "Norway"], "codes": ["SE", "FI"], "dial_codes": ["+46", "+358", "+47"]}"#)
        }
        #expect(error.message == #"parallel arrays differ in length, so their elements cannot be paired: "names" has 3, "codes" has 2, "dial_codes" has 3"#)
        #expect(error.location == at(1, 1))
    }

    @Test func unreadableRecordsNameTheirPatternsAndTheFieldsThatReadThem() throws {
        let json = #"[{"land": "Sverige", "tel": "46", "kod": "SWE"}, {"land": "Suomi", "tel": "358", "kod": "FIN", "x": 1}]"#
        let error = try #require(throws: InputError.self) { try read(json) }
        #expect(error.message == """
            unknown dataset shape: \(DatasetMessage.expectedShapes)
              found 2 records (objects) with the keys "land", "tel", "kod", "x"
              "land" holds names, such as "Sverige"; "tel" holds digits, such as "46"; "kod" holds 3-letter codes, such as "SWE"; "x" holds a number, such as "1"
              to read it, pass --fields name=land,dial_code=tel,code=kod
            """)
        // The suggested mapping reads it.
        let dataset = try read(json, fields: FieldMapping(name: ["land"], dialCode: ["tel"], code: ["kod"]))
        #expect(fields(dataset) == [["Sverige", "46", "SWE"], ["Suomi", "358", "FIN"]])
    }

    @Test func unreadableKeyedRecordsSuggestFieldsThatReadThem() throws {
        let json = #"{"a1": {"land": "Sverige", "tel": "+46"}, "a2": {"land": "Suomi", "tel": "+358"}}"#
        let error = try #require(throws: InputError.self) { try read(json) }
        #expect(error.message.hasSuffix("""
            found 2 records (objects) with the keys "land", "tel"
              "land" holds names, such as "Sverige"; "tel" holds dial codes with '+', such as "+46"
              to read it, pass --fields name=land,dial_code=tel
            """))
        let dataset = try read(json, fields: FieldMapping(name: ["land"], dialCode: ["tel"]))
        #expect(dataset.shape == .keyedByName)
        #expect(fields(dataset) == [["Sverige", "+46", nil], ["Suomi", "+358", nil]])
    }

    @Test func nonISOKeyGetsCodeValidityWithItsFix() throws {
        let dataset = try read(#"{"UK": "+44"}"#)
        let findings = Validator.validate(dataset, against: TestData.embeddedReference).filter { $0.ruleID == "code-validity" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.expected == "GB")
        #expect(finding.location == at(1, 2))
    }
}
