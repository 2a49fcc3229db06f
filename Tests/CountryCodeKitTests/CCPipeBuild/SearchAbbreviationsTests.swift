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

    /// The initials as the definition says them, character by character
    /// with the standard library's properties: a word starts at a letter
    /// or digit (alphabetic or with a numeric type), marks and zero-width
    /// joiners belong to the character before them, what follows `(` is
    /// left out, and a capital is a character that is not lower case.
    static func definedInitials(of text: String) -> [String] {
        var all: [Character] = [], capitalised: [Character] = []
        var inWord = false
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "(" { break }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                scalars.formIndex(after: &index)
                continue
            case .format where scalar.value == 0x200C || scalar.value == 0x200D:
                scalars.formIndex(after: &index)
                continue
            default:
                break
            }
            let isWord = properties.isAlphabetic || properties.numericType != nil
            if isWord, !inWord {
                all.append(text[index])
                if !text[index].isLowercase { capitalised.append(text[index]) }
            }
            inWord = isWord
            scalars.formIndex(after: &index)
        }
        var result: [String] = []
        if all.count >= 2 { result.append(String(all)) }
        if capitalised.count >= 2, capitalised.count < all.count { result.append(String(capitalised)) }
        return result
    }

    /// Random names of words in many scripts, with marks, joiners, digits,
    /// punctuation and brackets (a fixed seed, so a failure repeats): the
    /// initials the build takes (ASCII byte by byte, other text through
    /// ICU's properties) are the defined ones.
    @Test func randomNamesHaveTheirDefinedInitials() {
        let pool = Array("AaZzÉéØøßΣσЖжԱաאبپकষਕકଓகఅಕമකกລཀကខᎠあアカ漢한0١٢ -.’'(\u{0301}\u{0308}\u{093C}\u{094D}\u{09BE}\u{0E31}\u{200C}\u{200D}\u{3099}".unicodeScalars)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var differing: [String] = []
        for _ in 0..<20_000 {
            var name = String.UnicodeScalarView()
            for _ in 0..<(1 + next(14)) { name.append(pool[next(pool.count)]) }
            let text = String(name)
            if SearchAbbreviations.initials(of: text) != Self.definedInitials(of: text) { differing.append(text) }
        }
        #expect(differing.count == 0, "\(differing.prefix(3).map { $0.unicodeScalars.map(\.value) })")
    }

    /// A word's first code point reported `alone` is the whole character
    /// there, as the standard library breaks characters: after letters of
    /// several scripts (Hangul and a prepended Malayalam letter among
    /// them), each code point of the first two planes in turn.
    @Test func aWordStartReportedAloneIsACharacterOfItsOwn() {
        let starts: [Unicode.Scalar] = ["A", "é", "ж", "क", "ก", "한", "ア", "\u{0D4E}", "1", "\u{24C2}"]
        var alone = 0
        var wrong: [String] = []
        for start in starts {
            for value in 0x20..<0x20000 where value != 0x28 {
                guard let following = Unicode.Scalar(value) else { continue }
                let text = String(start) + String(following) + " z"
                ScalarTraits.forEachWordStart(in: text) { offset, traits in
                    guard offset == 0, traits.contains(.alone) else { return }
                    alone += 1
                    if text.first.map(String.init) != String(start) { wrong.append(text) }
                }
            }
        }
        #expect(alone > 500_000)
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { $0.unicodeScalars.map(\.value) })")
        var reported: [Bool] = []
        for text in ["Южная Африка", "한국 사람", "क्षेत्र देश", "ก้า ขา"] {
            ScalarTraits.forEachWordStart(in: text) { _, traits in reported.append(traits.contains(.alone)) }
        }
        #expect(reported == [true, true, false, false, false, false, false, true])
    }

    /// The case a word's first code point reports is its Lowercase and
    /// Cased properties: each code point of the first two planes of the
    /// Unicode version of ICU 72 (15.0) that starts a word.
    @Test func aWordStartReportsItsCase() {
        var starts = 0
        var wrong: [UInt32] = []
        for value: UInt32 in 0x80..<0x30000 {
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age, age.major < 15 || age == (15, 0) else { continue }
            ScalarTraits.forEachWordStart(in: String(scalar) + " z") { offset, traits in
                guard offset == 0 else { return }
                starts += 1
                if traits.contains(.lowercase) != scalar.properties.isLowercase || traits.contains(.cased) != scalar.properties.isCased {
                    wrong.append(value)
                }
            }
        }
        #expect(starts > 100_000)
        // U+0295 ʕ is lower case in the standard library's later Unicode, not in ICU 72's.
        #expect(wrong == [0x0295], "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }
}
