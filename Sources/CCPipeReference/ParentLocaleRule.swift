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
/// plain parents. The likely scripts come from `supplemental/likelySubtags.xml`
/// beside `supplementalData.xml`, read only when a locale needs it; a tree
/// without it (a trimmed one whose locales are all listed) is left as it is.
enum ParentLocaleRule {
    static let likelySubtagsName = "likelySubtags.xml"

    static func apply(_ parent: String, to parents: inout [String: String], beside file: ReferenceFile) throws {
        let candidates = try scriptLocales(beside: file).filter { parents[$0] == nil }
        guard !candidates.isEmpty else { return }
        let likelyFile = sibling(likelySubtagsName, of: file)
        guard likelyFile.exists else { return }
        let likely = try LikelyScriptsLoader.load(likelyFile)
        for locale in candidates {
            let parts = locale.split(separator: "_")
            // A language without a likely script is left to the usual
            // chain: nothing says which script it is in.
            if let script = likely[String(parts[0])], script != parts[1] { parents[locale] = parent }
        }
    }

    /// `<language>_<Script>` of every locale in `main/` with a script
    /// subtag (`zh_Latn` for `zh_Latn_CN` too), sorted.
    static func scriptLocales(beside file: ReferenceFile) throws -> [String] {
        let locales: [String]
        if file.isEmbedded {
            locales = EmbeddedReference.locales
        } else {
            let common = URL(fileURLWithPath: file.path).deletingLastPathComponent().deletingLastPathComponent()
            locales = (try? CLDRReference.availableLocales(in: ReferenceLocation(cldrDirectory: common.path, isoFile: nil))) ?? []
        }
        var found: Set<String> = []
        for locale in locales {
            let parts = locale.split(separator: "_")
            guard parts.count >= 2, parts[1].count == 4, parts[1].first?.isUppercase == true else { continue }
            found.insert(parts[0] + "_" + parts[1])
        }
        return found.sorted()
    }

    static func sibling(_ name: String, of file: ReferenceFile) -> ReferenceFile {
        if file.isEmbedded {
            return .embedded(EmbeddedReference.cldrDirectory + "/supplemental/" + name)
        }
        return .disk(URL(fileURLWithPath: file.path).deletingLastPathComponent().appendingPathComponent(name).path)
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
                if parts.count >= 2, parts[1].count == 4 { scripts[from] = String(parts[1]) }
                return .skipChildren
            default:
                return .skipChildren
            }
        }
        return scripts
    }
}
