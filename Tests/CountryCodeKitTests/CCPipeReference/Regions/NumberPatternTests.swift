@testable import CCPipeCore
@testable import CCPipeModel
import Foundation
import Testing

/// libphonenumber's patterns, read as libphonenumber reads them.
struct NumberPatternTests {
    /// The prefixes read in one pass are those `matches` takes whole, for
    /// patterns of libphonenumber's shapes over digits and a stray letter.
    @Test(arguments: ["\\d{2}", "\\d{2,4}", "[1-9]\\d?", "(?:20|3[1-5])\\d{3}", "9?\\d{3}", "\\d+", "1|23|456", "(?:)?7"])
    func prefixMatchesAreTheWholeMatchesOfEachPrefix(_ source: String) throws {
        let pattern = try NumberPattern(source)
        for digits in ["", "2", "20123", "3129999", "912345", "1234567", "45", "7", "12a45", "456789"] {
            let expected = (0...digits.count).filter { pattern.matches(digits.prefix($0)) && !digits.prefix($0).contains("a") }
            #expect(pattern.wholeMatchLengths(ofPrefixesOf: digits) == expected, "\(source) on \(digits)")
        }
    }

    @Test(arguments: [
        ("528[89]\\d{5}", "528812345", true),
        ("528[89]\\d{5}", "528712345", false),
        ("528[89]\\d{5}", "52881234", false),
        ("[5-8]\\d{8}", "612345678", true),
        ("(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|5[0-5]))\\d{6}", "685123456", false),
        ("(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|5[0-5]))\\d{6}", "684123456", true),
        ("\\d{6,7}", "12345", false),
        ("\\d{6,7}", "1234567", true),
        ("1(?:2)?3", "13", true),
        ("1(2)?3", "123", true),
        ("12*3", "12223", true),
        ("12+3", "13", false),
        ("[0-2\\d]", "9", true),
    ])
    func wholeNumbers(_ pattern: String, _ digits: String, _ expected: Bool) throws {
        #expect(try NumberPattern(pattern).matches(digits) == expected)
    }

    @Test(arguments: [
        ("528[89]\\d{5}", "5288", true),
        ("528[89]\\d{5}", "5287", false),
        ("528[89]\\d{5}", "5", true),
        ("528[89]\\d{5}", "528812345", true),
        ("528[89]\\d{5}", "5288123456", false),
        ("(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|5[0-5]))\\d{6}", "5", false),
        ("(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|5[0-5]))\\d{6}", "685", false),
        ("(?:6(?:[0-79]\\d|8[0-247-9])|7(?:[016-8]\\d|2[0-8]|5[0-5]))\\d{6}", "68", true),
        ("\\d{3}", "", true),
    ])
    func numbersBeginningWith(_ pattern: String, _ digits: String, _ expected: Bool) throws {
        #expect(try NumberPattern(pattern).admitsNumber(startingWith: digits) == expected)
    }

    @Test(arguments: [
        ("684", "684", true),
        ("684", "6841234", true),
        ("684", "68", false),
        ("8001|8[024]9", "8291234", true),
        ("8001|8[024]9", "8001", true),
        ("8001|8[024]9", "8031", false),
        ("33|7", "7", true),
        ("[5-8]", "5288", true),
    ])
    func leadingDigits(_ pattern: String, _ digits: String, _ expected: Bool) throws {
        #expect(try NumberPattern(pattern).matchesStart(of: digits) == expected)
    }

    @Test func digitsOnly() throws {
        let pattern = try NumberPattern("\\d+")
        #expect(!pattern.matches("12a"))
        #expect(!pattern.admitsNumber(startingWith: "+1"))
        #expect(!pattern.matchesStart(of: "a1"))
    }

    @Test(arguments: ["a", "(?=1)", "[a-z]", "1{3", "(12", "12)", "[9-1]", "[]", "1??", "\\w", "{2}", "1{2,1}", "(?!1)"])
    func syntaxBeyondLibphonenumbersIsRefused(_ pattern: String) {
        #expect(throws: NumberPatternError.self) { try NumberPattern(pattern) }
    }

    @Test func hostilePatternsAreBounded() {
        #expect(throws: NumberPatternError.tooDeep(limit: 32)) { try NumberPattern(String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)) }
        #expect(throws: NumberPatternError.repetition(limit: 32)) { try NumberPattern("1{1000}") }
        #expect(throws: NumberPatternError.tooLarge(limit: 65_536)) {
            try NumberPattern("((((\\d{30}){30}){30}){30})")
        }
        #expect(throws: NumberPatternError.tooLong(limit: 8_192)) { try NumberPattern(String(repeating: "1", count: 9_000)) }
    }

    /// Every pattern the metadata has, of every region and kind, compiles,
    /// and each kind's example number matches its own pattern.
    @Test func everyPatternOfLibphonenumberReads() throws {
        let text = try String(contentsOfFile: XMLFixtures.phoneMetadata, encoding: .utf8)
        let patterns = try NSRegularExpression(pattern: "<nationalNumberPattern>([^<]*)</nationalNumberPattern>")
        let examples = try NSRegularExpression(pattern: "<exampleNumber>(\\d+)</exampleNumber>\\s*<nationalNumberPattern>([^<]*)</nationalNumberPattern>")
        let whole = NSRange(text.startIndex..., in: text)
        var count = 0
        for match in patterns.matches(in: text, range: whole) {
            let source = String(text[Range(match.range(at: 1), in: text)!]).filter { !$0.isWhitespace }
            _ = try NumberPattern(source)
            count += 1
        }
        #expect(count > 1_400)
        var checked = 0
        for match in examples.matches(in: text, range: whole) {
            let example = String(text[Range(match.range(at: 1), in: text)!])
            let source = String(text[Range(match.range(at: 2), in: text)!]).filter { !$0.isWhitespace }
            #expect(try NumberPattern(source).matches(example), "\(example) against \(source)")
            checked += 1
        }
        #expect(checked > 1_000)
    }
}
