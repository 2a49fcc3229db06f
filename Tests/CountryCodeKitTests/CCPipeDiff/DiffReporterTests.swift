import CCPipeDiff
import CCPipeReport
import CountryCodeKit
import Testing

/// What every diff format must hold to whatever the data: escaping, and the
/// Markdown report's size limit.
struct DiffReporterTests {
    static let hostileName = #"<img src=x onerror=alert(1)> **bold** | [link](http://x) `code` @team $x$ \u001b[31m"#

    static func report(records: Int, name: (Int) -> String) throws -> DiffReport {
        let rows = (0..<records).map { index in
            let code = String(UnicodeScalar(UInt8(65 + index / 26 % 26))) + String(UnicodeScalar(UInt8(65 + index % 26)))
            return #"{"name": "\#(name(index))", "dial_code": "+\#(index + 1)", "code": "\#(code)\#(index >= 676 ? String(index) : "")"}"#
        }
        let new = try TestData.dataset(json: "[" + rows.joined(separator: ",\n") + "]", file: "new.json")
        let old = try TestData.dataset(json: "[]", file: "old.json")
        return try Pipeline(.standalone()).diff(old: old, new: new, reference: TestData.embeddedReference, locales: ["en"])
    }

    @Test func markdownStaysUnderTheByteLimitAndSaysWhatWasLeftOut() throws {
        let report = try Self.report(records: 2000) { "Region with a rather long name number \($0) " + String(repeating: "x", count: 600) }
        let full = DiffMarkdownReporter.render(report, rowLimit: 100_000, byteLimit: .max)
        #expect(full.utf8.count > 1024 * 1024, "the case must be large enough to need the limit")
        let capped = DiffMarkdownReporter.render(report, rowLimit: 100_000)
        #expect(capped.utf8.count <= DiffMarkdownReporter.defaultByteLimit)
        #expect(capped.contains("left out to keep this report under 1048576 bytes"))
        #expect(capped.hasPrefix("**❌ This change introduces"))
    }

    @Test func markdownCapsEachTableAndCountsTheRest() throws {
        let report = try Self.report(records: 30) { "Place \($0)" }
        let markdown = DiffMarkdownReporter.render(report, rowLimit: 10)
        #expect(markdown.contains("<details><summary>Regions added (30)</summary>"))
        #expect(markdown.contains("_20 more rows left out._"))
    }

    @Test func dataCannotInjectMarkupIntoMarkdownOrHTML() throws {
        let report = try Self.report(records: 1) { _ in Self.hostileName }
        let markdown = DiffMarkdownReporter.render(report)
        #expect(!markdown.contains("<img") && markdown.contains("&lt;img"))
        #expect(markdown.contains(#"\*\*bold\*\* \| \[link\](http\://x) \`code\` \@<!-- -->team \$x\$"#))
        let html = DiffHTMLReporter.render(report)
        #expect(!html.contains("<img") && html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<script") && !html.contains("http://x\"") && !html.contains("<link"))
        #expect(!DiffTextReporter.render(report, colored: false).contains("\u{1B}"))
        #expect(DiffTextReporter.render(report, colored: true).contains("\u{1B}[32m"))
    }

    @Test func theHTMLPageIsStandalone() throws {
        let html = DiffHTMLReporter.render(try Self.report(records: 3) { "Place \($0)" })
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("@import"))
        #expect(html.contains("<tr class=\"add\"><td class=\"mark\">+++</td>"))
    }

    @Test func theJSONReportEscapesBidiAndInvisibleCharacters() throws {
        let report = try Self.report(records: 1) { _ in "Gu\u{202E}yana\u{200D}" }
        let json = DiffJSONReporter.render(report)
        #expect(!json.contains("\u{202E}") && !json.contains("\u{200D}"))
        #expect(json.contains(#"Gu\u202eyana\u200d"#))
    }
}
