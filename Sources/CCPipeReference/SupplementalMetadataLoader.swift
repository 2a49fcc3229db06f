import CCPipeIngest

/// Reads `supplemental/supplementalMetadata.xml` `alias/territoryAlias`,
/// and from `defaultContent` the script each language is written in by
/// default (`zh_Hans` is the default content of `zh`), for
/// `ParentLocaleRule`.
///
/// Only region codes (two letters or three digits) are kept: CLDR 41 also
/// lists alpha-3 aliases (`AND` → `AD`, reason "overlong"), which map a
/// different code system and would only add noise to deprecation checks.
package enum SupplementalMetadataLoader {
    package struct Result: Sendable {
        /// Deprecated code → replacements, in CLDR's order (the first is the
        /// most likely replacement: `AN` → `CW SX BQ`).
        package var territoryAliases: [String: [String]] = [:]
        /// Language → the script of its default content (`zh` → `Hans`),
        /// for the languages whose default content names one.
        package var defaultScripts: [String: String] = [:]
        package var cldrVersion: String?
    }

    /// Read once for a build's plan and its reference (`LastRead`).
    package static func load(_ file: ReferenceFile) throws -> Result {
        try lastRead.load(file, parse)
    }

    private static let lastRead = LastRead<Result>()

    private static func parse(_ file: ReferenceFile) throws -> Result {
        var result = Result()
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            guard case .startElement(let start) = event else { return .proceed }
            switch (start.depth, start.name) {
            case (0, _), (1, "metadata"), (2, "alias"):
                break
            case (1, "version"):
                result.cldrVersion = start.attributes["cldrVersion"]
            case (2, "defaultContent"):
                for locale in cldrList(start.attributes["locales"]) {
                    let parts = locale.split(separator: "_")
                    if parts.count == 2, ParentLocaleRule.isScript(parts[1]) { result.defaultScripts[String(parts[0])] = String(parts[1]) }
                }
                return .skipChildren
            case (1, _), (2, _):
                return .skipChildren
            case (3, "territoryAlias"):
                guard let code = start.attributes["type"], isRegionCode(code) else { break }
                result.territoryAliases[code] = cldrList(start.attributes["replacement"])
            default:
                break
            }
            return .proceed
        }
        return result
    }

    static func isRegionCode(_ code: String) -> Bool {
        let scalars = code.unicodeScalars
        if scalars.count == 2 { return scalars.allSatisfy { ("A"..."Z").contains($0) } }
        if scalars.count == 3 { return scalars.allSatisfy { ("0"..."9").contains($0) } }
        return false
    }
}
