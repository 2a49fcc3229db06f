import CCPipeCore

/// A record whose name is another region's: swapped or shifted records.
package struct NameOtherRegionRule: NameRule {
    package static let description = RuleDescription(
        id: "name-other-region", severity: .error,
        summary: "a name is the CLDR name of a different region",
        rationale: "When names and codes are swapped or shifted, users who pick their country get another country's code; the record is wrong, not just misspelt.",
        passing: [.record(name: "Austria", dialCode: "+43", code: "AT")],
        triggering: [.record(name: "Australia", dialCode: "+43", code: "AT")])

    package init() {}

    func message(for match: NameMatch, name: String, context: ValidationContext) -> (text: String, expected: String?)? {
        guard case .otherRegion(let others, let standard) = match else { return nil }
        let owners = others.map(context.displayName(of:)).joined(separator: ", ")
        return ("\"\(name)\" is the name of \(owners); \(context.nameAuthority) names this region \"\(standard)\"", standard)
    }
}
