import CCPipeCore
import CCPipeModel

/// Regions that have a calling code but no record: users there cannot pick
/// their country at all.
package struct CoverageMissingRule: ListingRule {
    package static let description = RuleDescription(
        id: "coverage-missing", severity: .warning,
        summary: "a region with a calling code of its own has no record",
        rationale: "Users in a missing region cannot enter their number. Kosovo (XK, +383) is the region copies of CountryCodes.json most often lack. A dataset that leaves regions out on purpose says so in the scope of its .ccpipe.json.",
        passing: [.record(name: "Kosovo", dialCode: "+383", code: "XK", about: "XK")],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "AF"),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93", "code": "AF"}]"#, about: "XK",
                                 configuration: #"{"scope": {"include": ["AF", "XK"]}}"#)])

    package init() {}

    /// Below this share of the expected regions, a dataset is taken to be a
    /// regional list: one finding sums up what it leaves out. Above it, each
    /// missing region is an oversight worth naming (Kosovo in a world list).
    static let worldListShare = 0.9

    package func findings(in context: ValidationContext) -> [Finding] {
        let present = context.regions.distinctValues
        let location = SourceLocation(file: context.dataset.file, line: 1, column: 1)
        let expected = context.reference.telephoneCodes.keys
            .filter { $0 != "001" && context.reference.regionStatus[$0] == .regular && context.scope.expects($0) }
        let missing = expected.filter { !present.contains($0) }.sorted()
        guard !missing.isEmpty else { return [] }
        let covered = expected.count - missing.count
        if Double(covered) < Self.worldListShare * Double(expected.count), context.scope.include == nil {
            return [finding("the dataset has records for \(covered) of the \(expected.count) regions with a calling code of their own; if it covers part of the world on purpose, list its regions in \"scope\": {\"include\": [...]} of .ccpipe.json, and each missing one is then reported",
                            at: location, code: nil, field: nil)]
        }
        return missing.map { region in
            let dial = context.dialingPlan.canonicalDialCode(of: region) ?? ""
            return finding("no record for \(context.displayName(of: region)), dial code \(dial)", at: location,
                           code: region, field: nil, expected: dial)
        }
    }
}
