import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// ISO 3166-1 alpha-2 codes are two ASCII letters; their case is
/// `code-case`'s.
package struct CodeFormatRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-format", severity: .error,
        summary: "a region code is not two ASCII letters",
        rationale: "Apps look regions up by exact code and derive flags from it; alpha-3 codes, digits or look-alike letters from other scripts match nothing.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  .record(name: "Afghanistan", dialCode: "+93", code: "af")],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "AFG"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "004"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "\u{0410}F")],
        autoFix: .safe(precedence: 70, writes: "the alpha-2 code of an alpha-3 or numeric one"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let suggestions = RegionCode.Suggestions(context.reference)
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.code, let text = value.string?.trimmingWhitespace, !text.isEmpty,
                  !RegionCode.isWellFormed(text.uppercased()) else { return nil }
            let escaped = text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            return finding("region code \"\(escaped)\" is not two ASCII letters",
                           at: value.location, code: text, field: "code", keyPath: value.key,
                           expected: suggestions.suggestion(for: text).map(context.written(code:)), actual: text)
        }
    }
}
