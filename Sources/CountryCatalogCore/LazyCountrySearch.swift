import Foundation

/// A catalog's search, folded at its first use rather than at load: the
/// folding of every name and key is most of what reading a catalog would
/// cost, and a picker that is opened and closed without a search never
/// needs it. Built once, under a lock, whichever thread searches first.
final class LazyCountrySearch: Hashable, @unchecked Sendable {
    private let rows: [Country]
    private let locale: String
    private let lock = NSLock()
    private var built: CountrySearch?

    init(rows: [Country], locale: String) {
        self.rows = rows
        self.locale = locale
    }

    var search: CountrySearch {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let search = CountrySearch(countries: rows, locale: locale)
        built = search
        return search
    }

    // What it is follows from the catalog's rows and locale, which the
    // catalog compares itself.
    static func == (lhs: LazyCountrySearch, rhs: LazyCountrySearch) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
