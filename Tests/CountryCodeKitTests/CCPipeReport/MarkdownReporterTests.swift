@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import Testing

struct MarkdownReporterTests {
    @Test func cellsEscapeWhatWouldBreakTheTable() {
        #expect(MarkdownReporter.cell("a|b\nc\r\nd") == #"a\|b\\u{A}c\\u{D}\\u{A}d"#)
        #expect(MarkdownReporter.cell("</details><script>*x*_y_ [l](u) `c` ~s~ \\ @team") ==
                "&lt;/details&gt;&lt;script&gt;\\*x\\*\\_y\\_ \\[l\\](u) \\`c\\` \\~s\\~ \\\\ \\@<!-- -->team")
        // What GitHub would link on its own: a URL, `www.`, an e-mail address.
        #expect(MarkdownReporter.cell("https://evil.example WWW.evil.example a@b.example") ==
                #"https\://evil.example WWW\.evil.example a\@<!-- -->b.example"#)
        #expect(MarkdownReporter.cell("Antigua & Barbuda") == "Antigua &amp; Barbuda")
        #expect(MarkdownReporter.cell(String(repeating: "x", count: 10_000)).count == MarkdownReporter.cellLimit + 1)
    }

    @Test func aShortReportIsAVerdictARuleTableAndAnOpenFindingsTable() {
        let findings = [ReportTestData.finding(.warning, line: 9, rule: "name-mismatch", message: "\"A|B\" differs", expected: "A B"),
                        ReportTestData.finding(.error, line: 3)]
        let text = MarkdownReporter.render(findings, dataset: ReportTestData.dataset, rules: ReportTestData.rules)
        #expect(text == """
            **ccpipe check**: 1 error, 1 warning, 0 notices in `data/codes.json` (0 records)

            | rule | severity | findings | what it reports |
            |---|---|---:|---|
            | `dial-code-region` | error | 1 | a dial code is not the region's calling code |
            | `name-mismatch` | warning | 1 | a name differs from its region's name in the names the dataset follows (CLDR's, by default) |

            | location | severity | rule | message | suggested fix |
            |---|---|---|---|---|
            | 3:7 | error | `dial-code-region` | +595 dials Paraguay (PY), not Guyana (GY) | +592 |
            | 9:7 | warning | `name-mismatch` | "A\\|B" differs | A B |

            """)
    }

    @Test func noFindingsIsJustTheVerdict() {
        #expect(MarkdownReporter.render([], dataset: ReportTestData.dataset)
                == "**ccpipe check**: 0 errors, 0 warnings, 0 notices in `data/codes.json` (0 records)\n")
    }

    @Test func aLongListIsFoldedAndOtherFilesShowTheirPath() {
        let findings = (1...11).map { ReportTestData.finding(.notice, line: $0) }
            + [ReportTestData.finding(.error, line: 1, rule: "config-unknown-rule", file: ".ccpipe.json")]
        let text = MarkdownReporter.render(findings, dataset: ReportTestData.dataset)
        #expect(text.contains("\n<details><summary>12 findings</summary>\n\n| location |"))
        #expect(text.hasSuffix("|\n\n</details>\n"))
        #expect(text.contains("| .ccpipe.json:1:7 | error | `config-unknown-rule` |"), "errors first, with their file")
        #expect(text.contains("| `config-unknown-rule` | error | 1 |  |"), "an unknown rule has no summary")
    }

    @Test func aHugeListStaysUnderTheLimitAndSaysHowManyWereLeftOut() {
        let findings = (1...100_000).map {
            ReportTestData.finding($0 % 3 == 0 ? .error : .warning, line: $0,
                                   message: "record \($0) " + String(repeating: "é|", count: 20))
        }
        let text = MarkdownReporter.render(findings, dataset: ReportTestData.dataset, rules: ReportTestData.rules)
        #expect(text.utf8.count <= MarkdownReporter.defaultByteLimit)
        #expect(text.utf8.count > MarkdownReporter.defaultByteLimit - 1_000, "the limit is used, not wasted")
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.contains(" | `dial-code-region` | ") }
        let note = text.split(separator: "\n").last.map(String.init)
        #expect(note == "_\(100_000 - rows.count) more findings left out to keep this report under 1048576 bytes; `ccpipe check` prints them all._")
        #expect(rows.first?.hasPrefix("| 3:7 | error |") == true, "most severe first")
        #expect(text.hasSuffix("._\n"))
        #expect(text.contains("</details>"))
    }

    @Test func aSmallLimitCutsEarly() {
        let findings = (1...50).map { ReportTestData.finding(.error, line: $0) }
        let text = MarkdownReporter.render(findings, dataset: ReportTestData.dataset, byteLimit: 2_000)
        #expect(text.utf8.count <= 2_000)
        #expect(text.contains("more findings left out"))
    }
}

/// A report whose lists are capped says so, with the true totals: a rule's
/// count is every finding of it, and the findings table says how many of
/// how many it shows.
struct MarkdownTotalsTests {
    @Test func aCappedRuleCountsEveryFindingAndSaysHowManyItShows() {
        let listed = (1...200).map { ReportTestData.finding(.warning, line: $0, rule: "name-mismatch", message: "m\($0)") }
        let omitted = [OmittedFindings(ruleID: "name-mismatch", summary: FindingSummary(
            (1...281).map { ReportTestData.finding(.warning, line: $0, rule: "name-mismatch", message: "x") }))]
        let text = MarkdownReporter.render(listed, dataset: ReportTestData.dataset, rules: ReportTestData.rules, omitted: omitted)
        #expect(text.contains("| `name-mismatch` | warning | 481 (showing 200) |"), "\(text.prefix(600))")
        #expect(text.contains("<details><summary>showing 200 of 481 findings</summary>"))
        #expect(text.hasPrefix("**ccpipe check**: 0 errors, 481 warnings, 0 notices"))
    }

    @Test func aRuleEveryFindingOfWhichIsPastTheCapsStillHasItsRow() {
        let listed = [ReportTestData.finding(.error, line: 3)]
        let omitted = [OmittedFindings(ruleID: "name-mismatch", summary: FindingSummary(
            (1...12).map { ReportTestData.finding(.warning, line: $0, rule: "name-mismatch", message: "x") }))]
        let text = MarkdownReporter.render(listed, dataset: ReportTestData.dataset, rules: ReportTestData.rules, omitted: omitted)
        #expect(text.contains("| `name-mismatch` | warning | 12 (showing 0) |"), "\(text)")
    }
}
