import CCPipeCore
import CountryCatalogCore
import Foundation

/// The build stage's output for one locale: what a country picker shows, as
/// is, in CountryCatalog's own value types (the ones an app decodes), plus
/// what only the build needs to know. Sections follow ICU's `AlphabeticIndex`
/// for the locale; rows within a section follow the locale's ICU collation,
/// ties broken by code. Rows are CountryCatalog's `Country`.
package struct Catalog: Equatable, Sendable {
    package typealias Kind = SectionKind
    package typealias Section = CountrySection
    package typealias Letter = IndexLetter

    /// The CLDR locale id the catalog was built for (`sv`, `sr_Latn`, `root`).
    package var locale: String
    /// Non-empty buckets only, in index order.
    package var sections: [Section]
    /// The index bar: every normal label of the locale in order, empty or not,
    /// plus each non-normal bucket (`…`) that holds countries, so the bar can
    /// reach every section. Empty when the catalog has no countries (there is
    /// nothing to scroll to).
    package var letters: [Letter]
    /// Where each row's name came from, by the row's code (rows that share a
    /// code share a region, so their names come from the same place).
    package var nameSources: NameSources
    /// Dataset records left out, with why; the validator reports them in detail.
    package var skipped: [SkippedRecord]
    /// Shared by the catalogs of one build whose sections and letters are
    /// equal (sibling locales such as `en_AG` and `en_AI`), so that what
    /// follows the locale id in their files is rendered once. Not part of
    /// the catalog's value: equality ignores it.
    package var renderedBody: RenderedBody?

    package init(locale: String, sections: [Section], letters: [Letter], nameSources: NameSources = [:],
                skipped: [SkippedRecord] = []) {
        self.locale = locale
        self.sections = sections
        self.letters = letters
        self.nameSources = nameSources
        self.skipped = skipped
    }

    package static func == (lhs: Catalog, rhs: Catalog) -> Bool {
        lhs.locale == rhs.locale && lhs.sections == rhs.sections && lhs.letters == rhs.letters
            && lhs.nameSources == rhs.nameSources && lhs.skipped == rhs.skipped
    }

    /// `<locale>/countries.json` as an app decodes it.
    package var countries: SectionedCountries { SectionedCountries(locale: locale, sections: sections) }

    /// `<locale>/index.json` as an app decodes it.
    package var index: LetterIndex { LetterIndex(locale: locale, letters: letters) }

    /// The kind of ICU bucket a letter stands for: a letter with countries of
    /// its own is its section's, an empty one is always a normal label.
    package func kind(of letter: Letter) -> Kind {
        letter.count > 0 && sections.indices.contains(letter.section) ? sections[letter.section].kind : .normal
    }

    /// Where a country's name came from.
    package enum NameSource: Equatable, Sendable {
        /// CLDR's standard territory name, found in this locale of the inheritance chain.
        case cldr(locale: String)
        /// No locale in the chain names the territory: the dataset's own `name`.
        case dataset
    }

    /// `NameSource` by code, as the build records them: one pair per row,
    /// appended (a build of every locale records one per row of every
    /// locale, which a dictionary would hash and grow for), read by code
    /// like a dictionary.
    package struct NameSources: Equatable, Sendable, ExpressibleByDictionaryLiteral {
        private var codes: [String] = []
        private var sources: [NameSource] = []

        package init(dictionaryLiteral elements: (String, NameSource)...) {
            for (code, source) in elements { record(source, for: code) }
        }

        package init(capacity: Int) {
            codes.reserveCapacity(capacity)
            sources.reserveCapacity(capacity)
        }

        /// The source recorded last for `code`.
        package subscript(code: String) -> NameSource? {
            codes.lastIndex(of: code).map { sources[$0] }
        }

        package mutating func record(_ source: NameSource, for code: String) {
            codes.append(code)
            sources.append(source)
        }

        /// As dictionaries: the last source of each code.
        var byCode: [String: NameSource] {
            Dictionary(zip(codes, sources), uniquingKeysWith: { _, last in last })
        }

        package static func == (lhs: NameSources, rhs: NameSources) -> Bool { lhs.byCode == rhs.byCode }
    }

    package struct SkippedRecord: Equatable, Sendable {
        package enum Reason: String, Sendable {
            /// No `code`, or one that is not a non-empty string.
            case noUsableCode = "no usable code"
            /// Neither CLDR nor the dataset names the territory.
            case noName = "no name"
            /// Its code names no region the outputs can publish
            /// (`OutputCorrection.Kind.leftOut`): dissolved, unknown, or another record's.
            case wrongCode = "a code the references call wrong"
        }

        /// The record's position in the dataset.
        package var index: Int
        package var location: SourceLocation
        package var reason: Reason

        package init(index: Int, location: SourceLocation, reason: Reason) {
            self.index = index
            self.location = location
            self.reason = reason
        }
    }
}

/// The locale-independent bytes of a catalog's two files, rendered by the
/// first catalog that needs them and reused by every catalog that shares
/// this object (`Catalog.renderedBody`). Safe to use from several threads.
package final class RenderedBody: @unchecked Sendable {

    package init() {}
    private let lock = NSLock()
    private var countries: [UInt8]?
    private var index: [UInt8]?
    /// Their content hashes, made with them: a body is hashed once however
    /// many locales' files it is in (`OutputFingerprint`).
    private var countriesHash: ContentHash?
    private var indexHash: ContentHash?

    /// The countries file's bytes after the locale line, rendering them with `render` the first time.
    package func countries(_ render: () -> [UInt8]) -> [UInt8] { cached(\.countries, \.countriesHash, render) }

    /// The index file's bytes before the locale line, rendering them with `render` the first time.
    package func index(_ render: () -> [UInt8]) -> [UInt8] { cached(\.index, \.indexHash, render) }

    /// Both, with their content hashes, once both have been rendered.
    package var rendered: (countries: [UInt8], countriesHash: ContentHash, index: [UInt8], indexHash: ContentHash)? {
        lock.withLock {
            guard let countries, let countriesHash, let index, let indexHash else { return nil }
            return (countries, countriesHash, index, indexHash)
        }
    }

    private func cached(_ slot: ReferenceWritableKeyPath<RenderedBody, [UInt8]?>,
                        _ hashSlot: ReferenceWritableKeyPath<RenderedBody, ContentHash?>, _ render: () -> [UInt8]) -> [UInt8] {
        lock.lock()
        if let known = self[keyPath: slot] { lock.unlock(); return known }
        lock.unlock()
        // Rendered and hashed outside the lock: two threads may both do
        // it, to the same bytes.
        let bytes = render()
        let hash = ContentHash.of(bytes)
        lock.lock()
        defer { lock.unlock() }
        if self[keyPath: slot] == nil {
            self[keyPath: slot] = bytes
            self[keyPath: hashSlot] = hash
        }
        return self[keyPath: slot]!
    }
}
