import CCPipeBuild
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeValidate
import CountryCatalog
import CountryCodeKit
import Foundation
import Testing

/// What the builder writes is what an app reads: a built catalog, rendered
/// and decoded with CountryCatalog, gives back the values it was built from.
struct CatalogRoundTripTests {
    static let dataset: Dataset = {
        do { return try DatasetReader.read(path: TestData.maintainedDataset) } catch { fatalError("\(error)") }
    }()

    @Test(arguments: ["en", "sv", "ja", "ru", "zh"])
    func aBuiltCatalogDecodesToItsOwnValues(locale: String) throws {
        let catalog = try CatalogBuilder.build(dataset: Self.dataset, reference: TestData.embeddedReference, locale: locale)
        #expect(!catalog.sections.isEmpty)
        let files = Dictionary(uniqueKeysWithValues: CatalogRenderer.files(catalog).map { ($0.path, Data($0.bytes)) })
        let countries = try JSONDecoder().decode(SectionedCountries.self,
                                                 from: try #require(files["\(locale)/\(CatalogRenderer.countriesFileName)"]))
        let index = try JSONDecoder().decode(LetterIndex.self, from: try #require(files["\(locale)/\(CatalogRenderer.indexFileName)"]))
        #expect(countries == catalog.countries)
        #expect(index == catalog.index)
    }

    /// The search keys the builder writes are the folding the app's search applies.
    @Test(arguments: [("en", "Côte d’Ivoire"), ("sv", "ÅLAND"), ("tr", "IRAK"), ("ja", "ﾀﾞｲｽ"), ("de", "Österreich")])
    func builderAndAppFoldAlike(locale: String, text: String) {
        #expect(SearchKeys.fold(text, locale: locale) == SearchFolding(locale: locale).fold(text))
    }
}
