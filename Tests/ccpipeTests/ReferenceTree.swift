import Foundation

/// A small CLDR-shaped `common/` tree, written as CLDR writes its files:
/// `main/<locale>.xml` with the territory names given, the two supplemental
/// files, `validity/region.xml` with each status's codes, and the release
/// stated as CLDR 41 states it (in the DTD) or as a trimmed tree does (in
/// `supplementalData.xml`). The dial codes and ISO 3166-1 names come from
/// the embedded reference, as for any tree that lacks them.
struct ReferenceTree {
    var release: String
    var releaseInDTD = false
    /// Territory names by locale, then by region code.
    var names: [String: [String: String]]
    /// `idStatus` → the codes `validity/region.xml` lists under it.
    var statuses: [String: [String]]

    /// Writes the tree to `<directory>/common` and returns that path.
    @discardableResult
    func write(to directory: URL) throws -> URL {
        let common = directory.appendingPathComponent("common")
        for (locale, territories) in names {
            let entries = territories.sorted { $0.key < $1.key }.map { "\t\t\t<territory type=\"\($0.key)\">\($0.value)</territory>" }
            try Self.file(common, "main/\(locale).xml", """
                <?xml version="1.0" encoding="UTF-8" ?>
                <ldml>
                \t<identity><version number="$Revision$"/><language type="\(locale)"/></identity>
                \t<localeDisplayNames>
                \t\t<territories>
                \(entries.joined(separator: "\n"))
                \t\t</territories>
                \t</localeDisplayNames>
                </ldml>
                """)
        }
        let version = releaseInDTD ? "<version number=\"$Revision$\"/>" : "<version number=\"$Revision$\" cldrVersion=\"\(release)\"/>"
        try Self.file(common, "supplemental/supplementalData.xml", """
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData>\(version)<parentLocales><parentLocale parent="root" locales="en_001"/></parentLocales></supplementalData>
            """)
        try Self.file(common, "supplemental/supplementalMetadata.xml", """
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData>\(version)<metadata><alias></alias></metadata></supplementalData>
            """)
        let ids = statuses.sorted { $0.key < $1.key }.map { "<id type=\"region\" idStatus=\"\($0.key)\">\($0.value.joined(separator: " "))</id>" }
        try Self.file(common, "validity/region.xml", """
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData>\(version)<idValidity>\(ids.joined())</idValidity></supplementalData>
            """)
        if releaseInDTD {
            try Self.file(common, "dtd/ldmlSupplemental.dtd", "<!ATTLIST version cldrVersion CDATA #FIXED \"\(release)\" >\n")
        }
        return common
    }

    private static func file(_ common: URL, _ path: String, _ text: String) throws {
        let url = common.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((text + "\n").utf8).write(to: url)
    }

    /// As CLDR 41 had them: Turkey, Swaziland, Sark's CQ reserved (ISO
    /// 3166-1 had not assigned it) and, for a code that becomes invalid, the
    /// Netherlands Antilles still regular.
    static let older = ReferenceTree(
        release: "41", releaseInDTD: true,
        names: [
            "en": ["AL": "Albania", "AN": "Netherlands Antilles", "SE": "Sweden", "SZ": "Swaziland", "TR": "Turkey"],
            "sv": ["AL": "Albanien", "AN": "Nederländska Antillerna", "SE": "Sverige", "SZ": "Swaziland", "TR": "Turkiet"],
            "da": ["AL": "Albanien", "SE": "Sverige", "SZ": "Swaziland", "TR": "Tyrkiet"],
        ],
        statuses: ["regular": ["AL", "AN", "SE", "SZ", "TR"], "reserved": ["CQ"]])

    /// As CLDR 48.2 has them: Türkiye, Eswatini, Sark a region of its own;
    /// the Netherlands Antilles deprecated; Finnish, and no Danish.
    static let newer = ReferenceTree(
        release: "48.2",
        names: [
            "en": ["AL": "Albania", "AN": "Netherlands Antilles", "CQ": "Sark", "SE": "Sweden", "SZ": "Eswatini", "TR": "Türkiye"],
            "sv": ["AL": "Albanien", "AN": "Nederländska Antillerna", "CQ": "Sark", "SE": "Sverige", "SZ": "Eswatini", "TR": "Turkiet"],
            "fi": ["AL": "Albania", "CQ": "Sark", "SE": "Ruotsi", "SZ": "Eswatini", "TR": "Turkki"],
        ],
        statuses: ["regular": ["AL", "CQ", "SE", "SZ", "TR"], "deprecated": ["AN"]])
}
