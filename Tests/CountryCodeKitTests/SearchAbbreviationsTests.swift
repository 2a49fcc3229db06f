@testable import CCPipeBuild
import Testing

struct SearchAbbreviationsTests {
    /// Every word's initial, then the capitalised words' alone: "UAE" keeps
    /// every word, "USA" skips the lower-case "of".
    @Test(arguments: [
        ("United Arab Emirates", ["UAE"]),
        ("United States of America", ["USoA", "USA"]),
        ("Isle of Man", ["IoM", "IM"]),
        ("Émirats arabes unis", ["Éau"]),
        ("U.S. Virgin Islands", ["USVI"]),
        ("É.-U.", ["ÉU"]),
        ("Côte d’Ivoire", ["CdI", "CI"]),
        ("Myanmar (Burma)", []),
        ("Sweden", []),
        ("Объединенные Арабские Эмираты", ["ОАЭ"]),
        ("阿拉伯联合酋长国", []),
    ])
    func initialsOfEveryWordAndOfTheCapitalisedWords(_ name: String, _ expected: [String]) {
        #expect(SearchAbbreviations.initials(of: name) == expected)
    }

    @Test func theAlpha3CodeThenTheInitialsFoldedWithoutRepeatsOrNames() {
        let english = SearchAbbreviations(locale: "en")
        #expect(english.abbreviations(name: "United Arab Emirates", alternates: [], english: nil, alpha3: "ARE") == ["are", "uae"])
        #expect(english.abbreviations(name: "United Kingdom", alternates: ["UK"], english: nil, alpha3: "GBR") == ["gbr"])
        let french = SearchAbbreviations(locale: "fr")
        #expect(french.abbreviations(name: "Émirats arabes unis", alternates: [], english: "United Arab Emirates", alpha3: "ARE")
                == ["are", "eau", "uae"])
        // Sweden's name for the United States is its alpha-3 code.
        let swedish = SearchAbbreviations(locale: "sv")
        #expect(swedish.abbreviations(name: "USA", alternates: [], english: "United States", alpha3: "USA") == ["us"])
        #expect(swedish.abbreviations(name: "Sverige", alternates: [], english: "Sweden", alpha3: nil).isEmpty)
    }
}
