import CCPipeModel
import Foundation

/// Writes a national number with one of libphonenumber's formats, as its
/// `formatNsnUsingPattern` does: the pattern's groups split the digits,
/// the layout (`$1-$2 $3 $4`) places them, and nationally the first group
/// is written through the national-prefix rule (`$NP$FG` → `0$1`).
///
/// A format pattern is a run of capturing groups (`(\d{2})(\d{3,4})`),
/// each read by `NumberPattern`, so a pattern from a hostile reference
/// is matched in bounded time. The split is the one Java's greedy matching
/// finds for libphonenumber's patterns (groups of digits without
/// alternatives): each group as long as the rest still fits.
enum PhoneFormatting {
    struct Problem: Error, Equatable {
        var message: String
    }

    /// At most `$1`…`$9`: a layout refers to a group by one digit.
    static let maximumGroups = 9

    /// A number as a format writes it.
    struct Written: Equatable {
        var national: String
        /// Without the calling code; nil when the format says `NA` (written as its digits).
        var international: String?
        /// The groups the national layout places, by number, in its order.
        var nationalGroups: [Int]
        /// How many groups the pattern has.
        var groupCount: Int
    }

    static func write(_ number: String, _ format: PhoneNumberFormat, nationalPrefix: String?) -> Result<Written, Problem> {
        Result {
            let groups = try split(number, format.pattern)
            let layout = nationalLayout(format, nationalPrefix: nationalPrefix)
            var written = Written(national: try place(groups, in: layout), nationalGroups: tokens(in: layout), groupCount: groups.count)
            guard format.intlFormat != PhoneNumberFormat.notFormatted else { return written }
            let intlGroups = try format.intlPattern.map { try split(number, $0) } ?? groups
            written.international = try place(intlGroups, in: format.intlFormat ?? format.format)
            return written
        }.mapError { $0 as? Problem ?? Problem(message: "\($0)") }
    }

    /// The group numbers a layout refers to, in order (`$2 15-$3-$4` → 2, 3, 4).
    static func tokens(in layout: String) -> [Int] {
        var numbers: [Int] = []
        var pending = false
        for character in layout {
            if pending, character.isASCII, let number = character.wholeNumberValue { numbers.append(number) }
            pending = character == "$"
        }
        return numbers
    }

    /// The layout with its first group token (`$1`) written through the
    /// rule: `$NP` the national prefix, `$FG` the token (each once, as
    /// libphonenumber's build replaces them).
    static func nationalLayout(_ format: PhoneNumberFormat, nationalPrefix: String?) -> String {
        guard let rule = format.nationalPrefixFormattingRule, !rule.isEmpty,
              let token = firstGroupToken(in: format.format) else { return format.format }
        let written = replacingFirst("$FG", in: replacingFirst("$NP", in: rule, with: nationalPrefix ?? ""),
                                     with: String(format.format[token]))
        return format.format.replacingCharacters(in: token, with: written)
    }

    static func digits(_ text: some StringProtocol) -> String {
        String(text.filter { $0.isASCII && $0.isNumber })
    }

    /// The pattern's groups over all of `number`, each as long as the rest allows.
    static func split(_ number: String, _ pattern: String) throws(Problem) -> [Substring] {
        let sources = try groupSources(pattern)
        var groups: [NumberPattern] = []
        for source in sources {
            do { groups.append(try NumberPattern.shared(source)) } catch { throw Problem(message: error.description) }
        }
        let digits = Array(number)
        var failed = Set<Int>()
        var ends: [Int] = []
        /// Whether groups from `group` on fit `digits[start...]`; failures
        /// are remembered, so each (group, start) is tried once.
        func fits(_ group: Int, from start: Int) -> Bool {
            if group == groups.count { return start == digits.count }
            guard !failed.contains(group * (digits.count + 1) + start) else { return false }
            // Each group as long as the rest allows: the longest match first.
            for length in groups[group].wholeMatchLengths(ofPrefixesOf: String(digits[start...])).reversed() {
                let end = start + length
                ends.append(end)
                if fits(group + 1, from: end) { return true }
                ends.removeLast()
            }
            failed.insert(group * (digits.count + 1) + start)
            return false
        }
        guard fits(0, from: 0) else {
            throw Problem(message: PhoneExampleMessage.unfit(number, pattern))
        }
        var start = number.startIndex
        return ends.map { end in
            let stop = number.index(number.startIndex, offsetBy: end)
            defer { start = stop }
            return number[start..<stop]
        }
    }

    /// The texts of the pattern's groups: `(\d{2})(\d{3})` → `\d{2}`, `\d{3}`.
    static func groupSources(_ pattern: String) throws(Problem) -> [String] {
        let notGroups = Problem(message: PhoneExampleMessage.notGroups(pattern))
        var sources: [String] = []
        var current = ""
        var depth = 0
        var inClass = false
        var escaped = false
        for character in pattern {
            if depth == 0 {
                guard character == "(" else { throw notGroups }
                depth = 1
                current = ""
                continue
            }
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inClass {
                inClass = character != "]"
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 {
                    sources.append(current)
                    continue
                }
            }
            current.append(character)
        }
        guard depth == 0, !sources.isEmpty, sources.count <= maximumGroups, !sources.contains(where: { $0.hasPrefix("?") }) else {
            throw notGroups
        }
        return sources
    }

    /// `layout` with each `$n` replaced by group n.
    static func place(_ groups: [Substring], in layout: String) throws(Problem) -> String {
        var written = ""
        var pending = false
        for character in layout {
            if pending {
                guard let number = character.wholeNumberValue, character.isASCII, (1...groups.count).contains(number) else {
                    throw Problem(message: PhoneExampleMessage.unknownGroup(layout, groups: groups.count))
                }
                written += groups[number - 1]
                pending = false
            } else if character == "$" {
                pending = true
            } else {
                written.append(character)
            }
        }
        guard !pending else { throw Problem(message: PhoneExampleMessage.unknownGroup(layout, groups: groups.count)) }
        return written
    }

    private static func firstGroupToken(in layout: String) -> Range<String.Index>? {
        var index = layout.startIndex
        while let dollar = layout[index...].firstIndex(of: "$") {
            let next = layout.index(after: dollar)
            if next < layout.endIndex, layout[next].isASCII, layout[next].isNumber { return dollar..<layout.index(after: next) }
            index = next
        }
        return nil
    }

    private static func replacingFirst(_ token: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: token) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
