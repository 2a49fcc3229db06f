import CCPipeCore
import CCPipeModel

/// One finding per problem: when several rules see the same value of the
/// same record (Cayman's `"+ 345"` is an area code without its calling
/// code, and written with a space after '+'), the most specific finding is
/// reported and the others are folded into it, each a note in its
/// `related` and kept in its `folded` for `fix`. The most severe speaks,
/// so that no fold hides an error; among equals, what a value means comes
/// before how it is written: the number it dials before its leading
/// digits before its spelling; the name it is before its characters.
package enum FindingFolding {
    /// The rules about one value, most specific first. A rule not listed
    /// is never folded, nor is a finding for several records.
    static let order = [
        // a dial code
        "dial-code-region", "dial-code-discontinued", "dial-code-no-plan", "dial-code-syntax", "field-type", "field-empty",
        "dial-code-subscriber-prefix", "dial-code-shared", "dial-code-style",
        // a name
        "name-other-region", "name-not-a-country", "text-invisible", "name-encoding", "name-variant", "name-mismatch",
        "name-iso", "name-cldr", "name-short-form", "name-localized", "text-not-nfc",
        // a region code
        "code-validity", "code-format", "code-case",
        // any of them
        "field-whitespace",
    ]

    private static let ranks = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })

    /// Lower is more specific; nil for a finding that is never folded.
    /// Severity comes first (`speaks(_:over:)`).
    static func rank(of finding: Finding) -> Int? {
        guard finding.records == 1, finding.field != nil else { return nil }
        return ranks[finding.ruleID]
    }

    /// The value a finding is about, packed in a word: its line and column,
    /// and which of the fields it is (a name and a code at one place are
    /// two values). Nil where a place does not fit.
    static func key(of finding: Finding) -> UInt64? {
        let location = finding.location
        guard location.line >= 0, location.line < 1 << 30, location.column >= 0, location.column < 1 << 32 else { return nil }
        let field: UInt64 = switch finding.field {
        case "dial_code": 0
        case "code": 1
        case "name": 2
        default: 3
        }
        return UInt64(location.line) << 34 | UInt64(location.column) << 2 | field
    }

    /// Whether a finding of `rank` and `severity` speaks for a value over
    /// one of `otherRank` and `otherSeverity`.
    static func speaks(rank: Int, severity: Severity, over otherRank: Int, _ otherSeverity: Severity) -> Bool {
        severity != otherSeverity ? severity > otherSeverity : rank < otherRank
    }

    /// `folded` put under `lead`: its note, and its fix kept for `fix`.
    static func fold(_ folded: Finding, into lead: inout Finding) {
        var inner = folded
        let further = inner.folded
        inner.folded = []
        lead.related.append(RelatedLocation(folded.location, note: "also \(folded.ruleID): \(folded.message)"))
        lead.folded.append(inner)
        for more in further { fold(more, into: &lead) }
    }
}
