@testable import CCPipeBuild
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeValidate
@testable import CountryCatalogCore
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
        // Each country's phone is its region's in phone.json, written once for every locale.
        let phoneFile = PhoneFile.rendered(try PhoneExample.phoneData(TestData.embeddedReference))
        let read = try PickerCatalog(countries: countries, index: index, phoneFile: Data(phoneFile.bytes))
        var expected = catalog.countries
        expected.phoneFile = PhoneFile.fileName
        #expect(read.countries == expected)
        #expect(read.countries.sections.flatMap(\.countries).filter { $0.phone != nil }.count > 240)
        #expect(index == catalog.index)
    }

    /// The search keys the builder writes are the folding the app's search applies.
    @Test(arguments: [("en", "Côte d’Ivoire"), ("sv", "ÅLAND"), ("tr", "IRAK"), ("ja", "ﾀﾞｲｽ"), ("de", "Österreich")])
    func builderAndAppFoldAlike(locale: String, text: String) {
        #expect(SearchKeys.fold(text, locale: locale) == SearchFolding(locale: locale).fold(text))
    }
}
