import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// How a dataset's name for a region relates to the reference names, decided
/// once per record and shared by the name rules.
package enum NameMatch: Sendable, Equatable {
    /// A name the dataset's names policy accepts: CLDR's standard name by
    /// default, ISO 3166-1's short name in a dataset of ISO names, any known
    /// name of the region in a dataset of its own.
    case standard
    /// CLDR's `alt="short"` form (`UK`, `Hong Kong`).
    case short(standard: String)
    /// Another of CLDR's `alt` forms (`alt="chagos"`: `Chagos Archipelago`).
    case alternate(standard: String)
    /// CLDR's `alt="variant"` form, usually an older name (`Swaziland`).
    case variant(standard: String)
    /// A name the region no longer uses (`Macedonia`, `Burma`).
    case former(standard: String, change: String)
    /// An ISO 3166-1 name (`Bolivia, Plurinational State of`); in a dataset
    /// of ISO's short names, ISO's official one.
    case iso(standard: String)
    /// CLDR's standard name, in a dataset of ISO 3166-1's names (`Cape Verde`
    /// where ISO says `Cabo Verde`).
    case cldr(standard: String)
    /// The standard name damaged in transit: decoded with the wrong
    /// encoding (`Ãland Islands`), or with its non-ASCII letters lost
    /// (`land Islands`), or holding U+FFFD.
    case damaged(standard: String, how: String)
    /// The same letters as the standard name once case, diacritics, spaces and
    /// punctuation are set aside (`Aland Islands`, `AmericanSamoa`);
    /// `ambiguous` when several known names have those letters (`São Tomé
    /// & Príncipe` and `Sao Tome and Principe`), so that which is meant is a
    /// person's choice.
    case folded(standard: String, ambiguous: Bool = false)
    /// Another region's name.
    case otherRegion([String], standard: String)
    /// None of the above; `closest` is the nearest of the region's names.
    /// In every case `standard` is the name the policy holds the dataset
    /// to (for its own names, the nearest known one): what a fix writes.
    case different(standard: String, closest: String)
    /// The reference has no English name for the region.
    case unknownRegion
}

