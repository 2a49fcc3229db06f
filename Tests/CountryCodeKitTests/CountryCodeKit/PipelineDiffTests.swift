import CCPipeModel
import CountryCodeKit
import Testing

/// The pipeline's diff judges each side as `check` and `build` do: its
/// catalogs hold the regions validation resolved for records keyed by
/// alpha-3 code or by name, and its records are matched by them.
struct PipelineDiffTests {
    static let datasets: [(old: String, new: String)] = [
        (#"{"SWE": "+46", "NOR": "+47", "DNK": "+45", "EST": "+372", "ISL": "+354"}"#, #"{"SWE": "+46", "NOR": "+47", "DNK": "+45", "EST": "+372", "ISL": "+354", "FIN": "+358"}"#),
        (#"{"Sweden": "+46", "Norway": "+47", "Denmark": "+45", "Estonia": "+372", "Iceland": "+354"}"#,
         #"{"Sweden": "+46", "Norway": "+47", "Denmark": "+45", "Estonia": "+372", "Iceland": "+354", "Finland": "+358"}"#),
    ]

    @Test(arguments: datasets)
    func eachSideIsBuiltFromTheRegionsValidationResolved(_ old: String, _ new: String) throws {
        let pipeline = Pipeline(.standalone())
        let (oldDataset, newDataset) = (try TestData.dataset(json: old, file: "old.json"), try TestData.dataset(json: new, file: "new.json"))
        #expect(newDataset.records.allSatisfy { $0.code == nil }, "the case is records without a code of their own")
        let report = try pipeline.diff(old: oldDataset, new: newDataset, reference: TestData.embeddedReference, locales: ["en", "sv"])
        let resolved = pipeline.validate(newDataset, against: TestData.embeddedReference).regions.distinctValues
        #expect(resolved == ["SE", "NO", "DK", "EE", "IS", "FI"])
        for output in report.outputs {
            let codes = output.newCatalog?.sections.flatMap { $0.countries.map(\.code) } ?? []
            #expect(Set(codes) == resolved, "\(output.locale)")
            #expect(output.skippedOld == 0 && output.skippedNew == 0, "\(output.locale)")
            #expect(output.sectionsGained == ["F"], "\(output.locale)")
        }
        #expect(report.data.added.map(\.code) == ["FI"])
        #expect(report.data.removed.isEmpty && report.data.unmatchedOld.isEmpty && report.data.unmatchedNew.isEmpty)
    }
}
