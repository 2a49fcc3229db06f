import Foundation

/// Builds `ReferenceData` from a CLDR `common/` directory: territory names for
/// the requested locales, region validity, territory aliases, code mappings,
/// parent locales, and telephone codes.
public enum CLDRReference {
    /// `supplemental/telephoneCodeData.xml`, relative to a `common/` directory.
    public static let telephoneCodeDataPath = "supplemental/telephoneCodeData.xml"

    /// - Parameters:
    ///   - commonDirectory: a CLDR `common/` directory (full or trimmed).
    ///   - locales: locale ids whose `main/<locale>.xml` must exist.
    ///   - fallbackDirectory: another `common/` directory to take
    ///     `telephoneCodeData.xml` from when `commonDirectory` lacks it (real
    ///     CLDR trees do since CLDR 34); usually the embedded default.
    /// ISO 3166-1 data is not part of CLDR: `isoCountries` is left empty.
    public static func load(commonDirectory: String, locales: [String], fallbackDirectory: String? = nil) throws -> ReferenceData {
        let common = URL(fileURLWithPath: commonDirectory)
        func path(_ relative: String) -> String { common.appendingPathComponent(relative).path }

        let supplemental = try SupplementalDataLoader.load(file: path("supplemental/supplementalData.xml"))
        let metadata = try SupplementalMetadataLoader.load(file: path("supplemental/supplementalMetadata.xml"))
        let version = (supplemental.cldrVersion ?? metadata.cldrVersion ?? dtdVersion(commonDirectory: common)).map { "CLDR \($0)" }

        var reference = ReferenceData()
        reference.codeMappings = supplemental.codeMappings
        reference.parentLocales = supplemental.parentLocales
        reference.territoryAliases = metadata.territoryAliases
        reference.regionStatus = try RegionValidityLoader.load(file: path("validity/region.xml"))
        reference.sources = [
            ReferenceSource(role: "code mappings, parent locales", path: path("supplemental/supplementalData.xml"), version: version),
            ReferenceSource(role: "territory aliases", path: path("supplemental/supplementalMetadata.xml"), version: version),
            ReferenceSource(role: "region validity", path: path("validity/region.xml"), version: version),
        ]
        for locale in locales {
            let file = path("main/\(locale).xml")
            reference.territoryNames[locale] = try TerritoryNamesLoader.load(file: file)
            reference.sources.append(ReferenceSource(role: "territory names (\(locale))", path: file, version: version))
        }

        var telephoneFile = path(telephoneCodeDataPath)
        if !FileManager.default.fileExists(atPath: telephoneFile), let fallbackDirectory {
            telephoneFile = URL(fileURLWithPath: fallbackDirectory).appendingPathComponent(telephoneCodeDataPath).path
        }
        let telephone = try TelephoneCodeLoader.load(file: telephoneFile)
        reference.telephoneCodes = telephone.codes
        reference.sources.append(ReferenceSource(role: "telephone codes", path: telephoneFile, version: telephone.version))
        return reference
    }

    /// CLDR 41 states its version only in the DTDs, as
    /// `<!ATTLIST version cldrVersion CDATA #FIXED "41" >`. The DTD is
    /// scanned as text; it is never given to the XML parser.
    static func dtdVersion(commonDirectory: URL) -> String? {
        let dtd = commonDirectory.appendingPathComponent("dtd/ldmlSupplemental.dtd")
        guard let text = try? String(contentsOf: dtd, encoding: .utf8) else { return nil }
        return cldrVersion(inDTD: text)
    }

    static func cldrVersion(inDTD text: String) -> String? {
        for line in text.split(separator: "\n") where line.contains("ATTLIST version cldrVersion") {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            if quoted.count >= 3 { return String(quoted[1]) }
        }
        return nil
    }
}
