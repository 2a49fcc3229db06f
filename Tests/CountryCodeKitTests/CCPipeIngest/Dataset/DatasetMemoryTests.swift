@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CountryCodeKit
import Foundation
import Testing

/// What keeps a 100,000-record dataset small (the manual, "Limits"): lean
/// records, and a document tree that is never whole in memory.
@Suite struct DatasetMemoryTests {
    /// A dataset holds a location for every record and value.
    @Test func locationsAndRecordsStaySmall() {
        #expect(MemoryLayout<CCPipeCore.SourceLocation>.stride == 16)
        #expect(MemoryLayout<FieldValue?>.stride <= 32)
        #expect(MemoryLayout<DatasetRecord>.stride <= 128)
    }

    /// A value keeps its key, kind and file in a part it shares with the
    /// values like it; each of them can still change on its own.
    @Test func valuesShareTheirKeyKindAndFileAndChangeEachAlone() {
        let location = CCPipeCore.SourceLocation(file: "d.json", line: 3, column: 7)
        var value = FieldValue(key: "name", kind: .string, text: "Sweden", location: location)
        #expect(value.key == "name" && value.kind == .string && value.location == location)
        value.kind = .oversized
        #expect(value.key == "name" && value.kind == .oversized && value.location == location && value.string == nil)
        value.location = CCPipeCore.SourceLocation(file: "e.json", line: 9, column: 1)
        #expect(value.location.description == "e.json:9:1" && value.kind == .oversized && value.key == "name")
        value.location = value.location.at(line: 4, column: 2)
        #expect(value.location.description == "e.json:4:2")
        let other = FieldValue(key: "name", kind: .oversized, text: "Sweden", location: CCPipeCore.SourceLocation(file: "e.json", line: 4, column: 2))
        #expect(value == other && value.hashValue == other.hashValue)
        #expect(value != FieldValue(key: "name", kind: .string, text: "Sweden", location: other.location))
        #expect(value != FieldValue(key: "name", kind: .oversized, text: "Sweden", location: CCPipeCore.SourceLocation(file: "f.json", line: 4, column: 2)))
    }

    /// Values with one key share its name; equality and hashing still go by the text of the key.
    @Test func valuesShareTheirKeyAndCompareByIt() {
        let location = CCPipeCore.SourceLocation(file: "d.json", line: 1, column: 1)
        var first = FieldValue(key: "dial_code", kind: .string, text: "+46", location: location)
        let second = FieldValue(key: "dial_" + "code", kind: .string, text: "+46", location: location)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        first.key = "dial code"
        #expect(first.key == "dial code" && first != second)
    }

    @Test func locationsMadeAtAnotherPositionKeepTheirFile() {
        let origin = CCPipeCore.SourceLocation(file: "data/countries.json", line: 1, column: 1)
        let later = origin.at(line: 7, column: 3)
        #expect(later == CCPipeCore.SourceLocation(file: "data/countries.json", line: 7, column: 3))
        #expect(later.description == "data/countries.json:7:3")
        #expect(origin < later)
        #expect(CCPipeCore.SourceLocation(file: "a.json", line: 9, column: 9) < CCPipeCore.SourceLocation(file: "b.json", line: 1, column: 1))
        #expect(Set([later, CCPipeCore.SourceLocation(file: "data/countries.json", line: 7, column: 3)]).count == 1)
    }

    @Test func uncommonFieldsAreKeptAndCleared() {
        let location = CCPipeCore.SourceLocation(file: "d.json", line: 1, column: 1)
        var record = DatasetRecord(index: 0, location: location, name: nil, dialCode: nil, code: nil)
        let flag = FieldValue(key: "flag", kind: .string, text: "🇸🇪", location: location)
        record.flag = flag
        record.localizedNames["sv"] = FieldValue(key: "name_sv", kind: .string, text: "Sverige", location: location)
        #expect(record.flag == flag)
        #expect(record.localizedNames["sv"]?.text == "Sverige")
        record.flag = nil
        record.localizedNames = [:]
        #expect(record.flag == nil && record.localizedNames.isEmpty && record.moreDialCodes.isEmpty && record.alpha3 == nil)
    }

