import CCPipeModel

/// AQ, BV, GS, HM, PN, TF and UM have no numbering plan of their own; datasets
/// give them a neighbour's code.
package struct DialCodeNoPlanRule: ValidationRule {
    package static let description = RuleDescription(
        id: "dial-code-no-plan", severity: .warning,
        summary: "a region with no calling code of its own carries one",
        rationale: "libphonenumber assigns no calling code to Antarctica, Bouvet Island, South Georgia, Heard & McDonald Islands, Pitcairn, the French Southern Territories or the U.S. Outlying Islands; the codes datasets give them (+672, +500, +268) dial Norfolk Island, the Falklands or Eswatini.",
        passing: [.record(name: "Norfolk Island", dialCode: "+672", code: "NF")],
        triggering: [.record(name: "Antarctica", dialCode: "+672", code: "AQ")])

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dialCodes, report: report) { entry in
            let region = entry.region
            guard case .noPlan(let reached) = entry.verdict else { return nil }
            let owners = reached.isEmpty ? "no region" : reached.map(context.displayName(of:)).joined(separator: ", ")
            return finding("\(context.displayName(of: region)) has no calling code of its own; +\(entry.digits) dials \(owners)",
                           at: entry.value.location, code: region, field: "dial_code", keyPath: entry.value.key, actual: entry.raw)
        }
    }
}
