/// What every rule sees: the dataset, the reference, and lookups over the
/// reference that several rules share, built once per run.
public struct ValidationContext: Sendable {
    public var dataset: Dataset
    public var reference: ReferenceData
    public var dialingPlan: DialingPlan
    /// CLDR English territory names, the names the dataset is checked against.
    public var englishNames: TerritoryNames
    /// How each record's name compares to the reference, for records whose
    /// name is a string and whose code is a current region; shared by the name rules.
    public var names: [RecordName]
    /// Records whose dial code reads as digits and whose code is a current
    /// region; shared by the rules that compare dial codes with the plan.
    public var dialCodes: [RecordDialCode]
    /// Records repeating an earlier record's code; shared by the uniqueness rules.
    var repeats: [RecordRepeat]
    /// The regions the dataset means to cover (`.ccpipe.json` `scope`).
    public var scope = Configuration.Scope()
    /// Findings the configuration accepts (`.ccpipe.json` `accepted`).
    public var accepted: [Configuration.Acceptance] = []
    /// Which `accepted` entries the rules run so far matched; set by
    /// `Validator` as it goes, nil when a rule is run on its own.
    var acceptancesUsed: [Bool]?

    public init(dataset: Dataset, reference: ReferenceData) {
        self.dataset = dataset
        self.reference = reference
        let plan = DialingPlan(reference.telephoneCodes)
        self.dialingPlan = plan
        self.englishNames = reference.territoryNames["en"] ?? TerritoryNames()
        let matcher = NameMatcher(names: englishNames, isoCountries: reference.isoCountries)
        self.names = dataset.records.compactMap { record in
            guard let value = record.name, let name = value.string, let region = record.code?.string?.trimmingWhitespace,
                  reference.regionStatus[region] == .regular else { return nil }
            return RecordName(value: value, region: region, match: matcher.match(name.trimmingWhitespace, region: region))
        }
        self.repeats = RecordRepeat.all(in: dataset)
        self.dialCodes = dataset.records.compactMap { record in
            guard let value = record.dialCode, let raw = value.string, let digits = DialCodeText(raw).digits,
                  let region = record.code?.string?.trimmingWhitespace,
                  reference.regionStatus[region] == .regular else { return nil }
            let verdict = DialCodeAssessment.verdict(raw: raw, digits: digits, region: region, plan: plan)
            return RecordDialCode(value: value, raw: raw, digits: digits, region: region, verdict: verdict)
        }
    }

    /// The region code of a record as written, when it is a string.
    public func code(of record: DatasetRecord) -> String? {
        record.code?.string
    }

    /// CLDR's names of a region in a locale, standard first, then the short
    /// and variant forms, each resolved through locale inheritance; nil when
    /// the reference has no data for the locale itself.
    public func localizedNames(of region: String, in locale: String) -> [String]? {
        guard reference.territoryNames[locale] != nil else { return nil }
        let chain = LocaleInheritance.chain(for: locale, parentLocales: reference.parentLocales)
        func resolve(_ table: KeyPath<TerritoryNames, [String: String]>) -> String? {
            chain.lazy.compactMap { reference.territoryNames[$0]?[keyPath: table][region] }.first
        }
        guard let standard = resolve(\.standard) else { return nil }
        return [standard] + [resolve(\.short), resolve(\.variant)].compactMap { $0 }
    }

    /// The English display name of a region for messages: `Paraguay (PY)`.
    public func displayName(of region: String) -> String {
        if let name = englishNames.standard[region] { return "\(name) (\(region))" }
        return region
    }
}

public struct RecordName: Sendable {
    public var value: FieldValue
    public var region: String
    public var match: NameMatch
}

