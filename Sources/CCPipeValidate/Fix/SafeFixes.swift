import CCPipeModel

/// Which findings `ccpipe fix` may apply on its own: those of rules whose
/// description declares `AutoFix.safe`, with a suggested value.
package enum SafeFixes {
    /// The value to write for a finding, or nil when it is not a safe fix.
    static func value(for finding: Finding) -> String? {
        // Compared scalar by scalar: Swift's `==` holds "Curaçao" in NFD equal
        // to its NFC form, which is exactly the difference text-not-nfc fixes.
        guard precedence(of: finding.ruleID) != nil, let expected = finding.expected, !expected.isEmpty,
              let actual = finding.actual, !expected.unicodeScalars.elementsEqual(actual.unicodeScalars) else { return nil }
        // A deprecated code with several successors (AN: CW, SX, BQ) needs a person to choose.
        if finding.field == "code", !RegionCode.isWellFormed(expected) { return nil }
        return expected
    }

    /// Lower wins when two rules suggest a value for the same spot; nil for
    /// rules whose fixes need a person.
    package static func precedence(of ruleID: String) -> Int? {
        Validator.description(of: ruleID)?.autoFix.precedence
    }
}
