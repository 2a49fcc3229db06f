import CCPipeCore
import CCPipeDiff
import CCPipeIngest
import Testing

/// `diff` compares two versions of a CSV or property list as it does JSON:
/// by region code, with the positions of each side's own file.
struct FormatDiffTests {
    @Test func twoVersionsOfACSVAreComparedByRegionCode() throws {
        let old = "code,name,dial_code\nCY,Cyprus,+537\nKR,South Korea,+82\nAF,Afghanistan,+93\n"
        let new = "code,name,dial_code\nAF,Afghanistan,+93\nCY,Cyprus,\"+357\"\nGL,Greenland,+299\n"
        let diff = DatasetDiffer.diff(old: try DatasetReader.parse(bytes: Array(old.utf8), file: "old.csv"),
                                      new: try DatasetReader.parse(bytes: Array(new.utf8), file: "new.csv"))
        #expect(diff.added.map(\.code) == ["GL"])
        #expect(diff.added.first?.location == SourceLocation(file: "new.csv", line: 4, column: 1))
        #expect(diff.removed.map(\.code) == ["KR"])
        let change = try #require(diff.changed.first)
        #expect(change.code == "CY")
        #expect(change.fields.map(\.field) == ["dial_code"])
        #expect(change.fields.map { $0.new?.description } == ["+357"])
    }

    @Test func aJSONDatasetAndItsPropertyListCopyHoldTheSameRecords() throws {
        let json = #"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}, {"name": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#
        let plist = "<plist><array>" + [("Afghanistan", "+93", "AF"), ("Swaziland", "+268", "SZ")].map {
            "<dict><key>name</key><string>\($0.0)</string><key>dial_code</key><string>\($0.1)</string><key>code</key><string>\($0.2)</string></dict>"
        }.joined() + "</array></plist>"
        let diff = DatasetDiffer.diff(old: try DatasetReader.parse(bytes: Array(json.utf8), file: "d.json"),
                                      new: try DatasetReader.parse(bytes: Array(plist.utf8), file: "d.plist"))
        #expect(diff.isEmpty)
    }
}
