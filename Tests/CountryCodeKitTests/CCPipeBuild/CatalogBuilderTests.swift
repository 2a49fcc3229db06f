@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReference
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import CountryCatalog
import Foundation
import Testing

@Suite struct CatalogBuilderTests {
    typealias Data = CatalogTestData

    @Test func swedishSectionsFollowTheSwedishAlphabet() throws {
        let catalog = try CatalogBuilder.build(dataset: Data.swedishDataset, reference: Data.reference, locale: "sv")
        #expect(catalog.sections.map(\.title) == ["B", "E", "Z", "Å", "Ö"])
        #expect(catalog.sections.map { $0.countries.map(\.name) } == [["Brasilien"], ["Egypten"], ["Zambia"], ["Åland"], ["Österrike"]])
        let aland = catalog.sections[3].countries[0]
        #expect(aland.code == "AX")
        #expect(aland.dialCode == "+358 18")
        #expect(catalog.nameSources["AX"] == .cldr(locale: "sv"))
    }

    @Test func everyLabelIsListedAndEmptyOnesPointAtTheNextSection() throws {
        let catalog = try CatalogBuilder.build(dataset: Data.swedishDataset, reference: Data.reference, locale: "sv")
        let labels = catalog.letters.map(\.label)
        // All 29 Swedish letters; the empty `…` buckets are left out.
        #expect(labels.count == 29)
        #expect(labels.first == "A")
        #expect(Array(labels.suffix(4)) == ["Z", "Å", "Ä", "Ö"])
        func letter(_ label: String) throws -> Catalog.Letter { try #require(catalog.letters.first { $0.label == label }) }
        #expect(try letter("A").section == 0)   // empty: next is B
        #expect(try letter("A").count == 0)
        #expect(try letter("B").section == 0)
        #expect(try letter("B").count == 1)
        #expect(try letter("C").section == 1)   // empty: next is E
        #expect(try letter("F").section == 2)   // empty: next is Z
        #expect(try letter("Ä").section == 4)   // empty: next is Ö
        #expect(try letter("Ö").section == 4)
        #expect(catalog.letters.allSatisfy { catalog.kind(of: $0) == .normal })
    }

    @Test func trailingEmptyLabelsPointAtThePreviousSection() throws {
        let dataset = Data.dataset([("EG", nil, "+20"), ("BR", nil, "+55")])
        let catalog = try CatalogBuilder.build(dataset: dataset, reference: Data.reference, locale: "sv")
        #expect(catalog.sections.map(\.title) == ["B", "E"])
        let sectionByLabel = Dictionary(uniqueKeysWithValues: catalog.letters.map { ($0.label, $0.section) })
        #expect(sectionByLabel["A"] == 0)
        #expect(sectionByLabel["D"] == 1)
        #expect(sectionByLabel["F"] == 1)
        #expect(sectionByLabel["Ö"] == 1)
        #expect(catalog.letters.map(\.count).reduce(0, +) == 2)
    }

    @Test func nonNormalBucketsAreSectionsAndLettersWhenNonEmpty() throws {
        let reference = ReferenceData(territoryNames: ["ja": TerritoryNames(standard: [
            "JP": "日本", "CA": "カナダ", "GB": "イギリス", "US": "アメリカ合衆国",
        ])])
        let dataset = Data.dataset([("JP", nil, "+81"), ("CA", nil, "+1"), ("GB", nil, "+44"), ("US", nil, "+1"), ("FR", "France", "+33")])
        let catalog = try CatalogBuilder.build(dataset: dataset, reference: reference, locale: "ja")
        #expect(catalog.sections.map(\.title) == ["…", "あ", "か", "…"])
        #expect(catalog.sections.map(\.kind) == [.underflow, .normal, .normal, .overflow])
        #expect(catalog.sections[0].countries.map(\.code) == ["FR"])
        #expect(catalog.nameSources["FR"] == .dataset)
        #expect(catalog.letters.map(\.label) == ["…", "あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "…"])
        #expect(catalog.letters.first.map(catalog.kind(of:)) == .underflow)
        #expect(catalog.letters.last?.section == 3)
        #expect(catalog.letters[3].section == 3)   // さ is empty: the next section is the overflow
    }

    @Test func namesInheritThroughTruncationAndExplicitParents() throws {
        let dataset = Data.dataset([("AT", "Austria", "+43"), ("CN", "China", "+86"), ("XK", "Kosovo", "+383"), ("QQ", "Nowhere", "+999")])
        let finnishSwedish = try CatalogBuilder.build(dataset: dataset, reference: Data.reference, locale: "sv_FI")
        let names = Dictionary(uniqueKeysWithValues: finnishSwedish.sections.flatMap(\.countries).map { ($0.code, $0) })
        #expect(names["AT"]?.name == "Österrike")
        #expect(finnishSwedish.nameSources["AT"] == .cldr(locale: "sv"))
        #expect(finnishSwedish.nameSources["XK"] == .cldr(locale: "root"))
        #expect(names["CN"]?.name == "China")           // no sv/root name: the dataset's
        #expect(finnishSwedish.nameSources["QQ"] == .dataset)

        // zh_Hant's parent is root, not zh: US has no name from zh.
        let traditional = try CatalogBuilder.build(dataset: Data.dataset([("CN", "China", "+86"), ("US", "United States", "+1")]),
                                                   reference: Data.reference, locale: "zh_Hant")
        let rows = traditional.sections.flatMap(\.countries)
        #expect(Set(rows.map(\.name)) == ["中國", "United States"])
    }

    /// CLDR's `∅∅∅`: no name here, and none inherited; a name that is
    /// only blank counts as absent, and the parent's is taken.
    @Test func noValueStopsInheritanceAndBlankNamesDoNot() throws {
        let reference = ReferenceData(territoryNames: [
            "root": TerritoryNames(standard: ["SE": "Sverige-root", "AT": "Österreich-root"]),
            "sv": TerritoryNames(standard: ["SE": "∅∅∅", "AT": "  "]),
        ])
        let dataset = Data.dataset([("SE", "Sweden", "+46"), ("AT", "Austria", "+43")])
        let catalog = try CatalogBuilder.build(dataset: dataset, reference: reference, locale: "sv")
        let names = Dictionary(uniqueKeysWithValues: catalog.sections.flatMap(\.countries).map { ($0.code, $0.name) })
        #expect(names == ["SE": "Sweden", "AT": "Österreich-root"])
        #expect(catalog.nameSources["SE"] == .dataset)
        #expect(catalog.nameSources["AT"] == .cldr(locale: "root"))
    }

    @Test(arguments: [
        ("sr_Latn_RS", ["sr_Latn_RS", "sr_Latn", "sr", "root"]),
        ("zh_Hant_HK", ["zh_Hant_HK", "zh_Hant", "root"]),
        ("root", ["root"]),
        ("en_150", ["en_150", "en_001", "en", "root"]),
    ])
    func inheritanceChain(locale: String, expected: [String]) {
        let parents = ["zh_Hant": "root", "en_150": "en_001"]
        #expect(LocaleInheritance.chain(for: locale, parentLocales: parents) == expected)
    }

    @Test func recordsWithoutUsableCodeOrNameAreSkipped() throws {
        let dataset = Data.dataset([("", "Blank", "+1"), (nil, "None", "+1"), ("QQ", nil, "+1"), ("EG", "Egypt", "+20")])
        let catalog = try CatalogBuilder.build(dataset: dataset, reference: Data.reference, locale: "sv")
        #expect(catalog.sections.flatMap(\.countries).map(\.code) == ["EG"])
        #expect(catalog.skipped.map(\.reason) == [.noUsableCode, .noUsableCode, .noName])
        #expect(catalog.skipped.map(\.index) == [0, 1, 2])
    }

    @Test func equalNamesAreOrderedByCodeWhateverTheInputOrder() throws {
        let rows: [(code: String?, name: String?, dialCode: String?)] = [("YY", "Same", "+2"), ("XX", "Same", "+1"), ("ZZ", "same", "+3")]
        let forward = try CatalogBuilder.build(dataset: Data.dataset(rows), reference: ReferenceData(), locale: "en")
        let backward = try CatalogBuilder.build(dataset: Data.dataset(rows.reversed()), reference: ReferenceData(), locale: "en")
        // Lower case sorts before upper case at tertiary strength; equal names by code.
        #expect(forward.sections.flatMap(\.countries).map(\.code) == ["ZZ", "XX", "YY"])
        #expect(CatalogRenderer.countriesJSON(forward) == CatalogRenderer.countriesJSON(backward))
    }

    @Test func canonicallyEquivalentNamesAreOrderedByCodeThenPosition() throws {
        // Precomposed and decomposed é collate equal: a tie ICU leaves in any order.
        let rows: [(code: String?, name: String?, dialCode: String?)] = [
            ("YY", "\u{E9}cosse", "+2"), ("XX", "e\u{301}cosse", "+1"), ("XX", "\u{E9}cosse", "+3"), ("WW", "Ecosse", "+4")]
        for input in [rows, rows.reversed()] {
            let catalog = try CatalogBuilder.build(dataset: Data.dataset(input), reference: ReferenceData(), locale: "fr")
            let countries = catalog.sections.flatMap(\.countries)
            #expect(countries.map(\.code) == ["WW", "XX", "XX", "YY"])
            // Unaccented sorts first (a secondary difference); the two XX rows keep their input order.
            let xx = input.filter { $0.code == "XX" }.map(\.dialCode)
            #expect(countries.dropFirst().prefix(2).map(\.dialCode) == xx.map { $0! })
        }
    }

    /// Locales with equal inputs share derived sections, search keys and
    /// rendered bytes within one prepared dataset; every catalog must still
    /// be what a fresh build of that locale alone gives.
    @Test func sharedDerivationsMatchFreshBuilds() throws {
        let dataset = Data.dataset([("AX", "Aland", "+358"), ("ZM", "Zambia", "+260"), ("AT", "Austria", "+43"), ("EG", "Egypt", "+20"),
                                    ("BR", "Brazil", "+55"), ("CN", "China", "+86"), ("US", "United States", "+1"), ("QQ", nil, "+0")])
        let locales = ["sv", "sv_FI", "sv_AX", "en", "en_GB", "en_AG", "zh", "zh_Hant", "zh_Hant_HK", "root", "de", "tr"]
        let prepared = CatalogBuilder.PreparedDataset(dataset)
        func fresh(_ locale: String) -> [UInt8]? {
            final class Box: @unchecked Sendable { var bytes: [UInt8]? }
            let box = Box()
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                let alone = CatalogBuilder.PreparedDataset(dataset)
                box.bytes = (try? CatalogBuilder.build(prepared: alone, reference: Data.reference, locale: locale))
                    .map { CatalogRenderer.countriesBytes($0) + CatalogRenderer.indexBytes($0) }
                done.signal()
            }
            thread.start()
            done.wait()
            return box.bytes
        }
        let expected = Dictionary(uniqueKeysWithValues: locales.map { ($0, fresh($0)) })
        for order in [locales, locales.reversed(), locales + locales] {
            for locale in order {
                let catalog = try CatalogBuilder.build(prepared: prepared, reference: Data.reference, locale: locale)
                #expect(CatalogRenderer.countriesBytes(catalog) + CatalogRenderer.indexBytes(catalog) == expected[locale]!, "\(locale)")
            }
        }
        // Built again from the same prepared dataset, a locale reuses what was rendered.
        let first = try CatalogBuilder.build(prepared: prepared, reference: Data.reference, locale: "sv")
        let again = try CatalogBuilder.build(prepared: prepared, reference: Data.reference, locale: "sv")
        #expect(first.renderedBody != nil && first.renderedBody === again.renderedBody)

        // What the writer takes (files and figures, the catalog not made
        // once a sibling has rendered) is what a fresh build renders, both
        // before any sibling rendered (a new prepared dataset) and after.
        let writers = CatalogBuilder.PreparedDataset(dataset)
        for order in [locales, locales.reversed()] {
            for locale in order {
                let (summary, files) = try CatalogBuilder.rendered(prepared: writers, reference: Data.reference, locale: locale)
                let catalog = try CatalogBuilder.build(prepared: CatalogBuilder.PreparedDataset(dataset), reference: Data.reference, locale: locale)
                #expect(files == CatalogRenderer.files(catalog), "\(locale)")
                #expect(summary == CatalogSummary(catalog), "\(locale)")
            }
        }
    }

