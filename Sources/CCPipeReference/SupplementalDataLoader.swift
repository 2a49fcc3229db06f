import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// Reads `supplemental/supplementalData.xml`: `codeMappings/territoryCodes`
/// (alpha-3 and numeric per region) and `parentLocales/parentLocale`.
///
/// CLDR 41 has only plain `<parentLocale parent=… locales=…>`. Later CLDR
/// versions add `<parentLocales component="collations">` and the like,
/// whose parents are for other data than display names and are skipped
/// (CLDR 48: `yue` takes its collation from `zh_Hant`, but its names from
/// `root`), and, from CLDR 46, `localeRules="nonlikelyScript"` on the
/// `root` entry: a locale whose script is not its language's likely one
/// (`zh_Latn`) has `root` as parent even when it is not listed
/// (`ParentLocaleRule`).
package enum SupplementalDataLoader {
    package struct Result: Sendable {
        package var codeMappings: [String: CodeMapping] = [:]
        /// Every explicit parent (`ParentLocaleRule` adds those the
        /// `nonlikelyScript` rule gives the locales of the tree).
        package var parentLocales: [String: String] = [:]
        /// The parent of the entry with `localeRules="nonlikelyScript"`.
        package var nonlikelyScriptParent: String?
        /// `<version cldrVersion="…">`, when the file states it (CLDR 41 files
        /// do not: the version is a #FIXED attribute in the DTD).
        package var cldrVersion: String?
    }

    /// A build reads the file twice: for its plan (the parent locales) and
    /// with the rest of the reference; the second read takes the first's
    /// result while the file is unchanged (`LastRead`).
    package static func load(_ file: ReferenceFile) throws -> Result {
        try lastRead.load(file, parse)
    }

    private static let lastRead = LastRead<Result>()

    private static func parse(_ file: ReferenceFile) throws -> Result {
        var result = Result()
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            guard case .startElement(let start) = event else { return .proceed }
            switch (start.depth, start.name) {
            case (0, _), (1, "codeMappings"):
                break
            case (1, "parentLocales"):
                // Parents of one component (collations, plurals) are not
                // those names are inherited by.
                if start.attributes["component"] != nil { return .skipChildren }
            case (1, "version"):
                result.cldrVersion = start.attributes["cldrVersion"]
            case (1, _):
                return .skipChildren
            case (2, "territoryCodes"):
                guard let region = start.attributes["type"] else { break }
                result.codeMappings[region] = CodeMapping(alpha3: start.attributes["alpha3"],
                                                          numeric: start.attributes["numeric"])
            case (2, "parentLocale"):
                guard start.attributes["component"] == nil, let parent = start.attributes["parent"] else { break }
                for locale in cldrList(start.attributes["locales"]) { result.parentLocales[locale] = parent }
                if cldrList(start.attributes["localeRules"]).contains("nonlikelyScript") { result.nonlikelyScriptParent = parent }
            default:
                break
            }
            return .proceed
        }
        return result
    }
}
