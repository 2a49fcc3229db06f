import CountryCatalog
import Foundation
import Testing

/// Choosing a bundled catalog for the locales apps are given.
struct LocaleMatchTests {
    @Test(arguments: [
        ("sv_SE", "sv", LocaleMatch.Kind.inherited), ("de-CH", "de", .inherited), ("en_001", "en", .inherited),
        ("en-US", "en", .inherited), ("EN-us", "en", .inherited), ("en_NZ", "en", .inherited), ("en_AU", "en_AU", .exact),
        ("zh-Hans", "zh", .inherited), ("zh_CN", "zh", .inherited), ("zh-Hans-CN", "zh", .inherited),
        ("ja_JP", "ja", .inherited), ("ar-EG", "ar", .inherited), ("ru_RU.UTF-8", "ru", .inherited),
        ("de_DE@collation=phonebook", "de", .inherited), ("de-DE-u-co-phonebk", "de", .inherited),
        ("sv", "sv", .exact), ("SV", "sv", .exact),
        ("zh_Hant_TW", "zh_Hant", .inherited), ("zh-TW", "zh_Hant", .inherited), ("zh_HK", "zh_Hant_HK", .inherited),
        ("zh_MO", "zh_Hant_HK", .inherited), ("fi_FI", "fi", .inherited), ("pt_BR", "pt", .inherited),
        // CLDR's parent locales: pt_AO → pt_PT, es_AR → es_419.
        ("pt_AO", "pt_PT", .inherited), ("es_AR", "es_419", .inherited), ("es-US", "es_419", .inherited),
        // Serbian is not bundled: the English catalog, reported as a fallback.
        ("sr_Latn", "en", .fallback), ("sr", "en", .fallback), ("und", "en", .fallback), ("", "en", .fallback),
    ])
    func bundledCatalogsResolve(_ requested: String, _ resolved: String, _ kind: LocaleMatch.Kind) throws {
        let catalog = try #require(PickerCatalog.bundled(locale: requested))
        #expect(catalog.locale == resolved)
        #expect(catalog.match == LocaleMatch(requested: requested, resolved: resolved, kind: kind))
    }

    @Test func localeValuesResolveToo() {
        #expect(PickerCatalog.bundled(locale: Locale(identifier: "sv_SE")).locale == "sv")
        #expect(PickerCatalog.bundled(locale: Locale(identifier: "de-AT")).locale == "de")
        #expect(PickerCatalog.bundled(locale: Locale(identifier: "sr_Latn_RS")).match?.kind == .fallback)
    }

    @Test func aMalformedIdentifierHasNoCatalog() {
        for id in ["../en", "en!", "e", "en US", "en__US", "en-", "ру", "root/../en", "123"] {
            #expect(!LocaleMatch.isWellFormed(id), "\(id)")
            #expect(PickerCatalog.bundled(locale: id) == nil, "\(id)")
        }
        // A Locale's identifier that is not well-formed still gets a catalog.
        #expect(PickerCatalog.bundled(locale: Locale(identifier: "../en")).match?.kind == .fallback)
    }

    @Test(arguments: ["en", "sv_SE", "zh-Hant-TW", "de_DE@collation=phonebook", "ru_RU.UTF-8", "en_US_POSIX", "de-DE-u-co-phonebk", "und", "root", "xx_YY", ""])
    func wellFormedIdentifiers(_ id: String) {
        #expect(LocaleMatch.isWellFormed(id))
    }

    @Test func aLanguageWithNoCatalogHasNoneOutsideTheBundle() {
        #expect(LocaleMatch.resolve("xx", among: ["en"]) == nil)
        #expect(LocaleMatch.resolve("xx", among: ["en"], fallback: "en") == LocaleMatch(requested: "xx", resolved: "en", kind: .fallback))
        #expect(LocaleMatch.resolve("xx", among: ["de"], fallback: "en") == nil)
    }

    /// CLDR's parent locales, and likely subtags for the script.
    @Test(arguments: [
        ("en_AU", ["en_GB", "en_001", "en"], "en_001"),
        ("en_AT", ["en_150", "en_001", "en"], "en_150"),
        ("zh_TW", ["zh", "zh_Hant"], "zh_Hant"),
        ("zh_Hant_HK", ["zh", "zh_Hant"], "zh_Hant"),
        ("sr_Latn_ME", ["sr", "sr_Latn"], "sr_Latn"),
        ("sr_RS", ["sr", "sr_Latn"], "sr"),
        ("pt_AO", ["pt", "pt_PT"], "pt_PT"),
        ("es_MX", ["es", "es_419"], "es_419"),
    ])
    func parentsAndLikelySubtagsChoose(_ requested: String, _ available: [String], _ expected: String) {
        #expect(LocaleMatch.resolve(requested, among: available)?.resolved == expected)
    }

    @Test func catalogsLoadFromAnyDirectory() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rendered-sample")
        let catalog = try PickerCatalog(contentsOf: resources, locale: "sv-FI")
        #expect(catalog.match?.resolved == "sv")
        #expect(throws: CatalogError.self) { try PickerCatalog(contentsOf: resources, locale: "fi") }
    }
}
