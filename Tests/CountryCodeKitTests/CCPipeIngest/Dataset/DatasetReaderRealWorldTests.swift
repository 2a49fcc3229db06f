@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Testing

/// The four published datasets in `Fixtures/real-world`, read as `ccpipe check` meets them.
@Suite struct DatasetReaderRealWorldTests {
    private func record(_ code: String, in dataset: Dataset) throws -> DatasetRecord {
        try #require(dataset.records.first { $0.code?.text == code })
    }

    @Test(arguments: [
        ("seed-CountryCodes.json", DatasetShape.array, 242),
        ("keyed-object-dialcodes.json", DatasetShape.keyedByCode, 241),
        ("wrapped-00-prefix.json", DatasetShape.wrappedArray(key: "phone_codes"), 242),
        ("nested-idd-countries.json", DatasetShape.array, 250),
    ])
    func recognisesShapeAndCount(_ file: String, _ shape: DatasetShape, _ count: Int) throws {
        let path = try Fixture.realWorld(file)
        let dataset = try DatasetReader.read(path: path)
        #expect(dataset.shape == shape)
        #expect(dataset.records.count == count)
        #expect(dataset.duplicateKeys.isEmpty)
        #expect(dataset.file == path)
        #expect(dataset.records.allSatisfy { $0.code != nil && $0.dialCode != nil })
    }

    @Test func seedKeepsCaymanDialCodeAtItsPosition() throws {
        let path = try Fixture.realWorld("seed-CountryCodes.json")
        let cayman = try record("KY", in: DatasetReader.read(path: path))
        #expect(cayman.name?.string == "Cayman Islands")
        #expect(cayman.dialCode == FieldValue(key: "dial_code", kind: .string, text: "+ 345",
                                              location: SourceLocation(file: path, line: 199, column: 19)))
        #expect(cayman.location == SourceLocation(file: path, line: 197, column: 4))
        #expect(cayman.index == 39)
    }

    @Test func keyedObjectTakesCodeFromKey() throws {
        let path = try Fixture.realWorld("keyed-object-dialcodes.json")
        let dataset = try DatasetReader.read(path: path)
        let cayman = try record("KY", in: dataset)
        #expect(cayman.name == nil)
        #expect(cayman.code == FieldValue(key: "(key)", kind: .string, text: "KY", location: SourceLocation(file: path, line: 1, column: 437)))
        #expect(cayman.dialCode == FieldValue(key: "KY", kind: .string, text: "+ 345", location: SourceLocation(file: path, line: 1, column: 442)))
        #expect(cayman.location == cayman.code?.location)
        // Antarctica's dial code is null in this file: kept as found, for the schema rule.
        #expect(try record("AQ", in: dataset).dialCode?.kind == .null)
        #expect(try record("AX", in: dataset).dialCode?.text == "")
    }

    @Test func wrappedArrayKeepsDoubleZeroPrefix() throws {
        let dataset = try DatasetReader.read(path: Fixture.realWorld("wrapped-00-prefix.json"))
        #expect(dataset.records.first?.code?.text == "SA")
        #expect(try record("SA", in: dataset).dialCode?.text == "00966")
        #expect(try record("SA", in: dataset).name?.text == "Saudi Arabia")
    }

    @Test func nestedIddCombinesRootAndSuffix() throws {
        let path = try Fixture.realWorld("nested-idd-countries.json")
        let dataset = try DatasetReader.read(path: path)
        let samoa = try record("AS", in: dataset)
        #expect(samoa.dialCode?.text == "+1684")
        #expect(samoa.dialCode?.key == "idd.root+idd.suffixes")
        #expect(samoa.name == FieldValue(key: "name.common", kind: .string, text: "American Samoa", location: try #require(samoa.name?.location)))
        #expect(samoa.code?.key == "cca2")
        #expect(samoa.code?.location == SourceLocation(file: path, line: 1714, column: 17))

        let unitedStates = try record("US", in: dataset)
        // Every area code mledoze lists is a dial code of the record.
        #expect(unitedStates.dialCode?.text == "+1201")
        #expect(unitedStates.dialCode?.key == "idd.root+idd.suffixes[0]")
        #expect(unitedStates.moreDialCodes.count > 100)
        #expect(unitedStates.name?.text == "United States")
        #expect(try record("AQ", in: dataset).dialCode?.text == "")
    }
}
