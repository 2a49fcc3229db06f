import CCPipeCore
import CCPipeDiff
import CCPipeModel
import CCPipeValidate
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

    @Test func theFingerprintLeavesOutPositionsAndKeyPaths() {
        var moved = Self.finding("code-duplicate", "AL", line: 20, message: "region code AL is already used by \"Albania\"")
        let original = moved
        moved.location.line = 31
        moved.related = [RelatedLocation(SourceLocation(file: "f.json", line: 12, column: 3), note: "first record for AL")]
        moved.keyPath = "iso2"
        #expect(moved.fingerprint == original.fingerprint)
        moved.code = "AM"
        #expect(moved.fingerprint != original.fingerprint)
    }

    @Test func aFindingWhoseLineMovedIsUnchanged() {
        var old = [Self.finding("code-duplicate", "AL", line: 20, message: "region code AL is already used by \"Albania\"")]
        var new = [Self.finding("code-duplicate", "AL", line: 21, message: "region code AL is already used by \"Albania\"")]
        old[0].related = [RelatedLocation(SourceLocation(file: "f.json", line: 12, column: 3), note: "first record for AL")]
        new[0].related = [RelatedLocation(SourceLocation(file: "f.json", line: 13, column: 3), note: "first record for AL")]
        let delta = FindingsDelta(old: old, new: new)
        #expect(delta.introduced.isEmpty && delta.fixed.isEmpty)
        #expect(delta.unchanged.first?.location.line == 21)
    }
}
