import CCPipeBuild
import CCPipeIngest
import CCPipeModel
import CountryCodeKit
import Testing

/// The maintained dataset built against the embedded CLDR subset: real names,
/// real ICU index buckets, one test per locale the subset carries.
struct EmbeddedLocaleCatalogTests {
    static let dataset: Dataset = {
        do { return try DatasetReader.read(path: TestData.maintainedDataset) } catch { fatalError("\(error)") }
    }()

    private func catalog(_ locale: String) throws -> Catalog {
        try CatalogBuilder.build(dataset: Self.dataset, reference: TestData.embeddedReference, locale: locale)
    }

    private func section(of code: String, in catalog: Catalog) -> String? {
        catalog.sections.first { $0.countries.contains { $0.code == code } }?.title
    }

    @Test func englishSortsÅlandAmongTheAsAndListsEveryRecord() throws {
        let english = try catalog("en")
        #expect(section(of: "AX", in: english) == "A")
        let names = english.sections[0].countries.map(\.name)
        #expect(names.firstIndex(of: "Åland Islands")! < names.firstIndex(of: "Albania")!)
        #expect(english.sections.map(\.countries.count).reduce(0, +) == Self.dataset.records.count)
        #expect(english.skipped.isEmpty)
        #expect(english.letters.map(\.label) == "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init))
        let x = try #require(english.letters.first { $0.label == "X" })
        #expect(x.count == 0)
        #expect(english.sections[x.section].title == "Y")
    }

    @Test func swedishPutsÅÄÖAfterZ() throws {
        let swedish = try catalog("sv")
        let titles = swedish.sections.map(\.title)
        #expect(titles.suffix(3) == ["Z", "Å", "Ö"])
        #expect(section(of: "AX", in: swedish) == "Å")  // Åland
        #expect(section(of: "AT", in: swedish) == "Ö")  // Österrike
        #expect(swedish.letters.map(\.label).suffix(3) == ["Å", "Ä", "Ö"])
    }

    @Test func czechHasAChSectionAfterH() throws {
        let czech = try catalog("cs")
        let titles = czech.sections.map(\.title)
        let h = try #require(titles.firstIndex(of: "H"))
        #expect(titles[h + 1] == "CH")
        #expect(section(of: "CL", in: czech) == "CH")  // Chile
        #expect(section(of: "HR", in: czech) == "CH")  // Chorvatsko
    }

    @Test func germanFilesÄgyptenUnderA() throws {
        let german = try catalog("de")
        #expect(german.sections.flatMap(\.countries).first { $0.code == "EG" }?.name == "Ägypten")
        #expect(section(of: "EG", in: german) == "A")
        #expect(!german.letters.contains { $0.label == "Ä" })
    }

    @Test func japaneseGroupsKanaByRowAndKanjiInTheOverflow() throws {
        let japanese = try catalog("ja")
        #expect(section(of: "US", in: japanese) == "あ")  // アメリカ合衆国
        #expect(section(of: "CA", in: japanese) == "か")  // カナダ
        let overflow = try #require(japanese.sections.last)
        #expect(overflow.kind == .overflow)
        #expect(overflow.countries.contains { $0.code == "JP" })  // 日本
        #expect(overflow.countries.contains { $0.code == "CN" })  // 中国
    }

    @Test func chineseSortsByPinyin() throws {
        let chinese = try catalog("zh")
        #expect(section(of: "CN", in: chinese) == "Z")  // 中国
        #expect(section(of: "US", in: chinese) == "M")  // 美国
        #expect(section(of: "AF", in: chinese) == "A")  // 阿富汗
    }

    @Test(arguments: [("ru", "RU", "Р"), ("ar", "EG", "م")])
    func cyrillicAndArabicUseTheirOwnAlphabets(_ locale: String, _ code: String, _ title: String) throws {
        let built = try catalog(locale)
        #expect(section(of: code, in: built) == title)
        #expect(built.sections.allSatisfy { $0.kind == .normal })
    }

    @Test(arguments: [("CI", "Ivory Coast", "cote d'ivoire"), ("SZ", "Swaziland", "eswatini"), ("GB", "UK", "united kingdom")])
    func englishCountriesCarryAlternateAndFoldedNames(_ code: String, _ alternate: String, _ folded: String) throws {
        let country = try #require(try catalog("en").sections.flatMap(\.countries).first { $0.code == code })
        #expect(country.searchKeys.contains(alternate))
        #expect(country.searchKeys.contains(folded))
        #expect(!country.searchKeys.contains(country.name))
    }

    @Test func everyCountryHasItsFlag() throws {
        let countries = try catalog("sv").sections.flatMap(\.countries)
        #expect(countries.first { $0.code == "SE" }?.flag == "🇸🇪")
        #expect(countries.allSatisfy { $0.flag?.unicodeScalars.count == 2 })
    }
}
