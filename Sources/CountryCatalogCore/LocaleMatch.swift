import Foundation

/// Which catalog a requested locale gets, and how it was chosen.
public struct LocaleMatch: Hashable, Sendable {
    /// The identifier asked for, as given (`en-US`, `zh_Hant_TW`, `en_001`).
    public var requested: String
    /// The catalog's locale (`en`, `zh`).
    public var resolved: String
    public var kind: Kind

    public enum Kind: String, Hashable, Sendable {
        /// The requested locale itself (after normalising `-` and case).
        case exact
        /// A locale the requested one inherits from in CLDR: its parent
        /// locales, after adding likely subtags (`de_CH` → `de`,
        /// `en_AU` → `en_001` → `en`, `zh_TW` → `zh_Hant_TW` → `zh_Hant`).
        case inherited
        /// Nothing it inherits from was available: a catalog of the same
        /// language in another script (`zh_Hant_TW` → `zh`, Simplified).
        case sameLanguage
        /// No available catalog has the language: the catalog of CLDR's
        /// root, which is English (`LocaleMatch.fallbackLocale`) in the
        /// bundled catalogs (`sr_Latn` → `en`).
        case fallback
    }

    /// The catalog `bundled(locale:)` falls back to when none has the
    /// language asked for: English, the language CLDR's root names come closest to.
    public static let fallbackLocale = "en"

    public init(requested: String, resolved: String, kind: Kind) {
        self.requested = requested
        self.resolved = resolved
        self.kind = kind
    }

    /// The best of `available` locales (CLDR ids: `en`, `zh_Hant`) for
    /// `identifier`, a BCP 47 tag or ICU/CLDR id in any case, with `-` or
    /// `_`, with or without script and region (`EN-us`, `sr-Latn-RS`,
    /// `en_US.UTF-8`, `de_DE@collation=phonebook`). Nil when no available
    /// locale has the language.
    public static func resolve(_ identifier: String, among available: [String]) -> LocaleMatch? {
        let offered = Set(available)
        let candidates = LocaleCandidates.inOrder(for: identifier)
        if let first = candidates.first, offered.contains(first) {
            return LocaleMatch(requested: identifier, resolved: first, kind: .exact)
        }
        if let found = candidates.dropFirst().first(where: offered.contains) {
            return LocaleMatch(requested: identifier, resolved: found, kind: .inherited)
        }
        let language = LocaleCandidates.language(of: identifier)
        let sameLanguage = available.sorted().filter { LocaleCandidates.language(of: $0) == language }
        // The shortest id is the language's own catalog (`zh`, not `zh_Hant_HK`).
        guard let best = sameLanguage.min(by: { $0.count < $1.count }) else { return nil }
        return LocaleMatch(requested: identifier, resolved: best, kind: .sameLanguage)
    }

    /// As `resolve(_:among:)`, but a well-formed identifier that no
    /// available locale matches gets `fallback` (kind `.fallback`) when it
    /// is available. Nil only for an identifier that is not well-formed
    /// (`isWellFormed`), or when `fallback` is not among `available`.
    public static func resolve(_ identifier: String, among available: [String], fallback: String) -> LocaleMatch? {
        guard isWellFormed(identifier) else { return nil }
        if let match = resolve(identifier, among: available) { return match }
        guard available.contains(fallback) else { return nil }
        return LocaleMatch(requested: identifier, resolved: fallback, kind: .fallback)
    }

    /// Whether `identifier` reads as a locale: a BCP 47 tag or ICU/CLDR id
    /// whose language is 2–3 or 5–8 ASCII letters (or `und`, `root`, or
    /// nothing at all, which is CLDR's root), each further subtag 1–8 ASCII
    /// letters or digits, separated by `-` or `_`, with anything after `@`
    /// or `.` (keywords, a POSIX charset) not looked at. Not whether CLDR
    /// knows it: `xx_YY` is well-formed; `en US`, `e`, `en!` and `../en`
    /// are not.
    public static func isWellFormed(_ identifier: String) -> Bool {
        var text = Substring(identifier)
        if let cut = text.firstIndex(where: { $0 == "@" || $0 == "." }) { text = text[..<cut] }
        // Nothing at all is root; nothing before `@` or `.` is no locale (`../en`).
        guard !text.isEmpty else { return identifier.isEmpty }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        func ascii(_ part: Substring, _ allowed: (Character) -> Bool) -> Bool { part.allSatisfy { $0.isASCII && allowed($0) } }
        guard let language = parts.first, ascii(language, \.isLetter), [2, 3, 4, 5, 6, 7, 8].contains(language.count) else { return false }
        if language.count == 4, language.lowercased() != "root" { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && ascii($0) { $0.isLetter || $0.isNumber } }
    }
}

/// The locales whose data a locale uses, most specific first, as CLDR
/// looks them up.
enum LocaleCandidates {
    /// The normalised id, then the CLDR chain of its maximised form (likely
    /// subtags added), where a script that is the language's default is left
    /// out of the ids, as CLDR names its locales (`en_AU`, not `en_Latn_AU`).
    /// `root` is not listed.
    static func inOrder(for identifier: String) -> [String] {
        let tags = Subtags(identifier)
        var result: [String] = []
        func add(_ id: String) { if !id.isEmpty, id != "root", !result.contains(id) { result.append(id) } }
        add(tags.id)
        guard tags.language != "root" else { return result }
        let maximal = Subtags(Locale.Language(identifier: tags.id.replacingOccurrences(of: "_", with: "-")).maximalIdentifier)
        let defaultScript = Subtags(Locale.Language(identifier: tags.language).maximalIdentifier).script
        var base = maximal
        base.language = tags.language
        if base.script == defaultScript { base.script = nil }
        if tags.region == nil { base.region = nil }
        // Not the chain of the id as given: `zh_TW` cut to `zh` would be
        // Simplified Chinese, where `zh_TW` means `zh_Hant_TW`.
        for id in chain(base.id) { add(id) }
        return result
    }

    /// CLDR's inheritance (`LocaleInheritance`), up to (not including) `root`.
    static func chain(_ id: String) -> [String] {
        LocaleInheritance.chain(for: id).dropLast()
    }

    static func language(of identifier: String) -> String { Subtags(identifier).language }

    /// language[_Script][_REGION] of an id; variants, extensions and POSIX
    /// suffixes are dropped.
    struct Subtags {
        var language: String
        var script: String?
        var region: String?

        init(_ identifier: String) {
            var text = identifier
            for end in ["@", ".", "-u-", "_u_", "-x-", "-t-"] {
                if let cut = text.range(of: end, options: .caseInsensitive) { text = String(text[..<cut.lowerBound]) }
            }
            let parts = text.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            let first = parts.first?.lowercased() ?? "root"
            language = first == "und" || first.isEmpty ? "root" : first
            for part in parts.dropFirst() {
                if part.count == 4, part.allSatisfy(\.isLetter), script == nil, region == nil {
                    script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
                } else if region == nil, (part.count == 2 && part.allSatisfy(\.isLetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                    region = part.uppercased()
                }
            }
        }

        var id: String { [language, script, region].compactMap { $0 }.joined(separator: "_") }
    }
}
