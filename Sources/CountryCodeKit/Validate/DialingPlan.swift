import Foundation

/// The world's calling codes as libphonenumber assigns them, arranged to
/// answer two questions: which regions does a dialled prefix reach, and how
/// should a region's dial code be written.
public struct DialingPlan: Sendable {
    public struct Assignment: Sendable {
        public var region: String
        public var code: TelephoneCode
    }

    /// Calling code digits → every region using it (`1` → US, CA, AS, …).
    public let assignments: [String: [Assignment]]
    private let codesByRegion: [String: [TelephoneCode]]
    private let leadingDigitPatterns: [String: NSRegularExpression]

    public init(_ telephoneCodes: [String: [TelephoneCode]]) {
        var assignments: [String: [Assignment]] = [:]
        var patterns: [String: NSRegularExpression] = [:]
        for (region, codes) in telephoneCodes where region != "001" {
            for code in codes {
                assignments[code.code, default: []].append(Assignment(region: region, code: code))
                if let leading = code.leadingDigits, patterns[leading] == nil {
                    patterns[leading] = try? NSRegularExpression(pattern: "^(?:\(leading))")
                }
            }
        }
        for key in assignments.keys { assignments[key]?.sort { $0.region < $1.region } }
        self.assignments = assignments
        self.codesByRegion = telephoneCodes
        self.leadingDigitPatterns = patterns
    }

    public func codes(of region: String) -> [TelephoneCode] {
        codesByRegion[region] ?? []
    }

    /// Splits dialled digits into a calling code and what follows it. Calling
    /// codes form a prefix-free set (ITU-T E.164), so at most one prefix fits.
    public func split(_ digits: String) -> (code: String, rest: String)? {
        for length in 1...3 where digits.count >= length {
            let prefix = String(digits.prefix(length))
            if assignments[prefix] != nil { return (prefix, String(digits.dropFirst(length))) }
        }
        return nil
    }

    /// True when `rest` (the digits after the calling code) begins the way the
    /// region's national numbers begin.
    public func leadingDigits(_ rest: String, match code: TelephoneCode) -> Bool {
        guard let leading = code.leadingDigits else { return false }
        guard let pattern = leadingDigitPatterns[leading] else { return false }
        let range = NSRange(rest.startIndex..., in: rest)
        return pattern.firstMatch(in: rest, range: range) != nil
    }

    /// The regions sharing `code` whose leading digits match `rest`.
    public func claimants(of code: String, rest: String) -> [String] {
        guard !rest.isEmpty, let candidates = assignments[code] else { return [] }
        return candidates.filter { leadingDigits(rest, match: $0.code) }.map(\.region)
    }

    /// The regions a dialled number reaches: for a bare calling code, its main
    /// region (or its only one); with more digits, the region whose leading
    /// digits they match, else the main region.
    public func regions(reachedBy digits: String) -> [String] {
        guard let (code, rest) = split(digits), let candidates = assignments[code] else { return [] }
        let claimed = claimants(of: code, rest: rest)
        if !claimed.isEmpty { return claimed }
        let main = candidates.filter(\.code.isMainForCode).map(\.region)
        if !main.isEmpty { return main }
        return candidates.count == 1 ? [candidates[0].region] : []
    }

    /// How ccpipe writes a region's dial code: `+` and the calling code, then,
    /// for a region that shares its code with others and is told apart by a
    /// fixed run of leading digits, a space and those digits (`+1 684`, `+39 06698`).
    public func canonicalDialCode(of region: String) -> String? {
        guard let code = codes(of: region).first else { return nil }
        if !code.isMainForCode, let leading = code.leadingDigits, !leading.isEmpty,
           leading.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "+\(code.code) \(leading)"
        }
        return "+\(code.code)"
    }
}
