/// The digits must dial the record's own region, per libphonenumber.
public struct DialCodeRegionRule: ValidationRule {
    public static let description = RuleDescription(
        id: "dial-code-region", severity: .error,
        summary: "a dial code is not the region's calling code",
        rationale: "A wrong code sends every call to another country or nowhere: copies of CountryCodes.json give Cyprus +537 (it is +357) and Guyana +595 (Paraguay's). libphonenumber is the authority; for a shared code such as +1 the area digits must be the region's own.",
        passing: [.record(name: "United States", dialCode: "+1", code: "US"),
                  .record(name: "American Samoa", dialCode: "+1684", code: "AS"),
                  .record(name: "American Samoa", dialCode: "+1 684", code: "AS"),
                  .record(name: "United Kingdom", dialCode: "+44", code: "GB")],
        triggering: [.record(name: "Guyana", dialCode: "+595", code: "GY"),
                     .record(name: "Cyprus", dialCode: "+537", code: "CY"),
                     .record(name: "Cayman Islands", dialCode: "+ 345", code: "KY"),
                     .record(name: "Vatican City", dialCode: "+379", code: "VA"),
                     .record(name: "United States", dialCode: "+1 684", code: "US")])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        let plan = context.dialingPlan
        return context.dialCodes.compactMap { entry in
            let (digits, region) = (entry.digits, entry.region)
            guard !plan.codes(of: region).isEmpty, !Self.accepts(digits: digits, for: region, in: plan) else { return nil }
            let expected = plan.canonicalDialCode(of: region)
            let reached = plan.regions(reachedBy: digits).filter { $0 != region }
            let target = context.displayName(of: region)
            let problem: String
            if !reached.isEmpty {
                problem = "+\(digits) dials \(reached.map(context.displayName(of:)).joined(separator: ", ")), not \(target)"
            } else if plan.split(digits) == nil {
                problem = "+\(digits) is not an assigned calling code"
            } else {
                problem = "+\(digits) is not the dial code of \(target)"
            }
            let message = expected.map { "\(problem); \(target) is \($0)" } ?? problem
            return finding(message, at: entry.value.location,
                           code: region, field: "dial_code", expected: expected, actual: entry.raw)
        }
    }

    /// The digits dial the region: its calling code alone, or followed by
    /// digits that libphonenumber's leading digits for the region accept.
    static func accepts(digits: String, for region: String, in plan: DialingPlan) -> Bool {
        for code in plan.codes(of: region) where digits.hasPrefix(code.code) {
            let rest = String(digits.dropFirst(code.code.count))
            if rest.isEmpty || plan.leadingDigits(rest, match: code) { return true }
            // libphonenumber gives no leading digits for some regions of a
            // shared code (CA, GG, JE): digits no other region claims may be theirs.
            let shared = (plan.assignments[code.code]?.count ?? 0) > 1
            if code.leadingDigits == nil, shared, plan.claimants(of: code.code, rest: rest).isEmpty { return true }
        }
        return false
    }
}
