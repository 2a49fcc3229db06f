import Foundation

/// What a picker's search matches a country by, besides its name: CLDR's
/// other names for the region (`alt="short"` such as "UK", `alt="variant"`
/// such as "Ivory Coast" or "Swaziland"), and every name folded the way a
/// user types it (case, diacritics and width removed in the locale, the
/// typographic apostrophe as `'`), so "cote d'ivoire" finds "Côte d’Ivoire".
public enum SearchKeys {
    /// The name's alternates and folded forms, in that order, without
    /// duplicates and without the name itself.
    public static func keys(name: String, alternates: [String], locale: String) -> [String] {
        var keys: [String] = []
        func add(_ key: String) {
            if key != name, !key.isEmpty, !keys.contains(key) { keys.append(key) }
        }
        alternates.forEach(add)
        for text in [name] + alternates { add(fold(text, locale: locale)) }
        return keys
    }

    /// Case-, diacritic- and width-insensitive form in the locale's language
    /// (Turkish folds `I` to `ı`). ASCII text outside Turkish and Azerbaijani
    /// only needs lower-casing, which is most names in most locales, and
    /// skips Foundation's slower general path.
    public static func fold(_ text: String, locale: String) -> String {
        let language = locale.split(separator: "_").first.map(String.init) ?? locale
        if text.utf8.allSatisfy({ $0 < 0x80 }), language != "tr", language != "az" {
            return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return folded(text, language: language)
    }

    private static func folded(_ text: String, language: String) -> String {
        let key = language + "\u{0}" + text
        if let cached = cache.withLock({ $0[key] }) { return cached }
        // Width first and recomposed, then case and diacritics: in one step,
        // half-width `ﾀﾞ` keeps a stray sound mark (as CountryCatalog's search does).
        let foldingLocale = Locale(identifier: language)
        let result = text.folding(options: .widthInsensitive, locale: foldingLocale).precomposedStringWithCanonicalMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: foldingLocale)
            .replacingOccurrences(of: "\u{2019}", with: "'")
        cache.withLock { $0[key] = result }
        return result
    }

    /// Locales that inherit their names (the hundred `en_*`) fold the same
    /// texts again and again; folding each once keeps `--locales all` fast.
    private static let cache = LockedDictionary()
}

/// A dictionary shared by the build's worker threads.
final class LockedDictionary: @unchecked Sendable {
    private var storage: [String: String] = [:]
    private let lock = NSLock()

    func withLock<Result>(_ body: (inout [String: String]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&storage)
    }
}

/// The flag emoji of a region code: its two letters as regional indicator
/// symbols (Unicode's rule for flag sequences). Nil for anything but two
/// ASCII letters.
public enum FlagEmoji {
    public static func of(_ code: String) -> String? {
        let letters = Array(code.uppercased().unicodeScalars)
        guard letters.count == 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        var flag = ""
        for letter in letters { flag.unicodeScalars.append(Unicode.Scalar(0x1F1E6 + letter.value - 0x41)!) }
        return flag
    }
}
