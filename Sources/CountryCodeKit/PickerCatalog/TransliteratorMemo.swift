import Foundation

/// ICU transliterators, opened once per process and transform, and the
/// spellings they gave, kept for the process. Opening one parses its rules
/// (`Han-Latin` takes a tenth of a second), far slower than using it, and
/// an all-locale build meets the same names in many locales (`zh`,
/// `zh_Hans_SG`, `zh_Hant_HK` share most), so both are done once. One
/// transliterator must not serve two threads at once: a lock serialises
/// them, which costs little once the spellings are known. A transform that
/// does not open is remembered as nil, so it is tried once.
final class TransliteratorMemo: @unchecked Sendable {
    static let shared = TransliteratorMemo()

    private let lock = NSLock()
    private var opened: [LatinSpelling.Transform: Transliterator?] = [:]
    private var spellings: [LatinSpelling.Transform: [String: [String]]] = [:]

    /// `LatinSpelling.spellings` of `text`, computed once per transform.
    func spellings(of text: String, language: String, transform: LatinSpelling.Transform) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        if let known = spellings[transform]?[text] { return known }
        guard let transliterator = open(transform) else { return [] }
        let result = LatinSpelling.spellings(of: text, language: language, transform: transform, transliterator: transliterator)
        spellings[transform, default: [:]][text] = result
        return result
    }

    /// Whether the transform opens (for tests of the transform table).
    func opens(_ transform: LatinSpelling.Transform) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return open(transform) != nil
    }

    private func open(_ transform: LatinSpelling.Transform) -> Transliterator? {
        if let known = opened[transform] { return known }
        let made: Transliterator?
        switch transform {
        case .id(let id, _): made = try? Transliterator(id: id)
        case .rules(let rules): made = try? Transliterator(rules: rules)
        }
        opened[transform] = made
        return made
    }
}
