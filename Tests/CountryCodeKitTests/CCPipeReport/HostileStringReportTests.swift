@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeReport
@testable import CCPipeValidate
import CountryCatalog
@testable import CountryCodeKit
import Foundation
import Testing

/// Every output format fed the same hostile strings, as file names, the
/// dataset's shape, record fields, values, messages and locales. Each
/// format must still parse as that format, hold no markup, command or
/// control character the data chose, and have the structure it has for
/// harmless data; in CI every one of them may be printed to a log, so none
/// may hold a workflow command either.
struct HostileStringReportTests {
    static let rules = Validator.rules.map(\.ruleDescription)

    static func expectNoCommandsOrActingCharacters(_ output: String, keepingTabs: Bool = false,
                                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(OutputStructure.workflowCommandLines(output) == [], sourceLocation: sourceLocation)
        #expect(OutputStructure.actingScalars(output, keepingTabs: keepingTabs) == [], sourceLocation: sourceLocation)
    }

    @Test(arguments: HostileStrings.all)
    func textReportsKeepTheirLinesAndHoldNoControlCharacter(_ text: String) {
        func check(_ text: String) -> String {
            TextReporter.render(HostileStrings.findings(text), dataset: HostileStrings.dataset(text), reference: text)
        }
        let hostile = check(text), benign = check(HostileStrings.benign)
        Self.expectNoCommandsOrActingCharacters(hostile)
        #expect(hostile.split(separator: "\n").count == benign.split(separator: "\n").count)

        for report in [HostileStrings.diff, HostileStrings.referenceDiff] {
            let diff = DiffTextReporter.render(report(text))
            Self.expectNoCommandsOrActingCharacters(diff)
            #expect(diff.split(separator: "\n").count == DiffTextReporter.render(report(HostileStrings.benign)).split(separator: "\n").count)
        }
    }

