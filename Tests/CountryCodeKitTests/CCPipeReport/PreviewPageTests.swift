@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeDiff
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReport
import CountryCatalog
@testable import CountryCodeKit
import Foundation
import Testing

/// The preview pages' HTML; `Tests/Browser` drives them in Chromium.
struct PreviewPageTests {
    private func page(_ locale: String, locales: [String] = []) throws -> String {
        PreviewPage.render(try #require(PickerCatalog.bundled(locale: locale)), locales: locales)
    }

    @Test func aPageIsStandalone() throws {
        let html = try page("sv", locales: ["en", "sv"])
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains(" src="))
        #expect(html.contains("<option value=\"en\">en</option>"))
        #expect(html.contains("<script type=\"application/json\" id=\"pages\">[\n  \"en\",\n  \"sv\"\n]\n</script>"))
        #expect(html.contains("<li data-code=\"AT\"><span class=\"flag\">🇦🇹</span><span class=\"name\">Österrike</span><span class=\"dial\" dir=\"ltr\">+43</span></li>"))
    }

    @Test func rightToLeftLanguagesAreLaidOutSo() throws {
        #expect(try page("ar").contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(try page("en").contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(PreviewPage.isRightToLeft("he_IL") && PreviewPage.isRightToLeft("fa") && !PreviewPage.isRightToLeft("sv"))
    }

    /// The switcher offers only names a page can have: a locale id, at
    /// most 64 characters; a page offered no other locale has none.
    @Test func theSwitcherOffersOnlyLocaleIds() throws {
        let html = try page("sv", locales: ["en", "sv", "javascript:alert(1)", "\"><b>", String(repeating: "a", count: 65)])
        #expect(html.contains("id=\"pages\">[\n  \"en\",\n  \"sv\"\n]\n</script>"))
        #expect(!html.contains("javascript") && !html.contains("<b>") && !html.contains(String(repeating: "a", count: 65)))
        #expect(!(try page("sv", locales: ["sv", "javascript:x"])).contains("<select"))
        #expect(PreviewPage.isPageName("zh_Hant_HK") && !PreviewPage.isPageName("") && !PreviewPage.isPageName("en.html"))
    }

    @Test func dataCannotEndItsScriptElement() {
        #expect(PreviewPage.scriptSafe(#"{"a": "</script><!--"}"#) == #"{"a": "\u003c/script>\u003c!--"}"#)
    }

    /// The page folds a query one character at a time with the exported
    /// table; for what people type, that must be what `SearchFolding` does
    /// to the whole text.
    @Test(arguments: [("ja", "ｶﾅﾀﾞ"), ("ja", "スウェーデン"), ("en", "ÅLAND"), ("en", "Côte d’Ivoire"), ("sv", "ÖSTERR"),
                      ("de", "Ägypten"), ("ru", "РОССИЯ"), ("en", "ＪＡＰＡＮ"), ("cs", "Česko")])
    func theFoldTableFoldsAsSearchFoldingDoes(_ locale: String, _ text: String) throws {
        let catalog = try #require(PickerCatalog.bundled(locale: locale))
        let folding = SearchFolding(locale: locale)
        let table = catalog.queryFoldingTable
        let byCharacter = text.precomposedStringWithCanonicalMapping.unicodeScalars.map { table[String($0)] ?? String($0) }.joined()
        // Scalars, not `==`, which would let a decomposed result pass.
        #expect(Array(byCharacter.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(folding.fold(text).unicodeScalars))
    }

