import CCPipeCore
import CCPipeIngest
import CCPipeModel
import Foundation

/// CLDR's `localeRules="nonlikelyScript"` (from CLDR 46): a locale
/// `<language>_<Script>` whose script is not the likely script of its
/// language (`zh_Latn`: Chinese is likely written in Hans) inherits from
/// the rule's parent (`root`), not from `<language>`, whose names are in
/// another script. CLDR lists most such locales explicitly as well; the
/// rule covers those it does not (CLDR 48: `zh_Latn`).
///
/// The rule is made explicit once, for the locales of the tree that need
/// it, so that everything that follows a chain (`LocaleInheritance`) reads
/// plain parents. A language's likely script is its default content's
/// (`supplementalMetadata.xml`, already read for the territory aliases);
/// only for a language whose default content names no script is
/// `likelySubtags.xml` (0.9 MB) read. A tree with neither (a trimmed one
/// whose locales are all listed) is left as it is.
package enum ParentLocaleRule {
    package static let likelySubtagsPath = "supplemental/likelySubtags.xml"

    /// The parents names are inherited by in the tree at `location`.
    package static func parents(in location: ReferenceLocation) throws -> [String: String] {
        let data = try SupplementalDataLoader.load(location.cldrFile("supplemental/supplementalData.xml"))
        guard data.nonlikelyScriptParent != nil else { return data.parentLocales }
        let metadata = try SupplementalMetadataLoader.load(location.cldrFile("supplemental/supplementalMetadata.xml"))
        return try parents(data, metadata: metadata, in: location)
    }

    /// `data`'s parents with the rule applied to the locales of the tree.
    package static func parents(_ data: SupplementalDataLoader.Result, metadata: SupplementalMetadataLoader.Result,
                                in location: ReferenceLocation) throws -> [String: String] {
        guard let parent = data.nonlikelyScriptParent else { return data.parentLocales }
        var parents = data.parentLocales
        let candidates = try scriptLocales(in: location).filter { parents[$0] == nil }
        guard !candidates.isEmpty else { return parents }
        var likely = metadata.defaultScripts
        if candidates.contains(where: { likely[language(of: $0)] == nil }) {
            let file = location.cldrFile(likelySubtagsPath)
            if file.exists { likely.merge(try LikelyScriptsLoader.load(file)) { own, _ in own } }
        }
        for locale in candidates {
            // A language without a likely script is left to the usual
            // chain: nothing says which script it is in.
            if let script = likely[language(of: locale)], script != locale.split(separator: "_")[1] { parents[locale] = parent }
        }
        return parents
    }

    /// `<language>_<Script>` of every locale of the tree with a script
    /// subtag (`zh_Latn` for `zh_Latn_CN` too), sorted.
    static func scriptLocales(in location: ReferenceLocation) throws -> [String] {
        var found: Set<String> = []
        for locale in try CLDRReference.availableLocales(in: location) {
            let parts = locale.split(separator: "_")
            guard parts.count >= 2, isScript(parts[1]) else { continue }
            found.insert(parts[0] + "_" + parts[1])
        }
        return found.sorted()
    }

    /// A script subtag: four letters, the first upper case (`Latn`).
    static func isScript(_ subtag: Substring) -> Bool {
        let scalars = Array(subtag.unicodeScalars)
        return scalars.count == 4 && ("A"..."Z").contains(scalars[0]) && scalars.dropFirst().allSatisfy { ("a"..."z").contains($0) }
    }

    private static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "_" })
    }
}

/// Reads `supplemental/likelySubtags.xml`'s entries for a bare language
/// (`<likelySubtag from="zh" to="zh_Hans_CN"/>`) as language → script.
/// Bounded as the other supplemental files are, by the reader's limits.
package enum LikelyScriptsLoader {
    package static func load(_ file: ReferenceFile) throws -> [String: String] {
        var scripts: [String: String] = [:]
        try file.readXML(options: XMLReaderOptions(rootElement: "supplementalData")) { event in
            guard case .startElement(let start) = event else { return .proceed }
            switch (start.depth, start.name) {
            case (0, _), (1, "likelySubtags"):
                return .proceed
            case (2, "likelySubtag"):
                guard let from = start.attributes["from"], !from.contains("_"), let to = start.attributes["to"] else { return .skipChildren }
                let parts = to.split(separator: "_")
                if parts.count >= 2, ParentLocaleRule.isScript(parts[1]) { scripts[from] = String(parts[1]) }
                return .skipChildren
            default:
                return .skipChildren
            }
        }
        return scripts
    }
}
