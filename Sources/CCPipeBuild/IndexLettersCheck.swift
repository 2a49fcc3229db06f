import CCPipeModel
import CountryCatalogCore
import Foundation

/// Compares each built locale's index letters in the reference's CLDR XML
/// with those the linked ICU's own data gives it (`ICU.compareIndexLetters`):
/// collation and the sections come from ICU, whatever CLDR release the
/// names come from, and the build summary lists where the two disagree.
/// A comparison is made once per pattern and ICU index class (the locales
/// of one language share both), on any thread.
package final class IndexLettersCheck: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [Key: Outcome] = [:]

    private struct Key: Hashable {
        var pattern: String
        var icu: ICUIndex
    }

    /// ICU's index class of the locale, or the locale itself when it has none.
    private enum ICUIndex: Hashable {
        case indexClass(Int)
        case locale(String)
    }

    private enum Outcome {
        case same
        case differ(kind: IndexLettersDifference.Kind, onlyCLDR: String, onlyICU: String)
    }

    package init() {}

    /// Nil where the locale's CLDR index letters agree with ICU's, or no
    /// file of its chain states any; a pattern ICU cannot read is reported
    /// as letters only CLDR has, whole.
    package func difference(locale: String, reference: ReferenceData) -> IndexLettersDifference? {
        difference(locale: locale, chain: LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales),
                   indexClass: AlphabeticIndexBuckets.indexClass(locale: locale), reference: reference)
    }

    /// As `difference(locale:reference:)`, with the locale's inheritance
    /// chain and ICU index class as its catalog found them.
    func difference(locale: String, chain: [String], indexClass: Int?, reference: ReferenceData) -> IndexLettersDifference? {
        guard let source = chain.first(where: { reference.indexLetters[$0] != nil }), let pattern = reference.indexLetters[source] else {
            return nil
        }
        let key = Key(pattern: pattern, icu: indexClass.map { .indexClass($0) } ?? .locale(locale))
        let outcome: Outcome
        if let found = lock.withLock({ known[key] }) {
            outcome = found
        } else {
            switch (try? ICU.compareIndexLetters(locale: locale, pattern: pattern)) ?? .unreadable {
            case .same: outcome = .same
            case .differ(let onlyCLDR, let onlyICU): outcome = .differ(kind: .differ, onlyCLDR: onlyCLDR, onlyICU: onlyICU)
            case .icuHasNone(let cldr): outcome = .differ(kind: .icuHasNone, onlyCLDR: cldr, onlyICU: "")
            case .unreadable: outcome = .differ(kind: .differ, onlyCLDR: pattern, onlyICU: "")
            }
            lock.withLock { known[key] = outcome }
        }
        guard case .differ(let kind, let onlyCLDR, let onlyICU) = outcome else { return nil }
        return IndexLettersDifference(kind: kind, source: source, onlyCLDR: onlyCLDR, onlyICU: onlyICU)
    }
}
