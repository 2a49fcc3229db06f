import CCPipeCore
import CCPipeModel

/// What a record's dial code means for its region, decided once per record
/// and shared by the dial-code rules; each rule reports one kind of verdict.
package enum DialCodeVerdict: Sendable, Equatable {
    /// The region's calling code, alone or with its own leading digits.
    case matches
    /// A shared code alone (`+1` for American Samoa) where the region has
    /// leading digits of its own that a picker could fill in.
    case bareSharedCode(canonical: String)
    /// The calling code and the region's leading digits run together outside
    /// the North American plan (`+77` for Kazakhstan), which reads as a
    /// calling code that does not exist; `canonical` is the same digits with
    /// the space (`+7 7`).
    case runTogether(canonical: String)
    /// A code the region used to have (`+684` for American Samoa).
    case discontinued(until: String, canonical: String?)
    /// The region's area or leading digits without the calling code (`+876` for Jamaica).
    case missingCallingCode(callingCode: String, canonical: String?, reached: [String])
    /// Digits that reach other regions.
    case otherRegion([String], canonical: String?)
    /// Digits no calling code starts.
    case unassigned(canonical: String?)
    /// The region's calling code followed by digits that are not its own.
    case foreignDigits(canonical: String?)
    /// The region has no calling code of its own; the digits reach `reached`.
    case noPlan(reached: [String])
}

extension DialCodeVerdict {
    /// Whether the digits are not the region's own: its number is wrong,
    /// not only how it is written (`runTogether`, `bareSharedCode`).
    package var dialsOtherDigits: Bool {
        switch self {
        case .matches, .bareSharedCode, .runTogether: false
        case .discontinued, .missingCallingCode, .otherRegion, .unassigned, .foreignDigits, .noPlan: true
        }
    }
}

package struct RecordDialCode: Sendable {
    package var value: FieldValue
    /// The dial code as written.
    package var raw: String
    /// The digits it dials.
    package var digits: String
    package var region: String
    package var verdict: DialCodeVerdict
}

package enum DialCodeAssessment {
    /// The North American Numbering Plan writes its area codes run together
    /// with the 1 (`+1684`) by long convention; elsewhere that reads as a
    /// different calling code.
    static let northAmericanCode = DialCodeStyle.northAmericanCode

    package static func verdict(raw: String, digits: String, region: String, plan: DialingPlan) -> DialCodeVerdict {
        let codes = plan.codes(of: region)
        if codes.isEmpty { return .noPlan(reached: plan.regions(reachedBy: digits)) }
        let canonical = plan.canonicalDialCode(of: region)
        for code in codes where digits.hasPrefix(code.code) {
            let rest = String(digits.dropFirst(code.code.count))
            if rest.isEmpty {
                if let canonical, canonical != "+\(code.code)" { return .bareSharedCode(canonical: canonical) }
                return .matches
            }
            if plan.leadingDigits(rest, match: code) {
                let writtenTogether = raw.trimmingWhitespace == "+\(digits)"
                // The fix sets the file's own leading digits off, and keeps
                // them: `+5997` is Bonaire's `+599 7`, not Curaçao's `+599`.
                if writtenTogether && code.code != northAmericanCode {
                    return .runTogether(canonical: "+\(code.code) \(rest)")
                }
                return .matches
            }
            // libphonenumber gives no leading digits for some regions of a
            // shared code (CA, GG, EH): the patterns of their numbers say
            // which digits are theirs (Western Sahara's fixed lines are
            // 528[89]…, so +212 5288 is Western Sahara's, though Morocco's
            // leading digits [5-8] take it too), and digits no other region
            // takes by its leading digits or patterns may be theirs too.
            let shared = (plan.assignments[code.code]?.count ?? 0) > 1
            if code.leadingDigits == nil, shared {
                if plan.numbers(rest, belongTo: region, code: code) == true { return .matches }
                if plan.claimants(of: code.code, rest: rest).isEmpty { return .matches }
            }
        }
        if let historic = HistoricCallingCodes.entry(for: digits, region: region) {
            return .discontinued(until: historic.until, canonical: canonical)
        }
        let reached = plan.regions(reachedBy: digits).filter { $0 != region }
        // Only a region that shares its code has area digits of its own to drop the code from.
        if let code = codes.first(where: { !$0.isMainForCode && !digits.hasPrefix($0.code) && plan.leadingDigits(digits, match: $0) }) {
            // The calling code put before the file's own digits: Jamaica's
            // `+876` is `+1 876`, though its canonical form is a bare `+1`.
            return .missingCallingCode(callingCode: code.code, canonical: "+\(code.code) \(digits)", reached: reached)
        }
        if !reached.isEmpty { return .otherRegion(reached, canonical: canonical) }
        if plan.split(digits) == nil { return .unassigned(canonical: canonical) }
        return .foreignDigits(canonical: canonical)
    }
}
