@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeValidate
import Testing

/// The index of accepted entries answers as trying every entry in order
/// would: the first entry that accepts a finding, and which entries any
/// finding matches.
struct AcceptanceIndexTests {
    static let rules = ["dial-code-region", "name-iso", "record-duplicate"]
    static let codes: [String?] = [nil, "SE", "NO", "GY"]
    static let fields: [String?] = [nil, "name", "dial_code"]
    static let actuals: [String?] = [nil, "+595", "Swedn", ""]

    /// A deterministic generator, so a failure names its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state ^ (state >> 29)
        }
    }

    @Test(arguments: 0..<40)
    func answersAsTryingEveryEntryInOrder(_ seed: UInt64) {
        var random = Generator(state: seed)
        let entries = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            Configuration.Acceptance(rule: Self.rules.randomElement(using: &random)!, code: Self.codes.randomElement(using: &random)!,
                                     field: Self.fields.randomElement(using: &random)!, actual: Self.actuals.randomElement(using: &random)!,
                                     reason: "r")
        }
        let findings = (0..<60).map { _ in
            Finding(ruleID: Self.rules.randomElement(using: &random)!, severity: .error, code: Self.codes.randomElement(using: &random)!,
                    field: Self.fields.randomElement(using: &random)!, location: SourceLocation(file: "d.json", line: 1, column: 1),
                    message: "m", actual: Self.actuals.randomElement(using: &random)!)
        }
        let index = AcceptanceIndex(entries)
        for finding in findings {
            #expect(index.first(accepting: finding) == entries.firstIndex { $0.accepts(finding) }, "seed \(seed): \(finding)")
        }
        #expect(index.matched(by: findings, count: entries.count) == entries.map { entry in findings.contains { entry.accepts($0) } },
                "seed \(seed)")
    }

    @Test func anEntryThatSetsAValueDoesNotAcceptAFindingWithoutOne() {
        let index = AcceptanceIndex([Configuration.Acceptance(rule: "name-iso", code: "SE", reason: "r")])
        let located = SourceLocation(file: "d.json", line: 1, column: 1)
        #expect(index.first(accepting: Finding(ruleID: "name-iso", severity: .error, code: nil, field: nil, location: located, message: "m")) == nil)
        #expect(index.first(accepting: Finding(ruleID: "name-iso", severity: .error, code: "SE", field: "name", location: located, message: "m")) == 0)
        #expect(index.first(accepting: Finding(ruleID: "name-mismatch", severity: .error, code: "SE", field: nil, location: located, message: "m")) == nil)
    }
}
