import CCPipeBuild
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeValidate
import Foundation

/// Makes the trimmed CLDR copy that ccpipe embeds as its default reference:
/// the same `common/` layout and license headers, only the data ccpipe reads.
package enum CLDRTrimmer {
    /// Locales of the embedded default. `root` is added by `trim` (it is the
    /// end of every inheritance chain), so it is not listed here.
    package static let defaultLocales = ["en", "de", "sv", "cs", "ja", "zh", "zh_Hant", "ru", "ar"]
    package static let rootLocale = "root"

    /// Returns `[path relative to common/: file text]`, for the caller to
    /// write atomically. Deterministic for a given input tree. Each file is
    /// first read as `check` and `build` read it (`TerritoryNamesLoader`,
    /// `SupplementalDataLoader`, `SupplementalMetadataLoader`,
    /// `RegionValidityLoader`), so what they refuse (more names in a
    /// locale than they keep) is refused here, at its place in the file, and never written.
    ///
    /// - `main/<locale>.xml`: `<identity>` and `localeDisplayNames/territories`
    /// - `supplemental/supplementalData.xml`: `codeMappings`, `parentLocales`
    /// - `supplemental/supplementalMetadata.xml`: `metadata/alias/territoryAlias`
    /// - `validity/region.xml`: unchanged (it holds only region data)
    ///
    /// CLDR 41 states its version only in the DTDs, which are not copied; the
    /// trimmed files carry it as `<version cldrVersion="41">`, the value the
    /// DTD fixes for that attribute, so `CLDRReference` can still report it.
    package static func trim(commonDirectory: String, locales: [String] = defaultLocales) throws -> [String: String] {
        let common = URL(fileURLWithPath: commonDirectory)
        func path(_ relative: String) -> String { common.appendingPathComponent(relative).path }
        let version = CLDRReference.dtdVersion(commonDirectory: common)
        let addVersion: (XMLElementStart) -> [(String, String)] = { element in
            guard element.name == "version", let version else { return [] }
            return [("cldrVersion", version)]
        }

        try UnknownLocaleError.check(locales, in: ReferenceLocation(cldrDirectory: commonDirectory, isoFile: nil))
        var files: [String: String] = [:]
        var allLocales = locales
        if !allLocales.contains(rootLocale) { allLocales.append(rootLocale) }
        let localeWriter = XMLSubsetWriter(keep: { ancestors, element in
            switch (ancestors.count, element.name) {
            case (0, _): .element
            case (1, "identity"): .subtree
            case (1, "localeDisplayNames"): .element
            case (2, "territories"): .subtree
            default: .drop
            }
        }, extraAttributes: addVersion, options: TerritoryNamesLoader.readOptions)
        for locale in allLocales {
            let relative = "main/\(locale).xml"
            _ = try TerritoryNamesLoader.load(.disk(path(relative)))
            files[relative] = try localeWriter.write(file: path(relative))
        }

        let supplementalWriter = XMLSubsetWriter(keep: { ancestors, element in
            switch (ancestors.count, element.name) {
            case (0, _): .element
            case (1, "version"), (1, "codeMappings"), (1, "parentLocales"): .subtree
            default: .drop
            }
        }, extraAttributes: addVersion)
        _ = try SupplementalDataLoader.load(.disk(path("supplemental/supplementalData.xml")))
        files["supplemental/supplementalData.xml"] = try supplementalWriter.write(file: path("supplemental/supplementalData.xml"))

        let metadataWriter = XMLSubsetWriter(keep: { ancestors, element in
            switch (ancestors.count, element.name) {
            case (0, _), (1, "metadata"), (2, "alias"): .element
            case (1, "version"), (3, "territoryAlias"): .subtree
            default: .drop
            }
        }, extraAttributes: addVersion)
        _ = try SupplementalMetadataLoader.load(.disk(path("supplemental/supplementalMetadata.xml")))
        files["supplemental/supplementalMetadata.xml"] = try metadataWriter.write(file: path("supplemental/supplementalMetadata.xml"))

        // Kept whole, but only after it reads as valid region data.
        let regionPath = path("validity/region.xml")
        _ = try RegionValidityLoader.load(.disk(regionPath))
        files["validity/region.xml"] = try XMLSubsetWriter(keep: { _, _ in .subtree }).write(file: regionPath)
        return files
    }
}
