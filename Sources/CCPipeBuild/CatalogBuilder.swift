import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// Builds a locale's `Catalog` from a dataset: names from CLDR, sections and
/// row order from ICU.
package enum CatalogBuilder {
    /// - Name: CLDR's standard territory name, looked up (by the upper-cased
    ///   code) along `LocaleInheritance.chain`. When no locale in the chain
    ///   names the territory (a code CLDR does not know, or reference data
    ///   without names), the dataset's own `name` is used, so the row is still
    ///   shown; in the locale of a dataset that follows its own names
    ///   (`ownNamesLocale`), the dataset's name always. `Catalog.nameSources`
    ///   records which it was.
    /// - Code: the record's code text, trimmed. Records without a non-empty
    ///   string code, or with no name at all, are skipped and listed in
    ///   `Catalog.skipped`; the validator reports them.
    /// - Dial code: the record's dial code text (string or number), trimmed;
    ///   for a record without the field, the region's dial code in the
    ///   reference; empty when neither has one. Its calling code is the region's calling
    ///   code in the reference when the digits begin with it (`+1684` is 1
    ///   and 684), else the first run of digits; the digits after it are the
    ///   leading digits.
    /// - Flag: the code's regional-indicator pair (`FlagEmoji`).
    /// - Search keys: CLDR's short, variant and alternate names (`alt="chagos"`:
    ///   "Chagos Archipelago") found along the same chain, folded forms of
    ///   every name, Latin spellings and hiragana,
    ///   and, outside English, the English name (`SearchKeys`).
    /// - Search abbreviations: the alpha-3 code and the initials of those
    ///   names (`SearchAbbreviations`).
    ///
    /// Rows are ordered by the locale's collator, then by code, then by the
    /// record's position, so equal names never depend on input order by chance.
    package static func build(dataset: Dataset, reference: ReferenceData, locale: String) throws -> Catalog {
        try build(prepared: PreparedDataset(dataset, telephoneCodes: reference.telephoneCodes, phoneData: PhoneExample.phoneData(reference),
                                            alpha3Codes: alpha3Codes(reference)),
                  reference: reference, locale: locale)
    }

    /// Each region's ISO 3166-1 alpha-3 code. Not CLDR's for regions ISO
    /// leaves out: Kosovo's user-assigned `XKK` is no code people type.
    package static func alpha3Codes(_ reference: ReferenceData) -> [String: String] {
        reference.isoCountries.mapValues(\.alpha3)
    }

    /// The dataset's records with what does not depend on the locale (trimmed
    /// code and dial code, region code, flag, own name) worked out once, for
    /// building many locales from one dataset.
    package struct PreparedDataset: Sendable {
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
            /// The region's ISO 3166-1 alpha-3 code, for search (`SearchAbbreviations`).
            var alpha3: String?
            /// Left out because the references call its code wrong (`OutputCorrection.Kind.leftOut`).
            var leftOut = false
        }

        let rows: [Row]
        /// How many of `rows` have a code: at most as many countries in any locale.
        let rowsWithCode: Int
        /// What the rows publish otherwise than the dataset writes it.
        package let corrections: [OutputCorrection]
        /// Every region's phone data, written once into `phone.json`; each
        /// row's phone is its region's, looked up here when a catalog is made
        /// (kept in each row, a region's metadata took a row about 180 bytes).
        package let phoneData: PhoneData
        /// Each row's members before its name in a locale's file, the same
        /// bytes in every locale (empty for a row without a code).
        let fixedMembers: FixedMembers
        /// Each row's position in `regionCodes`, for the name columns.
        let regionPositions: [Int]
        /// The distinct region codes of the rows, in order of first use.
        let regionCodes: [String]
        /// Each of `regionCodes`' position.
        let regionIndex: RegionPositions
        /// What locales of this dataset share (`Derived`), worked out once:
        /// by the name columns their names come from; failing that, by the
        /// names themselves (a locale may repeat its parent's names in a
        /// column of its own); and the search keys and abbreviations, which
        /// do not depend on the index class, by the names alone.
        package let memo = RecentMemo<DerivedKey, Derived>()
        package let namesMemo = RecentMemo<ClassedNames, Derived>()
        package let keysMemo = RecentMemo<NamesKey, SearchTerms>()
        /// By row: the terms of a record whose name is its English name,
        /// without alternates, in the languages whose terms depend on
        /// nothing else (`SearchKeys.dependsOnLanguage`).
        package let englishNamedTerms: EnglishNamedTerms
        /// By row: what its English name gives the search terms (`EnglishTermsMemo`).
        package let englishTerms: EnglishTermsMemo
        /// Each CLDR name table the build looked in, by region position.
        package let columns = NameColumns()
        /// Where the reference's index letters differ from ICU's, by pattern and index class.
        package let indexLetters = IndexLettersCheck()

        /// - Parameters:
        ///   - telephoneCodes: the reference's; when given, dial codes are
        ///     written canonically whatever the dataset's convention (`93`,
        ///     `0093` and `93` as a number all become `+93`; `1-684` becomes
        ///     `+1 684`), codes in upper case, and the calling code is told
        ///     apart from the leading digits.
        ///   - regions: the region of a record without a code (found from its
        ///     alpha-3 code or name by validation).
        ///   - phoneData: what every region's phone numbers look like (`PhoneExample.phoneData`).
        ///   - alpha3Codes: each region's alpha-3 code (`CatalogBuilder.alpha3Codes`).
        ///   - corrections: the values to publish in place of the dataset's
        ///     (`OutputCorrections`): a region, a dial code or a name from the
        ///     reference, or none for a record left out.
        package init(_ dataset: Dataset, telephoneCodes: [String: [TelephoneCode]] = [:], regions: RecordRegions = RecordRegions(),
                     phoneData: PhoneData = PhoneData(), alpha3Codes: [String: String] = [:], corrections: [OutputCorrection] = []) {
            self.phoneData = phoneData
            let plan = telephoneCodes.isEmpty ? nil : DialingPlan(telephoneCodes)
            let corrected = CorrectionsByRecord(corrections)
            self.corrections = corrections
            rows = dataset.records.map { record in
                let fixes = corrected.fixes(of: record.index)
                let code = fixes["code"].map { $0.published } ?? record.code?.string?.trimmingWhitespace ?? regions[record.index]
                let usable = code.flatMap { $0.isEmpty ? nil : (plan == nil ? $0 : $0.uppercased()) }
                let own = fixes["name"]?.published ?? record.name?.string?.trimmingWhitespace
                let regionCode = usable?.uppercased() ?? ""
                // A record without the field (a dataset that carries none) gets its
                // region's dial code from the reference; an empty or null one stays empty.
                let written = fixes["dial_code"]?.published ?? record.dialCode.map { $0.text?.trimmingWhitespace ?? "" }
                    ?? plan?.canonicalDialCode(of: regionCode) ?? ""
                // A record with several dial codes keeps what they share: the
                // calling code. A corrected one is published as the correction has it.
                let dialCode = fixes["dial_code"]?.published ?? plan.map { plan in
                    record.moreDialCodes.isEmpty ? CanonicalDialCode.written(written, plan: plan)
                        : DialCodeText(written).digits.flatMap(plan.split).map { "+" + $0.code } ?? CanonicalDialCode.written(written, plan: plan)
                } ?? written
                let parts = CallingCodeSplit(dialCode: dialCode, codes: telephoneCodes[regionCode] ?? [])
                return Row(index: record.index, location: record.location, code: usable,
                           regionCode: regionCode,
                           ownName: own.flatMap { $0.isEmpty ? nil : $0 },
                           dialCode: dialCode, callingCode: parts.callingCode, leadingDigits: parts.leadingDigits,
                           flag: usable.flatMap(FlagEmoji.of), alpha3: alpha3Codes[regionCode],
                           leftOut: fixes["code"]?.kind == .leftOut)
            }
            rowsWithCode = rows.reduce(0) { $0 + ($1.code == nil ? 0 : 1) }
            fixedMembers = FixedMembers(rows)
            var positions: [String: Int] = [:]
            var codes: [String] = []
            regionPositions = rows.map { row in
                if let known = positions[row.regionCode] { return known }
                positions[row.regionCode] = codes.count
                codes.append(row.regionCode)
                return codes.count - 1
            }
            regionCodes = codes
            regionIndex = RegionPositions(codes)
            englishNamedTerms = EnglishNamedTerms(rows: rows.count)
            englishTerms = EnglishTermsMemo(rows: rows.count)
        }
    }

    /// As `build(dataset:reference:locale:)`, from a dataset prepared once.
    /// - Parameter ownNamesLocale: for a dataset that follows its own names
    ///   (`NamePolicy.own`), the locale they are in: its catalog shows them,
    ///   with CLDR's name as one more search key; every other keeps CLDR's.
    package static func build(prepared: PreparedDataset, reference: ReferenceData, locale: String,
                              ownNamesLocale: String? = nil) throws -> Catalog {
        try parts(prepared: prepared, head: head(prepared: prepared, reference: reference, locale: locale, ownNamesLocale: ownNamesLocale)).catalog()
    }

    /// A locale's two files and its figures, as `build` then `CatalogRenderer.files`
    /// would give them. When a locale with the same derivation has rendered
    /// its files already, only the locale id is new, and the catalog's
    /// countries are never made (most locales of an all-locale build).
    package static func rendered(prepared: PreparedDataset, reference: ReferenceData, locale: String, ownNamesLocale: String? = nil) throws
        -> (summary: CatalogSummary, files: [RenderedFile]) {
        let head = head(prepared: prepared, reference: reference, locale: locale, ownNamesLocale: ownNamesLocale)
        // A sibling's files: nothing of the locale but its id is needed.
        var summary: CatalogSummary
        let files: [RenderedFile]
        if head.indexClass != nil, let derived = prepared.memo.existing(for: head.key),
           let sibling = CatalogRenderer.files(locale: locale, body: derived.renderedBody) {
            (summary, files) = (derived.summary(locale: locale), sibling)
        } else {
            let parts = try parts(prepared: prepared, head: head)
            (summary, files) = (parts.derived.summary(locale: locale), CatalogRenderer.files(parts))
        }
        summary.indexLetters = prepared.indexLetters.difference(locale: locale, chain: head.chain, indexClass: head.indexClass, reference: reference)
        return (summary, files)
    }

    /// What a locale's names and their derivation depend on, found without
    /// going through its rows: the name columns of its chain that name any
    /// region of the dataset, in chain order, per table, and English's;
    /// its language and index class.
    struct Head {
        let locale: String
        /// `LocaleInheritance.chain` of the locale.
        let chain: [String]
        let language: String
        let standardTables: [NameColumns.Column]
        let shortTables: [NameColumns.Column]
        let variantTables: [NameColumns.Column]
        /// By `alt` value, in UTF-8 order: the alternates' tables that name
        /// a region of the dataset.
        let alternateTables: [(alt: String, columns: [NameColumns.Column])]
        /// Empty for English itself.
        let englishTables: [NameColumns.Column]
        /// Whether the rows show the dataset's own names (`ownNamesLocale`).
        let ownNames: Bool
        let indexClass: Int?
        let key: DerivedKey
    }

    private static func head(prepared: PreparedDataset, reference: ReferenceData, locale: String, ownNamesLocale: String?) -> Head {
        let chain = LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales)
        prepared.columns.keepOnly(languageOf: locale)
        // The chain's name tables, as columns by region (each table read
        // once per build rather than once per locale that inherits it),
        // leaving out those that name no region of the dataset (most
        // locales name few or no territories of their own, and fewer still
        // have short or variant names).
        func columns(_ chain: [String], _ table: NameTable) -> [NameColumns.Column] {
            chain.compactMap { chainLocale in
                guard let names = reference.territoryNames[chainLocale]?[table], !names.isEmpty else { return nil }
                let column = prepared.columns.column(locale: chainLocale, table: table, names: names, regions: prepared.regionCodes,
                                                     regionIndex: prepared.regionIndex)
                return column.namesAny ? column : nil
            }
        }
        let standardTables = columns(chain, .standard), shortTables = columns(chain, .short), variantTables = columns(chain, .variant)
        // Each `alt` value the chain uses beyond short and variant (most locales use none).
        let alts = Set(chain.flatMap { reference.territoryNames[$0]?.alternates.keys.map { $0 } ?? [] }).sortedInUTF8()
        let alternateTables = alts.map { (alt: $0, columns: columns(chain, .alternate($0))) }.filter { !$0.columns.isEmpty }
        // English names are every other locale's Latin search key.
        let language = SearchFolding.language(of: locale)
        let englishTables = language != "en" ? columns(LocaleInheritance.chain(for: "en", parentLocales: reference.parentLocales), .standard) : []
        let indexClass = AlphabeticIndexBuckets.indexClass(locale: locale)
        let ownNames = locale == ownNamesLocale
        let key = DerivedKey(language: language, indexClass: indexClass ?? -1,
                             tables: [standardTables, shortTables, variantTables, englishTables] + alternateTables.map(\.columns),
                             alternates: alternateTables.map(\.alt), ownNames: ownNames)
        return Head(locale: locale, chain: chain, language: language, standardTables: standardTables, shortTables: shortTables,
                    variantTables: variantTables, alternateTables: alternateTables, englishTables: englishTables,
                    ownNames: ownNames, indexClass: indexClass, key: key)
    }

    /// A locale's catalog before its `Country` values are made: by country
    /// (a record with a name and a code), in record order, its code, name
    /// and row; and what the catalog derives from them.
    struct Parts {
        let locale: String
        let prepared: PreparedDataset
        let codes: [String]
        let names: [String]
        let rowOf: [Int]
        let nameSources: Catalog.NameSources
        let skipped: [Catalog.SkippedRecord]
        let derived: Derived

        /// The `Country` values are made once, in section order: a country
        /// is many strings, each copy a dozen reference counts.
        func catalog() -> Catalog {
            let sections = derived.sections.map { section in
                Catalog.Section(title: section.title, kind: section.kind, countries: section.rows.map { country in
                    let row = rowOf[country]
                    return Country(
                        code: codes[country], name: names[country], dialCode: prepared.rows[row].dialCode,
                        callingCode: prepared.rows[row].callingCode, leadingDigits: prepared.rows[row].leadingDigits,
                        flag: prepared.rows[row].flag, searchKeys: derived.searchKeys[country],
                        searchAbbreviations: derived.abbreviations[country], phone: prepared.phoneData.regions[prepared.rows[row].regionCode])
                })
            }
            var catalog = Catalog(locale: locale, sections: sections, letters: derived.letters, nameSources: nameSources, skipped: skipped)
            catalog.renderedBody = derived.renderedBody
            return catalog
        }
    }

    private static func parts(prepared: PreparedDataset, head: Head) throws -> Parts {
        let (locale, standardTables, shortTables, variantTables) = (head.locale, head.standardTables, head.shortTables, head.variantTables)
        let wantsEnglish = head.language != "en"
        let englishTables = head.englishTables
        // See `Parts`.
        var codes: [String] = [], names: [String] = [], rowOf: [Int] = []
        // Room for the rows with a code: a dataset of copies keeps few.
        var nameSources = Catalog.NameSources(capacity: prepared.rowsWithCode)
        var recordIndexes: [Int] = []
        var skipped: [Catalog.SkippedRecord] = []
        codes.reserveCapacity(prepared.rowsWithCode)
        names.reserveCapacity(prepared.rowsWithCode)
        rowOf.reserveCapacity(prepared.rowsWithCode)
        recordIndexes.reserveCapacity(prepared.rowsWithCode)
        var alternatesOf: [[String]] = []
        var englishOf: [String?] = []
        var alpha3Of: [String?] = []

        // By position: a `Row` is many strings, not worth copying per locale.
        for position in prepared.rows.indices {
            let region = prepared.regionPositions[position]
            guard let code = prepared.rows[position].code else {
                skipped.append(.init(index: prepared.rows[position].index, location: prepared.rows[position].location,
                                     reason: prepared.rows[position].leftOut ? .wrongCode : .noUsableCode))
                continue
            }
            let name: String
            let source: Catalog.NameSource
            let cldr = cldrName(of: region, in: standardTables)
            if head.ownNames, let own = prepared.rows[position].ownName {
                (name, source) = (own, .dataset)
            } else if let (cldrName, cldrLocale) = cldr {
                (name, source) = (cldrName, .cldr(locale: cldrLocale))
            } else if let own = prepared.rows[position].ownName {
                (name, source) = (own, .dataset)
            } else {
                skipped.append(.init(index: prepared.rows[position].index, location: prepared.rows[position].location, reason: .noName))
                continue
            }
            var alternates: [String] = []
            // Shown the dataset's own name, the row is found by CLDR's too.
            if head.ownNames, let cldr, ExactText(cldr.0) != ExactText(name) { alternates.append(cldr.0) }
            if let short = cldrName(of: region, in: shortTables)?.0 { alternates.append(short) }
            if let variant = cldrName(of: region, in: variantTables)?.0 { alternates.append(variant) }
            for tables in head.alternateTables {
                if let alternate = cldrName(of: region, in: tables.columns)?.0 { alternates.append(alternate) }
            }
            let english = wantsEnglish ? cldrName(of: region, in: englishTables)?.0 ?? prepared.rows[position].ownName : nil
            alpha3Of.append(prepared.rows[position].alpha3)
            codes.append(code)
            names.append(name)
            rowOf.append(position)
            nameSources.record(source, for: code)
            alternatesOf.append(alternates)
            englishOf.append(english)
            recordIndexes.append(prepared.rows[position].index)
        }

        /// A country's terms. Those of a record named by its English name,
        /// without alternates, are the same in every language whose terms
        /// depend on nothing else: made once per build (`EnglishNamedTerms`).
        func countryTerms(at position: Int, _ searchKeys: SearchKeys) -> (keys: [String], abbreviations: [String]) {
            if !searchKeys.dependsOnLanguage, alternatesOf[position].isEmpty, let english = englishOf[position],
               ExactText(english) == ExactText(names[position]) {
                return prepared.englishNamedTerms.terms(row: rowOf[position], english: english, alpha3: alpha3Of[position]) {
                    searchKeys.terms(name: english, alternates: [], english: english, alpha3: alpha3Of[position])
                }
            }
            let english = englishOf[position].map { prepared.englishTerms.terms(row: rowOf[position], english: $0, keys: searchKeys) }
            return searchKeys.terms(name: names[position], alternates: alternatesOf[position], english: english, alpha3: alpha3Of[position])
        }
        func searchTerms() -> SearchTerms {
            let searchKeys = SearchKeys(locale: locale)
            var terms = SearchTerms(capacity: names.count)
            for position in names.indices { terms.append(countryTerms(at: position, searchKeys)) }
            return terms
        }
        /// Sibling locales (`en_GB`, `en_IN`) differ in a few names: the
        /// terms of a record whose names are those of a sibling kept in the
        /// memo (same language, same records) are the sibling's, since they
        /// depend on nothing else (its alpha-3 code is the record's).
        func searchTerms(reusing key: NamesKey) -> SearchTerms {
            guard let (sibling, siblingTerms) = prepared.keysMemo.latest(where: {
                ExactText($0.language) == ExactText(key.language) && $0.recordIndexes == key.recordIndexes
            }) else { return searchTerms() }
            let searchKeys = SearchKeys(locale: locale)
            var terms = SearchTerms(capacity: names.count)
            for position in names.indices {
                if key.samePart(at: position, as: sibling) {
                    terms.append((siblingTerms.keys[position], siblingTerms.abbreviations[position]))
                } else {
                    terms.append(countryTerms(at: position, searchKeys))
                }
            }
            return terms
        }
        let derived: Derived
        if let indexClass = head.indexClass {
            derived = try prepared.memo.value(for: head.key) {
                // In a language whose search terms depend on the texts alone,
                // equal names give equal terms whatever the language: the
                // locales that name no region (CLDR 48 has a hundred, `aa`
                // to `zgh`) share one derivation.
                let termsLanguage = SearchKeys(locale: locale).dependsOnLanguage ? head.language : ""
                let key = NamesKey(language: termsLanguage, names: names, alternatesOf: alternatesOf, englishOf: englishOf,
                                   recordIndexes: recordIndexes)
                return try prepared.namesMemo.value(for: ClassedNames(names: key, indexClass: indexClass)) {
                    try derive(locale: locale, codes: codes, names: names,
                               terms: prepared.keysMemo.value(for: key) { searchTerms(reusing: key) }, recordIndexes: recordIndexes)
                }
            }
        } else {
            // Without an index class, no other locale is known to file alike.
            derived = try derive(locale: locale, codes: codes, names: names, terms: searchTerms(), recordIndexes: recordIndexes)
        }
        return Parts(locale: locale, prepared: prepared, codes: codes, names: names, rowOf: rowOf, nameSources: nameSources,
                     skipped: skipped, derived: derived)
    }

    enum NameTable: Hashable {
        case standard, short, variant
        /// An alternate's table, by its `alt` value.
        case alternate(String)
    }

    /// The first name the chain gives for the region at `region` in one of
    /// `TerritoryNames`' tables (standard, short, variant or an alternate), with the locale
    /// that gave it. `columns` are that table of the chain's locales, in chain order.
    private static func cldrName(of region: Int, in columns: [NameColumns.Column]) -> (String, String)? {
        for column in columns {
            let entry = column.entries[region]
            if entry == NameColumns.Column.absent { continue }
            if entry == NameColumns.Column.noValue { return nil }
            return (column.names[Int(entry)], column.locale)
        }
        return nil
    }
}

extension TerritoryNames {
    subscript(table: CatalogBuilder.NameTable) -> [String: String] {
        switch table {
        case .standard: standard
        case .short: short
        case .variant: variant
        case .alternate(let alt): alternates[alt] ?? [:]
        }
    }
}
