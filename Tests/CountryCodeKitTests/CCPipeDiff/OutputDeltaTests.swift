import CCPipeBuild
import CCPipeDiff
import CCPipeModel
import CountryCodeKit
import Testing

/// The effect of a change on a locale's sections and index bar.
struct OutputDeltaTests {
    func catalog(_ json: String, locale: String = "en") throws -> Catalog {
        try CatalogBuilder.build(dataset: try TestData.dataset(json: json), reference: TestData.embeddedReference, locale: locale)
    }

    @Test func replacingZambiaWithKosovoTradesSectionZForK() throws {
        let old = try catalog(#"[{"name": "Zambia", "dial_code": "+260", "code": "ZM"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)
        let new = try catalog(#"[{"name": "Kosovo", "dial_code": "+383", "code": "XK"}, {"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)
        let delta = OutputDelta(old: old, new: new)
        #expect(delta.sectionsGained == ["K"])
        #expect(delta.sectionsLost == ["Z"])
        #expect(delta.lettersFilled == ["K"])
        #expect(delta.lettersEmptied == ["Z"])
        #expect(delta.rowsMoved.isEmpty)
    }

    /// QX is a code CLDR does not name, so the dataset's own name is shown and can move the row.
    @Test func aRowWhoseNameChangesSectionMoves() throws {
        let old = try catalog(#"[{"name": "Aaa Land", "dial_code": "+999", "code": "QX"}]"#)
        let new = try catalog(#"[{"name": "Baa Land", "dial_code": "+999", "code": "QX"}]"#)
        let delta = OutputDelta(old: old, new: new)
        #expect(delta.rowsMoved == [.init(code: "QX", name: "Baa Land", from: "A", to: "B")])
        #expect(delta.namesChanged == [.init(code: "QX", from: "Aaa Land", to: "Baa Land")])
        #expect(delta.sectionsGained == ["B"] && delta.sectionsLost == ["A"])
    }

    /// The same records under a reference that names two regions as CLDR
    /// 41 did: what the picker shows changes, per locale, whether or not
    /// the row moves.
    @Test func aReferenceThatRenamesARegionChangesTheNameThePickerShows() throws {
        var older = TestData.embeddedReference
        older.territoryNames["en"]?.standard["TR"] = "Turkey"
        older.territoryNames["sv"]?.standard["SZ"] = "Swaziland"
        let dataset = try TestData.dataset(json: #"[{"name": "Turkey", "dial_code": "+90", "code": "TR"}, {"name": "Swaziland", "dial_code": "+268", "code": "SZ"}]"#)
        func delta(_ locale: String) throws -> OutputDelta {
            OutputDelta(old: try CatalogBuilder.build(dataset: dataset, reference: older, locale: locale),
                        new: try CatalogBuilder.build(dataset: dataset, reference: TestData.embeddedReference, locale: locale))
        }
        let english = try delta("en"), swedish = try delta("sv")
        #expect(english.namesChanged == [.init(code: "TR", from: "Turkey", to: "Türkiye")])
        #expect(english.rowsMoved.isEmpty && english.sectionsGained.isEmpty && !english.isEmpty)
        #expect(swedish.namesChanged == [.init(code: "SZ", from: "Swaziland", to: "Eswatini")])
        #expect(swedish.rowsMoved == [.init(code: "SZ", name: "Eswatini", from: "S", to: "E")])
        #expect(try delta("de").isEmpty)
    }

    @Test func recordsWithoutACodeAreCountedAsSkipped() throws {
        let old = try catalog(#"[{"name": "Albania", "dial_code": "+355"}]"#)
        let new = try catalog(#"[{"name": "Albania", "dial_code": "+355", "code": "AL"}]"#)
        let delta = OutputDelta(old: old, new: new)
        #expect(delta.skippedOld == 1 && delta.skippedNew == 0)
        #expect(delta.sectionsGained == ["A"])
    }

    @Test func swedishFilesÅlandAfterZ() throws {
        let old = try catalog(#"[{"name": "Albania", "dial_code": "+355", "code": "AL"}]"#, locale: "sv")
        let new = try catalog(#"[{"name": "Albania", "dial_code": "+355", "code": "AL"}, {"name": "Åland", "dial_code": "+358 18", "code": "AX"}]"#, locale: "sv")
        let delta = OutputDelta(old: old, new: new)
        #expect(delta.sectionsGained == ["Å"])
        #expect(delta.lettersFilled == ["Å"])
    }
}
