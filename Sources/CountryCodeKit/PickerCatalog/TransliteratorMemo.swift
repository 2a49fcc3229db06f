import CountryCatalog
import Foundation

/// ICU transliterators, opened once per process and transform, and the
/// spellings they gave, kept for the process. Opening one parses its rules
/// (`Han-Latin` takes a tenth of a second), far slower than using it, and
/// an all-locale build meets the same names in many locales (`zh`,
/// `zh_Hans_SG`, `zh_Hant_HK` share most), so both are done once.
///
/// One transliterator must not serve two threads at once: each transform
/// has a lock of its own, so threads spelling in different scripts never
/// wait for each other, and a transform being opened holds up only the
/// threads that need it. A transform that does not open is remembered as
/// nil, so it is tried once.
final class TransliteratorMemo: @unchecked Sendable {
    static let shared = TransliteratorMemo()

    private let lock = NSLock()
    private var entries: [LatinSpelling.Transform: Entry] = [:]

    /// `LatinSpelling.spellings` of `text`, computed once per transform.
    func spellings(of text: String, language: String, transform: LatinSpelling.Transform) -> [String] {
        entry(transform).spellings(of: text, language: language)
    }

    /// Whether the transform opens (for tests of the transform table).
    func opens(_ transform: LatinSpelling.Transform) -> Bool {
        entry(transform).withTransliterator { $0 != nil }
    }

    /// Starts opening, on other threads, the transforms that building
    /// `locales` will use, so that the slowest to open (`Han-Latin`) is
    /// ready before the locales that need it come up, rather than holding
    /// up the end of a build while the other cores have nothing left to do.
    func prepare(locales: [String]) {
        var transforms: [LatinSpelling.Transform] = []
        for locale in locales {
            guard let transform = LatinSpelling.transform(language: SearchFolding.language(of: locale)),
                  !transforms.contains(transform) else { continue }
            transforms.append(transform)
        }
        // Chinese first: `Han-Latin` takes longest to open.
        let chinese = LatinSpelling.transform(language: "zh")
        transforms.sort { $0 == chinese && $1 != chinese }
        for transform in transforms {
            let entry = entry(transform)
            DispatchQueue.global(qos: .userInitiated).async { entry.withTransliterator { _ in } }
        }
    }

    private func entry(_ transform: LatinSpelling.Transform) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let known = entries[transform] { return known }
        let made = Entry(transform)
        entries[transform] = made
        return made
    }

    /// One transform: its transliterator, opened on first use, and its spellings.
    private final class Entry: @unchecked Sendable {
        private let transform: LatinSpelling.Transform
        private let lock = NSLock()
        private var opened: Transliterator??
        private var spellings: [String: [String]] = [:]

        init(_ transform: LatinSpelling.Transform) { self.transform = transform }

        func spellings(of text: String, language: String) -> [String] {
            lock.lock()
            defer { lock.unlock() }
            if let known = spellings[text] { return known }
            guard let transliterator = open() else { return [] }
            let result = LatinSpelling.spellings(of: text, language: language, transform: transform, transliterator: transliterator)
            spellings[text] = result
            return result
        }

        func withTransliterator<Result>(_ body: (Transliterator?) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(open())
        }

        /// Called with the lock held.
        private func open() -> Transliterator? {
            if let known = opened { return known }
            let made: Transliterator?
            switch transform {
            case .id(let id, _): made = try? Transliterator(id: id)
            case .rules(let rules): made = try? Transliterator(rules: rules)
            }
            opened = .some(made)
            return made
        }
    }
}