    /// What the browser tests expect the page's search to return: PickerCatalog's
    /// own results for the same queries, so the page cannot rank differently.
    @Test func browserSearchExpectationsAreCountryCatalogsResults() throws {
        let queries: [(String, [String])] = [
            ("ar", ["sweden", "ال", "+9", "se"]),
            ("cs", ["ch", "česko", "cesko", "svéd"]),
            ("de", ["agyp", "Ägy", "sweden", "de", "vae", "usa"]),
            ("en", ["", "SE", "se", "swe", "+", "+1", "1 684", "(44)", "kingdom", "ivory", "cote d'iv", "ALAND", "ＪＡＰＡＮ", "zz", "u", "usa", "uae", "ua", "uk", "gb", "gbr"]),
            ("ja", ["ｶﾅﾀﾞ", "すうぇ", "スウェ", "roshia", "sweden", "英国", "xk", "ri ben"]),
            ("ru", ["rossiya", "росс", "Ро", "shvets"]),
            ("sv", ["swe", "österr", "osterr", "sweden", "358", "nya", "uae", "fa", "uk"]),
            ("zh", ["zhongguo", "zhong guo", "china", "中", "ruidian"]),
        ]
        let json = JSONOutput.object(try queries.map { locale, list in
            let catalog = try #require(PickerCatalog.bundled(locale: locale))
            return (locale, JSONOutput.object(list.map { ($0, JSONOutput.array(catalog.search($0).map { .string($0.code) })) }))
        }).rendered()
        let file = TestData.root.appendingPathComponent("Tests/Browser/search-expectations.json")
        if ProcessInfo.processInfo.environment["CCPIPE_RECORD_GOLDEN"] != nil {
            try json.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(file.lastPathComponent); run again without CCPIPE_RECORD_GOLDEN")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == json)
    }
}

/// What the preview page's phone field must show: CountryCatalog's own
/// results, recorded for the browser tests, which run the page's script
/// on the same numbers (`Tests/Browser/phone-expectations.json`).
struct PreviewPhoneExpectationTests {
    @Test func browserPhoneExpectationsAreCountryCatalogsResults() throws {
        let catalog = try #require(PickerCatalog.bundled(locale: "en"))
        var formatted: [(String, JSONOutput)] = []
        // Every region's example, typed as written nationally keystroke by
        // keystroke, and past any format; a few typed without the prefix,
        // with + and with the international prefix.
        for country in catalog.allCountries.sorted(by: { $0.code < $1.code }) {
            guard let phone = country.phone, let example = phone.exampleNational else { continue }
            var typings = [example.filter { $0.isASCII && $0.isNumber } + "12"]
            if let international = phone.exampleInternational { typings.append("+" + international.filter { $0.isASCII && $0.isNumber }) }
            formatted.append((country.code, .object(typings.map { typed in
                (typed, .array((1...typed.count).map { JSONOutput.string(phone.formatted(String(typed.prefix($0)))) }))
            })))
        }
        let numbers = ["+1 416 555 0123", "+1 212 555 0123", "+44 7797 123456", "+44 20 7946 0018", "+7 701 123 4567", "+7 912 345 67 89",
                       "+1 684 733 1234", "+358 18 12345", "+358 40 1234567", "+212 528 812345", "+1 416 555 012", "+46 70 123 45 67",
                       "+800 1234 5678", "+39 06 698 12345", "+262 269 61 2345", "+590 590 27 1234", "+44 (0)7797 123456", "0701234567"]
        let countries = numbers.map { ($0, catalog.country(forNumber: $0).map { JSONOutput.string($0.code) } ?? .null) }
        let dialled = [("SE", "00 44 7797 123456"), ("US", "011 44 7797 123456"), ("SE", "00 0 123")]
        let fromCountries = dialled.map { code, number in
            (code + " " + number, catalog.country(forNumber: number, dialledFrom: catalog.country(code: code)).map { JSONOutput.string($0.code) } ?? .null)
        }
        let json = JSONOutput.object([("country", .object(countries + fromCountries)), ("formatted", .object(formatted))]).rendered()
        let file = TestData.root.appendingPathComponent("Tests/Browser/phone-expectations.json")
        if ProcessInfo.processInfo.environment["CCPIPE_RECORD_GOLDEN"] != nil {
            try json.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(file.lastPathComponent); run again without CCPIPE_RECORD_GOLDEN")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == json)
    }
}

/// `diff --format html` embeds both sides' pickers where sections changed.
struct DiffPreviewTests {
    private static func catalog(_ sections: [Catalog.Section]) -> Catalog {
        Catalog(locale: "sv", sections: sections, letters: sections.indices.map { .init(label: sections[$0].title, section: $0, count: 1) })
    }

    private static let sweden = Country(code: "SE", name: "Sverige", dialCode: "+46", flag: "🇸🇪")
    private static let aland = Country(code: "AX", name: "Åland", dialCode: "+358 18", flag: "🇦🇽")

    @Test func aLocaleWhoseSectionsChangedShowsBothPickers() {
        let old = Self.catalog([.init(title: "S", kind: .normal, countries: [Self.sweden])])
        let new = Self.catalog([.init(title: "S", kind: .normal, countries: [Self.sweden]),
                                .init(title: "Å", kind: .normal, countries: [Self.aland])])
        let html = DiffHTMLTables.outputs([OutputDelta(old: old, new: new)])
        #expect(html.components(separatedBy: "<iframe sandbox=\"allow-scripts\"").count == 3)
        #expect(html.contains("<figcaption>before</figcaption>") && html.contains("<figcaption>after</figcaption>"))
        // The page is an attribute value, its markup as entities.
        #expect(html.contains("srcdoc=\"&lt;!DOCTYPE html&gt;\n&lt;html lang=&quot;sv&quot; dir=&quot;ltr&quot;&gt;"))
        #expect(!html.contains("<script"))
        #expect(html.contains("Åland"))
    }

    @Test func unchangedSectionsShowNoPicker() {
        let same = Self.catalog([.init(title: "S", kind: .normal, countries: [Self.sweden])])
        #expect(!DiffHTMLTables.outputs([OutputDelta(old: same, new: same)]).contains("<iframe"))
    }
}
