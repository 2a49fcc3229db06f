extension Finding {
    /// What makes a finding the same one across runs and across a change to
    /// the dataset: the rule, the region, the canonical field and the
    /// message. Positions are left out: the finding's own location moves
    /// whenever lines are added above it, and the places it refers to are in
    /// `related`, never in the message. SARIF's `partialFingerprints` and
    /// `FindingsDelta` both match findings by it.
    package var fingerprint: String {
        Self.fingerprintHash([ruleID, code ?? "", field ?? "", message].joined(separator: "\u{1F}"))
    }

    /// FNV-1a, 64 bits, over UTF-8 bytes, as 16 lower-case hex digits. Not
    /// `ContentHash`, ccpipe's hash otherwise: these values are published,
    /// as SARIF's `partialFingerprints` under `SARIFReporter.fingerprintKey`
    /// (`ccpipe/v2`), and code scanning matches a repository's alerts from
    /// run to run by them, so they stay what they were for as long as that
    /// key does.
    package static func fingerprintHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