    /// A sibling (same language, same records) reuses the search keys of
    /// each record named alike in a locale built before it, and makes
    /// those of the others: a record whose alternate differs gets its own.
    @Test func siblingsReuseTheKeysOfRecordsNamedAlike() throws {
        var reference = Data.reference
        reference.territoryNames["sv_FI"] = TerritoryNames(short: ["AX": "Ahvenanmaa"], variant: ["AT": "Österreich"])
        let prepared = CatalogBuilder.PreparedDataset(Data.swedishDataset)
        let parent = try CatalogBuilder.build(prepared: prepared, reference: reference, locale: "sv")
        let sibling = try CatalogBuilder.build(prepared: prepared, reference: reference, locale: "sv_FI")
        let alone = try CatalogBuilder.build(prepared: CatalogBuilder.PreparedDataset(Data.swedishDataset), reference: reference, locale: "sv_FI")
        func keys(_ catalog: Catalog) -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: catalog.sections.flatMap(\.countries).map { ($0.code, $0.searchKeys) })
        }
        #expect(keys(sibling) == keys(alone))
        #expect(keys(sibling)["AX"]?.contains("ahvenanmaa") == true && keys(parent)["AX"]?.contains("ahvenanmaa") == false)
        #expect(keys(sibling)["AT"]?.contains("osterreich") == true && keys(parent)["AT"]?.contains("osterreich") == false)
        #expect(keys(sibling)["ZM"] == keys(parent)["ZM"])
    }

    /// What decides reuse: name, alternates and English name, by bytes.
    @Test func recordsAreNamedAlikeByEveryNameAndByBytes() {
        func key(_ name: String, _ alternates: [String], _ english: String?) -> CatalogBuilder.NamesKey {
            CatalogBuilder.NamesKey(language: "sv", names: [name], alternatesOf: [alternates], englishOf: [english], recordIndexes: [0])
        }
        let base = key("Åland", ["Ahvenanmaa"], "Aland")
        #expect(key("Åland", ["Ahvenanmaa"], "Aland").samePart(at: 0, as: base))
        #expect(!key("A\u{30A}land", ["Ahvenanmaa"], "Aland").samePart(at: 0, as: base))
        #expect(!key("Åland", [], "Aland").samePart(at: 0, as: base))
        #expect(!key("Åland", ["Ahvenanmaa "], "Aland").samePart(at: 0, as: base))
        #expect(!key("Åland", ["Ahvenanmaa"], "Åland").samePart(at: 0, as: base))
        #expect(!key("Åland", ["Ahvenanmaa"], nil).samePart(at: 0, as: base))
        // The same bytes in another string's storage are the same name; other bytes of one length are not.
        let long = "Saint Pierre and Miquelon", copied = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(key(copied, [copied], copied).samePart(at: 0, as: key(long, [long], long)))
        #expect(!key("Saint Pierre and Miquelom", [long], long).samePart(at: 0, as: key(long, [long], long)))
        #expect(!key(long, [long], nil).samePart(at: 0, as: key(long, [long], long)))
    }

    /// A locale whose own column repeats its parent's names derives what
    /// its parent did, by the names themselves: the catalogs share one
    /// `Derived` and its rendered files. Other names are derived apart.
    @Test func localesWithEqualNamesShareOneDerivation() throws {
        var reference = Data.reference
        reference.territoryNames["sv_AX"] = TerritoryNames(standard: ["AX": "Åland"])
        reference.territoryNames["sv_FI"] = TerritoryNames(standard: ["AX": "Ahvenanmaa"])
        let prepared = CatalogBuilder.PreparedDataset(Data.swedishDataset)
        let parent = try CatalogBuilder.build(prepared: prepared, reference: reference, locale: "sv")
        let repeating = try CatalogBuilder.build(prepared: prepared, reference: reference, locale: "sv_AX")
        let other = try CatalogBuilder.build(prepared: prepared, reference: reference, locale: "sv_FI")
        #expect(parent.renderedBody != nil && parent.renderedBody === repeating.renderedBody)
        #expect(other.renderedBody !== parent.renderedBody)
        #expect(other.sections.flatMap(\.countries).map(\.name).contains("Ahvenanmaa"))
    }

    /// In the languages whose search terms depend only on the texts, a
    /// record named by its English name, without alternates, gets the terms
    /// made for it once per build; Turkish and Azerbaijani, which fold `I`
    /// their own way, and Japanese, which spells names in Latin, make their
    /// own. Every catalog is still what a fresh build of it alone gives.
    @Test func englishNamedRecordsShareTheirTermsAcrossLanguages() throws {
        let dataset = Data.dataset([("IS", "Iceland", "+354"), ("IT", "Isle of Italy", "+39"), ("AT", "Austria", "+43")])
        let prepared = CatalogBuilder.PreparedDataset(dataset)
        func terms(_ locale: String, _ prepared: CatalogBuilder.PreparedDataset) throws -> [String: [[String]]] {
            let catalog = try CatalogBuilder.build(prepared: prepared, reference: Data.reference, locale: locale)
            return Dictionary(uniqueKeysWithValues: catalog.sections.flatMap(\.countries).map { ($0.code, [$0.searchKeys, $0.searchAbbreviations]) })
        }
        var shared: [String: [String: [[String]]]] = [:]
        for locale in ["de", "tr", "fr", "az", "ja", "nl"] {
            shared[locale] = try terms(locale, prepared)
            #expect(shared[locale] == (try terms(locale, CatalogBuilder.PreparedDataset(dataset))), "\(locale)")
        }
        #expect(shared["de"]?["IT"] == [["isle of italy"], ["ioi", "ii"]])
        #expect(shared["fr"] == shared["de"] && shared["nl"] == shared["de"])
        #expect(shared["tr"]?["IT"]?[0] == ["ısle of ıtaly"] && shared["az"]?["IT"]?[0] == ["ısle of ıtaly"])
        #expect(["ja", "zh", "ru", "tr", "az", "lt"].allSatisfy { SearchKeys(locale: $0).dependsOnLanguage })
        #expect(!["de", "fr", "nl", "en", "sv", "ar", "hi"].contains { SearchKeys(locale: $0).dependsOnLanguage })
    }

    /// An entry of `EnglishNamedTerms` serves only the texts it was made
    /// from, compared by bytes.
    @Test func englishNamedTermsServeTheirOwnTextsOnly() {
        let table = EnglishNamedTerms(rows: 2)
        var made = 0
        func terms(_ row: Int, _ english: String, _ alpha3: String?) -> [String] {
            table.terms(row: row, english: english, alpha3: alpha3) {
                made += 1
                return ([english], [])
            }.keys
        }
        #expect(terms(0, "R\u{E9}union", "REU") == ["R\u{E9}union"] && made == 1)
        #expect(terms(0, "R\u{E9}union", "REU") == ["R\u{E9}union"] && made == 1)
        #expect(terms(1, "R\u{E9}union", "REU") == ["R\u{E9}union"] && made == 2)
        #expect(terms(0, "Re\u{301}union", "REU") == ["Re\u{301}union"] && made == 3)
        #expect(terms(0, "Re\u{301}union", nil) == ["Re\u{301}union"] && made == 4)
    }

    /// Names are compared by their bytes: canonically equivalent spellings
    /// may fold or be transliterated differently, so they derive apart.
    @Test func namesKeysCompareBytes() {
        func key(_ name: String, english: String? = "Reunion", record: Int = 0) -> CatalogBuilder.NamesKey {
            .init(language: "fr", names: [name], alternatesOf: [[]], englishOf: [english], recordIndexes: [record])
        }
        #expect(key("Réunion") == key("Réunion"))
        #expect(key("Réunion").hashValue == key("Réunion").hashValue)
        #expect(key("R\u{E9}union") != key("Re\u{301}union"))
        #expect(key("Réunion") != key("Réunion", english: nil))
        #expect(key("Réunion") != key("Réunion", record: 1))
        // Keys alike in all the digest reads are told apart where they are kept.
        let memo = RecentMemo<CatalogBuilder.NamesKey, String>()
        #expect(memo.value(for: key("Réunion")) { "with English" } == "with English")
        #expect(memo.value(for: key("Réunion", english: nil)) { "without" } == "without")
        #expect(memo.existing(for: key("Réunion", record: 1)) == nil && memo.existing(for: key("Réunion")) == "with English")
    }

    /// CLDR's other `alt` forms are search keys, inherited as names are:
    /// searching "Chagos" finds IO, in the locale that names it so and in
    /// those that inherit it; a locale whose chain has no alternate has no key.
    @Test func alternateNamesAreSearchKeys() throws {
        let reference = ReferenceData(territoryNames: [
            "en": TerritoryNames(standard: ["IO": "British Indian Ocean Territory"],
                                 alternates: ["chagos": ["IO": "Chagos Archipelago"]]),
            "fr": TerritoryNames(standard: ["IO": "Territoire britannique de l’océan Indien"],
                                 alternates: ["biot": ["IO": "territoire britannique"], "chagos": ["IO": "Archipel des Chagos"]]),
            "de": TerritoryNames(standard: ["IO": "Britisches Territorium im Indischen Ozean"]),
            "root": TerritoryNames(),
        ])
        let dataset = Data.dataset([("IO", "British Indian Ocean Territory", "+246")])
        let prepared = CatalogBuilder.PreparedDataset(dataset)
        func keys(_ locale: String) throws -> [String] {
            try CatalogBuilder.build(prepared: prepared, reference: reference, locale: locale).sections.flatMap(\.countries).first?.searchKeys ?? []
        }
        #expect(try keys("en").contains("chagos archipelago"))
        #expect(try keys("en_GB").contains("chagos archipelago"))
        // Both of French's, by `alt` value: biot, then chagos.
        let french = try keys("fr")
        let biot = try #require(french.firstIndex(of: "territoire britannique")), chagos = try #require(french.firstIndex(of: "archipel des chagos"))
        #expect(biot < chagos)
        #expect(try !keys("de").contains { $0.contains("chagos") })
    }

    @Test func emptyDatasetHasNoSectionsAndNoLetters() throws {
        let catalog = try CatalogBuilder.build(dataset: Data.dataset([]), reference: Data.reference, locale: "sv")
        #expect(catalog.sections.isEmpty)
        #expect(catalog.letters.isEmpty)
    }
}
