import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import Testing
@testable import CCPipeDiff

/// How records are matched across a change: by code, whatever the order.
struct DatasetDifferTests {
    static func records(_ rows: [(String, String, String)]) -> String {
        "[" + rows.map { #"{"name": "\#($0.0)", "dial_code": "\#($0.1)", "code": "\#($0.2)"}"# }.joined(separator: ",\n") + "]"
    }

    static let base = [("Afghanistan", "+93", "AF"), ("Albania", "+355", "AL"), ("Netherlands Antilles", "+599", "AN")]

    func diff(_ old: String, _ new: String, replacements: [String: [String]] = [:]) throws -> DatasetDiff {
        DatasetDiffer.diff(old: try TestData.dataset(json: old, file: "old.json"),
                           new: try TestData.dataset(json: new, file: "new.json"), replacements: replacements)
    }

    @Test func reorderingAloneIsNoChange() throws {
        let result = try diff(Self.records(Self.base), Self.records(Self.base.reversed()))
        #expect(result.isEmpty)
    }

    @Test func addedAndRemovedRegionsAreNamedByCode() throws {
        let result = try diff(Self.records(Self.base), Self.records([Self.base[0], ("Kosovo", "+383", "XK")]))
        #expect(result.added.map(\.code) == ["XK"])
        #expect(result.added.first?.location.file == "new.json")
        #expect(result.removed.map(\.code) == ["AL", "AN"])
        #expect(result.removed.first?.location.file == "old.json")
        #expect(result.changed.isEmpty && result.recoded.isEmpty)
    }

    @Test func eachChangedFieldIsListedOldToNew() throws {
        let result = try diff(Self.records([("Cyprus", "+537", "CY")]), Self.records([("Cyprus ", "+357", "CY")]))
        let change = try #require(result.changed.first)
        #expect(change.code == "CY")
        #expect(change.fields.map(\.field) == ["name", "dial_code"])
        #expect(change.fields.map { $0.old?.description } == ["Cyprus", "+537"])
        #expect(change.fields.map { $0.new?.description } == ["Cyprus ", "+357"])
    }

    @Test func aCodeSpellingFixIsAChangeOfTheCodeField() throws {
        let result = try diff(Self.records([("Afghanistan", "+93", "af")]), Self.records([("Afghanistan", "+93", "AF")]))
        #expect(result.added.isEmpty && result.removed.isEmpty)
        #expect(result.changed.first?.fields.map(\.field) == ["code"])
    }

    @Test func aTypeChangeIsAChangeEvenWithTheSameText() throws {
        let result = try diff(#"[{"name": "Afghanistan", "dial_code": "93", "code": "AF"}]"#,
                              #"[{"name": "Afghanistan", "dial_code": 93, "code": "AF"}]"#)
        #expect(result.changed.first?.fields.map(\.field) == ["dial_code"])
    }

    @Test func localizedNamesAreComparedToo() throws {
        let result = try diff(#"[{"name": "Germany", "name_de": "Deutschland", "dial_code": "+49", "code": "DE"}]"#,
                              #"[{"name": "Germany", "name_de": "BRD", "dial_code": "+49", "code": "DE"}]"#)
        #expect(result.changed.first?.fields.map(\.field) == ["name_de"])
    }

    @Test func sameNameAndDialCodeUnderANewCodeIsARecode() throws {
        let result = try diff(Self.records([("Curaçao", "+599", "AN")]), Self.records([("Curaçao", "+599", "CW")]))
        #expect(result.added.isEmpty && result.removed.isEmpty)
        let recode = try #require(result.recoded.first)
        #expect(recode.old.code == "AN" && recode.new.code == "CW")
        #expect(recode.reason == .sameNameAndDialCode)
        #expect(recode.fields.isEmpty)
    }

    @Test func aCLDRReplacementWithTheSameDialCodeIsARecodeWithItsRename() throws {
        let old = Self.records(Self.base)
        let new = Self.records([Self.base[0], Self.base[1], ("Sint Maarten", "+1 721", "SX"), ("Curaçao", "+599", "CW")])
        let result = try diff(old, new, replacements: ["AN": ["CW", "SX", "BQ"]])
        let recode = try #require(result.recoded.first)
        #expect(recode.old.code == "AN" && recode.new.code == "CW")
        #expect(recode.reason == .cldrReplacement)
        #expect(recode.fields == [FieldChange(field: "name", old: DiffValue(kind: .string, text: "Netherlands Antilles"),
                                              new: DiffValue(kind: .string, text: "Curaçao"))])
        #expect(result.added.map(\.code) == ["SX"])
        #expect(result.removed.isEmpty)
    }

    @Test func aRenameWithAnotherDialCodeIsNoRecode() throws {
        let result = try diff(Self.records([("Netherlands Antilles", "+599", "AN")]), Self.records([("Curaçao", "+5999", "CW")]),
                              replacements: ["AN": ["CW"]])
        #expect(result.recoded.isEmpty)
        #expect(result.added.map(\.code) == ["CW"] && result.removed.map(\.code) == ["AN"])
    }

    @Test func duplicateCodesPairInOrderAndTheExtraOneIsAdded() throws {
        let result = try diff(Self.records([("Albania", "+355", "AL")]),
                              Self.records([("Albania", "+355", "AL"), ("Albania", "+355", "AL")]))
        #expect(result.added.count == 1 && result.added.first?.location.line == 2)
        #expect(result.changed.isEmpty)
    }

    @Test func recordsWithoutACodeCancelOutOrAreUnmatched() throws {
        let old = #"[{"name": "Nowhere", "dial_code": "+0"}, {"name": "Elsewhere", "dial_code": "+1"}]"#
        let new = #"[{"name": "Elsewhere", "dial_code": "+1"}, {"name": "Nowhere", "dial_code": "+00"}]"#
        let result = try diff(old, new)
        #expect(result.unmatchedOld.map { $0.name?.description } == ["Nowhere"])
        #expect(result.unmatchedNew.map { $0.dialCode?.description } == ["+00"])
        #expect(!result.isEmpty)
    }

    /// Records without a code, many alike, some with names in other
    /// languages or values of other kinds: each old one cancels out the
    /// first equal new one left, as comparing it with each new one in turn finds.
    @Test(arguments: 1...10)
    func recordsWithoutACodeCancelOutAsComparingEachPairDoes(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let values = [#""name": "A""#, #""name": "B""#, #""name": 1"#, #""dial_code": "+1""#, #""dial_code": 1"#, #""name_fr": "A""#,
                      #""dial_code": "+2""#]
        func side() -> [String] {
            (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                "{" + values.filter { _ in Bool.random(using: &generator) }.joined(separator: ", ") + "}"
            }
        }
        let oldRecords = side(), newRecords = side()
        let old = try TestData.dataset(json: "[" + oldRecords.joined(separator: ",\n") + "]", file: "old.json")
        let new = try TestData.dataset(json: "[" + newRecords.joined(separator: ",\n") + "]", file: "new.json")
        let result = DatasetDiffer.diff(old: old, new: new)
        var remaining = new.records, left: [Int] = []
        for record in old.records {
            if let match = remaining.firstIndex(where: { DatasetDiffer.fieldChanges(record, $0, includingCode: true).isEmpty }) {
                remaining.remove(at: match)
            } else {
                left.append(record.location.line)
            }
        }
        #expect(result.unmatchedOld.map(\.location.line) == left)
        #expect(result.unmatchedNew.map(\.location.line) == remaining.map(\.location.line))
    }
}
