import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Reads Debian iso-codes' `iso_3166-1.json`:
/// `{"3166-1": [{"alpha_2", "alpha_3", "numeric", "name", "official_name"?, "common_name"?, "flag"}]}`.
///
/// The embedded copy, `Sources-Data/iso-codes/iso_3166-1.json`, is the file
/// from Debian iso-codes, unchanged; the release is recorded beside it in
/// `version.txt` (4.15.0; LGPL-2.1+, see `/usr/share/doc/iso-codes/copyright`).
/// The file is parsed strictly, like any input: a damaged reference must fail
/// with a position, not quietly drop countries.
package enum ISO3166Loader {
    package static func load(_ file: ReferenceFile) throws -> [String: ISOCountry] {
        try parse(bytes: file.bytes(maxBytes: JSONParser.Limits.default.maxBytes), file: file.path)
    }

    /// Entries keyed by alpha-2 code.
    package static func parse(bytes: [UInt8], file: String) throws -> [String: ISOCountry] {
        let root = try JSONParser.parse(bytes, file: file)
        guard let entries = root.member("3166-1")?.elements else {
            throw InputError("expected an object with a \"3166-1\" array of countries", at: root.location)
        }
        var countries: [String: ISOCountry] = [:]
        for entry in entries {
            let country = try isoCountry(from: entry)
            guard countries[country.alpha2] == nil else {
                throw InputError("alpha_2 \(InputExcerpt.quoted(country.alpha2)) appears more than once", at: entry.location)
            }
            countries[country.alpha2] = country
        }
        return countries
    }

    private static func isoCountry(from entry: JSONNode) throws -> ISOCountry {
        guard entry.members != nil else {
            throw InputError("expected an object for a country, found \(entry.kindDescription)", at: entry.location)
        }
        func required(_ key: String) throws -> String {
            guard let node = entry.member(key) else {
                throw InputError("country entry has no \"\(key)\"", at: entry.location)
            }
            guard let text = node.string else {
                throw InputError("\"\(key)\" must be a string, found \(node.kindDescription)", at: node.location)
            }
            return text
        }
        func optional(_ key: String) throws -> String? {
            entry.member(key) == nil ? nil : try required(key)
        }
        return ISOCountry(alpha2: try required("alpha_2"), alpha3: try required("alpha_3"), numeric: try required("numeric"),
                          name: try required("name"), officialName: try optional("official_name"),
                          commonName: try optional("common_name"))
    }
}
