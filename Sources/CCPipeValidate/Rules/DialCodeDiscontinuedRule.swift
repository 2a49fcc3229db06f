import CCPipeCore
import CCPipeModel

/// Codes a region used to have, and area codes written without their
/// calling code.
package struct DialCodeDiscontinuedRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-discontinued", severity: .error,
        summary: "a dial code is one the region no longer uses, or an area code without its calling code",
        rationale: "American Samoa left +684 for +1 684 in 2004, yet old lists still carry it; Jamaica written +876 drops the calling code 1, and the number goes nowhere or to another country.",
        passing: [.record(name: "American Samoa", dialCode: "+1 684", code: "AS"),
                  .record(name: "Jamaica", dialCode: "+1 876", code: "JM")],
        triggering: [.record(name: "American Samoa", dialCode: "+684", code: "AS"),
                     .record(name: "Jamaica", dialCode: "+876", code: "JM"),
                     .record(name: "Cayman Islands", dialCode: "+ 345", code: "KY"),
                     .record(name: "Antigua & Barbuda", dialCode: "+268", code: "AG")],
        autoFix: .safe(precedence: 35, writes: "the region's dial code now, or its calling code before the area code, written the file's way"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dialCodes, report: report) { entry in
            let target = context.displayName(of: entry.region)
            let message: String
            let expected: String?
            switch entry.verdict {
            case .discontinued(let until, let canonical):
                message = "+\(entry.digits) was the calling code of \(target) until \(until)" + (canonical.map { "; it is now \($0)" } ?? "")
                expected = canonical
            case .missingCallingCode(let callingCode, let canonical, let reached):
                let instead = reached.isEmpty ? "" : "; as written it dials \(reached.map(context.displayName(of:)).joined(separator: ", "))"
                message = "+\(entry.digits) is the area code of \(target) without its calling code +\(callingCode)\(instead)"
                expected = canonical
            default:
                return nil
            }
            return finding(message, at: entry.value.location, code: entry.region, field: "dial_code", keyPath: entry.value.key,
                           expected: context.written(dialCode: expected), actual: entry.raw)
        }
    }
}
