@testable import CCPipeCore
@testable import CCPipeReference
@testable import CCPipeReport
@testable import CCPipeValidate
@testable import CountryCodeKit
import Testing

struct GitHubReporterTests {
    @Test func messagesAndPropertiesAreEscapedAsWorkflowCommandsRequire() {
        #expect(GitHubReporter.escapeData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
        #expect(GitHubReporter.escapeProperty("dir,x/a:b%.json") == "dir%2Cx/a%3Ab%25.json")
    }

    @Test func aMessageCannotStartACommandOfItsOwn() {
        let hostile = ReportTestData.finding(.error, line: 1, message: "bad\n::error::injected\r\n::stop-commands::x 100%")
        let text = GitHubReporter.render([hostile], dataset: ReportTestData.dataset)
        let commandLines = text.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commandLines.count == 1)
        // The message's own line breaks are shown as text output shows them;
        // the one the reporter puts before the suggestion is the command's.
        #expect(commandLines[0].hasSuffix(#"::bad\u{A}\u{3A}\u{3A}error\u{3A}\u{3A}injected\u{D}\u{A}\u{3A}\u{3A}stop-commands\u{3A}\u{3A}x 100%25%0Asuggested: +592"#))
    }

    @Test func anAnnotationCarriesFileLineColumnAndTheRuleAsTitle() {
        let finding = ReportTestData.finding(.error, line: 12, file: "data/a,b.json")
        let text = GitHubReporter.render([finding], dataset: ReportTestData.dataset, rules: ReportTestData.rules)
        #expect(text.hasPrefix("::error file=data/a%2Cb.json,line=12,col=7,title=dial-code-region%3A a dial code is not the region's calling code::+595 dials Paraguay (PY), not Guyana (GY)%0Asuggested: +592\n"))
        #expect(text.hasSuffix("data/codes.json: 0 records (array of records): 1 error, 0 warnings, 0 notices\n"))
    }

    @Test func aRuleTheCatalogDoesNotDescribeStillRendersWithItsIdAsTitle() {
        let finding = ReportTestData.finding(.notice, line: 1, rule: "future-rule", expected: nil)
        let text = GitHubReporter.render([finding], dataset: ReportTestData.dataset, rules: ReportTestData.rules)
        #expect(text.hasPrefix("::notice file=data/codes.json,line=1,col=7,title=future-rule::+595 dials"))
    }

    @Test func atMostTenPerSeverityMostSevereFirstThenAClosingCount() {
        let findings = (1...15).map { ReportTestData.finding(.notice, line: $0) }
            + (1...12).map { ReportTestData.finding(.warning, line: 100 - $0) }
            + (1...3).map { ReportTestData.finding(.error, line: 200 + $0) }
        let lines = GitHubReporter.render(findings.shuffled(), dataset: ReportTestData.dataset).split(separator: "\n")
        let severities = lines.compactMap { $0.hasPrefix("::") ? $0.dropFirst(2).prefix { $0 != " " } : nil }
        #expect(severities == Array(repeating: "error", count: 3) + Array(repeating: "warning", count: 10)
                + Array(repeating: "notice", count: 10))
        let warningLines = lines.filter { $0.hasPrefix("::warning") }.map { String($0.split(separator: ",")[1]) }
        #expect(warningLines == (88...97).map { "line=\($0)" }, "warnings in location order")
        #expect(lines[23] == "ccpipe: 7 more findings not annotated (GitHub shows 10 per severity per step); see the full report")
        #expect(lines[24] == "data/codes.json: 0 records (array of records): 3 errors, 12 warnings, 15 notices")
        #expect(lines.count == 25)
    }

    @Test func noClosingCountWhenEverythingIsAnnotated() {
        let text = GitHubReporter.render((1...10).map { ReportTestData.finding(.error, line: $0) }, dataset: ReportTestData.dataset)
        #expect(!text.contains("not annotated"))
        #expect(GitHubReporter.render([], dataset: ReportTestData.dataset)
                == "data/codes.json: 0 records (array of records): 0 errors, 0 warnings, 0 notices\n")
    }
}
