import CCPipeDiff
import CCPipeModel
import Testing

/// Region codes that one reference accepts and the other does not.
struct ReferenceUpdateTests {
    static let dataset: Dataset = {
        // Sark under its own code, and a record whose region only its name tells.
        try! TestData.dataset(json: #"[{"name": "Sark", "dial_code": "+44", "code": "cq"}, {"name": "Netherlands Antilles", "dial_code": "+599"}]"#)
    }()

    @Test func aCodeBecomesValidOrInvalidOnlyAcrossRegular() {
        let old: [String: RegionStatus] = ["AN": .regular, "CQ": .reserved, "EU": .macroregion, "FR": .regular, "QO": .reserved]
        let new: [String: RegionStatus] = ["AN": .deprecated, "CQ": .regular, "EU": .special, "FR": .regular, "ZZ": .unknown]
        let changes = ReferenceUpdate.validityChanges(old: old, new: new, dataset: Self.dataset, regions: [[1: "AN"], [:]])
        #expect(changes == [ReferenceUpdate.ValidityChange]([
            .init(code: "AN", old: .regular, new: .deprecated, inDataset: true),
            .init(code: "CQ", old: .reserved, new: .regular, inDataset: true),
        ]))
        #expect(changes.map(\.becomesValid) == [false, true])
    }

    /// The dataset's regions come first; a code a tree lists but no record
    /// can carry (three digits, a long token) is never listed.
    @Test func theDatasetsRegionsComeFirstAndOnlyTwoLetterCodesCount() {
        let old: [String: RegionStatus] = ["AA": .regular, "419": .regular, "ABCDEFGH": .regular]
        let new: [String: RegionStatus] = ["CQ": .regular, "XA": .regular]
        let changes = ReferenceUpdate.validityChanges(old: old, new: new, dataset: Self.dataset, regions: [[:], [:]])
        #expect(changes.map(\.code) == ["CQ", "AA", "XA"])
        #expect(changes.map(\.inDataset) == [true, false, false])
        #expect(changes.first?.old == nil)
    }
}
