import CCPipeIngest
import CCPipeModel

/// A dial code that sets off a shared code's leading digits otherwise than
/// the rest of its file: `+1268` among `+1 684`s, `+1 345` among `+1684`s.
/// Both dial the same number, so it is a warning, and the fix writes the
/// file's own style, so that a fixed file has one.
package struct DialCodeStyleRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-style", severity: .warning,
        summary: "a dial code sets off a shared code's leading digits otherwise than the rest of the file",
        rationale: "A file that writes +1 684 for American Samoa and +1268 for Antigua mixes two styles; each dials correctly, but apps that split or display the codes treat the records differently, and edits copy whichever they see first. The fix writes the style most of the file follows.",
        passing: [RuleExample(Self.records(["+1 684", "+1 264", "+1 242", "+1 246", "+1 441", "+1 767"])),
                  RuleExample(Self.records(["+1684", "+1264", "+1242", "+1246", "+1441", "+1767"]))],
        triggering: [RuleExample(Self.records(["+1 684", "+1 264", "+1 242", "+1 246", "+1 441", "+1767"]), about: "DM"),
                     RuleExample(Self.records(["+1684", "+1264", "+1242", "+1246", "+1441", "+1 767"]), about: "DM")],
        autoFix: .safe(precedence: 45))

    static func records(_ dialCodes: [String]) -> String {
        let regions = [("American Samoa", "AS"), ("Anguilla", "AI"), ("Bahamas", "BS"), ("Barbados", "BB"), ("Bermuda", "BM"), ("Dominica", "DM")]
        return "[" + zip(regions, dialCodes).map { #"{"name": "\#($0.0.0)", "dial_code": "\#($0.1)", "code": "\#($0.0.1)"}"# }
            .joined(separator: ", ") + "]"
    }

    package init() {}

    package func check(_ context: ValidationContext) -> [Finding] { collected(context) }

    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        // Only a style the file shows (or its project states) is one to depart from.
        guard context.stated.separator != nil || context.conventionTallies.dialCodeSeparator != nil else { return }
        let style = context.conventions.dialCode
        let evidence = context.conventionTallies.dialCodeSeparator.map { " (\($0.following) of \($0.counted) records)" } ?? ""
        // Dial codes the region rules report get their fix, in this style, from those rules.
        let judged = Set(context.dialCodes.filter { $0.verdict != .matches }.map(\.value.location))
        forEach(context.dataset.records, report: report) { record in
            guard let value = record.dialCode, !judged.contains(value.location),
                  let written = ConventionInference.separator(of: value, plan: context.dialingPlan),
                  Self.departs(written, from: style.separator), let raw = value.string,
                  let digits = DialCodeText(raw).digits,
                  let expected = DialCodeSuggestion.written(digits, plan: context.dialingPlan, style: style), expected != raw else { return nil }
            return finding("dial code \"\(raw.escapedForReport)\" \(Self.describe(written)), where the dataset \(Self.describe(style.separator, plural: true))\(evidence)",
                           at: value.location, code: context.code(of: record), field: "dial_code", keyPath: value.key,
                           expected: expected, actual: raw)
        }
    }

    /// Run together and after a space are both read as the same number;
    /// a space in a file of `-` is `dial-code-syntax`'s, as a separator
    /// that file does not use at all.
    static func departs(_ written: DialCodeStyle.Separator, from style: DialCodeStyle.Separator) -> Bool {
        switch (written, style) {
        case (.runTogether, .space), (.runTogether, .hyphen), (.space, .runTogether): true
        default: false
        }
    }

    private static func describe(_ separator: DialCodeStyle.Separator, plural: Bool = false) -> String {
        switch separator {
        case .space: plural ? "writes them after a space" : "writes the leading digits after a space"
        case .hyphen: plural ? "writes them after a '-'" : "writes the leading digits after a '-'"
        case .runTogether: plural ? "runs them into the calling code" : "runs the leading digits into the calling code"
        }
    }
}
