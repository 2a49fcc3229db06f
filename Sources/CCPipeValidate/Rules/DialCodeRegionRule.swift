import CCPipeCore
import CCPipeModel

/// The digits must dial the record's own region, per libphonenumber.
package struct DialCodeRegionRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-region", severity: .error,
        summary: "a dial code is not the region's calling code",
        rationale: "A wrong code sends every call to another country or nowhere: copies of CountryCodes.json give Cyprus +537 (it is +357) and Guyana +595 (Paraguay's). libphonenumber is the authority; for a shared code such as +1 the area digits must be the region's own.",
        passing: [.record(name: "United States", dialCode: "+1", code: "US"),
                  .record(name: "American Samoa", dialCode: "+1684", code: "AS"),
                  .record(name: "American Samoa", dialCode: "+1 684", code: "AS"),
                  .record(name: "United Kingdom", dialCode: "+44", code: "GB"),
                  .record(name: "Guernsey", dialCode: "+44 1481", code: "GG"),
                  .record(name: "Western Sahara", dialCode: "+212 5288", code: "EH")],
        triggering: [.record(name: "Guyana", dialCode: "+595", code: "GY"),
                     .record(name: "Cyprus", dialCode: "+537", code: "CY"),
                     .record(name: "Vatican City", dialCode: "+379", code: "VA"),
                     .record(name: "United States", dialCode: "+1 684", code: "US"),
                     .record(name: "Kazakhstan", dialCode: "+76", code: "KZ"),
                     .record(name: "United Kingdom", dialCode: "+44 1481", code: "GB")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dialCodes, report: report) { entry in
            let target = context.displayName(of: entry.region)
            let problem: String
            let expected: String?
            switch entry.verdict {
            case .otherRegion(let reached, let canonical):
                problem = "+\(entry.digits) dials \(reached.map(context.displayName(of:)).joined(separator: ", ")), not \(target)"
                expected = canonical
            case .unassigned(let canonical):
                problem = "+\(entry.digits) is not an assigned calling code"
                expected = canonical
            case .foreignDigits(let canonical):
                problem = "+\(entry.digits) is not the dial code of \(target)"
                expected = canonical
            default:
                return nil
            }
            let message = expected.map { "\(problem); \(target) is \($0)" } ?? problem
            return finding(message, at: entry.value.location, code: entry.region, field: "dial_code", keyPath: entry.value.key,
                           expected: context.written(dialCode: expected), actual: entry.raw)
        }
    }
}
