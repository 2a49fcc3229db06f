@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeDiff
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeReport
import CountryCatalog
@testable import CountryCodeKit

/// The same hostile strings for every format, and report inputs in which
/// every text from outside ccpipe (file names, the dataset's shape and
/// keys, record fields, values, messages, notes, locales, the reference's
/// name) is one of them.
enum HostileStrings {
    static let all: [String] = [
        "a\n::error file=evil.json,line=1::X.json",
        "b\r::warning::carriage\r\n::notice::both",
        "%0A::error::encoded %25 %3A %2C",
        "::add-mask::ghp_secret",
        "::stop-commands::token",
        "  ::group::indented",
        "##[error]legacy ##[stop-commands]",
        "name:with,colons:,",
        ":leading and trailing:",
        "[link](https://evil.example) ![image](https://evil.example/x.png) <https://evil.example> www.evil.example a@evil.example @team",
        "<b>bold</b> `code` | pipe | **strong** _em_ ~strike~ $math$ #1",
        "<script>alert(1)</script></td></tr></table><img src=x onerror=alert(1)>",
        "& &amp; \"double\" 'single' </details>",
        "\u{1B}[31mred\u{1B}[0m\u{7}",
        "right\u{202E}txt.json",
        "line\u{2028}separator\u{2029}paragraph\u{85}next",
        "nul\u{0}byte\u{7F}",
        String(repeating: "very long ##[ :: \n ", count: 100),
    ]

    /// A harmless text of the same role, to compare a report's structure with.
    static let benign = "benign"

    static func dataset(_ text: String) -> Dataset {
        Dataset(file: text, shape: .wrappedArray(key: text), records: [])
    }

    static func findings(_ text: String) -> [Finding] {
        [
            Finding(ruleID: "name-mismatch", severity: .error, code: text, field: text, keyPath: text,
                    location: SourceLocation(file: text, line: 3, column: 5),
                    related: [RelatedLocation(SourceLocation(file: text + ".other", line: 1, column: 2), note: text)],
                    message: "\"\(text)\" is not the CLDR English name", expected: text, actual: text),
            Finding(ruleID: "dial-code-region", severity: .warning, code: text, field: "dial_code",
                    location: SourceLocation(file: text, line: 4, column: 1), message: text, expected: "+\(text)", actual: text),
        ]
    }

    static func record(_ text: String, line: Int) -> RegionRecord {
        RegionRecord(code: text, name: DiffValue(kind: .string, text: text), dialCode: DiffValue(kind: .string, text: text),
                     location: SourceLocation(file: text, line: line, column: 3))
    }

    static func catalog(_ text: String) -> Catalog {
        let country = Country(code: text, name: text, dialCode: text, flag: text)
        return Catalog(locale: text, sections: [CountrySection(title: text, kind: .normal, countries: [country])],
                       letters: [IndexLetter(label: text, section: 0, count: 1)])
    }

    static func diff(_ text: String) -> DiffReport {
        let change = FieldChange(field: text, old: DiffValue(kind: .string, text: text), new: DiffValue(kind: .number, text: text))
        let data = DatasetDiff(
            added: [record(text, line: 1)], removed: [record(text, line: 2)],
            changed: [RegionChange(code: text, record: record(text, line: 3), fields: [change])],
            recoded: [Recode(old: record(text, line: 4), new: record(text, line: 5), reason: .sameNameAndDialCode, fields: [change])],
            unmatchedOld: [record(text, line: 6)], unmatchedNew: [record(text, line: 7)])
        var output = OutputDelta(old: catalog(text), new: Catalog(locale: text, sections: [], letters: []))
        output.sectionsGained = [text]
        output.rowsMoved = [OutputDelta.RowMove(code: text, name: text, from: text, to: text)]
        output.lettersFilled = [text]
        output.namesChanged = [OutputDelta.NameChange(code: text, from: text, to: text)]
        let side = DiffReport.Side(file: text, shape: text, records: 1, summary: FindingSummary(findings(text)))
        var report = DiffReport(old: side, new: side, data: data,
                                findings: FindingsDelta(introduced: findings(text), fixed: findings(text), unchanged: findings(text)),
                                outputs: [output])
        report.reference = text
        return report
    }

    /// One dataset under two references, every text of the reference's
    /// own (its name, a region code, a locale) one of them.
    static func referenceDiff(_ text: String) -> DiffReport {
        var report = diff(text)
        report.referenceUpdate = ReferenceUpdate(
            base: text, validity: [.init(code: text, old: nil, new: .regular, inDataset: true), .init(code: text, old: .regular, new: .deprecated, inDataset: false)],
            localesAdded: [text], localesRemoved: [text])
        return report
    }
}
