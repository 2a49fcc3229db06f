import CountryCatalog
import Foundation

/// Builds a locale's `Catalog` from a dataset: names from CLDR, sections and
/// row order from ICU.
public enum CatalogBuilder {
    /// CLDR's marker for "no value here, and do not inherit one".
    private static let noValueMarker = "∅∅∅"

    /// - Name: CLDR's standard territory name, looked up (by the upper-cased
    ///   code) along `LocaleInheritance.chain`. When no locale in the chain
    ///   names the territory (a code CLDR does not know, or reference data
    ///   without names), the dataset's own `name` is used, so the row is still
    ///   shown; `Catalog.nameSources` records which it was.
    /// - Code: the record's code text, trimmed. Records without a non-empty
    ///   string code, or with no name at all, are skipped and listed in
    ///   `Catalog.skipped`; the validator reports them.
    /// - Dial code: the record's dial code text (string or number), trimmed;
    ///   empty when it has none. Its calling code is the region's calling
    ///   code in the reference when the digits begin with it (`+1684` is 1
    ///   and 684), else the first run of digits; the digits after it are the
    ///   leading digits.
    /// - Flag: the code's regional-indicator pair (`FlagEmoji`).
    /// - Search keys: CLDR's short and variant names found along the same
    ///   chain, folded forms of every name, Latin spellings and hiragana,
    ///   and, outside English, the English name (`SearchKeys`).
    ///
    /// Rows are ordered by the locale's collator, then by code, then by the
    /// record's position, so equal names never depend on input order by chance.
    public static func build(dataset: Dataset, reference: ReferenceData, locale: String) throws -> Catalog {
        try build(prepared: PreparedDataset(dataset, telephoneCodes: reference.telephoneCodes), reference: reference, locale: locale)
    }

    /// The dataset's records with what does not depend on the locale (trimmed
    /// code and dial code, region code, flag, own name) worked out once, for
    /// building many locales from one dataset.
    public struct PreparedDataset: Sendable {
        struct Row: Sendable {
            var index: Int
            var location: SourceLocation
            /// Nil when the record has no non-empty string code.
            var code: String?
            var regionCode: String
            var ownName: String?
            var dialCode: String
            var callingCode: String
            var leadingDigits: String?
            var flag: String?
        }

        let rows: [Row]

        /// - Parameters:
        ///   - telephoneCodes: the reference's; when given, dial codes are
        ///     written canonically whatever the dataset's convention (`93`,
        ///     `0093` and `93` as a number all become `+93`; `1-684` becomes
        ///     `+1 684`), codes in upper case, and the calling code is told
        ///     apart from the leading digits.
        ///   - regions: the region of a record without a code (found from its
        ///     alpha-3 code or name by validation).
        public init(_ dataset: Dataset, telephoneCodes: [String: [TelephoneCode]] = [:], regions: [Int: String] = [:]) {
            let plan = telephoneCodes.isEmpty ? nil : DialingPlan(telephoneCodes)
            rows = dataset.records.map { record in
                let code = record.code?.string?.trimmingWhitespace ?? regions[record.index]
                let usable = code.flatMap { $0.isEmpty ? nil : (plan == nil ? $0 : $0.uppercased()) }
                let own = record.name?.string?.trimmingWhitespace
                let regionCode = usable?.uppercased() ?? ""
                let written = record.dialCode?.text?.trimmingWhitespace ?? ""
                // A record with several dial codes keeps what they share: the calling code.
                let dialCode = plan.map { plan in
                    record.moreDialCodes.isEmpty ? CanonicalDialCode.written(written, plan: plan)
                        : DialCodeText(written).digits.flatMap(plan.split).map { "+" + $0.code } ?? CanonicalDialCode.written(written, plan: plan)
                } ?? written
                let parts = CallingCodeSplit(dialCode: dialCode, codes: telephoneCodes[regionCode] ?? [])
                return Row(index: record.index, location: record.location, code: usable,
                           regionCode: regionCode,
                           ownName: own.flatMap { $0.isEmpty ? nil : $0 },
                           dialCode: dialCode, callingCode: parts.callingCode, leadingDigits: parts.leadingDigits,
                           flag: usable.flatMap(FlagEmoji.of))
            }
        }
    }

