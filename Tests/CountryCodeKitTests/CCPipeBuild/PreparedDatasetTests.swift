import CCPipeModel
import Testing
@testable import CCPipeBuild

/// What a prepared dataset keeps of each record, in the compact forms it
/// keeps them in.
struct PreparedDatasetTests {
    private let dataset: Dataset

    init() throws {
        dataset = try TestData.dataset(json: """
            [{"name": "Sweden", "dial_code": "+46", "code": "SE"}, {"name": "Norway", "dial_code": "+47", "code": "NO"},
             {"name": "Finland", "dial_code": "+358", "code": "FI"}, {"name": "Nowhere", "dial_code": "+1"}]
            """)
    }

    private func correction(_ record: Int, _ field: String, _ published: String?, _ kind: OutputCorrection.Kind = .reference) -> OutputCorrection {
        OutputCorrection(record: record, line: 1, column: 1, code: "SE", field: field, written: "", published: published, kind: kind, reason: "r")
    }

    /// Corrections apply to their records in whatever order they come; of
    /// two for one field of a record, the last given.
    @Test func correctionsApplyToTheirRecordsInAnyOrder() {
        let prepared = CatalogBuilder.PreparedDataset(dataset, corrections: [
            correction(2, "dial_code", "+1"), correction(0, "code", nil, .leftOut), correction(2, "dial_code", "+2"),
            correction(1, "name", "Norge")
        ])
        #expect(prepared.rows.map(\.leftOut) == [true, false, false, false])
        #expect(prepared.rows.map(\.dialCode) == ["+46", "+47", "+2", "+1"])
        #expect(prepared.rows.map(\.ownName) == ["Sweden", "Norge", "Finland", "Nowhere"])
    }

    /// Each row's members before its name, kept one row after another, are
    /// the bytes rendered for the row alone; none for a row without a code.
    @Test func eachRowsFixedMembersAreItsOwn() {
        let prepared = CatalogBuilder.PreparedDataset(dataset)
        for (position, row) in prepared.rows.enumerated() {
            var alone = CatalogRenderer.JSONBytes(capacity: 64)
            if let code = row.code {
                alone.fixedMembers(callingCode: row.callingCode, code: code, dialCode: row.dialCode, leadingDigits: row.leadingDigits)
            }
            #expect(Array(prepared.fixedMembers[position]) == alone.bytes)
        }
        #expect(prepared.fixedMembers[3].isEmpty)
        #expect(String(decoding: prepared.fixedMembers[1], as: UTF8.self) == #""code": "NO", "dial_code": "+47", "name": "#)
    }
}
