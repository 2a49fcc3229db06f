import CCPipeCore
import CCPipeModel
import CCPipeReference
import Foundation

/// A dial code as written in a dataset, read leniently so that rules can say
/// both what is wrong with how it is written and which number it means.
package struct DialCodeText: Sendable, Equatable {
    /// The digits it dials, when it has any and nothing but digits and separators.
    package var digits: String?
    /// What comes before the digits; nil for a value with no digit at all.
    package var prefix: DialCodeStyle.Prefix?
    /// The separator characters between the digits, in order.
    package var separators: [Unicode.Scalar]
    /// What is wrong with how it is written whatever the dataset's style.
    package var intrinsicProblems: [Problem]

    package enum Problem: Sendable, Equatable {
        case empty
        case missingPlus
        case internationalPrefix
        case spaceAfterPlus
        case separators
        case letters
        case leadingZero
        case tooLong
        case placeholder
        case surroundingSpace
        /// Written another way than the dataset's own style (`+93` among bare digits).
        case otherStyle(written: DialCodeStyle.Prefix, style: DialCodeStyle.Prefix)
        /// A space where the dataset separates with `-`, or the reverse.
        case otherSeparator(style: DialCodeStyle.Separator)

        package var text: String {
            switch self {
            case .empty: "is empty"
            case .missingPlus: "does not start with '+'"
            case .internationalPrefix: "starts with the international prefix '00' instead of '+'"
            case .spaceAfterPlus: "has a space after '+'"
            case .separators: "contains separators other than one space after the calling code"
            case .letters: "contains characters that are not digits"
            case .leadingZero: "calling codes never start with 0"
            case .tooLong: "has more than 15 digits, the E.164 limit"
            case .placeholder: "is a placeholder, not a dial code"
            case .surroundingSpace: "has white space around it"
            case .otherStyle(let written, let style):
                "is written \(Self.describe(written)) where the dataset writes \(Self.describe(style))"
            case .otherSeparator(let style):
                style == .hyphen ? "separates with a space where the dataset writes '-'"
                    : "contains separators other than one space after the calling code"
            }
        }

        private static func describe(_ prefix: DialCodeStyle.Prefix) -> String {
            switch prefix {
            case .plus: "with '+'"
            case .digits: "as bare digits"
            case .internationalPrefix: "with '00'"
            case .number: "as a JSON number"
            }
        }
    }

    package init(_ raw: String) {
        var problems: [Problem] = []
        separators = []
        let trimmed = raw.trimmingWhitespace
        var body = Substring(trimmed)
        if body.isEmpty {
            (digits, prefix, intrinsicProblems) = (nil, nil, [.empty])
            return
        }
        // "N/A", "-", "+", "TBD": text with no digit at all stands in for a missing value.
        if !body.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) {
            (digits, prefix, intrinsicProblems) = (nil, nil, [.placeholder])
            return
        }
        if trimmed != raw { problems.append(.surroundingSpace) }
        if body.hasPrefix("+") {
            body = body.dropFirst()
            prefix = .plus
            if let first = body.first, first.isWhitespace { problems.append(.spaceAfterPlus) }
        } else if body.hasPrefix("00") {
            body = body.dropFirst(2)
            prefix = .internationalPrefix
        } else {
            prefix = .digits
        }
        var digits = ""
        for character in String(body).trimmingWhitespace.unicodeScalars {
            switch character {
            case "0"..."9":
                digits.unicodeScalars.append(character)
            case " ", "\u{00A0}", "\u{202F}", "\u{2009}", "-", "\u{2010}", "\u{2011}", "\u{2013}", ".", "(", ")", "/":
                separators.append(character)
            default:
                problems.append(.letters)
                self.digits = nil
                self.intrinsicProblems = Self.unique(problems)
                return
            }
        }
        if digits.isEmpty {
            self.digits = nil
            self.intrinsicProblems = Self.unique(problems + [.empty])
            return
        }
        if digits.hasPrefix("0") { problems.append(.leadingZero) }
        if digits.count > 15 { problems.append(.tooLong) }
        self.digits = digits
        self.intrinsicProblems = Self.unique(problems)
    }

    /// What is wrong with how it is written in a dataset of `style`, in the
    /// order the value reads: around it, its prefix, its characters.
    package func problems(in style: DialCodeStyle = .canonical) -> [Problem] {
        guard let prefix else { return intrinsicProblems }
        var problems = intrinsicProblems.filter { $0 == .surroundingSpace || $0 == .spaceAfterPlus }
        if prefix != style.prefix {
            switch (style.prefix, prefix) {
            case (.plus, .digits): problems.append(.missingPlus)
            case (.plus, .internationalPrefix): problems.append(.internationalPrefix)
            default: problems.append(.otherStyle(written: prefix, style: style.prefix))
            }
        }
        if intrinsicProblems.contains(.letters) { return problems + [.letters] }
        let allowed: Unicode.Scalar = style.separator == .hyphen ? "-" : " "
        if separators.count > 1 || separators.contains(where: { $0 != allowed }) {
            problems.append(style.separator == .hyphen && separators == [" "] ? .otherSeparator(style: .hyphen) : .separators)
        }
        return problems + intrinsicProblems.filter { $0 == .leadingZero || $0 == .tooLong }
    }

    /// The problems in ccpipe's canonical style.
    package var problems: [Problem] { problems(in: .canonical) }

    private static func unique(_ problems: [Problem]) -> [Problem] {
        var seen: [Problem] = []
        for problem in problems where !seen.contains(problem) { seen.append(problem) }
        return seen
    }
}
