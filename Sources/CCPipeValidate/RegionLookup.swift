import CCPipeCore
import CCPipeModel

/// Finds regions by what names them: an alpha-3 code, or a name in any
/// loaded CLDR locale (standard, short, variant and alternate forms), an ISO 3166-1
/// name, or a former name.
struct RegionLookup {
    private var byFoldedName: [String: Set<String>] = [:]

    init(reference: ReferenceData) {
        for table in reference.territoryNames.values {
            for entries in table.tables {
                for (region, name) in entries where RegionCode.isWellFormed(region) && reference.regionStatus[region] == .regular {
                    byFoldedName[NameMatcher.fold(name), default: []].insert(region)
                }
            }
        }
        for country in reference.isoCountries.values {
            for name in [country.name, country.commonName, country.officialName].compactMap({ $0 }) {
                byFoldedName[NameMatcher.fold(name), default: []].insert(country.alpha2)
            }
        }
        for (folded, entry) in FormerNames.byFoldedName { byFoldedName[folded, default: []].insert(entry.region) }
    }

    /// The regions a name names, sorted: one when it is unambiguous.
    func regions(named name: String) -> [String] {
        byFoldedName[NameMatcher.fold(name.trimmingWhitespace)].map { $0.sorted() } ?? []
    }

    /// Alpha-3 → alpha-2, from ISO 3166-1 and CLDR's code mappings, and the
    /// user-assigned codes in wide use for regions they give none (`UNK`).
    static func byAlpha3(_ reference: ReferenceData) -> [String: String] {
        var table = CodeAlpha3UserAssignedRule.codes
        for (region, mapping) in reference.codeMappings where RegionCode.isWellFormed(region) {
            if let alpha3 = mapping.alpha3 { table[alpha3] = region }
        }
        for country in reference.isoCountries.values { table[country.alpha3] = country.alpha2 }
        return table
    }
}

/// How a record without a region code came by one.
package enum RegionDerivation: Sendable, Equatable {
    case alpha3
    case name
    /// A value that embeds the code, such as a flag image's file name (`…/images/AF.svg`), under `key`.
    case embedded(key: String)
    /// Its name named no region, or several.
    case unresolved(candidates: [String])
}
