@testable import CCPipeCore
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import Testing

struct TextReporterTests {
    let findings = [
        ReportTestData.finding(.warning, line: 9, rule: "name-mismatch", message: "\"Aland Islands\" differs"),
        ReportTestData.finding(.error, line: 3),
    ]

    @Test func withoutColorThereAreNoEscapes() {
        let text = TextReporter.render(findings, dataset: ReportTestData.dataset, color: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text == """
            data/codes.json:3:7: error: +595 dials Paraguay (PY), not Guyana (GY) [dial-code-region]
                suggested: +592
            data/codes.json:9:7: warning: "Aland Islands" differs [name-mismatch]
                suggested: +592
            data/codes.json: 0 records (array of records): 1 error, 1 warning, 0 notices

            """)
    }

    @Test func colorMarksSeverityAndRuleAndOtherwiseKeepsTheText() {
        let plain = TextReporter.render(findings, dataset: ReportTestData.dataset, color: false)
        let colored = TextReporter.render(findings, dataset: ReportTestData.dataset, color: true)
        #expect(colored.contains("\u{1B}[1;31merror\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;33mwarning\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[2m[dial-code-region]\u{1B}[0m"))
        #expect(colored.replacing(/\x{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test func findingsFromSeveralFilesAreGroupedUnderAHeaderPerFile() {
        let mixed = findings + [ReportTestData.finding(.error, line: 2, rule: "config-unknown-rule", file: ".ccpipe.json")]
        let lines = TextReporter.render(mixed, dataset: ReportTestData.dataset).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "== .ccpipe.json ==")
        #expect(lines[1].hasPrefix(".ccpipe.json:2:7: error:"))
        #expect(lines.contains("== data/codes.json =="))
        #expect(!TextReporter.render(findings, dataset: ReportTestData.dataset).contains("=="))
    }

    @Test(arguments: [
        (ColorChoice.auto, true, [String: String](), true),
        (.auto, false, [:], false),
        (.auto, true, ["NO_COLOR": "1"], false),
        (.auto, true, ["NO_COLOR": ""], true),
        (.always, false, ["NO_COLOR": "1"], true),
        (.never, true, [:], false),
    ])
    func colorFollowsTheChoiceTheTerminalAndNoColor(_ choice: ColorChoice, _ terminal: Bool,
                                                       _ environment: [String: String], _ enabled: Bool) {
        #expect(choice.isEnabled(outputIsTerminal: terminal, environment: environment) == enabled)
    }
}