    /// As `build(dataset:reference:locale:)`, from a dataset prepared once.
    public static func build(prepared: PreparedDataset, reference: ReferenceData, locale: String) throws -> Catalog {
        let chain = LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales)
        // The chain's name tables, looked up once per locale rather than per
        // name, leaving out empty ones (most locales name few or no
        // territories of their own, and fewer still have short or variant names).
        var tables: [NameTable: [(locale: String, names: [String: String])]] = [.standard: [], .short: [], .variant: []]
        for chainLocale in chain {
            guard let names = reference.territoryNames[chainLocale] else { continue }
            if !names.standard.isEmpty { tables[.standard]!.append((chainLocale, names.standard)) }
            if !names.short.isEmpty { tables[.short]!.append((chainLocale, names.short)) }
            if !names.variant.isEmpty { tables[.variant]!.append((chainLocale, names.variant)) }
        }
        let standardTables = tables[.standard]!, shortTables = tables[.short]!, variantTables = tables[.variant]!
        // English names are every other locale's Latin search key.
        let language = SearchFolding.language(of: locale)
        let englishTables = language == "en" ? [] : LocaleInheritance.chain(for: "en", parentLocales: reference.parentLocales)
            .compactMap { chainLocale in reference.territoryNames[chainLocale].map { (chainLocale, $0.standard) } }
        var countries: [Country] = []
        var nameSources: [String: Catalog.NameSource] = [:]
        var recordIndexes: [Int] = []
        var skipped: [Catalog.SkippedRecord] = []
        countries.reserveCapacity(prepared.rows.count)
        recordIndexes.reserveCapacity(prepared.rows.count)
        var alternatesOf: [[String]] = []
        var englishOf: [String?] = []
        // Everything the rest of the build depends on besides the prepared
        // records: see `Derived`.
        let indexClass = AlphabeticIndexBuckets.indexClass(locale: locale)
        var key = DerivedKey(language: language, indexClass: indexClass ?? -1)

        for row in prepared.rows {
            guard let code = row.code else {
                skipped.append(.init(index: row.index, location: row.location, reason: .noUsableCode))
                key.addSkipped()
                continue
            }
            let name: String
            let source: Catalog.NameSource
            if let (cldrName, cldrLocale) = cldrName(of: row.regionCode, tables: standardTables) {
                (name, source) = (cldrName, .cldr(locale: cldrLocale))
            } else if let own = row.ownName {
                (name, source) = (own, .dataset)
            } else {
                skipped.append(.init(index: row.index, location: row.location, reason: .noName))
                key.addSkipped()
                continue
            }
            var alternates: [String] = []
            if let short = cldrName(of: row.regionCode, tables: shortTables)?.0 { alternates.append(short) }
            if let variant = cldrName(of: row.regionCode, tables: variantTables)?.0 { alternates.append(variant) }
            let english = englishTables.isEmpty ? nil : cldrName(of: row.regionCode, tables: englishTables)?.0 ?? row.ownName
            countries.append(.init(code: code, name: name, dialCode: row.dialCode, callingCode: row.callingCode,
                                   leadingDigits: row.leadingDigits, flag: row.flag))
            nameSources[code] = source
            alternatesOf.append(alternates)
            englishOf.append(english)
            recordIndexes.append(row.index)
            key.add(name: name, alternates: alternates, english: english)
        }

        let compute = {
            try derive(locale: locale, countries: countries, alternatesOf: alternatesOf, englishOf: englishOf,
                       recordIndexes: recordIndexes)
        }
        // Without an index class, no other locale is known to file alike.
        let derived = indexClass == nil ? try compute() : try DerivedMemo.current.derived(for: key, compute)

