import Foundation

/// ICU transliterators opened once per thread and transform (opening one
/// parses its rules, far slower than using it), since one transliterator
/// must not serve two threads at once. A transform that does not open is
/// remembered as nil, so it is tried once.
final class TransliteratorMemo {
    private var opened: [LatinSpelling.Transform: Transliterator?] = [:]

    func transliterator(for transform: LatinSpelling.Transform) -> Transliterator? {
        if let known = opened[transform] { return known }
        let made: Transliterator?
        switch transform {
        case .id(let id, _): made = try? Transliterator(id: id)
        case .rules(let rules): made = try? Transliterator(rules: rules)
        }
        opened[transform] = made
        return made
    }

    /// This thread's memo.
    static var current: TransliteratorMemo {
        if let existing = pthread_getspecific(key) { return Unmanaged<TransliteratorMemo>.fromOpaque(existing).takeUnretainedValue() }
        let memo = TransliteratorMemo()
        pthread_setspecific(key, Unmanaged.passRetained(memo).toOpaque())
        return memo
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<TransliteratorMemo>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
