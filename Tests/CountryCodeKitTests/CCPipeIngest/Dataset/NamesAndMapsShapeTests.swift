@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Foundation
import Testing

/// Names by language and form, records beside an array of names, and
/// objects keyed by the same region codes: read as their keys say, judged
/// against CLDR and ISO, in trimmed copies of those shapes.
@Suite struct NamesAndMapsShapeTests {
    private func read(_ file: String) throws -> Dataset {
        try DatasetReader.read(path: TestData.fixture("real-world/" + file))
    }

    private func findings(_ dataset: Dataset) -> [Finding] {
        Validator.validate(dataset, against: TestData.embeddedReference)
    }

    // MARK: name fields by language and form

    @Test(arguments: [
        ("name_ru", NameField("ru")),
        ("name_zh_Hant", NameField("zh_Hant")),
        ("country_pt-BR", NameField("pt_BR")),
        ("name_en_full", NameField("en", form: .full)),
        ("name_en_official", NameField("en", form: .full)),
        ("name_ru_long", NameField("ru", form: .full)),
        ("name_ru_short", NameField("ru", form: .short)),
        ("name_de_common", NameField("de", form: .short)),
        ("en_name", NameField("en")),
        ("zh_Hant_name", NameField("zh_Hant")),
        ("official_name_fr", NameField("fr", form: .full)),
        ("name_zh_Hant_short", NameField("zh_Hant", form: .short)),
    ])
    func keysSayLanguageAndForm(_ key: String, _ expected: NameField) {
        #expect(LocalizedNameKey.field(of: key) == expected)
    }

    @Test(arguments: ["name", "name_short", "short_name", "country_code", "country_name", "name_alt", "dial_code", "names", "name_en_Full_x"])
    func keysThatAreNoLanguage(_ key: String) {
        #expect(LocalizedNameKey.field(of: key) == nil)
    }

