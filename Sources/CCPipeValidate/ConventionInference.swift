import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference

/// Reads a dataset's conventions off its own records: the way most records
/// write a dial code, the case most codes are in, the CLDR locale most
/// names come from. A record that departs from its file's majority is then
/// the exception the rules report; the majority is reported once.
package enum ConventionInference {
    /// A convention and how many of the records that show one follow it.
    package struct Tally<Value: Hashable & Sendable>: Sendable {
        package var value: Value
        package var following: Int
        package var counted: Int
    }

    static func dialCodePrefix(of dataset: Dataset) -> Tally<DialCodeStyle.Prefix>? {
        var counts: [DialCodeStyle.Prefix: Int] = [:]
        for record in dataset.records {
            guard let value = record.dialCode else { continue }
            if value.kind == .number {
                counts[.number, default: 0] += 1
            } else if let raw = value.string, let prefix = DialCodeText(raw).prefix {
                counts[prefix, default: 0] += 1
            }
        }
        // Ties go to the canonical order, '+' first.
        return majority(counts, order: DialCodeStyle.Prefix.allCases)
    }

    /// How shared codes' leading digits are set off, counted from the dial
    /// codes that have some: after a space, after a `-`, or run together,
    /// which only the North American plan's area codes are by convention
    /// (`+1684`; `+77` is a run-together mistake in any style).
    static func dialCodeSeparator(of dataset: Dataset, plan: DialingPlan) -> Tally<DialCodeStyle.Separator>? {
        var counts: [DialCodeStyle.Separator: Int] = [:]
        for record in dataset.records {
            guard let value = record.dialCode, let separator = separator(of: value, plan: plan) else { continue }
            counts[separator, default: 0] += 1
        }
        return majority(counts, order: DialCodeStyle.Separator.allCases)
    }

    /// The separator a dial code shows, when it shows one: a single space or
    /// `-`, or none in a North American code with an area code.
    static func separator(of value: FieldValue, plan: DialingPlan) -> DialCodeStyle.Separator? {
        value.string.flatMap { separator(of: $0, plan: plan) }
    }

    static func separator(of raw: String, plan: DialingPlan) -> DialCodeStyle.Separator? {
        let text = DialCodeText(raw)
        if text.separators == [" "] { return .space }
        if text.separators == ["-"] { return .hyphen }
        guard text.separators.isEmpty, let digits = text.digits, let (code, rest) = plan.split(digits),
              code == DialCodeStyle.northAmericanCode, !rest.isEmpty else { return nil }
        return .runTogether
    }

    static func codeCase(of dataset: Dataset) -> Tally<DatasetConventions.CodeCase>? {
        var counts: [DatasetConventions.CodeCase: Int] = [:]
        for record in dataset.records {
            guard let code = record.code?.string?.trimmingWhitespace, code.unicodeScalars.count == 2,
                  code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { continue }
            if code == code.uppercased() { counts[.upper, default: 0] += 1 }
            if code == code.lowercased() { counts[.lower, default: 0] += 1 }
        }
        return majority(counts, order: DatasetConventions.CodeCase.allCases)
    }

    /// The locale whose CLDR names most of the dataset's names are: English
    /// when at least half of them are English, else the loaded locale that
    /// matches most, when it matches at least half.
    /// Above this many names, `nameLocale` leaves out those no candidate has first.
    static let namesWorthFiltering = 4_096

    static func nameLocale(of dataset: Dataset, reference: ReferenceData,
                           regions: RecordRegions, othersToo: Bool = true) -> Tally<String>? {
        // The folded names, and the record each came from for its region:
        // sized once, as a dataset can have hundreds of thousands.
        var folded: [String] = [], indexes: [Int32] = []
        folded.reserveCapacity(dataset.records.count)
        indexes.reserveCapacity(dataset.records.count)
        for record in dataset.records {
            guard let name = record.name?.string?.trimmingWhitespace, !name.isEmpty else { continue }
            folded.append(NameMatcher.fold(name))
            indexes.append(Int32(truncatingIfNeeded: record.index))
        }
        guard folded.count >= minimumEvidence else { return nil }
        let counted = folded.count
        func matches(_ locale: String) -> Int {
            let table = ResolvedNames(locale: locale, reference: reference)
            return zip(folded, indexes).reduce(0) { count, entry in
                count + (table.names(regions[Int(entry.1)]).contains(entry.0) ? 1 : 0)
            }
        }
        let english = matches("en")
        if english * 2 >= folded.count { return Tally(value: "en", following: english, counted: folded.count) }
        guard othersToo else { return Tally(value: "", following: 0, counted: folded.count) }
        let candidates = reference.territoryNames.keys.filter { $0 != "root" && $0 != "en" }
            .sorted { ($0.count, $0) < ($1.count, $1) }
        // Only a name some candidate has can match in any: for a dataset of
        // more names than a few locales have, the others are left out before
        // the candidates are each matched (a thousand locales of CLDR 48.2
        // against a million records was a billion lookups). Smaller ones are
        // matched as they are: finding the names every candidate has costs
        // a second reading of each of their tables.
        if counted > Self.namesWorthFiltering {
            var known: Set<String> = []
            for locale in candidates { known.formUnion(ResolvedNames(locale: locale, reference: reference).names(nil)) }
            let kept = folded.indices.filter { known.contains(folded[$0]) }
            (folded, indexes) = (kept.map { folded[$0] }, kept.map { indexes[$0] })
        }
        var best = Tally(value: "en", following: english, counted: counted)
        for locale in folded.isEmpty ? [] : candidates {
            let count = matches(locale)
            if count > best.following { best = Tally(value: locale, following: count, counted: counted) }
        }
        return best.value != "en" && best.following * 2 >= counted ? best
            : Tally(value: "en", following: english, counted: counted)
    }

    /// The names a dataset in English follows, told by the records whose
    /// region CLDR and ISO 3166-1 name differently (`Cape Verde`, `Cabo
    /// Verde`): ISO's when at least five carry ISO's name and at least twice
    /// as many as carry CLDR's; the dataset's own when both are many, neither
    /// twice the other; else CLDR's. Variants, former names and misspellings
    /// show no choice: an outdated name is reported whatever the file follows.
    static func names(of dataset: Dataset, reference: ReferenceData, regions: RecordRegions, standard: [String: String]) -> NameTally {
        var cldr = 0, iso = 0
        for record in dataset.records {
            guard let name = record.name?.string?.trimmingWhitespace, let region = regions[record.index],
                  reference.regionStatus[region] == .regular, let country = reference.isoCountries[region],
                  let cldrName = standard[region] else { continue }
            let isoNames = [country.name, country.commonName].compactMap { $0 }
            guard !isoNames.contains(cldrName) else { continue }
            if name == cldrName { cldr += 1 } else if isoNames.contains(name) { iso += 1 }
        }
        return NameTally(value: namePolicy(cldr: cldr, iso: iso), cldr: cldr, iso: iso)
    }

    /// The names followed by a file with `cldr` of CLDR's names and `iso`
    /// of ISO's where the two differ (`names(of:reference:regions:standard:)`).
    static func namePolicy(cldr: Int, iso: Int) -> NamePolicy {
        if iso < minimumEvidence || cldr >= 2 * iso { return .cldr }
        return iso >= 2 * cldr ? .iso : .own
    }

    /// Whether at least half of the names are English, so that no other
    /// locale need be loaded to infer theirs.
    package static func namesLookEnglish(_ dataset: Dataset, reference: ReferenceData) -> Bool {
        var regions = RecordRegions(count: dataset.records.count)
        for record in dataset.records {
            regions[record.index] = record.code?.string.map { $0.trimmingWhitespace.uppercased() }
        }
        return nameLocale(of: dataset, reference: reference, regions: regions, othersToo: false).map { $0.value == "en" } ?? true
    }

    /// What `names(of:reference:regions:standard:)` counted: of the records
    /// whose region CLDR and ISO 3166-1 name differently, how many carry
    /// CLDR's name and how many ISO's, and the names they follow.
    package struct NameTally: Sendable, Equatable, CustomStringConvertible {
        package var value: NamePolicy
        package var cldr: Int
        package var iso: Int

        /// `22 ISO 3166-1 and 2 CLDR names where the two differ`
        package var description: String {
            "\(iso) ISO 3166-1 and \(cldr) CLDR names where the two differ"
        }
    }

    /// Fewer records than this show no convention (`DatasetConventions.minimumEvidence`).
    static var minimumEvidence: Int { DatasetConventions.minimumEvidence }

    private static func majority<Value: Hashable & Sendable>(_ counts: [Value: Int], order: [Value]) -> Tally<Value>? {
        let counted = counts.values.reduce(0, +)
        guard counted >= minimumEvidence else { return nil }
        // The first of the most frequent, in the canonical order.
        let best = order.reduce(order[0]) { (counts[$1] ?? 0) > (counts[$0] ?? 0) ? $1 : $0 }
        return Tally(value: best, following: counts[best] ?? 0, counted: counted)
    }
}

/// One locale's territory names resolved through inheritance, folded for
/// comparison: the standard, short, variant and alternate forms, and for
/// `en` ISO 3166-1's names, which are English too (a file of ISO's names
/// would else read as Australian English, whose CLDR names write "and"
/// for "&" as ISO does).
struct ResolvedNames {
    private var byRegion: [String: Set<String>] = [:]
    private var all: Set<String> = []

    init(locale: String, reference: ReferenceData) {
        let table = TerritoryNames(resolving: locale, in: reference)
        for entries in table.tables {
            for (region, text) in entries { add(text, of: region) }
        }
        guard locale == "en" else { return }
        for country in reference.isoCountries.values {
            for text in [country.name, country.commonName, country.officialName].compactMap({ $0 }) { add(text, of: country.alpha2) }
        }
    }

    private mutating func add(_ text: String, of region: String) {
        let folded = NameMatcher.fold(text)
        byRegion[region, default: []].insert(folded)
        all.insert(folded)
    }

    /// The folded names of `region`, or of every region when it is unknown.
    func names(_ region: String?) -> Set<String> {
        region.map { byRegion[$0] ?? [] } ?? all
    }
}
