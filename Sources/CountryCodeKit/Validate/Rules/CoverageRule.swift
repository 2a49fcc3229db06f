/// Regions that have a calling code but no record: users there cannot pick
/// their country at all.
public struct CoverageRule: ValidationRule {
    public static let description = RuleDescription(
        id: "coverage-missing", severity: .warning,
        summary: "a region with a calling code of its own has no record",
        rationale: "Users in a missing region cannot enter their number. Kosovo (XK, +383) is the region copies of CountryCodes.json most often lack. A dataset that leaves regions out on purpose says so in the scope of its .ccpipe.json.",
        passing: [.record(name: "Kosovo", dialCode: "+383", code: "XK", about: "XK")],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "AF", about: "XK")])

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        let present = Set(context.dataset.records.compactMap { $0.code?.string?.trimmingWhitespace })
        let location = SourceLocation(file: context.dataset.file, line: 1, column: 1)
        return context.reference.telephoneCodes.keys
            .filter { $0 != "001" && !present.contains($0) && context.reference.regionStatus[$0] == .regular
                && context.scope.expects($0) }
            .sorted()
            .map { region in
                let dial = context.dialingPlan.canonicalDialCode(of: region) ?? ""
                return finding("no record for \(context.displayName(of: region)), dial code \(dial)", at: location,
                               code: region, field: nil, expected: dial)
            }
    }
}
