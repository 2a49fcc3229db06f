import CountryCodeKit
import Testing

/// Findings on both sides of a change, matched without their positions.
struct FindingsDeltaTests {
    static func finding(_ rule: String, _ code: String?, line: Int, message: String, severity: Severity = .error) -> Finding {
        Finding(ruleID: rule, severity: severity, code: code, field: "code",
                location: SourceLocation(file: "f.json", line: line, column: 3), message: message)
    }

    @Test func findingsAreIntroducedFixedOrUnchangedWithNewSideLocations() {
        let old = [Self.finding("code-validity", "AN", line: 4, message: "AN is deprecated"),
                   Self.finding("dial-code-region", "CY", line: 9, message: "+537 is not Cyprus")]
        let new = [Self.finding("dial-code-region", "CY", line: 12, message: "+537 is not Cyprus"),
                   Self.finding("code-format", "cw", line: 2, message: "cw is not upper case")]
        let delta = FindingsDelta(old: old, new: new)
        #expect(delta.introduced.map(\.code) == ["cw"])
        #expect(delta.fixed.map(\.code) == ["AN"])
        #expect(delta.unchanged.map(\.location.line) == [12])
        #expect(delta.introducedErrors == 1)
    }

    @Test func aRepeatedFindingMatchesOnceAndTheSecondIsIntroduced() {
        let old = [Self.finding("field-missing", nil, line: 3, message: "record has no code")]
        let new = [Self.finding("field-missing", nil, line: 3, message: "record has no code"),
                   Self.finding("field-missing", nil, line: 8, message: "record has no code", severity: .error)]
        let delta = FindingsDelta(old: old, new: new)
        #expect(delta.unchanged.map(\.location.line) == [3])
        #expect(delta.introduced.map(\.location.line) == [8])
    }

    @Test(arguments: [
        ("region code AL already appears at line 12", "region code AL already appears at line #"),
        ("key \"code\" repeats the one at 3:17; only one of the values would be read", "key \"code\" repeats the one at #:#; only one of the values would be read"),
        ("+595 dials Paraguay (PY), not Guyana (GY); expected +592", "+595 dials Paraguay (PY), not Guyana (GY); expected +592"),
    ])
    func positionsInMessagesDoNotCount(_ message: String, _ fingerprint: String) {
        #expect(FindingFingerprint.withoutPositions(message) == fingerprint)
    }

    @Test func aFindingWhoseLineMovedIsUnchanged() {
        let old = [Self.finding("code-duplicate", "AL", line: 20, message: "region code AL already appears at line 12")]
        let new = [Self.finding("code-duplicate", "AL", line: 21, message: "region code AL already appears at line 13")]
        let delta = FindingsDelta(old: old, new: new)
        #expect(delta.introduced.isEmpty && delta.fixed.isEmpty)
        #expect(delta.unchanged.first?.location.line == 21)
    }
}
