import CCPipeCore
import CCPipeModel
import CCPipeReference

/// The world's calling codes as libphonenumber assigns them, arranged to
/// answer two questions: which regions does a dialled prefix reach, and how
/// should a region's dial code be written.
///
/// Within a shared calling code, a region is found as libphonenumber's
/// region lookup finds it: by its `leadingDigits` when it has them, else by
/// the patterns of its numbers (`NationalNumbers`), main region first.
package struct DialingPlan: Sendable {
    package struct Assignment: Sendable {
        package var region: String
        package var code: TelephoneCode
    }

    /// Calling code digits → every region using it (`1` → US, CA, AS, …).
    package let assignments: [String: [Assignment]]
    private let codesByRegion: [String: [TelephoneCode]]
    private let leadingDigitPatterns: [String: NumberPattern]
    /// By region and calling code, for the regions whose numbers the reference describes.
    private let nationalNumbers: [String: [String: NationalNumbers]]

    package init(_ telephoneCodes: [String: [TelephoneCode]]) {
        var assignments: [String: [Assignment]] = [:]
        var patterns: [String: NumberPattern] = [:]
        var numbers: [String: [String: NationalNumbers]] = [:]
        for (region, codes) in telephoneCodes where region != "001" {
            for code in codes {
                assignments[code.code, default: []].append(Assignment(region: region, code: code))
                // The loader compiled each pattern; one it could not is never here.
                if let leading = code.leadingDigits, patterns[leading] == nil {
                    patterns[leading] = try? NumberPattern.shared(leading)
                }
                if let described = NationalNumbers(code.numberTypes) { numbers[region, default: [:]][code.code] = described }
            }
        }
        // libphonenumber's order: the main region first, then the others.
        for key in assignments.keys {
            assignments[key]?.sort { ($0.code.isMainForCode ? 0 : 1, $0.region) < ($1.code.isMainForCode ? 0 : 1, $1.region) }
        }
        self.assignments = assignments
        self.codesByRegion = telephoneCodes
        self.leadingDigitPatterns = patterns
        self.nationalNumbers = numbers
    }

    package func codes(of region: String) -> [TelephoneCode] {
        codesByRegion[region] ?? []
    }

    /// Splits dialled digits into a calling code and what follows it. Calling
    /// codes form a prefix-free set (ITU-T E.164), so at most one prefix fits.
    package func split(_ digits: String) -> (code: String, rest: String)? {
        for length in 1...3 where digits.count >= length {
            let prefix = String(digits.prefix(length))
            if assignments[prefix] != nil { return (prefix, String(digits.dropFirst(length))) }
        }
        return nil
    }

    /// True when `rest` (the digits after the calling code) begins the way the
    /// region's national numbers begin.
    package func leadingDigits(_ rest: String, match code: TelephoneCode) -> Bool {
        guard let leading = code.leadingDigits else { return false }
        guard let pattern = leadingDigitPatterns[leading] else { return false }
        return pattern.matchesStart(of: rest)
    }

    /// Whether numbers beginning with `rest` are numbers of `region` under
    /// `code` by the patterns of its numbers; nil when the reference does
    /// not describe them.
    package func numbers(_ rest: String, belongTo region: String, code: TelephoneCode) -> Bool? {
        nationalNumbers[region]?[code.code]?.admit(startingWith: rest)
    }

    /// libphonenumber's test for one region of a shared code: its leading
    /// digits when it has them, else the patterns of its numbers.
    private func claims(_ rest: String, _ assignment: Assignment) -> Bool {
        if assignment.code.leadingDigits != nil { return leadingDigits(rest, match: assignment.code) }
        return numbers(rest, belongTo: assignment.region, code: assignment.code) ?? false
    }

    /// The regions sharing `code` that take `rest`: by their leading digits,
    /// or, for those without, by the patterns of their numbers.
    package func claimants(of code: String, rest: String) -> [String] {
        guard !rest.isEmpty, let candidates = assignments[code] else { return [] }
        return candidates.filter { claims(rest, $0) }.map(\.region)
    }

    /// The regions a dialled number reaches: for a bare calling code, its main
    /// region (or its only one); with more digits, the first region, main
    /// region first, whose leading digits or number patterns take them
    /// (libphonenumber's region lookup), else the main region.
    package func regions(reachedBy digits: String) -> [String] {
        guard let (code, rest) = split(digits), let candidates = assignments[code] else { return [] }
        if candidates.count > 1, let first = claimants(of: code, rest: rest).first { return [first] }
        let main = candidates.filter(\.code.isMainForCode).map(\.region)
        if !main.isEmpty { return main }
        return candidates.count == 1 ? [candidates[0].region] : []
    }

    /// How ccpipe writes a region's dial code: `+` and the calling code, then,
    /// for a region that shares its code with others and is told apart by a
    /// fixed run of leading digits, a space and those digits (`+1 684`, `+39 06698`).
    package func canonicalDialCode(of region: String) -> String? {
        guard let code = codes(of: region).first else { return nil }
        if !code.isMainForCode, let leading = code.leadingDigits, !leading.isEmpty,
           leading.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return "+\(code.code) \(leading)"
        }
        return "+\(code.code)"
    }
}

/// What the patterns of a region's numbers say of a dial code's leading
/// digits: numbers that begin with them are the region's when they fit its
/// general description and one of its kinds of number, as libphonenumber's
/// number-type test goes.
struct NationalNumbers: Sendable {
    private let general: NumberPattern?
    private let kinds: [NumberPattern]

    init?(_ types: [PhoneNumberType: PhoneNumberDescription]) {
        func pattern(_ type: PhoneNumberType) -> NumberPattern? {
            types[type].flatMap { try? NumberPattern.shared($0.nationalNumberPattern) }
        }
        general = pattern(.generalDesc)
        kinds = PhoneNumberType.allCases.filter { $0 != .generalDesc }.compactMap(pattern)
        if general == nil && kinds.isEmpty { return nil }
    }

    func admit(startingWith digits: String) -> Bool {
        if let general, !general.admitsNumber(startingWith: digits) { return false }
        return kinds.isEmpty || kinds.contains { $0.admitsNumber(startingWith: digits) }
    }
}
