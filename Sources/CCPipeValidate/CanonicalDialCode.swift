import CCPipeCore
import CCPipeReference

/// ccpipe's canonical writing of a dial code, whatever the dataset's
/// convention: `+`, the calling code, and a space before a shared code's
/// leading digits (`+93`, `+1 684`).
package enum CanonicalDialCode {
    /// `raw` (a string or a number's literal) written canonically; text
    /// with no digits to read is returned as it is.
    package static func written(_ raw: String, plan: DialingPlan) -> String {
        let text = DialCodeText(raw)
        guard let digits = text.digits else { return raw }
        guard plan.split(digits) != nil else {
            // Digits no calling code starts: keep how they are grouped, with '+'.
            let trimmed = raw.trimmingWhitespace
            let body = text.prefix == .plus ? trimmed.dropFirst() : text.prefix == .internationalPrefix ? trimmed.dropFirst(2) : Substring(trimmed)
            return "+" + String(body).trimmingWhitespace
        }
        return DialCodeSuggestion.written(digits, plan: plan, style: .canonical) ?? raw
    }
}
