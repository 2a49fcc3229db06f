@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReference
import CountryCatalogCore
import Foundation
import Testing

/// Parent locales as CLDR 46 and later state them: per component, and with
/// the `nonlikelyScript` rule, in trees of CLDR's shape.
@Suite struct ParentLocaleRuleTests {
    /// A `common/` tree with `main/` files for `locales` and the given
    /// `parentLocales` and `likelySubtags` bodies.
    static func tree(locales: [String], parents: String, likely: String?, defaultContent: String? = nil) throws -> String {
        let common = Scratch.url("ccpipe-parents-\(UUID())/common")
        for locale in locales {
            try AtomicFile.write("""
                <?xml version="1.0" encoding="UTF-8" ?>
                <ldml><identity><language type="\(locale)"/></identity><localeDisplayNames><territories>
                <territory type="CN">\(locale == "zh" ? "中国" : "Zhongguo")</territory>
                </territories></localeDisplayNames></ldml>
                """, to: common.appendingPathComponent("main/\(locale).xml").path)
        }
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData><version number="$Revision$"/>
            \(parents)
            </supplementalData>
            """, to: common.appendingPathComponent("supplemental/supplementalData.xml").path)
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData><version number="$Revision$"/><metadata><alias></alias>\(defaultContent.map { "<defaultContent locales=\"\($0)\"/>" } ?? "")</metadata></supplementalData>
            """, to: common.appendingPathComponent("supplemental/supplementalMetadata.xml").path)
        try AtomicFile.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <supplementalData><version number="$Revision$"/><idValidity><id type="region" idStatus="regular">CN</id></idValidity></supplementalData>
            """, to: common.appendingPathComponent("validity/region.xml").path)
        if let likely {
            try AtomicFile.write("""
                <?xml version="1.0" encoding="UTF-8" ?>
                <supplementalData><version number="$Revision$"/><likelySubtags>
                \(likely)
                </likelySubtags></supplementalData>
                """, to: common.appendingPathComponent("supplemental/likelySubtags.xml").path)
        }
        return common.path
    }

    static let cldr48Parents = """
        <parentLocales>
        <parentLocale parent="root" localeRules="nonlikelyScript" locales="az_Arab zh_Hant"/>
        <parentLocale parent="en_001" locales="en_AU"/>
        </parentLocales>
        <parentLocales component="segmentations grammaticalFeatures plurals">
        </parentLocales>
        <parentLocales component="collations">
        <parentLocale parent="zh_Hant" locales="yue yue_Hant"/>
        <parentLocale parent="zh_Hans" locales="yue_Hans"/>
        </parentLocales>
        """

    static let likely = """
        <likelySubtag from="zh" to="zh_Hans_CN"/>
        <likelySubtag from="sr" to="sr_Cyrl_RS"/>
        <likelySubtag from="zh_Latn" to="zh_Latn_CN"/>
        """

    /// CLDR 48 puts the collation parents in a `<parentLocales component=…>`
    /// of their own: `yue` takes its collation from `zh_Hant`, its names
    /// from `root`.
    @Test func parentsOfAnotherComponentAreNotParentsOfNames() throws {
        let common = try Self.tree(locales: ["zh"], parents: Self.cldr48Parents, likely: nil)
        let parents = try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: common, isoFile: nil))
        #expect(parents == ["az_Arab": "root", "zh_Hant": "root", "en_AU": "en_001"])
        #expect(LocaleInheritance.chain(for: "yue_Hans", parentLocales: parents) == ["yue_Hans", "yue", "root"])
    }

    /// `zh_Latn` is not listed, but Latin is not Chinese's likely script:
    /// it inherits from `root`, not from `zh` and its Han names. `sr_Cyrl`
    /// is in Serbian's likely script and keeps `sr`.
    @Test func aLocaleInAScriptItsLanguageIsNotLikelyWrittenInHasRootAsParent() throws {
        let common = try Self.tree(locales: ["zh", "zh_Latn", "zh_Latn_CN", "sr", "sr_Cyrl", "sr_Latn", "ff_Adlm"],
                                   parents: Self.cldr48Parents, likely: Self.likely)
        let parents = try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: common, isoFile: nil))
        #expect(parents["zh_Latn"] == "root")
        #expect(parents["sr_Latn"] == "root")
        #expect(parents["sr_Cyrl"] == nil)
        // No likely script known for ff: left to the usual chain.
        #expect(parents["ff_Adlm"] == nil)
        #expect(LocaleInheritance.chain(for: "zh_Latn_CN", parentLocales: parents) == ["zh_Latn_CN", "zh_Latn", "root"])

        let reference = try ReferenceLoader.load(ReferenceLocation(cldrDirectory: common, isoFile: nil), locales: ["zh_Latn_CN"])
        #expect(reference.territoryNames["zh"] == nil, "zh is not in zh_Latn's chain")
        #expect(reference.territoryNames["zh_Latn"]?.standard["CN"] == "Zhongguo")
    }

    /// The default content says a language's likely script without
    /// likelySubtags.xml: `zh_Hans` is `zh`'s, so `zh_Latn` has `root`.
    @Test func theDefaultContentGivesTheLikelyScript() throws {
        let common = try Self.tree(locales: ["zh", "zh_Latn", "sr", "sr_Latn"], parents: Self.cldr48Parents, likely: nil,
                                   defaultContent: "zh_Hans zh_Hans_CN sr_Cyrl")
        let parents = try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: common, isoFile: nil))
        #expect(parents["zh_Latn"] == "root")
        #expect(parents["sr_Latn"] == "root")
        let metadata = try SupplementalMetadataLoader.load(.disk(common + "/supplemental/supplementalMetadata.xml"))
        #expect(metadata.defaultScripts == ["zh": "Hans", "sr": "Cyrl"])
    }

    /// Without the rule (CLDR 41), or with no likely script known for the
    /// language, the parents are the listed ones.
    @Test func withoutTheRuleOrTheLikelyScriptsOnlyTheListedParentsHold() throws {
        let plain = try Self.tree(locales: ["zh", "zh_Latn"], parents: """
            <parentLocales><parentLocale parent="root" locales="zh_Hant"/></parentLocales>
            """, likely: Self.likely)
        #expect(try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: plain, isoFile: nil)) == ["zh_Hant": "root"])
        let unlikely = try Self.tree(locales: ["zh", "zh_Latn"], parents: Self.cldr48Parents, likely: nil)
        #expect(try ParentLocaleRule.parents(in: ReferenceLocation(cldrDirectory: unlikely, isoFile: nil))["zh_Latn"] == nil)
    }

    /// The full CLDR 48.2 tree: its one unlisted locale in a script its
    /// language is not likely written in is `zh_Latn`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestData.cldr48 + "/main/en.xml"), "needs CLDR 48.2: run .ci/references"))
    func cldr48sZhLatnInheritsFromRoot() throws {
        let location = ReferenceLocation(cldrDirectory: TestData.cldr48, isoFile: nil)
        let listed = try SupplementalDataLoader.load(location.cldrFile("supplemental/supplementalData.xml")).parentLocales
        let parents = try ParentLocaleRule.parents(in: location)
        #expect(parents.filter { listed[$0.key] == nil } == ["zh_Latn": "root"])
        #expect(parents["yue"] == nil, "yue's zh_Hant is its collation's parent only")
    }

    @Test func likelyScriptsAreReadForBareLanguagesOnly() throws {
        let common = try Self.tree(locales: [], parents: "", likely: Self.likely)
        #expect(try LikelyScriptsLoader.load(.disk(common + "/supplemental/likelySubtags.xml")) == ["zh": "Hans", "sr": "Cyrl"])
    }
}
