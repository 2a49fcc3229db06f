@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
import Testing

@Suite struct DatasetReaderShapeTests {
    private func read(_ text: String, fields: FieldMapping? = nil) throws -> Dataset {
        try DatasetReader.parse(bytes: Array(text.utf8), file: "d.json", fields: fields)
    }

    private func at(_ line: Int, _ column: Int) -> CCPipeCore.SourceLocation { CCPipeCore.SourceLocation(file: "d.json", line: line, column: column) }

    @Test(arguments: [
        (#"{"countries": [{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]}"#, DatasetShape.wrappedArray(key: "countries")),
        (#"{"meta": {"v": 1}, "countries": [{"code": "AF"}]}"#, DatasetShape.wrappedArray(key: "countries")),
        (#"{"list": [{"code": "AF"}]}"#, DatasetShape.wrappedArray(key: "list")),
        (#"{"AF": {"name": "Afghanistan", "phone": "+93"}}"#, DatasetShape.keyedByCode),
        (#"{"af": "+93"}"#, DatasetShape.keyedByCode),
        (#"[{"code": "AF"}]"#, DatasetShape.array),
        ("[]", DatasetShape.array),
    ])
    func recognisesShape(_ json: String, _ shape: DatasetShape) throws {
        #expect(try read(json).shape == shape)
    }

    @Test(arguments: [
        (#"{"iso2": "AF", "callingCode": "93", "country": "Afghanistan"}"#, "iso2", "callingCode", "country"),
        (#"{"alpha_2": "AF", "phone_code": "+93", "countryName": "Afghanistan"}"#, "alpha_2", "phone_code", "countryName"),
        (#"{"cca2": "AF", "dialCode": "+93", "name": "Afghanistan"}"#, "cca2", "dialCode", "name"),
        (#"{"iso3166-1": "AF", "calling_code": "+93", "name": "Afghanistan"}"#, "iso3166-1", "calling_code", "name"),
        (#"{"countryCode": "AF", "phoneCode": "+93", "name": "Afghanistan"}"#, "countryCode", "phoneCode", "name"),
        (#"{"iso_code": "AF", "phone": "+93", "name": "Afghanistan"}"#, "iso_code", "phone", "name"),
    ])
    func findsFieldsByAlias(_ json: String, _ codeKey: String, _ dialKey: String, _ nameKey: String) throws {
        let record = try #require(try read("[\(json)]").records.first)
        #expect(record.code?.key == codeKey)
        #expect(record.code?.text == "AF")
        #expect(record.dialCode?.key == dialKey)
        #expect(record.name?.key == nameKey)
        #expect(record.name?.text == "Afghanistan")
    }

    @Test func keepsNumberDialCodeAsNumber() throws {
        let record = try #require(try read(#"[{"code": "AF", "dial_code": 93}]"#).records.first)
        #expect(record.dialCode == FieldValue(key: "dial_code", kind: .number, text: "93", location: at(1, 30)))
    }

    @Test(arguments: [
        (#"{"root": "+1", "suffixes": ["684"]}"#, "+1684", "idd.root+idd.suffixes"),
        // Several suffixes: each is a dial code of the record, the first leads.
        (#"{"root": "+1", "suffixes": ["201", "202"]}"#, "+1201", "idd.root+idd.suffixes[0]"),
        (#"{"root": "+7", "suffixes": []}"#, "+7", "idd.root"),
        (#"{"root": "+44"}"#, "+44", "idd.root"),
    ])
    func readsNestedIdd(_ idd: String, _ expected: String, _ key: String) throws {
        let record = try #require(try read(#"[{"code": "XX", "idd": \#(idd)}]"#).records.first)
        #expect(record.dialCode?.text == expected)
        #expect(record.dialCode?.key == key)
        #expect(record.dialCode?.location == at(1, 33))
    }

    @Test func readsSingleElementCallingCodes() throws {
        let record = try #require(try read(#"[{"alpha2": "AF", "callingCodes": ["93"]}]"#).records.first)
        #expect(record.dialCode?.key == "callingCodes[0]")
        #expect(record.dialCode?.text == "93")
    }

    @Test func recordStartsAtItsBraceOrKey() throws {
        let array = try read("[\n  {\"code\": \"AF\"}\n]")
        #expect(array.records.first?.location == at(2, 3))
        let keyed = try read("{\n  \"AF\": {\"name\": \"Afghanistan\"}\n}")
        #expect(keyed.records.first?.location == at(2, 3))
        #expect(keyed.records.first?.code?.text == "AF")
        #expect(keyed.records.first?.name?.text == "Afghanistan")
    }

    @Test func fillsLocalizedNames() throws {
        let json = #"[{"code": "AX", "name": "Aland Islands", "name_ru": "Аландские острова", "name_zh-hant": "奧蘭群島", "name_pt_BR": "Ilhas Aland", "name_alt": "Åland"}]"#
        let record = try #require(try read(json).records.first)
        #expect(Set(record.localizedNames.keys) == ["ru", "zh_Hant", "pt_BR"])
        #expect(record.localizedNames["ru"]?.text == "Аландские острова")
        #expect(record.localizedNames["ru"]?.key == "name_ru")
        #expect(record.name?.text == "Aland Islands")
    }

    @Test func reportsEveryDuplicateKey() throws {
        let json = "[\n{\"code\": \"AF\", \"code\": \"AX\", \"name\": {\"common\": \"A\", \"common\": \"B\"}},\n{\"code\": \"AL\", \"code\": \"AL\", \"code\": \"AL\"}\n]"
        let dataset = try read(json)
        #expect(dataset.duplicateKeys == [
            DuplicateKey(key: "code", location: at(2, 16), firstLocation: at(2, 2)),
            DuplicateKey(key: "common", location: at(2, 54), firstLocation: at(2, 39)),
            DuplicateKey(key: "code", location: at(3, 16), firstLocation: at(3, 2)),
            DuplicateKey(key: "code", location: at(3, 30), firstLocation: at(3, 2)),
        ])
        // The first occurrence is the value read; the repeat is reported, not lost.
        #expect(dataset.records.first?.code?.text == "AF")
    }

    @Test func appliesFieldMapping() throws {
        let json = #"[{"label": {"en": "Afghanistan"}, "tel": "+93", "cc": "AF", "code": "ignored"}]"#
        let mapping = try FieldMapping(parsing: "name=label.en,dial_code=tel,code=cc")
        let record = try #require(try read(json, fields: mapping).records.first)
        #expect(record.name?.text == "Afghanistan")
        #expect(record.name?.key == "label.en")
        #expect(record.dialCode?.text == "+93")
        #expect(record.code?.text == "AF")
        #expect(record.code?.key == "cc")
    }

    @Test func mappedFieldMissingIsNil() throws {
        let record = try #require(try read(#"[{"code": "AF"}]"#, fields: FieldMapping(name: ["title"])).records.first)
        #expect(record.name == nil)
        #expect(record.code?.text == "AF")
    }

    @Test(arguments: [
        (#"{"version": 2, "generated": "2024", "entries": {"AF": "+93"}}"#, 1, 1,
         """
         unknown dataset shape: \(DatasetMessage.expectedShapes)
           found an object with the keys "version", "generated", "entries"
           "version" holds a number, such as "2"; "generated" holds digits, such as "2024"; "entries" holds an object
         """),
        ("  \"AF\"", 1, 3,
         "unknown dataset shape: \(DatasetMessage.expectedShapes); found a string"),
        ("{}", 1, 1,
         "unknown dataset shape: \(DatasetMessage.expectedShapes); found an empty object"),
        ("[{\"code\": \"AF\"},\n \"AX\"]", 2, 2, "record 2 is a string, expected an object"),
    ])
    func rejectsUnknownShape(_ json: String, _ line: Int, _ column: Int, _ message: String) throws {
        let error = try #require(throws: InputError.self) { try read(json) }
        #expect(error.message == message)
        #expect(error.location == at(line, column))
    }

    @Test func reportsMalformedJSON() throws {
        let error = try #require(throws: InputError.self) { try read("[{\"code\": \"AF\"}") }
        #expect(error.message == "expected ',' or ']' after array element, found end of file")
        #expect(error.location == at(1, 16))
    }

    /// What the reader reads past is listed with its place, for json-syntax.
    @Test(arguments: [
        ("[{\"code\": \"AF\",}]", 1, 15, "trailing comma before '}'"),
        ("[{\"code\": \"AF\"}]\n[]", 2, 1, "unexpected text after the JSON document; it is not read"),
    ])
    func readsPastAlmostJSON(_ json: String, _ line: Int, _ column: Int, _ message: String) throws {
        let dataset = try read(json)
        #expect(dataset.syntaxIssues.map(\.message) == [message])
        #expect(dataset.syntaxIssues.first?.location == at(line, column))
        #expect(dataset.records.count == 1)
    }

    @Test func reportsInvalidUTF8() throws {
        let bytes = Array("[{\"name\": \"C".utf8) + [0xF4] + Array("te\"}]".utf8)
        let error = try #require(throws: InputError.self) { try DatasetReader.parse(bytes: bytes, file: "d.json") }
        #expect(error.message == "invalid UTF-8 byte 0xF4")
        #expect(error.location == at(1, 13))
    }

    @Test func readsBOMAndCRLFDataset() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[\r\n  {\"code\": \"AF\",\r\n   \"dial_code\": \"+93\"}\r\n]\r\n".utf8)
        let record = try #require(try DatasetReader.parse(bytes: bytes, file: "d.json").records.first)
        #expect(record.location == at(2, 3))
        #expect(record.dialCode?.location == at(3, 17))
    }

    @Test func refusesOversizedFileBeforeReadingIt() throws {
        let path = try Fixture.realWorld("seed-CountryCodes.json")
        let error = try #require(throws: InputError.self) {
            try DatasetReader.read(path: path, limits: JSONParser.Limits(maxBytes: 1000))
        }
        #expect(error.message == "file is 20027 bytes, larger than the limit of 1000 bytes")
    }

    @Test func reportsMissingFile() throws {
        let error = try #require(throws: InputError.self) { try DatasetReader.read(path: "/nonexistent/x.json") }
        #expect(error.file == "/nonexistent/x.json")
        #expect(error.location == nil)
    }
}
