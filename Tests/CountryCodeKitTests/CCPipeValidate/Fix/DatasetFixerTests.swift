import CCPipeValidate
import CountryCodeKit
import Testing

/// `ccpipe fix` rewrites only the values it fixes and keeps everything else byte for byte.
struct DatasetFixerTests {
    private func fixed(_ json: String) throws -> (text: String, edits: [DatasetFixer.Edit]) {
        let dataset = try TestData.dataset(json: json)
        let findings = Validator.validate(dataset, against: TestData.embeddedReference)
        let result = DatasetFixer.fix(Array(json.utf8), dataset: dataset, findings: findings)
        return (String(decoding: result.fixedBytes, as: UTF8.self), result.edits)
    }

    @Test func dialCodesAreNormalisedAndEverythingElseKept() throws {
        let json = "[\n  {\"code\":\"KY\",   \"dial_code\" : \"+ 345\", \"name\":\"Cayman Islands\"},\n  {\"name\": \"Saudi Arabia\", \"dial_code\": \"00966\", \"code\": \"SA\"}\n]\n"
        let (text, edits) = try fixed(json)
        #expect(text == json.replacingOccurrences(of: "\"+ 345\"", with: "\"+1 345\"").replacingOccurrences(of: "\"00966\"", with: "\"+966\""))
        #expect(edits.map(\.ruleID) == ["dial-code-discontinued", "dial-code-style"])
    }

    @Test func namesAndASingleSuccessorCodeAreFixedButNotAChoiceOfSuccessors() throws {
        let json = #"[{"name": "Swaziland", "dial_code": "+268", "code": "SZ"}, {"name": "Burma", "dial_code": "+95", "code": "BU"}, {"name": "Netherlands Antilles", "dial_code": "+599", "code": "AN"}]"#
        let (text, _) = try fixed(json)
        #expect(text.contains(#""name": "Eswatini""#))
        #expect(text.contains(#""code": "MM""#))
        #expect(text.contains(#""code": "AN""#))
    }

    @Test func acceptedAlternativesAndWrongDialCodesAreLeftForAPerson() throws {
        let json = #"[{"name": "Bolivia, Plurinational State of", "dial_code": "+591", "code": "BO"}, {"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#
        let (text, edits) = try fixed(json)
        #expect(text == json)
        #expect(edits.isEmpty)
    }

    @Test func keyedObjectsAreFixedAtTheirValues() throws {
        let json = #"{"KY": "+ 345", "AF": "0093"}"#
        let (text, _) = try fixed(json)
        #expect(text == #"{"KY": "+1 345", "AF": "+93"}"#)
    }

    @Test func valuesAssembledFromSeveralMembersAreNotRewritten() throws {
        let json = #"[{"name": {"common": "Cayman Islands"}, "cca2": "KY", "idd": {"root": "+ 3", "suffixes": ["45"]}}]"#
        let (text, _) = try fixed(json)
        #expect(text == json)
    }

    @Test func positionsHoldAfterABOMCRLFAndNonASCIIText() throws {
        let json = "\u{FEFF}[\r\n  {\"name\": \"Åland Islands\", \"dial_code\": \"00358 18\", \"code\": \"AX\"}\r\n]\r\n"
        let (text, _) = try fixed(json)
        // The byte order mark is a json-syntax finding of its own, removed too.
        #expect(text == String(json.dropFirst()).replacingOccurrences(of: "\"00358 18\"", with: "\"+358 18\""))
    }

    @Test func theDiffShowsOnlyChangedLinesWithContext() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = UnifiedDiff.render(old: old, new: new, path: "data.json")
        #expect(diff == """
            --- a/data.json
            +++ b/data.json
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13

            """)
        #expect(UnifiedDiff.render(old: old, new: old, path: "data.json").isEmpty)
    }

    /// Lines are compared by their bytes, not as Swift strings (which hold
    /// NFC and NFD equal), and a change that would not show is escaped.
    @Test(arguments: [
        ("Cura\u{63}\u{327}ao", "Cura\u{E7}ao", "-Curac\\u{327}ao\n+Cura\\u{E7}ao\n"),
        ("Afghan\u{200B}istan", "Afghanistan", "-Afghan\\u{200B}istan\n+Afghanistan\n"),
        ("\u{FEFF}Åland", "Åland", "-\\u{FEFF}Åland\n+Åland\n"),
    ])
    func aChangeThatDoesNotShowIsShownEscaped(_ old: String, _ new: String, _ lines: String) {
        let diff = UnifiedDiff.render(old: "a\n\(old)\r\nb\n", new: "a\n\(new)\r\nb\n", path: "d.csv")
        #expect(diff == "--- a/d.csv\n+++ b/d.csv\n@@ -1,3 +1,3 @@ a change that does not show in print, escaped\n a\n\(lines) b\n")
    }

    /// Each hunk's header says whether a change of its own does not show in
    /// print; a file whose line count changed is one hunk of every line.
    @Test func eachHunkSaysWhetherItsOwnChangeIsEscaped() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n").replacingOccurrences(of: "line 17\n", with: "line\u{200B} 17\n")
        #expect(UnifiedDiff.render(old: old, new: new, path: "d") == """
            --- a/d
            +++ b/d
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -14,7 +14,7 @@ a change that does not show in print, escaped
             line 14
             line 15
             line 16
            -line 17
            +line\\u{200B} 17
             line 18
             line 19
             line 20

            """)
        #expect(UnifiedDiff.render(old: "a\nb\n", new: "a\n", path: "d") == "--- a/d\n+++ b/d\n@@ -1,3 +1,3 @@\n a\n-b\n+\n-\n")
    }

    /// Of the fixes found for one place, the rule that comes first makes
    /// its fix, and of one rule's two, the first found.
    @Test func oneFixAPlaceByPrecedenceThenOrderFound() throws {
        let json = #"[{"name": "Sweden", "dial_code": "0046", "code": "SE"}]"#
        let dataset = try TestData.dataset(json: json)
        let place = try #require(dataset.records.first?.dialCode?.location)
        func offer(_ rule: String, _ value: String) -> Finding {
            Finding(ruleID: rule, severity: .warning, code: "SE", field: "dial_code", location: place, message: "m", expected: value, actual: "0046")
        }
        func written(_ findings: [Finding]) -> String {
            String(decoding: DatasetFixer.fix(Array(json.utf8), dataset: dataset, findings: findings).fixedBytes, as: UTF8.self)
        }
        let whitespace = offer("field-whitespace", "0046x"), style = offer("dial-code-style", "+46"), other = offer("dial-code-style", "+47")
        #expect(written([whitespace, style, other]) == json.replacingOccurrences(of: "0046", with: "+46"))
        #expect(written([other, whitespace, style]) == json.replacingOccurrences(of: "0046", with: "+47"))
        #expect(written([whitespace]) == json.replacingOccurrences(of: "0046", with: "0046x"))
    }
}
