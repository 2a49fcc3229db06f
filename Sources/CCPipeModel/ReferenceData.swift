import CCPipeCore
import CountryCatalogCore
import Foundation

/// Everything the validator and the builder compare a dataset against, read
/// from a CLDR `common/` directory plus the ISO 3166-1 and telephone files.
package struct ReferenceData: Sendable {
    /// Territory display names per CLDR locale id (`en`, `sr_Latn`, `root`).
    package var territoryNames: [String: TerritoryNames]
    /// `validity/region.xml`: the status of every region code CLDR knows.
    package var regionStatus: [String: RegionStatus]
    /// `supplementalMetadata.xml` `territoryAlias`: deprecated code → its replacements, in CLDR's order.
    package var territoryAliases: [String: [String]]
    /// `supplementalData.xml` `codeMappings`.
    package var codeMappings: [String: CodeMapping]
    /// `supplementalData.xml` `parentLocales`: locale → explicit parent.
    package var parentLocales: [String: String]
    /// Calling codes per region (`telephoneCodeData.xml`).
    package var telephoneCodes: [String: [TelephoneCode]] { didSet { telephoneFileIsEmbeddedAsRead = false } }
    /// What a region's phone numbers look like (`telephoneCodeData.xml`'s
    /// `<phoneNumbering>`), by region; empty for a file without them.
    package var phoneNumbering: [String: PhoneNumbering] = [:] { didSet { telephoneFileIsEmbeddedAsRead = false } }
    /// The same for libphonenumber's non-geographic calling codes (+800,
    /// +808, …), by calling code: no region's, but a number typed with one
    /// is formatted by it.
    package var nonGeographicNumbering: [String: PhoneNumbering] = [:] { didSet { telephoneFileIsEmbeddedAsRead = false } }
    /// Whether the three above are the embedded telephone file's, as read
    /// (set by the reader last; any change to them clears it). The tests
    /// check that file's phone data as a build checks any other
    /// (`PhoneExample.phoneData`), so that a build need not check it again:
    /// ccpipe's own data, which no checkout can change.
    package var telephoneFileIsEmbeddedAsRead = false
    /// Every pattern of the numbering's metadata, compiled once as the
    /// telephone file was read: what the build's check of the phone data
    /// looks up rather than compile again, and then lets go of.
    package var phonePatterns = CompiledPhonePatterns(PhonePatterns())
    /// ISO 3166-1 entries keyed by alpha-2.
    package var isoCountries: [String: ISOCountry]
    /// Where each part came from and its version, for reports.
    package var sources: [ReferenceSource]
    /// The index letters of each locale whose own file states them
    /// (`exemplarCharacters type="index"`, CLDR's pattern as written):
    /// what the build compares with the linked ICU's own.
    package var indexLetters: [String: String] = [:]
    /// For each CLDR locale file read from disk, by path: what reading it
    /// depended on (the build manifest's record of it).
    package var localeFileReads: [String: XMLReadExtent] = [:]

    package init(territoryNames: [String: TerritoryNames] = [:], regionStatus: [String: RegionStatus] = [:],
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
package struct TerritoryNames: Sendable, Equatable {
    package var standard: [String: String]
    package var short: [String: String]
    package var variant: [String: String]
    /// Every other `alt` form, by its `alt` value, then region: CLDR 48
    /// added `alt="chagos"` ("Chagos Archipelago" for IO) and `alt="biot"`.
    package var alternates: [String: [String: String]]

    package init(standard: [String: String] = [:], short: [String: String] = [:], variant: [String: String] = [:],
                 alternates: [String: [String: String]] = [:]) {
        self.standard = standard
        self.short = short
        self.variant = variant
        self.alternates = alternates
    }

    /// Every table: standard, short and variant, then the alternates by
    /// `alt` value in UTF-8 order (so that whatever walks them is deterministic).
    package var tables: [[String: String]] {
        [standard, short, variant] + alternates.keys.sortedInUTF8().map { alternates[$0]! }
    }

    /// A region's alternate names, by `alt` value in UTF-8 order.
    package func alternateNames(of region: String) -> [String] {
        alternates.isEmpty ? [] : alternates.keys.sortedInUTF8().compactMap { alternates[$0]![region] }
    }
}

/// `idStatus` values of `validity/region.xml`.
package enum RegionStatus: String, Sendable, CaseIterable {
    case regular, special, macroregion, deprecated, reserved
    case privateUse = "private_use"
    case unknown
}

package struct CodeMapping: Sendable, Equatable {
    package var alpha3: String?
    package var numeric: String?

    package init(alpha3: String?, numeric: String?) {
        self.alpha3 = alpha3
        self.numeric = numeric
    }
}

/// An entry of Debian `iso-codes`' `iso_3166-1.json`.
package struct ISOCountry: Sendable, Equatable {
    package var alpha2: String
    package var alpha3: String
    package var numeric: String
    package var name: String
    package var officialName: String?
    package var commonName: String?

    package init(alpha2: String, alpha3: String, numeric: String, name: String, officialName: String? = nil, commonName: String? = nil) {
        self.alpha2 = alpha2
        self.alpha3 = alpha3
        self.numeric = numeric
        self.name = name
        self.officialName = officialName
        self.commonName = commonName
    }
}

package struct ReferenceSource: Sendable, Equatable {
    /// What the file provides, e.g. `territory names (en)`, `telephone codes`.
    package var role: String
    package var path: String
    /// A version as the file states it (`CLDR 48.2`, `iso-codes 4.20.1`), when it does.
    package var version: String?

    package init(role: String, path: String, version: String?) {
        self.role = role
        self.path = path
        self.version = version
    }
}

/// A reference's compiled phone patterns, held for the one pass that
/// checks its phone data (`PhoneExample.phoneData`), which takes them:
/// whatever a build keeps of the reference then holds none of them. A
/// second pass over the same reference compiles its own.
package final class CompiledPhonePatterns: @unchecked Sendable {
    private let lock = NSLock()
    private var patterns: PhonePatterns?

    package init(_ patterns: PhonePatterns) { self.patterns = patterns }

    /// The patterns, the first time; none after.
    package func take() -> PhonePatterns {
        lock.withLock {
            defer { patterns = nil }
            return patterns ?? PhonePatterns()
        }
    }
}
