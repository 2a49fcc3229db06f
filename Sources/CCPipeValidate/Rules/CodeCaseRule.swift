import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// A region code in another case than the rest of its file: `se` among
/// upper-case codes, `SE` among lower-case ones. Upper case is ISO's and
/// ccpipe's; a file of lower-case codes is a way of its own, said once.
package struct CodeCaseRule: ValidationRule {
    package static let description = RuleDescription(
        id: "code-case", severity: .warning,
        summary: "a region code is in another case than the rest of the file, or than ISO's upper case",
        rationale: "Apps look regions up by exact code: a lower-case code among upper-case ones (or the reverse) matches nothing there, though it names the right region. ISO 3166-1 writes codes in upper case; a file that writes them all in lower case follows a way of its own, said once, and 'build' writes them in upper case.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                  RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "af"}]"#, configuration: #"{"conventions": {"code_case": "lower"}}"#)],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "af"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "Af"),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#, configuration: #"{"conventions": {"code_case": "lower"}}"#)],
        autoFix: .safe(precedence: 75, writes: "the code in the file's case"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        let lower = context.conventions.codeCase == .lower
        let shown = context.stated.codeCase != nil || context.conventionTallies.codeCase != nil
        let way = lower ? "lower case" : "upper case"
        let whose = shown ? "where the dataset writes codes in \(way)" : "where ISO 3166-1 writes codes in \(way)"
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.code, let text = value.string?.trimmingWhitespace, RegionCode.isWellFormed(text.uppercased()) else { return nil }
            let expected = lower ? text.lowercased() : text.uppercased()
            guard text != expected else { return nil }
            let written = text == text.lowercased() ? "lower case" : text == text.uppercased() ? "upper case" : "mixed case"
            return finding("region code \"\(text)\" is \(written) \(whose)",
                           at: value.location, code: text.uppercased(), field: "code", keyPath: value.key,
                           expected: expected, actual: text)
        }
    }
}
