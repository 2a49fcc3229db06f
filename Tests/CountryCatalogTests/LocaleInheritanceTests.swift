import CountryCatalog
import Foundation
import Testing

/// CLDR's inheritance, the one definition that an app's catalog choice and
/// ccpipe's name lookups share, and the listing of built locales both use.
struct LocaleInheritanceTests {
    @Test(arguments: [
        ("en_AU", ["en_AU", "en_001", "en", "root"]), ("en_DE", ["en_DE", "en_150", "en_001", "en", "root"]),
        ("zh_Hant_TW", ["zh_Hant_TW", "zh_Hant", "root"]), ("zh_Hant_MO", ["zh_Hant_MO", "zh_Hant_HK", "zh_Hant", "root"]),
        ("sr_Latn_RS", ["sr_Latn_RS", "sr_Latn", "root"]), ("nb", ["nb", "no", "root"]), ("de_CH", ["de_CH", "de", "root"]),
        ("root", ["root"]), ("", ["root"]),
    ])
    func chainsFollowCLDRsParents(_ locale: String, _ chain: [String]) {
        #expect(LocaleInheritance.chain(for: locale) == chain)
    }

    @Test func aParentTableOfItsOwnIsFollowedAndACycleEnds() {
        #expect(LocaleInheritance.chain(for: "xx_YY", parentLocales: ["xx_YY": "en"]) == ["xx_YY", "en", "root"])
        #expect(LocaleInheritance.chain(for: "a", parentLocales: ["a": "b", "b": "a"]) == ["a", "b", "root"])
    }

    /// By bytes: `String`'s order finds the two spellings of `é` equal and
    /// puts both after `f`, so their order would be the listing's.
    @Test func builtLocalesAreListedInTheOrderOfTheirUTF8Bytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["\u{E9}", "f", "e\u{301}", "en", ".hidden"] {
            let folder = directory.appendingPathComponent(name, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("countries.json"))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("no-catalog"), withIntermediateDirectories: true)
        #expect(PickerCatalog.locales(in: directory).map { Array($0.utf8) } == ["en", "e\u{301}", "f", "\u{E9}"].map { Array($0.utf8) })
    }
}
