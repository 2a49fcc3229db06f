import CCPipeModel
import CountryCatalogCore
import Foundation

/// ICU transliterators, opened once per process and transform, and the
/// spellings they gave, kept for the process. Opening one parses its rules
/// (all of `Han-Latin`'s take a tenth of a second, which is why it opens
/// narrowed to the names it spells), far slower than using it, and
/// an all-locale build meets the same names in many locales (`zh`,
/// `zh_Hans_SG`, `zh_Hant_HK` share most), so both are done once.
///
/// One transliterator must not serve two threads at once: each transform
/// has a lock of its own, so threads spelling in different scripts never
/// wait for each other, and a transform being opened holds up only the
/// threads that need it. A transform that does not open is remembered as
/// nil, so it is tried once.
package final class TransliteratorMemo: @unchecked Sendable {
    package static let shared = TransliteratorMemo()

    private let lock = NSLock()
    /// A few (one a language), looked through in order: comparing a
    /// transform with the one it is (the same string's storage) is quicker
    /// than hashing its id or rules for every text.
    private var entries: [(transform: LatinSpelling.Transform, entry: Entry)] = []

    /// `LatinSpelling.spellings` of `text`, computed once per transform.
    package func spellings(of text: String, language: String, transform: LatinSpelling.Transform) -> [String] {
        entry(transform).spellings(of: text, language: language)
    }

    /// Where the spellings of `transform` are made and kept: a catalog
    /// finds it once, not for each name it spells.
    package struct Speller: Sendable {
        fileprivate let entry: Entry

        /// `LatinSpelling.spellings` of `text`, computed once per transform.
        package func spellings(of text: String, language: String) -> [String] {
            entry.spellings(of: text, language: language)
        }
    }

    /// The speller of `transform`; it opens the transliterator when it first spells.
    package func speller(_ transform: LatinSpelling.Transform) -> Speller {
        Speller(entry: entry(transform))
    }

    /// Whether the transform opens (for tests of the transform table).
    package func opens(_ transform: LatinSpelling.Transform) -> Bool {
        entry(transform).withTransliterator { $0 != nil }
    }

    /// Starts opening, on other threads, the transforms that building
    /// `locales` will use, so that they are ready before the locales that
    /// need them come up, rather than holding up the end of a build while
    /// the other cores have nothing left to do. A narrowed transform
    /// (`Han-Latin`) waits for `cover`: it opens on the names it will spell.
    package func prepare(locales: [String]) {
        var transforms: [LatinSpelling.Transform] = []
        for locale in locales {
            guard let transform = LatinSpelling.transform(locale: locale), !transforms.contains(transform) else { continue }
            if case .narrowed = transform { continue }
            transforms.append(transform)
        }
        for transform in transforms {
            let entry = entry(transform)
            DispatchQueue.global(qos: .userInitiated).async { entry.withTransliterator { _ in } }
        }
    }

    /// Makes each narrowed transform cover the names of every locale of its
    /// language, all at once: a text it does not cover when asked to spell
    /// it makes it open again. With `opening`, each then starts opening on
    /// another thread (a thread that needs it meanwhile waits for it).
    package func cover(names: [String: TerritoryNames], opening: Bool = false) {
        // Each text once: the locales of a language share most names, and
        // each new text is normalised four ways.
        var texts: [LatinSpelling.Transform: Set<ExactText>] = [:]
        for (locale, table) in names {
            guard let transform = LatinSpelling.transform(locale: locale), case .narrowed = transform else { continue }
            for names in table.tables {
                texts[transform, default: []].formUnion(names.values.lazy.map(ExactText.init))
            }
        }
        for (transform, texts) in texts {
            let entry = entry(transform)
            entry.cover(texts.map(\.text))
            if opening { DispatchQueue.global(qos: .userInitiated).async { entry.withTransliterator { _ in } } }
        }
    }

    private func entry(_ transform: LatinSpelling.Transform) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        if let known = entries.first(where: { $0.transform == transform }) { return known.entry }
        let made = Entry(transform)
        entries.append((transform, made))
        return made
    }

    /// One transform: its transliterator, opened on first use, and its spellings.
    fileprivate final class Entry: @unchecked Sendable {
        private let transform: LatinSpelling.Transform
        private let lock = NSLock()
        private var opened: Transliterator??
        private var spellings: [ExactText: [String]] = [:]
        /// For a narrowed transform: the characters its rules keep, those
        /// of every text it covers and of their normal forms.
        private var covered: Set<Unicode.Scalar> = []

        init(_ transform: LatinSpelling.Transform) { self.transform = transform }

        func spellings(of text: String, language: String) -> [String] {
            lock.lock()
            defer { lock.unlock() }
            if let known = spellings[ExactText(text)] { return known }
            if case .narrowed = transform { add([text]) }
            guard let transliterator = open() else { return [] }
            let result = LatinSpelling.spellings(of: text, language: language, transform: transform, transliterator: transliterator)
            spellings[ExactText(text)] = result
            return result
        }

        func withTransliterator<Result>(_ body: (Transliterator?) -> Result) -> Result {
            lock.lock()
            defer { lock.unlock() }
            return body(open())
        }

        func cover(_ texts: [String]) {
            lock.lock()
            defer { lock.unlock() }
            add(texts)
        }

        /// Called with the lock held: widens the coverage, and closes the
        /// transliterator when it no longer covers enough.
        private func add(_ texts: [String]) {
            let before = covered.count
            for text in texts {
                covered.formUnion(text.unicodeScalars)
                // ASCII and the unified ideographs (most of a Chinese name)
                // have no decomposition and no combining class: such a text
                // is its own normal form in all four.
                guard !text.unicodeScalars.allSatisfy({ $0.value < 0x80 || (0x4E00...0x9FFF).contains($0.value) }) else { continue }
                for form in [text.precomposedStringWithCompatibilityMapping, text.decomposedStringWithCompatibilityMapping,
                             text.precomposedStringWithCanonicalMapping, text.decomposedStringWithCanonicalMapping] {
                    covered.formUnion(form.unicodeScalars)
                }
            }
            if covered.count != before { opened = nil }
        }

        /// Called with the lock held.
        private func open() -> Transliterator? {
            if let known = opened { return known }
            let made: Transliterator?
            switch transform {
            case .id(let id, _): made = try? Transliterator(id: id)
            case .rules(let rules): made = try? Transliterator(rules: rules)
            case .narrowed(let id, let then, _):
                var characters = String.UnicodeScalarView()
                characters.append(contentsOf: covered.sorted { $0.value < $1.value })
                // ICU's data without rules of its own for `id` (another ICU
                // build): the whole transform, slower to open but the same.
                made = (try? Transliterator(id: id, narrowedTo: String(characters), then: then))
                    ?? (try? Transliterator(id: id + "; " + then))
            }
            opened = .some(made)
            return made
        }
    }
}
