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
            if pending, let number = asciiDigit(character) { numbers.append(number) }
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
                                     with: format.format[token])
        var layout = format.format
        layout.replaceSubrange(token, with: written)
        return layout
    }

    /// The ASCII digits of `text`, in order. An ASCII text's are its digit
    /// bytes; another's are read by character (a digit with a combining
    /// mark is no digit).
    static func digits(_ text: some StringProtocol) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return String(text.filter { asciiDigit($0) != nil }) }
        return String(decoding: text.utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }

    /// The value of an ASCII digit, nil for any other character.
    @inline(__always)
    static func asciiDigit(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue, (0x30...0x39).contains(ascii) else { return nil }
        return Int(ascii - 0x30)
    }

    /// The pattern's groups over all of `number`, each as long as the rest
    /// allows. The number is read as bytes: a number is ASCII digits, and
    /// any other byte fits no group.
    static func split(_ number: String, _ pattern: String) throws(Problem) -> [Substring] {
        let sources = try groupSources(pattern)
        var groups: [NumberPattern] = []
        for source in sources {
            do { groups.append(try NumberPattern.shared(source)) } catch { throw Problem(message: error.description) }
        }
        let utf8 = number.utf8
        let count = utf8.count
        /// Where each group ends, by byte offset, once they fit.
        var ends: [Int] = []
        ends.reserveCapacity(groups.count)
        /// The (group, start) pairs found not to fit, so each is tried once.
        var failed = [Bool](repeating: false, count: groups.count * (count + 1))
        /// Whether groups from `group` on fit the bytes from `start` on.
        func fits(_ group: Int, from start: Int) -> Bool {
            if group == groups.count { return start == count }
            guard !failed[group * (count + 1) + start] else { return false }
            let rest = number[utf8.index(utf8.startIndex, offsetBy: start)...]
            // Each group as long as the rest allows: the longest match first.
            for length in groups[group].wholeMatchLengths(ofPrefixesOf: rest).reversed() {
                ends.append(start + length)
                if fits(group + 1, from: start + length) { return true }
                ends.removeLast()
            }
            failed[group * (count + 1) + start] = true
            return false
        }
        guard fits(0, from: 0) else {
            throw Problem(message: PhoneExampleMessage.unfit(number, pattern))
        }
        var start = utf8.startIndex
        return ends.map { end in
            let stop = utf8.index(utf8.startIndex, offsetBy: end)
            defer { start = stop }
            return number[start..<stop]
        }
    }

    /// The texts of the pattern's groups: `(\d{2})(\d{3})` → `\d{2}`, `\d{3}`.
    static func groupSources(_ pattern: String) throws(Problem) -> [String] {
        var notGroups: Problem { Problem(message: PhoneExampleMessage.notGroups(pattern)) }
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
                guard let number = asciiDigit(character), (1...groups.count).contains(number) else {
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
            if next < layout.endIndex, asciiDigit(layout[next]) != nil { return dollar..<layout.index(after: next) }
            index = next
        }
        return nil
    }

    private static func replacingFirst(_ token: String, in text: String, with replacement: some StringProtocol) -> String {
        guard let range = text.firstRange(of: token) else { return text }
        var replaced = text
        replaced.replaceSubrange(range, with: replacement)
        return replaced
    }
}
