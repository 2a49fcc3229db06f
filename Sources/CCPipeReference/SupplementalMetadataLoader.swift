import CCPipeIngest

/// Reads `supplemental/supplementalMetadata.xml` `alias/territoryAlias`.
///
/// Only region codes (two letters or three digits) are kept: CLDR 41 also
/// lists alpha-3 aliases (`AND` → `AD`, reason "overlong"), which map a
/// different code system and would only add noise to deprecation checks.
package enum SupplementalMetadataLoader {
    package struct Result: Sendable {
        /// Deprecated code → replacements, in CLDR's order (the first is the
        /// most likely replacement: `AN` → `CW SX BQ`).
        package var territoryAliases: [String: [String]] = [:]
        package var cldrVersion: String?
    }

    package static func load(_ file: ReferenceFile) throws -> Result {
        var result = Result()
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            guard case .startElement(let start) = event else { return .proceed }
            switch (start.depth, start.name) {
            case (0, _), (1, "metadata"), (2, "alias"):
                break
            case (1, "version"):
                result.cldrVersion = start.attributes["cldrVersion"]
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
