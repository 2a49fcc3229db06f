@testable import CountryCatalogCore
import Testing

/// CountryCatalog chooses catalogs with its own copy of CLDR's parent
/// locales (it cannot read the reference); it must be the reference's.
struct ParentLocalesTableTests {
    @Test func countryCatalogsTableIsTheEmbeddedReferences() {
        #expect(CLDRParentLocales.parents == TestData.embeddedReference.parentLocales)
    }
}
