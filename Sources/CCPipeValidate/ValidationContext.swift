import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeReference
import CountryCatalogCore

/// What every rule sees: the dataset, the reference, and lookups over the
/// reference that several rules share, built once per run.
package struct ValidationContext: Sendable {
    package var dataset: Dataset
    package var reference: ReferenceData
    package var dialingPlan: DialingPlan
    /// CLDR English territory names, for messages.
    package var englishNames: TerritoryNames
    /// CLDR's names in the locale of the `name` field, resolved through
    /// inheritance: the names the dataset is checked against.
    package var namesInNameLocale: TerritoryNames
    /// How each record's name compares to the reference, for records whose
    /// name is a string other than CLDR's standard name and whose code is a
    /// current region; shared by the name rules, which report each class of
    /// name but that one. Names that match are left out, so that a large
    /// dataset of good names costs nothing here.
    package var names: [RecordName]
    /// Records whose dial code reads as digits and whose code is a current
    /// region, with their verdict; shared by the rules that compare dial
    /// codes with the plan. Dial codes that match the plan are left out, as
    /// no rule reports them.
    package var dialCodes: [RecordDialCode]
    /// Records repeating an earlier record's code; shared by the uniqueness rules.
    var repeats: RecordRepeats
    /// The regions the dataset means to cover (`.ccpipe.json` `scope`).
    package var scope = Configuration.Scope()
    /// Findings the configuration accepts (`.ccpipe.json` `accepted`).
    package var accepted: [Configuration.Acceptance] = []
    /// Which `accepted` entries the rules run so far matched; set by
    /// `Validator` as it goes, nil when a rule is run on its own.
    var acceptancesUsed: [Bool]?

    /// How the dataset writes its values, stated or inferred.
    package var conventions: DatasetConventions
    /// For each inferred convention, how many records follow it out of how
    /// many show one; absent for a stated convention.
    package var conventionTallies: ConventionTallies
    /// The conventions `.ccpipe.json` states.
    package var stated: StatedConventions
    /// How English names spell what CLDR abbreviates (`Saint`, `and`).
    package var spelling: NameSpelling = .cldr
    /// Region code of each record (by index) that has one: as written,
    /// trimmed, and upper-cased in a dataset that writes codes in lower case;
    /// for a record without one, from its alpha-3 code or its name.
    package var regions: RecordRegions
    /// How the region of a record without a code was found, or why not.
    package var derivations: [Int: RegionDerivation]
    /// Names or dial codes that no record carries: part of the dataset's
    /// shape (a map of regions to dial codes has no names), said once, and
    /// filled from the reference by `build`. Needs as much evidence as a
    /// convention: one record without a dial code is a record missing one.
    var uncarried: Set<RecordField> = []

    package init(dataset: Dataset, reference: ReferenceData, stated: StatedConventions = StatedConventions()) {
        self.dataset = dataset
        self.reference = reference
        self.stated = stated
        let plan = DialingPlan(reference.telephoneCodes)
        self.dialingPlan = plan

        var tallies = ConventionTallies()
        tallies.codeCase = stated.codeCase == nil ? ConventionInference.codeCase(of: dataset) : nil
        tallies.dialCodePrefix = stated.dialCode == nil ? ConventionInference.dialCodePrefix(of: dataset) : nil
        tallies.dialCodeSeparator = stated.separator == nil ? ConventionInference.dialCodeSeparator(of: dataset, plan: plan) : nil
        let codeCase = stated.codeCase ?? tallies.codeCase?.value ?? .upper
        var regions = RecordRegions(count: dataset.records.count)
        var derived: [Int: RegionDerivation] = [:]
        let byAlpha3 = RegionLookup.byAlpha3(reference)
        for record in dataset.records {
            if let code = record.code?.string?.trimmingWhitespace, !code.isEmpty {
                // A code in another case than the file's still names its
                // region (`code-case` says so); anything else is kept as written.
                regions[record.index] = RegionCode.isWellFormed(code.uppercased()) ? code.uppercased() : code
            } else if let alpha3 = record.alpha3?.string?.trimmingWhitespace.uppercased(), let region = byAlpha3[alpha3] {
                regions[record.index] = region
                derived[record.index] = .alpha3
            }
        }
        // A list of names and dial codes is still cross-checked: a value that
        // embeds the code (a flag's file name), else a name, finds the region.
        let codeless = { (record: DatasetRecord) in regions[record.index] == nil && record.code == nil && record.alpha3 == nil }
        for record in dataset.records where codeless(record) {
            guard let embedded = record.embeddedCode, let region = embedded.string, reference.regionStatus[region] != nil else { continue }
            regions[record.index] = region
            derived[record.index] = .embedded(key: embedded.key)
        }
        if dataset.records.contains(where: { codeless($0) && !$0.namesForLookup.isEmpty }) {
            let lookup = RegionLookup(reference: reference)
            for record in dataset.records where codeless(record) {
                let names = record.namesForLookup
                guard !names.isEmpty else { continue }
                // The first name, in field order, that names one region.
                let found = names.lazy.map { lookup.regions(named: $0.text ?? "") }
                if let one = found.first(where: { $0.count == 1 }) {
                    regions[record.index] = one[0]
                    derived[record.index] = .name
                } else {
                    derived[record.index] = .unresolved(candidates: found.first ?? [])
                }
            }
        }
        self.regions = regions
        self.derivations = derived
        // CLDR's telephoneCodeData has no names by its schema, however few its records.
        if dataset.records.count >= ConventionInference.minimumEvidence || dataset.format == .telephoneCodeData {
            if !dataset.records.contains(where: \.carriesName) { uncarried.insert(.name) }
            if !dataset.records.contains(where: { $0.dialCode != nil }) { uncarried.insert(.dialCode) }
        }
        // Names stated to be ISO 3166-1's are English, as ISO's are.
        tallies.nameLocale = stated.nameLocale == nil && stated.names != .iso
            ? ConventionInference.nameLocale(of: dataset, reference: reference, regions: regions) : nil
        let nameLocale = stated.nameLocale ?? (stated.names == .iso ? "en" : tallies.nameLocale?.value ?? "en")
        self.englishNames = reference.territoryNames["en"] ?? TerritoryNames()
        let localNames = nameLocale == "en" ? englishNames : TerritoryNames(resolving: nameLocale, in: reference)
        self.namesInNameLocale = localNames
        // ISO 3166-1 names are English; they say nothing about names in another
        // language. Which names English ones follow is counted even when stated,
        // for the report.
        let english = NamePolicy.iso.admits(locale: nameLocale)
        // How English names spell CLDR's "St." and "&", before which names they follow.
        tallies.spelling = english ? NameSpelling.tally(of: dataset) : nil
        let spelling = tallies.spelling?.spelling ?? .cldr
        tallies.names = english ? ConventionInference.names(of: dataset, reference: reference, regions: regions, standard: localNames.standard) : nil
        self.conventionTallies = tallies
        self.conventions = DatasetConventions(
            dialCode: DialCodeStyle(prefix: stated.dialCode ?? tallies.dialCodePrefix?.value ?? dataset.format.schemaDialCodePrefix ?? .plus,
                                    separator: stated.separator ?? tallies.dialCodeSeparator?.value ?? .space),
            nameLocale: nameLocale, names: stated.names ?? tallies.names?.value ?? .cldr,
            codeCase: codeCase)
        self.spelling = spelling

        let matcher = NameMatcher(names: localNames, isoCountries: english ? reference.isoCountries : [:], policy: conventions.names,
                                  spelling: spelling)
        self.names = dataset.records.compactMap { record in
            guard let value = record.name, let name = value.string, let region = regions[record.index],
                  reference.regionStatus[region] == .regular else { return nil }
            let match = matcher.match(name.trimmingWhitespace, region: region)
            return match == .standard ? nil : RecordName(value: value, region: region, match: match)
        }
        self.repeats = RecordRepeats(in: dataset, regions: regions)
        let style = conventions.dialCode
        self.dialCodes = dataset.records.flatMap { record -> [RecordDialCode] in
            guard let region = regions[record.index], reference.regionStatus[region] == .regular else { return [] }
            return ([record.dialCode].compactMap { $0 } + record.moreDialCodes).compactMap { value in
                guard let raw = Self.dialCodeText(value, style: style), let digits = DialCodeText(raw).digits else { return nil }
                let verdict = DialCodeAssessment.verdict(raw: Self.plusForm(raw), digits: digits, region: region, plan: plan)
                guard verdict != .matches else { return nil }
                return RecordDialCode(value: value, raw: raw, digits: digits, region: region, verdict: verdict)
            }
        }
    }

    /// A dial code's text: a string, or a number's literal in a dataset that
    /// writes dial codes as numbers.
    static func dialCodeText(_ value: FieldValue, style: DialCodeStyle) -> String? {
        if let text = value.string { return text }
        return style.prefix == .number && value.kind == .number ? value.text : nil
    }

    /// How messages name the language of the `name` field: `English`, or the
    /// CLDR locale id (`zh_Hant`).
    package var nameLanguage: String {
        conventions.nameLocale == "en" ? "English" : conventions.nameLocale
    }

    /// A dial code given in ccpipe's canonical form (`+1 684`) as this
    /// dataset writes dial codes (`1-684`, `001 684`); nil for a dataset of
    /// JSON numbers, where a text edit cannot write one.
    package func written(dialCode canonical: String?) -> String? {
        canonical.flatMap { DialCodeSuggestion.rewritten($0, plan: dialingPlan, style: conventions.dialCode) }
    }

    /// A region code as this dataset writes codes.
    package func written(code region: String) -> String {
        conventions.codeCase == .lower ? region.lowercased() : region
    }

    /// A dial code with its prefix made `+` (`0077` → `+77`, `7 7` → `+7 7`),
    /// so its verdict does not depend on the dataset's style.
    static func plusForm(_ raw: String) -> String {
        let trimmed = raw.trimmingWhitespace
        if trimmed.hasPrefix("+") { return raw }
        return "+" + (trimmed.hasPrefix("00") ? String(trimmed.dropFirst(2)) : trimmed)
    }

    /// Whether the record is about a current region that libphonenumber
    /// gives no calling code (AQ, BV, HM, TF, UM): for those, no dial code
    /// is the right one.
    func hasNoCallingCode(_ record: DatasetRecord) -> Bool {
        guard let region = regions[record.index], reference.regionStatus[region] == .regular else { return false }
        return dialingPlan.codes(of: region).isEmpty
    }

    /// The region a record is about, when it has a code (see `regions`).
    package func region(of record: DatasetRecord) -> String? {
        regions[record.index]
    }

    /// The region code findings name: the record's region, else its code as written.
    package func code(of record: DatasetRecord) -> String? {
        regions[record.index] ?? record.code?.string
    }

    /// CLDR's names of a region in a locale: the standard, short, variant
    /// and alternate forms, each resolved through locale inheritance; nil
    /// when the reference has no data for the locale itself.
    package func localizedNames(of region: String, in locale: String) -> RegionNames? {
        guard reference.territoryNames[locale] != nil else { return nil }
        let chain = LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales)
        func resolve(_ table: KeyPath<TerritoryNames, [String: String]>) -> String? {
            chain.lazy.compactMap { reference.territoryNames[$0]?[keyPath: table][region] }.first
        }
        guard let standard = resolve(\.standard) else { return nil }
        // Each `alt` value the chain names, resolved as the other forms are.
        let alts = Set(chain.flatMap { reference.territoryNames[$0]?.alternates.keys.map { $0 } ?? [] }).sortedInUTF8()
        let alternates = alts.compactMap { alt in chain.lazy.compactMap { reference.territoryNames[$0]?.alternates[alt]?[region] }.first }
        return RegionNames(standard: standard, short: resolve(\.short), variant: resolve(\.variant), alternates: alternates)
    }

    /// The English display name of a region for messages: `Paraguay (PY)`.
    package func displayName(of region: String) -> String {
        if let name = englishNames.standard[region] { return "\(name) (\(region))" }
        return region
    }
}

