import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeOutput
import CCPipeReference
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// Makes the trimmed CLDR copy that ccpipe embeds as its default reference:
/// the same `common/` layout and license headers, only the data ccpipe reads.
package enum CLDRTrimmer {
    /// Locales of the embedded default: those that Apple's (iOS, macOS) and
    /// Android's system languages map to in CLDR, which ccpipe's repository
    /// bundles into CountryCatalog (`.ccpipe.json`). `trim` adds the locales
    /// they inherit from (`en_001`, `root`), so those are not listed here.
    package static let defaultLocales = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en_AU", "en_GB", "en_IN", "es", "es_419", "es_MX", "fi",
        "fr", "fr_CA", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt", "pt_PT",
        "ro", "ru", "sk", "sv", "th", "tr", "uk", "vi", "zh", "zh_Hant", "zh_Hant_HK",
    ]
    package static let rootLocale = "root"

    /// `48.2` is a release of the DTD's `48`, and `48` of itself; `49` and
    /// `48.2x` are not, nor is anything when the DTD states no version.
    static func isRelease(_ release: String, of dtdVersion: String?) -> Bool {
        guard let dtdVersion, release == dtdVersion || release.hasPrefix(dtdVersion + ".") else { return false }
        let rest = release.dropFirst(dtdVersion.count)
        return rest.isEmpty || (rest.count > 1 && rest.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                                && !rest.hasSuffix(".") && !rest.contains(".."))
    }

    /// Returns `[path relative to common/: file text]`, for the caller to
    /// write atomically. Deterministic for a given input tree. Each file is
    /// first read as `check` and `build` read it (`TerritoryNamesLoader`,
    /// `SupplementalDataLoader`, `SupplementalMetadataLoader`,
    /// `RegionValidityLoader`), so what they refuse (more names in a
    /// locale than they keep) is refused here, at its place in the file, and never written.
    ///
    /// - `main/<locale>.xml`: `<identity>`, `localeDisplayNames/territories`
    ///   and the index letters, `characters/exemplarCharacters[@type="index"]`,
    ///   as the loaders read them (the build compares them with ICU's)
    /// - `supplemental/supplementalData.xml`: `codeMappings`, `parentLocales`
    /// - `supplemental/supplementalMetadata.xml`: `metadata/alias/territoryAlias`
    ///   and `metadata/defaultContent` (the likely scripts of `ParentLocaleRule`)
    /// - `validity/region.xml`: unchanged (it holds only region data)
    ///
    /// CLDR states its version only in the DTDs, which are not copied; the
    /// trimmed files carry it as `<version cldrVersion="48">`, the value the
    /// DTD fixes for that attribute, so `CLDRReference` can still report it.
    /// A maintenance release (48.2) keeps its major release's DTD value:
    /// `release` names it, and must be that value or a release of it.
    package static func trim(commonDirectory: String, locales: [String] = defaultLocales, release: String? = nil) throws -> [String: String] {
        let common = URL(fileURLWithPath: commonDirectory)
        func path(_ relative: String) -> String { common.appendingPathComponent(relative).path }
        let dtdVersion = CLDRReference.dtdVersion(commonDirectory: common)
        if let release, !isRelease(release, of: dtdVersion) {
            throw PipelineError(.usage, ImportMessages.releaseDisagrees(release, dtd: dtdVersion))
        }
        let version = release ?? dtdVersion
        let addVersion: (XMLElementStart) -> [(String, String)] = { element in
            guard element.name == "version", let version else { return [] }
            return [("cldrVersion", version)]
        }

        try UnknownLocaleError.check(locales, in: ReferenceLocation(cldrDirectory: commonDirectory, isoFile: nil))
        var files: [String: String] = [:]
        let parentLocales = try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: commonDirectory, isoFile: nil))
        // Each locale with those it inherits from in this tree's CLDR, so
        // that a build of the trimmed copy finds the names a locale takes
        // from its parents (`en_AU` from `en_001`); `root` ends every chain.
        var allLocales: [String] = []
        for locale in locales {
            for id in LocaleInheritance.chain(for: locale, parentLocales: parentLocales) where !allLocales.contains(id) {
                allLocales.append(id)
            }
        }
        if !allLocales.contains(rootLocale) { allLocales.append(rootLocale) }
        try UnknownLocaleError.check(allLocales.filter { $0 != rootLocale }, in: ReferenceLocation(cldrDirectory: commonDirectory, isoFile: nil))
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
            // Read as `check` and `build` read it: up to `</territories>`,
            // then `<characters>` alone, whose index letters are written
            // after the names, as CLDR orders them.
            let read = try TerritoryNamesLoader.read(.disk(path(relative)))
            var text = try localeWriter.write(file: path(relative))
            if let letters = read.indexLetters, text.hasSuffix("</ldml>\n") {
                text.removeLast("</ldml>\n".utf8.count)
                text += "\t<characters>\n\t\t<exemplarCharacters type=\"index\">\(XMLEscaping.text(letters))</exemplarCharacters>\n\t</characters>\n</ldml>\n"
            }
            files[relative] = text
        }

        let supplementalWriter = XMLSubsetWriter(keep: { ancestors, element in
            switch (ancestors.count, element.name) {
            case (0, _): .element
            case (1, "version"), (1, "codeMappings"), (1, "parentLocales"): .subtree
            default: .drop
            }
        }, extraAttributes: addVersion)
        files["supplemental/supplementalData.xml"] = try supplementalWriter.write(file: path("supplemental/supplementalData.xml"))

        let metadataWriter = XMLSubsetWriter(keep: { ancestors, element in
            switch (ancestors.count, element.name) {
            case (0, _), (1, "metadata"), (2, "alias"): .element
            case (1, "version"), (2, "defaultContent"), (3, "territoryAlias"): .subtree
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
