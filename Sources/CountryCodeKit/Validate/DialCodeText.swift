import Foundation

/// A dial code as written in a dataset, read leniently so that rules can say
/// both what is wrong with how it is written and which number it means.
public struct DialCodeText: Sendable, Equatable {
    /// The digits it dials, when it has any and nothing but digits and separators.
    public var digits: String?
    /// What is wrong with how it is written; empty when it is well formed.
    public var problems: [Problem]

    public enum Problem: String, Sendable, Equatable {
        case empty = "is empty"
        case missingPlus = "does not start with '+'"
        case internationalPrefix = "starts with the international prefix '00' instead of '+'"
        case spaceAfterPlus = "has a space after '+'"
        case separators = "contains separators other than one space after the calling code"
        case letters = "contains characters that are not digits"
        case leadingZero = "calling codes never start with 0"
        case tooLong = "has more than 15 digits, the E.164 limit"
        case placeholder = "is a placeholder, not a dial code"
        case surroundingSpace = "has white space around it"
    }

    public init(_ raw: String) {
        var problems: [Problem] = []
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        var body = Substring(trimmed)
        if body.isEmpty {
            self.digits = nil
            self.problems = [.empty]
            return
        }
        // "N/A", "-", "+", "TBD": text with no digit at all stands in for a missing value.
        if !body.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) {
            self.digits = nil
            self.problems = [.placeholder]
            return
        }
        if trimmed != raw { problems.append(.surroundingSpace) }
        if body.hasPrefix("+") {
            body = body.dropFirst()
            if let first = body.first, first.isWhitespace { problems.append(.spaceAfterPlus) }
        } else if body.hasPrefix("00") {
            body = body.dropFirst(2)
            problems.append(.internationalPrefix)
        } else {
            problems.append(.missingPlus)
        }
        var digits = ""
        var separatorCount = 0
        var separatorIsPlainSpace = true
        for character in body.trimmingCharacters(in: .whitespaces).unicodeScalars {
            switch character {
            case "0"..."9":
                digits.unicodeScalars.append(character)
            case " ", "\u{00A0}", "\u{202F}", "\u{2009}", "-", "\u{2010}", "\u{2011}", "\u{2013}", ".", "(", ")", "/":
                separatorCount += 1
                if character != " " { separatorIsPlainSpace = false }
            default:
                problems.append(.letters)
                self.digits = nil
                self.problems = Self.unique(problems)
                return
            }
        }
        if digits.isEmpty {
            self.digits = nil
            self.problems = Self.unique(problems + [.empty])
            return
        }
        if separatorCount > 1 || !separatorIsPlainSpace { problems.append(.separators) }
        if digits.hasPrefix("0") { problems.append(.leadingZero) }
        if digits.count > 15 { problems.append(.tooLong) }
        self.digits = digits
        self.problems = Self.unique(problems)
    }

    private static func unique(_ problems: [Problem]) -> [Problem] {
        var seen: [Problem] = []
        for problem in problems where !seen.contains(problem) { seen.append(problem) }
        return seen
    }
}