    @Test func columnsByLanguageAndFormAreNamesOfThatLanguageAndForm() throws {
        let dataset = try read("names-by-language-and-form.csv")
        let afghanistan = try #require(dataset.records.first)
        #expect(Set(afghanistan.localizedNames.keys) == ["en/full", "en/short", "ru/full", "ru/short", "xx/short"])
        #expect(afghanistan.localizedNames["en/full"]?.text == "Islamic Republic of Afghanistan")
        #expect(afghanistan.name == nil)
        let findings = findings(dataset)
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.filter { $0.severity == .error }.map(\.message))")
        // The outdated English names, in the short column; the official names
        // match ISO 3166-1's (Czech Republic is CZ's), CLDR's or are said to be unchecked.
        let localized = findings.filter { $0.ruleID == "name-localized" }
        #expect(localized.map(\.code) == ["CZ", "SZ"])
        #expect(localized.allSatisfy { $0.field == "name@en/short" })
        #expect(localized.first?.expected == "Czechia")
        let unchecked = findings.filter { $0.ruleID == "name-locale-unchecked" }.map(\.field)
        #expect(unchecked == ["name@ru/full", "name@xx"])
    }

    @Test func aNamesObjectIsKeyedByLanguage() throws {
        let json = #"[{"code": "DE", "dial_code": "+49", "names": {"en": "Germany", "de": {"common": "Deutschlant", "official": "Bundesrepublik Deutschland"}}}]"#
        let dataset = try TestData.dataset(json: json)
        let record = try #require(dataset.records.first)
        #expect(Set(record.localizedNames.keys) == ["en", "de/short", "de/full"])
        #expect(record.localizedNames["de/short"]?.key == "names.de.common")
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        #expect(findings.filter { $0.ruleID == "name-localized" }.map(\.field) == ["name@de/short"])
        #expect(!findings.contains { $0.ruleID == "field-missing" })
    }

    // MARK: an array of records beside an array of names

    @Test func theObjectsAreTheRecordsAndTheStringsBesideThemTheirNames() throws {
        let dataset = try read("wrapped-codes-beside-names.json")
        #expect(dataset.shape == .wrappedArrayWithNames(key: "codes", names: "countries"))
        #expect(dataset.records.count == 12)
        let albania = dataset.records[1]
        #expect(albania.name?.text == "Albania")
        #expect(albania.localizedNames[.sameLanguage]?.text == "Albanai")
        #expect(albania.localizedNames[.sameLanguage]?.key == "countries[1]")
        #expect(albania.dialCode?.text == "+355")
        #expect(albania.code == nil)
        #expect(albania.embeddedCode?.text == "AL")
        #expect(albania.embeddedCode?.key == "image")
    }

    @Test func theRegionCodeComesFromTheFlagsFileNameAndSaysSo() throws {
        let findings = findings(try read("wrapped-codes-beside-names.json"))
        let derived = try #require(findings.first { $0.ruleID == "code-derived" })
        #expect(derived.message.contains("12 from the codes in the values of \"image\""), "\(derived.message)")
        #expect(!findings.contains { $0.ruleID == "field-missing" || $0.ruleID == "name-unresolved" })
        // The defect is found, the paired names are judged, and nothing else is an error.
        #expect(findings.filter { $0.severity == .error }.map(\.code) == ["CY"])
        #expect(findings.contains { $0.ruleID == "name-localized" && $0.code == "AL" && $0.field == "name" && $0.keyPath == "countries[1]" })
    }

    @Test func aFileNameEmbedsACodeOnlyAsAnImage() {
        #expect(EmbeddedCodes.code(inFileName: "https://cdn.example.org/images/AF.svg") == "AF")
        #expect(EmbeddedCodes.code(inFileName: "flags/af.png?v=2") == "AF")
        #expect(EmbeddedCodes.code(inFileName: "af.txt") == nil)
        #expect(EmbeddedCodes.code(inFileName: "images/afg.svg") == nil)
        #expect(EmbeddedCodes.code(inFileName: "Afghanistan") == nil)
    }

    @Test func oneFileNameIsNoConvention() throws {
        let json = #"{"codes": [{"name": "Afghanistan", "image": "AF.svg", "code": "+93"}, {"name": "Albania", "code": "+355"}]}"#
        let dataset = try TestData.dataset(json: json)
        #expect(dataset.records.allSatisfy { $0.embeddedCode == nil })
    }

    // MARK: objects keyed by the same region codes

    @Test func twoMapsAreTwoFieldsOfOneSetOfRecords() throws {
        let dataset = try read("two-region-maps.json")
        #expect(dataset.shape == .regionMaps([RegionMap(key: "names", field: "name"), RegionMap(key: "phones", field: "dial_code")]))
        #expect(dataset.records.count == 12)
        let us = dataset.records[0]
        #expect(us.code?.text == "US")
        #expect(us.name?.text == "美國")
        #expect(us.dialCode?.text == "+1")
        #expect(us.dialCode?.key == "phones.US")
        // "+1" once: the name's own dial code says the same.
        #expect(us.moreDialCodes.isEmpty)
        #expect(dataset.syntaxIssues.count == 3)
    }

    @Test func aRegionMissingFromOneMapIsReported() throws {
        let findings = findings(try read("two-region-maps.json"))
        let kosovo = findings.filter { $0.code == "XK" }
        #expect(kosovo.map(\.ruleID) == ["field-missing"])
        #expect(kosovo.first?.message == "\"phones\" has no \"XK\"; the record's dial_code is read from \"names\" alone")
        #expect(findings.contains { $0.ruleID == "dataset-convention" && $0.message.contains("CLDR's zh_Hant names") })
        // The rest: the syntax the reader read past, Cyprus's +537, and nothing on a right record.
        let errors = findings.filter { $0.severity == .error }
        #expect(errors.filter { $0.ruleID == "json-syntax" }.count == 3)
        #expect(Set(errors.filter { $0.ruleID != "json-syntax" }.compactMap(\.code)) == ["XK", "CY"])
    }

    @Test func mapsThatShareFewRegionsAreNoRecords() {
        let json = #"{"a": {"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": "+244"}, "b": {"SE": "Sweden", "NO": "Norway", "FI": "Finland", "DK": "Denmark", "IS": "Iceland"}}"#
        #expect(throws: InputError.self) { try TestData.dataset(json: json) }
    }

    // MARK: the unknown-shape message

    /// Objects under unknown keys, keyed by region codes that do not pair:
    /// the keys are counted by kind, not listed on one line.
    @Test func anUnknownShapeIsDescribedInAFewLines() throws {
        let json = #"{"a": {"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": "+244"}, "b": {"SE": "Sweden", "NO": "Norway", "FI": "Finland", "DK": "Denmark", "IS": "Iceland"}}"#
        let error = try #require(throws: InputError.self) { try TestData.dataset(json: json) }
        #expect(error.message == """
            unknown dataset shape: \(DatasetMessage.expectedShapes)
              found 2 records (objects) with 10 keys: 10 2-letter codes, such as "AF"
              their values: 5 dial codes with '+', such as "+93"; 5 names, such as "Sweden"
            """)
    }

    @Test func examplesAreCutAndEscaped() {
        #expect(DatasetMessage.quoted(String(repeating: "a", count: 40)) == "\"" + String(repeating: "a", count: 32) + "…\"")
        #expect(DatasetMessage.quoted("a\u{202E}b") == "\"a\\u{202E}b\"")
    }
}
