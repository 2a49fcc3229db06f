import Foundation

/// A region's `PhoneMetadata` with its patterns compiled, made once for
/// every copy of its `Country.Phone` (`Box`). A pattern that does not
/// compile (the build refuses them, so only a file edited by hand has
/// one) matches nothing.
final class PhoneRules: Sendable {
    struct Format: Sendable {
        let source: PhoneMetadata.Format
        let pattern: PhonePattern?
        let leadingDigits: [PhonePattern?]
        /// The layout, as scalars: `$1-$2 $3`.
        let layout: [Unicode.Scalar]
        /// Whether as-you-type formatting may use it: its layout holds the
        /// groups in order, from the first, with nothing but punctuation
        /// between them (no digits of its own, as Argentina's `15`).
        let isEligible: Bool
        /// libphonenumber's formatting template, the layout with each digit a
        /// placeholder, for numbers the pattern takes at their longest (of at
        /// most 15 digits), and how many digits that is; nil when no such number fits.
        let template: (text: [Unicode.Scalar], digits: Int)?
        /// The national prefix formatting rule is nil or only the first group (`$1`, `($1)`).
        let ruleHasFirstGroupOnly: Bool
        /// The rule separates the prefix from the number (holds `-` or a space).
        let ruleSeparatesPrefix: Bool

        init(_ source: PhoneMetadata.Format, patterns: PhonePatterns) {
            self.source = source
            let pattern = patterns.pattern(source.pattern), layout = Array(source.format.unicodeScalars)
            self.pattern = pattern
            self.layout = layout
            leadingDigits = source.leadingDigits.map { patterns.pattern($0) }
            isEligible = PhoneRules.isEligible(layout)
            let rule = source.nationalPrefixFormattingRule
            ruleHasFirstGroupOnly = rule.map { ["$1", "($1", "$1)", "($1)"].contains($0) } ?? true
            ruleSeparatesPrefix = rule.map { $0.contains("-") || $0.contains(" ") } ?? false
            template = pattern.flatMap { PhoneRules.template(of: $0, layout: layout) }
        }

        /// The same format with another layout: an international one.
        init(_ source: PhoneMetadata.Format, layout: String, patterns: PhonePatterns) {
            var changed = source
            changed.format = layout
            changed.nationalPrefixFormattingRule = nil
            changed.nationalPrefixOptionalWhenFormatting = false
            changed.carrierCodeFormattingRule = nil
            self.init(changed, patterns: patterns)
        }
    }

    struct NumberType: Sendable {
        let pattern: PhonePattern?
        let lengths: [Int]
        let localOnlyLengths: [Int]
    }

    let metadata: PhoneMetadata
    let leadingDigits: PhonePattern?
    let internationalPrefix: PhonePattern?
    let nationalPrefixForParsing: PhonePattern?
    let formats: [Format]
    /// libphonenumber's international formats: empty when no format states
    /// one (the national ones serve), else each format's own, those marked
    /// `NA` left out.
    let internationalFormats: [Format]
    /// In `PhoneMetadata.Kind` order; nil for a kind the region does not have.
    let numberTypes: [NumberType?]

    /// The metadata compiled, its patterns looked up in `patterns` (those
    /// a reference's reader compiled) or compiled afresh.
    init(_ metadata: PhoneMetadata, patterns: PhonePatterns = PhonePatterns()) {
        self.metadata = metadata
        leadingDigits = metadata.leadingDigits.flatMap { patterns.pattern($0) }
        // No international prefix: libphonenumber's `\+|` matches nothing after the plus.
        internationalPrefix = patterns.pattern(metadata.internationalPrefix ?? "")
        nationalPrefixForParsing = metadata.nationalPrefixForParsing.flatMap { $0.isEmpty ? nil : patterns.pattern($0) }
        formats = metadata.formats.map { Format($0, patterns: patterns) }
        if metadata.formats.contains(where: { $0.intlFormat != nil }) {
            internationalFormats = metadata.formats.compactMap { format in
                guard let layout = format.intlFormat else { return Format(format, patterns: patterns) }
                return layout == "NA" ? nil : Format(format, layout: layout, patterns: patterns)
            }
        } else {
            internationalFormats = []
        }
        numberTypes = PhoneMetadata.Kind.allCases.map { kind in
            metadata.numberType(kind).map {
                NumberType(pattern: patterns.pattern($0.pattern), lengths: $0.lengths, localOnlyLengths: $0.localOnlyLengths)
            }
        }
    }

