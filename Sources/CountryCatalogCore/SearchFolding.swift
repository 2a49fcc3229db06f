import Foundation

/// How search text is folded, the one definition shared by the builder (which
/// writes folded names into `search_keys`) and `CountrySearch` (which folds
/// what the user types): case, diacritics and width removed in the locale's
/// language, and the typographic apostrophe as `'`, so "cote d'ivoire"
/// finds "Côte d’Ivoire".
public struct SearchFolding: Sendable {
    /// The language folding follows; locales of one language fold alike.
    public let language: String
    /// Nil for every language but those whose case folding differs from the
    /// default (Turkish and Azerbaijani dotless `ı`, Lithuanian dot above).
    /// Foundation folds alike with a locale and without one elsewhere (a test
    /// checks every CLDR language), and making a locale for each fold costs
    /// more than the fold itself.
    private let locale: Locale?

    public init(locale identifier: String) {
        language = Self.language(of: identifier)
        locale = Self.languagesFoldingTheirOwnWay.contains(language) ? Locale(identifier: language) : nil
    }

    /// The languages whose folding depends on the language: what a fold
    /// depends on besides its text is `foldingLanguage`.
    static let languagesFoldingTheirOwnWay: Set<String> = ["tr", "az", "lt"]

    /// The language when folding follows it, "" when it folds as every other
    /// language does: folds with equal `foldingLanguage` are equal.
    public var foldingLanguage: String { locale == nil ? "" : language }

    /// `sr_Latn_RS` → `sr`: all of a locale id that folding depends on.
    public static func language(of identifier: String) -> String {
        identifier.utf8.split(separator: UInt8(ascii: "_"), maxSplits: 1).first.map { String(Substring($0)) } ?? identifier
    }

    /// Whether plain ASCII folds by lower-casing alone: not in Turkish and
    /// Azerbaijani, which fold `I` to `ı`. Lets a caller skip the general path.
    public var foldsASCIIByLowercasing: Bool { language != "tr" && language != "az" }

    public func fold(_ text: String) -> String {
        // ASCII, which is most of what users type, folds by lower-casing
        // alone (outside Turkish and Azerbaijani): the same text, without
        // Foundation's much slower general path.
        if foldsASCIIByLowercasing, text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        // Width first and recomposed, then case and diacritics: in one step,
        // half-width `ﾀﾞ` keeps a stray sound mark and misses `ダ`. Only the
        // Halfwidth and Fullwidth Forms block has widths to fold.
        let hasWidthForms = text.unicodeScalars.contains { (0xFF00...0xFFEF).contains($0.value) }
        let narrowed = hasWidthForms
            ? text.folding(options: .widthInsensitive, locale: locale).precomposedStringWithCanonicalMapping : text
        let folded = narrowed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
        // U+2019 is E2 80 99 in UTF-8; most names have none.
        return folded.utf8.contains(0x99) ? folded.replacingOccurrences(of: "\u{2019}", with: "'") : folded
    }
}