/// A region's names in one CLDR locale.
package struct RegionNames: Sendable, Equatable {
    package var standard: String
    package var short: String?
    /// Mostly a former name (`Swaziland`, `Tchéquie` for Czechia in some locales).
    package var variant: String?
    /// CLDR's other `alt` forms (`Chagos Archipelago` for IO), by `alt` value.
    package var alternates: [String] = []
}

package struct RecordName: Sendable {
    package var value: FieldValue
    package var region: String
    package var match: NameMatch
}


/// What the inference of each convention counted.
package struct ConventionTallies: Sendable {
    package var dialCodePrefix: ConventionInference.Tally<DialCodeStyle.Prefix>?
    package var dialCodeSeparator: ConventionInference.Tally<DialCodeStyle.Separator>?
    package var codeCase: ConventionInference.Tally<DatasetConventions.CodeCase>?
    package var nameLocale: ConventionInference.Tally<String>?
    /// Counted for names in English, stated or not (the report says how
    /// many records follow the names stated).
    package var names: ConventionInference.NameTally?
    /// How names in English spell "St." and "&".
    var spelling: NameSpelling.Tally?
}

extension TerritoryNames {
    /// A locale's names with what it inherits filled in (`zh_Hant` from `zh` and `root`).
    init(resolving locale: String, in reference: ReferenceData) {
        self.init()
        for name in LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales).reversed() {
            guard let table = reference.territoryNames[name] else { continue }
            standard.merge(table.standard) { $1 }
            short.merge(table.short) { $1 }
            variant.merge(table.variant) { $1 }
            for (alt, names) in table.alternates { alternates[alt, default: [:]].merge(names) { $1 } }
        }
    }
}