    @Test(arguments: HostileStrings.all)
    func githubOutputHasOneCommandPerAnnotationAndTheFileAsTextShowsIt(_ text: String) throws {
        let output = GitHubReporter.render(HostileStrings.findings(text), dataset: HostileStrings.dataset(text), reference: text,
                                           rules: Self.rules)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3, "two annotations and the summary line")
        let commands = lines.filter { $0.drop { $0.isWhitespace }.hasPrefix("::") }
        #expect(commands.count == 2)
        #expect(!output.contains("##["))
        #expect(OutputStructure.actingScalars(output) == [])
        for command in commands {
            let properties = try #require(command.split(separator: " ", maxSplits: 1).last?.components(separatedBy: "::").first)
            let file = try #require(properties.split(separator: ",").first { $0.hasPrefix("file=") }).dropFirst(5)
            // The runner's own decoding of a property.
            let decoded = file.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
                .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%25", with: "%")
            #expect(decoded == ReportText.printable(text))
        }
    }

    @Test(arguments: HostileStrings.all)
    func jsonAndSARIFParseAndGiveTheExactValuesBack(_ text: String) throws {
        let findings = HostileStrings.findings(text), dataset = HostileStrings.dataset(text)
        for output in [JSONReporter.render(findings, dataset: dataset, reference: text, rules: Self.rules),
                       SARIFReporter.render(findings, dataset: dataset, rules: Self.rules),
                       DiffJSONReporter.render(HostileStrings.diff(text)), DiffJSONReporter.render(HostileStrings.referenceDiff(text))] {
            Self.expectNoCommandsOrActingCharacters(output)
            _ = try JSONSerialization.jsonObject(with: Data(output.utf8))
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(findings, dataset: dataset, reference: text).utf8)) as? [String: Any])
        let first = try #require((json["findings"] as? [[String: Any]])?.first)
        #expect(first["file"] as? String == text && first["actual"] as? String == text && first["key_path"] as? String == text)
        #expect((json["summary"] as? [String: Any])?["dataset"] as? String == text)

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(findings, dataset: dataset).utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        // An RFC 3986 URI reference of unreserved characters, `/` and percent-encoded bytes only.
        #expect(uri.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-._~/%".unicodeScalars.contains($0)) })
        #expect(uri.removingPercentEncoding == text)
    }

    /// The check, diff and build-summary reports; no byte limit, which a
    /// long text would reach in one report and not in the other.
    static func markdownReports(_ text: String) -> [String] {
        [MarkdownReporter.render(HostileStrings.findings(text), dataset: HostileStrings.dataset(text), reference: text,
                                 rules: rules, byteLimit: .max, foldThreshold: 1),
         DiffMarkdownReporter.render(HostileStrings.diff(text), byteLimit: .max),
         DiffMarkdownReporter.render(HostileStrings.referenceDiff(text), byteLimit: .max),
         BuildSummaryReporter.render([CatalogSummary(HostileStrings.catalog(text))], dataset: text, reference: text,
                                     referenceVersions: [text, "ICU 72.1"])]
    }

    @Test(arguments: HostileStrings.all)
    func markdownHoldsNoLiveMarkupLinkOrMention(_ text: String) {
        for (hostile, benign) in zip(Self.markdownReports(text), Self.markdownReports(HostileStrings.benign)) {
            Self.expectNoCommandsOrActingCharacters(hostile)
            #expect(OutputStructure.markdownTokens(hostile) == OutputStructure.markdownTokens(benign))
        }
    }

    /// Where `cmark-gfm` is installed, the same reports as GitHub renders
    /// them: the elements (links, images, any HTML) are those of harmless data.
    @Test(.enabled(if: GitHubMarkdown.executable != nil), arguments: HostileStrings.all)
    func renderedAsGitHubRendersMarkdownTheReportsHoldTheSameElements(_ text: String) throws {
        // Comments (after an `@`) and code (an escaped cell instead, for a text with a backtick) are inert.
        func elements(_ markdown: String) throws -> [String] {
            try OutputStructure.htmlTags(GitHubMarkdown.html(markdown)).filter { !$0.hasPrefix("residue: !--") && $0 != "code" && $0 != "/code" }
        }
        for (hostile, benign) in zip(Self.markdownReports(text), Self.markdownReports(HostileStrings.benign)) {
            let rendered = try GitHubMarkdown.html(hostile)
            #expect(!rendered.contains("<a ") && !rendered.contains("<img"))
            #expect(try elements(hostile) == elements(benign))
        }
    }

    @Test(arguments: HostileStrings.all)
    func htmlHoldsNoElementOrReferenceOfTheData(_ text: String) throws {
        // The text is also the name of an output folder, which the preview
        // lists only when it is a locale id: the benign page's folder is
        // named so that it is not one either ("benign folder").
        func pages(_ text: String, folder: String? = nil) -> [String] {
            let catalog = HostileStrings.catalog(text)
            return [DiffHTMLReporter.render(HostileStrings.diff(text)), DiffHTMLReporter.render(HostileStrings.referenceDiff(text)),
                    PreviewPage.render(PickerCatalog(countries: catalog.countries, index: catalog.index), locales: [folder ?? text, "en", "sv"])]
        }
        for (hostile, benign) in zip(pages(text), pages(HostileStrings.benign, folder: "benign folder")) {
            Self.expectNoCommandsOrActingCharacters(hostile)
            #expect(OutputStructure.htmlTags(hostile) == OutputStructure.htmlTags(benign))
            #expect(OutputStructure.strayAmpersands(hostile.replacing(/<script[\s\S]*?<\/script>/, with: "")) == 0)
        }
        // The preview's search data: JSON that parses, with no `<` to end its element.
        let page = pages(text)[2]
        let data = try #require(page.firstMatch(of: /<script type="application\/json" id="search-data">([\s\S]*?)<\/script>/)?.output.1)
        #expect(!data.contains("<"))
        _ = try JSONSerialization.jsonObject(with: Data(data.utf8))
        // The embedded previews, once their attribute is decoded, are pages of the same shape.
        func frames(_ html: String) -> [String] {
            html.matches(of: /srcdoc="([^"]*)"/).map { String($0.output.1).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&") }
        }
        let hostileFrames = frames(pages(text)[0]), benignFrames = frames(pages(HostileStrings.benign)[0])
        #expect(hostileFrames.count == 2 && hostileFrames.count == benignFrames.count)
        for (hostile, benign) in zip(hostileFrames, benignFrames) {
            #expect(OutputStructure.htmlTags(hostile) == OutputStructure.htmlTags(benign))
        }
    }

    @Test(arguments: HostileStrings.all)
    func aUnifiedDiffKeepsItsLinesAndHoldsNoCommand(_ text: String) {
        func diff(_ text: String) -> String {
            UnifiedDiff.render(old: "[\n  \"\(text)\",\n  1\n]\n", new: "[\n  \"\(text)\",\n  2\n]\n", path: text)
        }
        let hostile = diff(text)
        Self.expectNoCommandsOrActingCharacters(hostile, keepingTabs: true)
        // A line break of the data is one of the file's lines; each still has its mark.
        let lines = hostile.split(separator: "\n").dropFirst(3)
        #expect(lines.allSatisfy { $0.hasPrefix(" ") || $0.hasPrefix("-") || $0.hasPrefix("+") }, "\(lines)")
        #expect(diff("\tname\u{200F}").contains("\n   \"\tname\u{200F}\",\n"), "tabs and format characters stay")
    }
}