package struct NameMatcher: Sendable {
    private let names: TerritoryNames
    private let isoCountries: [String: ISOCountry]
    private let policy: NamePolicy
    private let spelling: NameSpelling
    /// Folded name → regions that CLDR gives that name (in any form of the locale).
    private let regionsByFoldedName: [String: Set<String>]

    /// `isoCountries` are left empty for names in a language other than
    /// English, which ISO 3166-1's names say nothing about. A name that is
    /// an accepted one in the dataset's `spelling` (`Saint Lucia` for CLDR's
    /// `St. Lucia`) is accepted, and the names it suggests are so spelt.
    package init(names: TerritoryNames, isoCountries: [String: ISOCountry], policy: NamePolicy = .cldr, spelling: NameSpelling = .cldr) {
        self.names = names
        self.isoCountries = isoCountries
        self.policy = policy
        self.spelling = spelling
        var index: [String: Set<String>] = [:]
        for table in names.tables {
            for (region, name) in table where region.count == 2 {
                index[Self.fold(name), default: []].insert(region)
            }
        }
        self.regionsByFoldedName = index
    }

    package func match(_ name: String, region: String) -> NameMatch {
        spelt(unspelt(name, region: region))
    }

    /// A match's names in the dataset's spelling.
    private func spelt(_ match: NameMatch) -> NameMatch {
        guard spelling != .cldr else { return match }
        let apply = spelling.apply
        switch match {
        case .standard, .unknownRegion: return match
        case .short(let standard): return .short(standard: apply(standard))
        case .alternate(let standard): return .alternate(standard: apply(standard))
        case .variant(let standard): return .variant(standard: apply(standard))
        case .former(let standard, let change): return .former(standard: apply(standard), change: change)
        case .iso(let standard): return .iso(standard: apply(standard))
        case .cldr(let standard): return .cldr(standard: apply(standard))
        case .damaged(let standard, let how): return .damaged(standard: apply(standard), how: how)
        case .folded(let standard, let ambiguous): return .folded(standard: apply(standard), ambiguous: ambiguous)
        case .otherRegion(let regions, let standard): return .otherRegion(regions, standard: apply(standard))
        case .different(let standard, let closest): return .different(standard: apply(standard), closest: apply(closest))
        }
    }

    private func unspelt(_ name: String, region: String) -> NameMatch {
        guard let standard = names.standard[region] else { return .unknownRegion }
        if policy == .own { return matchOwn(name, region: region, standard: standard) }
        // The name the dataset is held to: CLDR's, or ISO 3166-1's short
        // name (or its common form), CLDR's for a region ISO has none for (Kosovo).
        let iso = policy == .iso ? isoCountries[region] : nil
        let preferred = iso?.name ?? standard
        let accepted = [preferred] + (iso?.commonName.map { [$0] } ?? [])
        if accepted.contains(name) || accepted.contains(where: { spelling.apply($0) == name }) { return .standard }
        // Each of CLDR's forms counts as written or in the dataset's spelling.
        let written = { (form: String?) in form.map { $0 == name || self.spelling.apply($0) == name } ?? false }
        if written(names.short[region]) { return .short(standard: preferred) }
        let alternates = names.alternateNames(of: region)
        if alternates.contains(where: written) { return .alternate(standard: preferred) }
        if written(names.variant[region]) { return .variant(standard: preferred) }
        if written(standard) { return .cldr(standard: preferred) }
        let isoNames = isoNames(of: region)
        if isoNames.contains(name) { return .iso(standard: preferred) }
        if let how = Self.damage(of: name, standard: preferred) { return .damaged(standard: preferred, how: how) }
        let folded = Self.fold(name)
        if let former = FormerNames.byFoldedName[folded], former.region == region {
            return .former(standard: preferred, change: former.change)
        }
        if let same = accepted.first(where: { Self.fold($0) == folded || Self.fold(spelling.apply($0)) == folded }) { return .folded(standard: same) }
        if let others = regionsByFoldedName[folded], !others.contains(region) {
            return .otherRegion(others.sorted(), standard: preferred)
        }
        let candidates = [preferred, standard, names.short[region], names.variant[region]].compactMap { $0 } + alternates + isoNames
        let closest = Self.closest(to: folded, among: candidates, measuring: Self.fold) ?? preferred
        return .different(standard: preferred, closest: closest)
    }

    /// A dataset of its own names: any name known for the region passes;
    /// any other is measured against all of them, and a fix writes the
    /// nearest (the standard name only when it is the nearest).
    private func matchOwn(_ name: String, region: String, standard: String) -> NameMatch {
        let known = knownNames(of: region, standard: standard)
        if known.contains(name) || known.contains(where: { spelling.apply($0) == name }) { return .standard }
        for candidate in known {
            if let how = Self.damage(of: name, standard: candidate) { return .damaged(standard: candidate, how: how) }
        }
        let folded = Self.fold(name)
        let alike = known.filter { Self.fold($0) == folded }
        if let first = alike.first {
            return .folded(standard: Self.closest(to: name, among: alike) ?? first, ambiguous: alike.count > 1)
        }
        if let others = regionsByFoldedName[folded], !others.contains(region) {
            return .otherRegion(others.sorted(), standard: standard)
        }
        let closest = Self.closest(to: folded, among: known, measuring: Self.fold) ?? standard
        return .different(standard: closest, closest: closest)
    }

    /// Every name known for the region, each once, CLDR's standard name
    /// first: CLDR's short, variant and alternate forms in the name
    /// locale, ISO 3166-1's names, its former names.
    func knownNames(of region: String, standard: String) -> [String] {
        var known = [standard]
        for name in [names.short[region], names.variant[region]].compactMap({ $0 }) + names.alternateNames(of: region)
            + isoNames(of: region) + (FormerNames.byRegion[region] ?? []) where !known.contains(name) {
            known.append(name)
        }
        return known
    }

    private func isoNames(of region: String) -> [String] {
        guard let country = isoCountries[region] else { return [] }
        return [country.name, country.commonName, country.officialName].compactMap { $0 }
    }
}
