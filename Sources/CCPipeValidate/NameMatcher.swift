import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// How a dataset's name for a region relates to the reference names, decided
/// once per record and shared by the name rules.
package enum NameMatch: Sendable, Equatable {
    /// CLDR's standard English name.
    case standard
    /// CLDR's `alt="short"` form (`UK`, `Hong Kong`).
    case short(standard: String)
    /// Another of CLDR's `alt` forms (`alt="chagos"`: `Chagos Archipelago`).
    case alternate(standard: String)
    /// CLDR's `alt="variant"` form, usually an older name (`Swaziland`).
    case variant(standard: String)
    /// A name the region no longer uses (`Macedonia`, `Burma`).
    case former(standard: String, change: String)
    /// An ISO 3166-1 name (`Bolivia, Plurinational State of`).
    case iso(standard: String)
    /// The standard name damaged in transit: decoded with the wrong
    /// encoding (`Ãland Islands`), or with its non-ASCII letters lost
    /// (`land Islands`), or holding U+FFFD.
    case damaged(standard: String, how: String)
    /// The same letters as the standard name once case, diacritics, spaces and
    /// punctuation are set aside (`Aland Islands`, `AmericanSamoa`).
    case folded(standard: String)
    /// Another region's name.
    case otherRegion([String], standard: String)
    /// None of the above; `closest` is the nearest of the region's names.
    case different(standard: String, closest: String)
    /// The reference has no English name for the region.
    case unknownRegion
}

package struct NameMatcher: Sendable {
    private let names: TerritoryNames
    private let isoCountries: [String: ISOCountry]
    /// Folded name → regions that CLDR gives that name (in any form of the locale).
    private let regionsByFoldedName: [String: Set<String>]

    package init(names: TerritoryNames, isoCountries: [String: ISOCountry]) {
        self.names = names
        self.isoCountries = isoCountries
        var index: [String: Set<String>] = [:]
        for table in names.tables {
            for (region, name) in table where region.count == 2 {
                index[Self.fold(name), default: []].insert(region)
            }
        }
        self.regionsByFoldedName = index
    }

    package func match(_ name: String, region: String) -> NameMatch {
        guard let standard = names.standard[region] else { return .unknownRegion }
        if name == standard { return .standard }
        if name == names.short[region] { return .short(standard: standard) }
        let alternates = names.alternateNames(of: region)
        if alternates.contains(name) { return .alternate(standard: standard) }
        if name == names.variant[region] { return .variant(standard: standard) }
        let isoNames = isoNames(of: region)
        if isoNames.contains(name) { return .iso(standard: standard) }
        if let how = Self.damage(of: name, standard: standard) { return .damaged(standard: standard, how: how) }
        let folded = Self.fold(name)
        if let former = FormerNames.byFoldedName[folded], former.region == region {
            return .former(standard: standard, change: former.change)
        }
        if folded == Self.fold(standard) { return .folded(standard: standard) }
        if let others = regionsByFoldedName[folded], !others.contains(region) {
            return .otherRegion(others.sorted(), standard: standard)
        }
        let candidates = [standard, names.short[region], names.variant[region]].compactMap { $0 } + alternates + isoNames
        let closest = candidates.min { Self.distance(folded, Self.fold($0)) < Self.distance(folded, Self.fold($1)) } ?? standard
        return .different(standard: standard, closest: closest)
    }

    private func isoNames(of region: String) -> [String] {
        guard let country = isoCountries[region] else { return [] }
        return [country.name, country.commonName, country.officialName].compactMap { $0 }
    }

    /// How `name` is a damaged copy of `standard`, if it is one.
    static func damage(of name: String, standard: String) -> String? {
        if name.unicodeScalars.contains("\u{FFFD}") { return "holds U+FFFD, the mark of undecodable bytes" }
        if name != standard, misreadForms(of: standard).contains(name) {
            return "is UTF-8 read as Latin-1 or Windows-1252"
        }
        let asciiOnly = String(standard.unicodeScalars.filter(\.isASCII).map(Character.init))
        if asciiOnly != standard, name == asciiOnly || name == asciiOnly.trimmingWhitespace {
            return "has lost its non-ASCII letters"
        }
        return nil
    }

    /// Windows-1252's characters for bytes 0x80–0x9F, where it differs from Latin-1.
    private static let windows1252: [Unicode.Scalar: UInt8] = [
        "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88, "‰": 0x89,
        "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95,
        "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9A, "›": 0x9B, "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
    ]

    /// What `text` looks like when its UTF-8 bytes are read as Windows-1252
    /// or Latin-1: with C1 control characters kept, or dropped as most
    /// displays drop them (`Åland` becomes `Ã…land`, `Ã\u{85}land` or `Ãland`).
    static func misreadForms(of text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
        let byScalar = Dictionary(uniqueKeysWithValues: windows1252.map { ($0.value, $0.key) })
        var windows = "", latin1 = "", dropped = ""
        for byte in bytes {
            let plain = Unicode.Scalar(byte)
            latin1.unicodeScalars.append(plain)
            windows.unicodeScalars.append(byScalar[byte] ?? plain)
            if !(0x80...0x9F).contains(byte) { dropped.unicodeScalars.append(plain) }
        }
        return [windows, latin1, dropped]
    }

    /// Lower case, no diacritics, letters and digits only.
    static func fold(_ name: String) -> String {
        // ASCII folds to its lower-case letters and digits; Foundation's
        // folding is only needed beyond it.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.utf8.count)
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            .map(Character.init))
    }

    /// Levenshtein distance over Unicode scalars.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