        for position in countries.indices { countries[position].searchKeys = derived.searchKeys[position] }
        let sections = derived.sections.map { section in
            Catalog.Section(title: section.title, kind: section.kind, countries: section.rows.map { countries[$0] })
        }
        return Catalog(locale: locale, sections: sections, letters: derived.letters, nameSources: nameSources, skipped: skipped)
    }

    /// What a catalog's search keys, sections, row order and letters are,
    /// given its countries (positions into them). It depends only on the
    /// locale's language (folding, transliteration), its index class
    /// (collation and labels), and each record's name, alternates and
    /// English name (or that it was skipped): the
    /// code, dial code and record position that break ties are the prepared
    /// dataset's, the same for every locale. `DerivedKey` is exactly those
    /// inputs, so locales with equal keys share one `Derived`.
    struct Derived {
        var searchKeys: [[String]]
        var sections: [(title: String, kind: Catalog.Kind, rows: [Int])]
        var letters: [Catalog.Letter]
    }

    /// The inputs of `Derived`, as bytes: strings are compared exactly (not
    /// by canonical equivalence, which could fold or collate differently).
    struct DerivedKey: Hashable {
        private(set) var bytes: [UInt8] = []

        init(language: String, indexClass: Int) {
            bytes.reserveCapacity(8192)
            append(language)
            append(String(indexClass))
        }

        mutating func addSkipped() { bytes.append(0) }

        mutating func add(name: String, alternates: [String], english: String?) {
            bytes.append(1)
            append(name)
            bytes.append(UInt8(truncatingIfNeeded: alternates.count))
            alternates.forEach { append($0) }
            if let english { bytes.append(1); append(english) } else { bytes.append(0) }
        }

        /// Length-prefixed, so no two sequences of strings run together alike.
        private mutating func append(_ text: String) {
            let count = UInt32(truncatingIfNeeded: text.utf8.count)
            withUnsafeBytes(of: count.littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: text.utf8)
        }
    }

    private static func derive(locale: String, countries: [Country], alternatesOf: [[String]], englishOf: [String?],
                               recordIndexes: [Int]) throws -> Derived {
        let searchKeys = SearchKeys(locale: locale)
        let keys = countries.indices.map {
            searchKeys.keys(name: countries[$0].name, alternates: alternatesOf[$0], english: englishOf[$0])
        }

        let buckets = try AlphabeticIndexBuckets.compute(
            locale: locale, records: countries.enumerated().map { ($0.element.name, $0.offset) })

        // ICU files each bucket's records in the locale's collation order
        // (the index's own collator, the same as `Collator(locale:)`); only
        // names that collate equal are left in an order of its choosing, so
        // each such run is ordered by code, then by record position.
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if countries[a].code != countries[b].code { return countries[a].code.utf8.lexicographicallyPrecedes(countries[b].code.utf8) }
            return recordIndexes[a] < recordIndexes[b]
        }

        var sections: [(title: String, kind: Catalog.Kind, rows: [Int])] = []
        var sectionOfBucket: [Int?] = []
        for bucket in buckets {
            guard !bucket.payloads.isEmpty else {
                sectionOfBucket.append(nil)
                continue
            }
            var order = bucket.payloads
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, bucket.tiesPrevious[end] { end += 1 }
                if end - start > 1 { order[start..<end].sort(by: precedes) }
                start = end
            }
            sectionOfBucket.append(sections.count)
            sections.append((bucket.label, Catalog.Kind(bucket.kind), order))
        }

        var letters: [Catalog.Letter] = []
        if !sections.isEmpty {
            for (position, bucket) in buckets.enumerated() {
                let kind = Catalog.Kind(bucket.kind)
                // An empty `…` bucket has nothing to show and no letter of its own.
                guard kind == .normal || !bucket.payloads.isEmpty else { continue }
                let target = sectionOfBucket[position]
                    ?? sectionOfBucket[(position + 1)...].lazy.compactMap { $0 }.first
                    ?? sectionOfBucket[..<position].lazy.compactMap { $0 }.last
                    ?? 0
                letters.append(.init(label: bucket.label, section: target, count: bucket.payloads.count))
            }
        }
        return Derived(searchKeys: keys, sections: sections, letters: letters)
    }

    private enum NameTable { case standard, short, variant }

    /// The first name the chain gives for `code` in one of `TerritoryNames`'
    /// tables (standard, short or variant), with the locale that gave it.
    /// `tables` are that table of the chain's locales, in chain order.
    private static func cldrName(of code: String, tables: [(locale: String, names: [String: String])]) -> (String, String)? {
        for (locale, names) in tables {
            guard let name = names[code] else { continue }
            // `∅∅∅` stops inheritance: CLDR has deliberately no name here.
            if name == noValueMarker { return nil }
            let trimmed = name.trimmingWhitespace
            if !trimmed.isEmpty { return (trimmed, locale) }
        }
        return nil
    }
}

extension Catalog.Kind {
    init(_ kind: AlphabeticIndexBucket.Kind) {
        switch kind {
        case .normal: self = .normal
        case .underflow: self = .underflow
        case .inflow: self = .inflow
        case .overflow: self = .overflow
        }
    }
}

/// `CatalogBuilder.Derived` of the last few catalogs built on this thread
/// (a thread builds neighbouring locales, and sibling locales such as
/// `en_AG` and `en_AI` usually have equal keys). Per thread, so no thread
/// waits for another; a hit is exactly what deriving again would give.
final class DerivedMemo {
    private var recent: [(key: CatalogBuilder.DerivedKey, derived: CatalogBuilder.Derived)] = []
    private static let kept = 8

    func derived(for key: CatalogBuilder.DerivedKey,
                 _ compute: () throws -> CatalogBuilder.Derived) throws -> CatalogBuilder.Derived {
        if let found = recent.firstIndex(where: { $0.key == key }) { return recent[found].derived }
        let derived = try compute()
        if recent.count == Self.kept { recent.removeFirst() }
        recent.append((key, derived))
        return derived
    }

    /// This thread's memo.
    static var current: DerivedMemo {
        if let existing = pthread_getspecific(key) { return Unmanaged<DerivedMemo>.fromOpaque(existing).takeUnretainedValue() }
        let memo = DerivedMemo()
        pthread_setspecific(key, Unmanaged.passRetained(memo).toOpaque())
        return memo
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<DerivedMemo>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
