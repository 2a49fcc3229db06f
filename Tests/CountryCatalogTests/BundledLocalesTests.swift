import CountryCatalog
import Foundation
import Testing

/// Every bundled locale loads, and its index bar needs no logic of the app's own.
struct BundledLocalesTests {
    /// The CLDR ids of Apple's (iOS, macOS) and Android's system languages
    /// (the manual, "Using the outputs in an app"), in UTF-8 order.
    static let locales = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en_AU", "en_GB", "en_IN", "es", "es_419", "es_MX", "fi",
        "fr", "fr_CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt", "pt_PT",
        "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh_Hant", "zh_Hant_HK",
    ]

    @Test func thePlatformLanguagesAreBundled() {
        #expect(PickerCatalog.bundledLocales == Self.locales)
    }

    @Test(arguments: locales)
    func eachHasItsOwnCatalog(_ locale: String) throws {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        #expect(catalog.match == LocaleMatch(requested: locale, resolved: locale, kind: .exact))
    }

    @Test(arguments: locales)
    func indexLabelsPointAtTheirSections(_ locale: String) throws {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        #expect(catalog.locale == locale && catalog.index.locale == locale)
        #expect(catalog.sections.flatMap(\.countries).count == 245)
        for (position, letter) in catalog.index.letters.enumerated() {
            let section = try #require(catalog.section(forIndexLabel: letter.label))
            if letter.count > 0 {
                #expect(section.title == letter.label && section.countries.count == letter.count)
            } else {
                // An empty label scrolls to the next non-empty one, else the previous.
                let later = catalog.index.letters[(position + 1)...].first { $0.count > 0 }
                let earlier = catalog.index.letters[..<position].last { $0.count > 0 }
                #expect(section.title == (later ?? earlier)?.label)
            }
        }
    }

    @Test func loadsFromAURL() throws {
        let bundled = try #require(PickerCatalog.bundled(locale: "de"))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("de"), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        try encoder.encode(bundled.countries).write(to: directory.appendingPathComponent("de/countries.json"))
        try encoder.encode(bundled.index).write(to: directory.appendingPathComponent("de/index.json"))
        // The file they name, beside the locale folders, is read as well: without it, nothing is.
        #expect(throws: (any Error).self) { try PickerCatalog(contentsOf: directory, locale: "de") }
        try FileManager.default.copyItem(at: Self.resources.appendingPathComponent("phone.json"), to: directory.appendingPathComponent("phone.json"))
        let loaded = try PickerCatalog(contentsOf: directory, locale: "de")
        #expect(loaded == bundled)
        #expect(loaded.country(code: "EG")?.name == "Ägypten")
        #expect(loaded.country(code: "SE")?.phone?.formatted("0701234567") == "070-123 45 67")
    }

    /// CountryCatalog's resources in this checkout.
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CountryCatalog/Resources")
}
