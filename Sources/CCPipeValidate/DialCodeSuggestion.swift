import CCPipeModel

/// The dial code a fix writes, in the dataset's style: what the syntax,
/// style and canonical-form checks suggest.
enum DialCodeSuggestion {
    /// The region's canonical dial code when the digits reach it, else the
    /// digits, written in the dataset's style (nil for a dataset of JSON
    /// numbers: a text edit cannot write one).
    static func `for`(region: String, digits: String?, in context: ValidationContext,
                      style: DialCodeStyle = .canonical) -> String? {
        let plan = context.dialingPlan
        if let digits, DialCodeAssessment.verdict(raw: "+\(digits)", digits: digits, region: region, plan: plan) == .matches {
            return written(digits, plan: plan, style: style)
        }
        guard let canonical = plan.canonicalDialCode(of: region) else { return digits.flatMap { written($0, plan: plan, style: style) } }
        return rewritten(canonical, plan: plan, style: style)
    }

    /// A dial code in ccpipe's canonical form (`+1 684`) as `style` writes it.
    static func rewritten(_ canonical: String, plan: DialingPlan, style: DialCodeStyle) -> String? {
        guard style != .canonical else { return canonical }
        return written(String(canonical.unicodeScalars.filter { ("0"..."9").contains($0) }), plan: plan, style: style)
    }

    /// `digits` as `style` writes them, with the separator after the calling code.
    static func written(_ digits: String, plan: DialingPlan, style: DialCodeStyle) -> String? {
        guard let (code, rest) = plan.split(digits) else { return style.written(callingCode: digits, rest: "") }
        return style.written(callingCode: code, rest: rest)
    }
}
