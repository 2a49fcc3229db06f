import Testing

@testable import CountryCatalogCore

/// `PhonePattern` against what Python's `re.match` (a backtracking engine
/// that, as libphonenumber's, tries alternatives in order and repeats
/// greedily) answers for the same pattern and digits: where the match ends,
/// each group's range, and whether the whole of the digits matches.
@Suite("PhonePattern matches as a backtracking engine does")
struct PhonePatternTests {
    struct PatternCase: Sendable, CustomTestStringConvertible {
        let pattern: String
        /// Digits, the end of the match from the first digit (nil: none), its groups, whether all of them match.
        let digits: [(String, Int?, [Range<Int>?], Bool)]

        init(_ pattern: String, _ digits: [(String, Int?, [Range<Int>?], Bool)]) {
            self.pattern = pattern
            self.digits = digits
        }

        var testDescription: String { pattern }
    }

    static let cases: [PatternCase] = [
        PatternCase("(\\d{3})(\\d{4})", [
            ("1234567", 7, [0..<3, 3..<7], true),
            ("12345678", 7, [0..<3, 3..<7], false),
            ("9012345678", 7, [0..<3, 3..<7], false),
            ("1071234567", 7, [0..<3, 3..<7], false),
            ("175555555", 7, [0..<3, 3..<7], false),
            ("123", nil, [], false),
            ("1233", nil, [], false)
        ]),
        PatternCase("(?:1|12)(3)?", [
            ("1234567", 1, [nil], false),
            ("12345678", 1, [nil], false),
            ("123", 1, [nil], true),
            ("1233", 1, [nil], false),
            ("124", 1, [nil], false),
            ("22234", nil, [], false),
            ("4", nil, [], false)
        ]),
        PatternCase("(1|12)3", [
            ("1234567", 3, [0..<2], false),
            ("12345678", 3, [0..<2], false),
            ("123", 3, [0..<2], true),
            ("1233", 3, [0..<2], false),
            ("12345", 3, [0..<2], false),
            ("22234", nil, [], false),
            ("124", nil, [], false)
        ]),
        PatternCase("(2|23)*4", [
            ("22234", 5, [2..<4], true),
            ("4", 1, [nil], true),
            ("1234567", nil, [], false),
            ("12345678", nil, [], false)
        ]),
        PatternCase("(\\d{1,3})(\\d+)", [
            ("1234567", 7, [0..<3, 3..<7], true),
            ("12345678", 8, [0..<3, 3..<8], true),
            ("123", 3, [0..<2, 2..<3], true),
            ("1233", 4, [0..<3, 3..<4], true),
            ("22234", 5, [0..<3, 3..<5], true),
            ("4", nil, [], false),
            ("1", nil, [], false)
        ]),
        PatternCase("1?(\\d)", [
            ("1234567", 2, [1..<2], false),
            ("12345678", 2, [1..<2], false),
            ("123", 2, [1..<2], false),
            ("1233", 2, [1..<2], false),
            ("22234", 1, [0..<1], false),
            ("", nil, [], false)
        ]),
        PatternCase("0{0}1", [
            ("1234567", 1, [], false),
            ("12345678", 1, [], false),
            ("123", 1, [], false),
            ("1233", 1, [], false),
            ("124", 1, [], false),
            ("22234", nil, [], false),
            ("4", nil, [], false)
        ]),
        PatternCase("(?:0|1){0,2}(\\d)", [
            ("1234567", 2, [1..<2], false),
            ("12345678", 2, [1..<2], false),
            ("123", 2, [1..<2], false),
            ("1233", 2, [1..<2], false),
            ("22234", 1, [0..<1], false),
            ("", nil, [], false)
        ]),
        PatternCase("[13-5]{2,3}(6)?$", [
            ("35", 2, [nil], true),
            ("3456", 4, [3..<4], true),
            ("346", 3, [2..<3], true),
            ("1234567", nil, [], false),
            ("12345678", nil, [], false)
        ]),
        PatternCase("(?:(1)|(2)|(12))+", [
            ("1234567", 2, [0..<1, 1..<2, nil], false),
            ("12345678", 2, [0..<1, 1..<2, nil], false),
            ("123", 2, [0..<1, 1..<2, nil], false),
            ("1233", 2, [0..<1, 1..<2, nil], false),
            ("22234", 3, [nil, 2..<3, nil], false),
            ("4", nil, [], false),
            ("01", nil, [], false)
        ]),
        PatternCase("9 (\\d) 8", [
            ("918", 3, [1..<2], true),
            ("9188", 3, [1..<2], false),
            ("9818", nil, [], false)
        ]),
        PatternCase("(\\d)(\\d)?(\\d){0}\\d*", [
            ("1234567", 7, [0..<1, 1..<2, nil], true),
            ("12345678", 8, [0..<1, 1..<2, nil], true),
            ("123", 3, [0..<1, 1..<2, nil], true),
            ("1233", 4, [0..<1, 1..<2, nil], true),
            ("22234", 5, [0..<1, 1..<2, nil], true),
            ("", nil, [], false)
        ]),
        PatternCase("((1)2|1(2)3)?(\\d*)", [
            ("1234567", 7, [0..<2, 0..<1, nil, 2..<7], true),
            ("12345678", 8, [0..<2, 0..<1, nil, 2..<8], true),
            ("123", 3, [0..<2, 0..<1, nil, 2..<3], true),
            ("1233", 4, [0..<2, 0..<1, nil, 2..<4], true),
            ("22234", 5, [nil, nil, nil, 0..<5], true)
        ]),
        PatternCase("(?:[2-8]\\d|9[0-7])\\d{6}|1(?:0\\d|7)\\d{7}", [
            ("9012345678", 8, [], false),
            ("1071234567", 10, [], true),
            ("175555555", 9, [], true),
            ("1234567", nil, [], false),
            ("12345678", nil, [], false)
        ]),
    ]

