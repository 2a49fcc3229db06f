/// CLDR's variant forms are mostly former names.
public struct NameVariantRule: NameRule {
    public static let description = RuleDescription(
        id: "name-variant", severity: .warning,
        summary: "a name is an older or variant form of the CLDR name",
        rationale: "Variants such as Swaziland, Czech Republic or East Timor are names the region no longer uses officially; users look for the current one.",
        passing: [.record(name: "Eswatini", dialCode: "+268", code: "SZ")],
        triggering: [.record(name: "Swaziland", dialCode: "+268", code: "SZ")])

    public init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .variant(let standard) = match else { return nil }
        return ("\"\(name)\" is a variant or former name; CLDR English names the region \"\(standard)\"", standard)
    }
}