    func numberType(_ kind: PhoneMetadata.Kind) -> NumberType? {
        numberTypes[PhoneMetadata.Kind.allCases.firstIndex(of: kind)!]
    }

    /// Made on first use, once for all copies of a `Country.Phone` (whose
    /// metadata no copy can change: it is set when the phone is made).
    final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var rules: PhoneRules?

        func rules(for metadata: PhoneMetadata, patterns: PhonePatterns = PhonePatterns()) -> PhoneRules {
            lock.lock()
            defer { lock.unlock() }
            if let rules { return rules }
            let made = PhoneRules(metadata, patterns: patterns)
            rules = made
            return made
        }
    }
}

extension PhoneRules {
    /// libphonenumber's punctuation of phone numbers (`VALID_PUNCTUATION`).
    static let punctuation: Set<Unicode.Scalar> = {
        var scalars = Set("-x\u{2212}\u{30FC} \u{00A0}\u{00AD}\u{200B}\u{2060}\u{3000}()\u{FF08}\u{FF09}\u{FF3B}\u{FF3D}.[]/~\u{2053}\u{223C}\u{FF5E}".unicodeScalars)
        for value in 0x2010...0x2015 { scalars.insert(Unicode.Scalar(UInt32(value))!) }
        for value in 0xFF0D...0xFF0F { scalars.insert(Unicode.Scalar(UInt32(value))!) }
        return scalars
    }()

    /// libphonenumber's `ELIGIBLE_FORMAT_PATTERN`: punctuation, `$1`, then
    /// `$n` groups, each followed by punctuation.
    static func isEligible(_ layout: [Unicode.Scalar]) -> Bool {
        var index = 0
        while index < layout.count, punctuation.contains(layout[index]) { index += 1 }
        guard index + 1 < layout.count, layout[index] == "$", layout[index + 1] == "1" else { return false }
        index += 2
        while index < layout.count {
            if punctuation.contains(layout[index]) {
                index += 1
            } else if layout[index] == "$", index + 1 < layout.count, ("0"..."9").contains(layout[index + 1]) {
                index += 2
            } else {
                return false
            }
        }
        return true
    }

    /// The placeholder for a digit not typed yet (libphonenumber's punctuation space).
    static let placeholder: Unicode.Scalar = "\u{2008}"

    /// libphonenumber's template: the pattern's first match in fifteen 9s,
    /// written by the layout, each 9 a placeholder.
    static func template(of pattern: PhonePattern, layout: [Unicode.Scalar]) -> (text: [Unicode.Scalar], digits: Int)? {
        let nines = [UInt8](repeating: UInt8(ascii: "9"), count: 15)
        guard let match = pattern.match(nines, whole: false), match.end > 0 else { return nil }
        let number = Array(nines[..<match.end])
        guard let written = substitute(pattern, layout: layout, in: number) else { return nil }
        return (written.map { $0 == "9" ? placeholder : $0 }, match.end)
    }

    /// Python's `re.sub(pattern, layout, number)`: every match, from the
    /// start, written by the layout (`$n` its groups; an unmatched group
    /// is empty); digits between matches kept; with `firstOnly`, the first
    /// match alone (`count=1`). Nil when the layout names a group the
    /// pattern does not have.
    static func substitute(_ pattern: PhonePattern, firstOnly: Bool = false, layout: [Unicode.Scalar], in number: [UInt8]) -> [Unicode.Scalar]? {
        var written: [Unicode.Scalar] = []
        var start = 0
        while start <= number.count {
            let rest = Array(number[start...])
            guard let match = pattern.match(rest, whole: false) else {
                if start < number.count { written.append(Unicode.Scalar(number[start])) }
                start += 1
                continue
            }
            var index = 0
            while index < layout.count {
                if layout[index] == "$", index + 1 < layout.count, let group = Int(String(layout[index + 1])) {
                    guard group >= 1, group <= match.groups.count else { return nil }
                    if let range = match.groups[group - 1] { written += rest[range].map { Unicode.Scalar($0) } }
                    index += 2
                } else {
                    written.append(layout[index])
                    index += 1
                }
            }
            if firstOnly {
                written += number[(start + match.end)...].map { Unicode.Scalar($0) }
                return written
            }
            if match.end == 0 {
                if start < number.count { written.append(Unicode.Scalar(number[start])) }
                start += 1
            } else {
                start += match.end
            }
        }
        return written
    }
}
