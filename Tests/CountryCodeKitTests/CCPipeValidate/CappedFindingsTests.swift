@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReference
@testable import CCPipeValidate
@testable import CountryCodeKit
import Testing

/// The caps applied as findings come must keep and count exactly what one
/// sort of all the findings would.
@Suite struct CappedFindingsTests {
    /// The caps as they were first written: every finding held, then sorted.
    private func cappedAtOnce(_ findings: [Finding]) -> (listed: [Finding], omitted: [OmittedFindings]) {
        var byRule: [String: [Finding]] = [:]
        var order: [String] = []
        for finding in findings {
            if byRule[finding.ruleID] == nil { order.append(finding.ruleID) }
            byRule[finding.ruleID, default: []].append(finding)
        }
        var listed: [Finding] = []
        var left: [String: FindingSummary] = [:]
        func omit(_ dropped: some Sequence<Finding>) {
            for finding in dropped {
                var summary = left[finding.ruleID] ?? FindingSummary([])
                switch finding.severity {
                case .error: summary.errors += 1
                case .warning: summary.warnings += 1
                case .notice: summary.notices += 1
                }
                left[finding.ruleID] = summary
            }
        }
        for id in order {
            let sorted = byRule[id]!.sorted()
            listed += sorted.prefix(OmittedFindings.perRule)
            omit(sorted.dropFirst(OmittedFindings.perRule))
        }
        if listed.count > OmittedFindings.inAll {
            let ranked = listed.sorted { ($0.severity, $1.location) > ($1.severity, $0.location) }
            omit(ranked.dropFirst(OmittedFindings.inAll))
            listed = Array(ranked.prefix(OmittedFindings.inAll))
        }
        return (listed.sorted(), order.compactMap { id in left[id].map { OmittedFindings(ruleID: id, summary: $0) } })
    }

    /// Findings of many rules, out of file order, with repeats and equal locations.
    private func findings(rules: Int, each: Int) -> [Finding] {
        var generator = SystemRandomNumberGenerator()
        var seed = UInt64.random(in: 1...UInt64.max, using: &generator)
        func next(_ bound: Int) -> Int {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return Int(seed % UInt64(bound))
        }
        let severities: [Severity] = [.error, .warning, .notice]
        return (0..<rules * each).map { number in
            let rule = number % rules
            return Finding(ruleID: "rule-\(rule)", severity: severities[rule % 3], code: nil, field: nil,
                           location: CCPipeCore.SourceLocation(file: "d.json", line: 1 + next(each), column: 1 + next(3)),
                           message: "finding \(next(5))")
        }
    }

    @Test(arguments: [(1, 150), (1, 1_000), (3, 700), (14, 450)])
    func incrementalCapsEqualOneSortOfAll(_ rules: Int, _ each: Int) {
        let all = findings(rules: rules, each: each)
        var capped = CappedFindings()
        for finding in all { capped.add(finding) }
        let (listed, omitted) = capped.capped()
        let expected = cappedAtOnce(all)
        #expect(listed == expected.listed)
        #expect(omitted == expected.omitted)
        #expect(listed.count + omitted.reduce(0) { $0 + $1.summary.total } == all.count)
    }
}