    @Test(arguments: cases)
    func matchesAsPythonsRe(_ example: PatternCase) throws {
        let pattern = try #require(PhonePattern(example.pattern))
        for (digits, end, groups, whole) in example.digits {
            let match = pattern.match(PhonePattern.digits(digits), whole: false)
            #expect(match?.end == end, "\(digits)")
            if let match { #expect(match.groups == groups, "\(digits)") }
            #expect(pattern.matches(PhonePattern.digits(digits)) == whole, "\(digits)")
            #expect(pattern.prefixMatch(PhonePattern.digits(digits)) == end, "\(digits)")
        }
    }

    @Test(arguments: ["(", ")", "1)", "(?1)", "[]", "[9-7]", "[1", "\\w", "1??", "1{2}{3}", "${2}", "*1", "1|*", "1{33}", "1{3,2}", "1{,2}", "a",
                      String(repeating: "(", count: 33) + "1" + String(repeating: ")", count: 33)])
    func patternsOutsideTheSyntaxOrLimitsAreNotCompiled(_ source: String) {
        #expect(PhonePattern(source) == nil)
    }

    @Test func programsPastTheLimitAreNotCompiledButRepetitionsOfNoneCostNothing() {
        var limits = PhonePattern.Limits()
        limits.maximumInstructions = 64
        #expect(PhonePattern("\\d{31}\\d{32}", limits: limits) != nil)
        #expect(PhonePattern("\\d{32}\\d{32}", limits: limits) == nil)
        #expect(PhonePattern(String(repeating: "(", count: 32) + "1" + String(repeating: ")", count: 32)) != nil)
        // 32 × 32 × 32 instructions, repeated no times: nothing is compiled, as libphonenumber's engines do nothing with it.
        #expect(PhonePattern("(?:(?:\\d{32}){32}){0}1", limits: limits)?.matches(PhonePattern.digits("1")) == true)
    }

    @Test func anEmptyPatternMatchesNoDigits() throws {
        let empty = try #require(PhonePattern(""))
        #expect(empty.prefixMatch(PhonePattern.digits("12")) == 0 && empty.matches([]) && !empty.matches(PhonePattern.digits("1")))
    }

    @Test func whiteSpaceIsPassedOver() throws {
        let spaced = try #require(PhonePattern(" ( \\d {2} )\t\n\u{A0}9 "))
        #expect(spaced.match(PhonePattern.digits("129"), whole: true)?.groups == [0..<2])
    }
}
