import CCPipeCore
import CCPipeModel

/// What the Latin spellings of a build may cost: ICU's transforms take a
/// few microseconds a character (`Han-Latin` over names of every Han
/// character more), and the names of all locales read may hold 64 MiB, so
/// a reference of 110 `zh_*` locales of made-up Han names (29 MB) took 45 s
/// to build, nearly all of it spelling them. The distinct names each
/// transform spells, counted in Unicode scalars over every locale read, are
/// at most `maximumScalars`: all of CLDR 48.2's locales that have a
/// transform give 67,464.
package enum LatinSpellingBudget {
    package static let maximumScalars = 1_000_000

    /// The first locale, in the order of their ids, whose names take the
    /// spellings past `maximumScalars`; nil when they stay within it.
    package static func localeOverBudget(_ names: [String: TerritoryNames]) -> String? {
        // A name's UTF-8 bytes are at least its scalars: while all names'
        // bytes, repeats counted, stay within the budget, so do the
        // distinct names' scalars, and no name is hashed to find the
        // distinct ones (CLDR 48.2's names stay within it).
        guard bytesWithoutRepeatsRemoved(names) > maximumScalars else { return nil }
        var seen: [LatinSpelling.Transform: Set<ExactText>] = [:]
        var scalars = 0
        for locale in names.keys.sorted() {
            guard let transform = LatinSpelling.transform(locale: locale), let table = names[locale] else { continue }
            for names in table.tables {
                for name in names.values where seen[transform, default: []].insert(ExactText(name)).inserted {
                    scalars += name.unicodeScalars.count
                }
            }
            if scalars > maximumScalars { return locale }
        }
        return nil
    }

    /// The UTF-8 bytes of every name of every locale that has a transform.
    static func bytesWithoutRepeatsRemoved(_ names: [String: TerritoryNames]) -> Int {
        var bytes = 0
        for (locale, table) in names where LatinSpelling.transform(locale: locale) != nil {
            for names in table.tables {
                for name in names.values { bytes += name.utf8.count }
            }
        }
        return bytes
    }

    static func message() -> String {
        "expected the names that are spelled in Latin for search to hold at most \(maximumScalars) characters in all locales read, found more"
    }

    /// Throws at the file of the locale that takes the spellings past the
    /// budget (`file` gives its path).
    package static func check(_ names: [String: TerritoryNames], file: (String) -> String) throws {
        guard let locale = localeOverBudget(names) else { return }
        throw InputError(message(), file: file(locale))
    }
}