    /// Elements of a top-level array go to the reader one by one; the tree keeps none of them.
    @Test func topLevelElementsAreHandedOverAsTheyAreRead() throws {
        var taken: [JSONNode] = []
        let recovered = try JSONParser.parseRecovering(Array(#"[{"a": 1}, {"b": [2]}, 3]"#.utf8), file: "t.json") { taken.append($0) }
        #expect(recovered.root.elements?.isEmpty == true)
        #expect(taken.map(\.kindDescription) == ["an object", "an object", "a number"])
        #expect(taken.map(\.location.column) == [2, 12, 24])
    }

    /// A top-level array is read element by element, a wrapped one from the
    /// tree: both give the same records and the same findings about them.
    @Test func streamedRecordsEqualThoseReadFromTheTree() throws {
        let records = #"""
        [{"name": "Sweden", "dial_code": "+46", "code": "SE", "code": "SE", "population": 10000000000000000001},
         {"name": "Norway (+47)", "code": "NO", "extra": true},
         {"name": "Åland", "dial_code": "+358 18", "code": "AX", "flag": "🇦🇽", "name_sv": "Åland"}]
        """#
        let streamed = try DatasetReader.parse(bytes: Array(records.utf8), file: "d.json")
        let wrapped = try DatasetReader.parse(bytes: Array(#"{"countries": \#(records)}"#.utf8), file: "d.json")
        func summary(_ dataset: Dataset) -> [String] {
            dataset.records.map { record in
                [record.name, record.dialCode, record.code, record.flag].map { $0.map { "\($0.key)=\($0.text ?? "")" } ?? "-" }
                    .joined(separator: " ") + " \(record.localizedNames.keys.sorted())"
            } + dataset.duplicateKeys.map(\.key) + dataset.unreadKeys.map { "\($0.key)×\($0.records)" }
                + dataset.numbersOutOfRange.map(\.literal)
        }
        #expect(streamed.shape == .array)
        #expect(summary(streamed) == summary(wrapped))
        #expect(summary(streamed).contains("extra×1"))
        #expect(summary(streamed).contains("10000000000000000001"))
    }

    /// A CSV table's rows become records as they are scanned: neither the
    /// table nor its tree is held whole (1,000,000 rows took 580 MB), and
    /// the records and findings are those of the tree.
    @Test func csvRowsAreHandedOverAsTheyAreScanned() throws {
        let table = "name,dial_code,code,name,extra\nSweden,+46,SE,x,1\n\n\"Nor\nway\",+47,NO\nÅland,+358 18,AX,y,2,3\n"
        var taken: [JSONNode] = []
        var reserved = 0
        let read = try DelimitedTable.read(Array(table.utf8), file: "t.csv", delimiter: .comma, rootElements: { taken.append($0) },
                                           reserve: { reserved = $0 })
        #expect(read.root.elements?.isEmpty == true)
        #expect(reserved == 6)
        let tree = try DelimitedTable.read(Array(table.utf8), file: "t.csv", delimiter: .comma)
        #expect(taken.map(\.location) == tree.root.elements?.map(\.location))
        #expect(taken.map { $0.members?.map(\.key) ?? [] } == [["name", "dial_code", "code", "extra"], ["name", "dial_code", "code"],
                                                              ["name", "dial_code", "code", "extra"]])
        #expect(read.raggedRows.map(\.cells) == [3, 6] && read.duplicateKeys.map(\.key) == ["name"])
        let dataset = try DatasetReader.parse(bytes: Array(table.utf8), file: "t.csv")
        #expect(dataset.shape == .array)
        #expect(dataset.records.map { $0.code?.text } == ["SE", "NO", "AX"])
        #expect(dataset.unreadKeys.map { "\($0.key)×\($0.records)" } == ["extra×2"])
    }

    @Test func aNonObjectElementIsReportedAfterTheDocumentParses() throws {
        #expect(throws: InputError(DatasetMessage.recordNotObject(index: 1, found: "a number"),
                                   at: CCPipeCore.SourceLocation(file: "d.json", line: 1, column: 36))) {
            _ = try DatasetReader.parse(bytes: Array(#"[{"name": "Sweden", "code": "SE"}, 2, 3]"#.utf8), file: "d.json")
        }
        // A syntax error further on still comes first.
        #expect(throws: InputError.self) {
            _ = try DatasetReader.parse(bytes: Array(#"[{"name": "Sweden", "code": "SE"}, 2, {"#.utf8), file: "d.json")
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = Scratch.url("ccpipe-fifo-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("d.json").path
        #expect(mkfifo(path, 0o600) == 0)
        let refusal = InputError("cannot read file: expected a regular file, found a FIFO", file: path)
        #expect(throws: refusal) { _ = try InputFile.bytes(atPath: path, maxBytes: 1024, acceptingStandardInput: true) }
        #expect(throws: refusal) { _ = try DatasetReader.read(path: path) }
        #expect(throws: refusal) { _ = try ConfigurationReader.read(path: path, knownRules: []) }
        #expect(throws: refusal) { _ = try ISO3166Loader.load(.disk(path)) }
        #expect(throws: refusal) { try XMLReader.checkMarkup(file: path) }
    }

    @Test func markupChecksOfAWholeFile() throws {
        let directory = Scratch.url("ccpipe-markup-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("en.xml").path
        try AtomicFile.write(#"<?xml version="1.0" encoding="UTF-8"?>\#n<ldml><identity/></ldml>\#n"#, to: good)
        try XMLReader.checkMarkup(file: good, options: XMLReaderOptions(rootElement: "ldml"))
        #expect(throws: InputError.self) { try XMLReader.checkMarkup(file: good, options: XMLReaderOptions(rootElement: "supplementalData")) }
        let entity = directory.appendingPathComponent("sv.xml").path
        try AtomicFile.write(#"<?xml version="1.0" encoding="UTF-8"?>\#n<!DOCTYPE ldml [<!ENTITY a "b">]>\#n<ldml>&a;</ldml>\#n"#, to: entity)
        #expect(throws: InputError.self) { try XMLReader.checkMarkup(file: entity) }
        let unclosed = directory.appendingPathComponent("fi.xml").path
        try AtomicFile.write("<ldml><identity/>", to: unclosed)
        #expect(throws: InputError.self) { try XMLReader.checkMarkup(file: unclosed) }
    }
}
