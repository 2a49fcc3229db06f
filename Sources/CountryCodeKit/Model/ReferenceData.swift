/// Everything the validator and the builder compare a dataset against, read
/// from a CLDR `common/` directory plus the ISO 3166-1 and telephone files.
public struct ReferenceData: Sendable {
    /// Territory display names per CLDR locale id (`en`, `sr_Latn`, `root`).
    public var territoryNames: [String: TerritoryNames]
    /// `validity/region.xml`: the status of every region code CLDR knows.
    public var regionStatus: [String: RegionStatus]
    /// `supplementalMetadata.xml` `territoryAlias`: deprecated code → its replacements, in CLDR's order.
    public var territoryAliases: [String: [String]]
    /// `supplementalData.xml` `codeMappings`.
    public var codeMappings: [String: CodeMapping]
    /// `supplementalData.xml` `parentLocales`: locale → explicit parent.
    public var parentLocales: [String: String]
    /// Calling codes per region (`telephoneCodeData.xml`).
    public var telephoneCodes: [String: [TelephoneCode]]
    /// ISO 3166-1 entries keyed by alpha-2.
    public var isoCountries: [String: ISOCountry]
    /// Where each part came from and its version, for reports.
    public var sources: [ReferenceSource]
    /// For each CLDR locale file read from disk, by path: what reading it
    /// depended on (the build manifest's record of it).
    public var localeFileReads: [String: XMLReadExtent] = [:]

    public init(territoryNames: [String: TerritoryNames] = [:], regionStatus: [String: RegionStatus] = [:],
                territoryAliases: [String: [String]] = [:], codeMappings: [String: CodeMapping] = [:],
                parentLocales: [String: String] = [:], telephoneCodes: [String: [TelephoneCode]] = [:],
                isoCountries: [String: ISOCountry] = [:], sources: [ReferenceSource] = []) {
        self.territoryNames = territoryNames
        self.regionStatus = regionStatus
        self.territoryAliases = territoryAliases
        self.codeMappings = codeMappings
        self.parentLocales = parentLocales
        self.telephoneCodes = telephoneCodes
        self.isoCountries = isoCountries
        self.sources = sources
    }
}

/// One locale's `<territories>`: the standard name and the `alt` forms.
public struct TerritoryNames: Sendable, Equatable {
    public var standard: [String: String]
    public var short: [String: String]
    public var variant: [String: String]

    public init(standard: [String: String] = [:], short: [String: String] = [:], variant: [String: String] = [:]) {
        self.standard = standard
        self.short = short
        self.variant = variant
    }
}

/// `idStatus` values of `validity/region.xml`.
public enum RegionStatus: String, Sendable, CaseIterable {
    case regular, special, macroregion, deprecated, reserved
    case privateUse = "private_use"
    case unknown
}

public struct CodeMapping: Sendable, Equatable {
    public var alpha3: String?
    public var numeric: String?

    public init(alpha3: String?, numeric: String?) {
        self.alpha3 = alpha3
        self.numeric = numeric
    }
}

/// An entry of Debian `iso-codes`' `iso_3166-1.json`.
public struct ISOCountry: Sendable, Equatable {
    public var alpha2: String
    public var alpha3: String
    public var numeric: String
    public var name: String
    public var officialName: String?
    public var commonName: String?

    public init(alpha2: String, alpha3: String, numeric: String, name: String, officialName: String? = nil, commonName: String? = nil) {
        self.alpha2 = alpha2
        self.alpha3 = alpha3
        self.numeric = numeric
        self.name = name
        self.officialName = officialName
        self.commonName = commonName
    }
}

public struct ReferenceSource: Sendable, Equatable {
    /// What the file provides, e.g. `territory names (en)`, `telephone codes`.
    public var role: String
    public var path: String
    /// A version as the file states it (`CLDR 41`, `iso-codes 4.15.0`), when it does.
    public var version: String?

    public init(role: String, path: String, version: String?) {
        self.role = role
        self.path = path
        self.version = version
    }
}
