import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// ISO 3166-1 alpha-2 codes are exactly two ASCII capital letters.
package struct CodeFormatRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-format", severity: .error,
        summary: "a region code is not two ASCII capital letters",
        rationale: "Apps look regions up by exact code and derive flags from it; lower case, alpha-3, digits or look-alike letters from other scripts match nothing.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "af"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "AFG"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "\u{0410}F")],
        autoFix: .safe(precedence: 70))

    package init() {}

    package func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.code, let text = value.string?.trimmingWhitespace, !text.isEmpty else { return nil }
            if context.conventions.codeCase == .lower, RegionCode.isWellFormed(text.uppercased()) {
                guard text != text.lowercased() else { return nil }
                return finding("region code \"\(text)\" is upper case where the dataset writes codes in lower case",
                               at: value.location, code: text.uppercased(), field: "code", keyPath: value.key,
                               expected: text.lowercased(), actual: text)
            }
            guard !RegionCode.isWellFormed(text) else { return nil }
            let escaped = text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            return finding("region code \"\(escaped)\" is not two ASCII capital letters",
                           at: value.location, code: text, field: "code", keyPath: value.key,
                           expected: RegionCode.suggestion(for: text, in: context.reference).map(context.written(code:)), actual: text)
        }
    }
}
