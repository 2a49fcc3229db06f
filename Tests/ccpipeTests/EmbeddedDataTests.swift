import CCPipeIngest
import CCPipeValidate
import CountryCodeKit
import Foundation
import Testing

/// The embedded default in `Sources-Data/cldr/common` is what the project's own
/// importers make of the upstream files: regenerating it changes nothing.
struct EmbeddedDataTests {
    static let embedded = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
    static let phoneMetadata = CommandRunner.root
        .appendingPathComponent("Tests/CountryCodeKitTests/Fixtures/reference/PhoneNumberMetadata.xml").path

    @Test func telephoneCodeDataIsWhatTheImporterWrites() throws {
        let out = try CommandRunner.temporaryDirectory().appendingPathComponent("telephoneCodeData.xml")
        let result = try CommandRunner.run(["import", "phone-metadata", Self.phoneMetadata, "--out", out.path,
                                            "--source-version", "libphonenumber v9.0.35"])
        #expect(result.status == 0, "\(result.stderr)")
        let fresh = try Data(contentsOf: out)
        let committed = try Data(contentsOf: Self.embedded.appendingPathComponent("supplemental/telephoneCodeData.xml"))
        #expect(fresh == committed, "run the import command in Sources-Data/README.md to regenerate")
    }

    /// The embedded CLDR is CLDR 48.2's tree trimmed by `import cldr`, and
    /// the ISO 3166-1 file iso-codes 4.20.1's, unchanged (Sources-Data/README.md).
    @Test(.enabled(if: CLDRTree.cldr48.isTested, CLDRTree.cldr48.need))
    func trimmedCLDRIsWhatTheImporterWrites() throws {
        let source = try CLDRTree.cldr48.required()
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["import", "cldr", "--from", source, "--release", "48.2", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".xml") }.sorted()
        let committed = try FileManager.default.subpathsOfDirectory(atPath: Self.embedded.path)
            .filter { $0.hasSuffix(".xml") && $0 != "supplemental/telephoneCodeData.xml" }.sorted()
        #expect(files == committed)
        #expect(files.count == 47)
        for file in files {
            let fresh = try Data(contentsOf: out.appendingPathComponent(file))
            let committed = try Data(contentsOf: Self.embedded.appendingPathComponent(file))
            #expect(fresh == committed, "\(file) differs from a fresh import")
        }
        let iso = try Data(contentsOf: URL(fileURLWithPath: CLDRTree.isoCodes4201))
        #expect(iso == (try Data(contentsOf: CommandRunner.root.appendingPathComponent("Sources-Data/iso-codes/iso_3166-1.json"))))
    }

    /// A tree's DTD names only its major release: `--release` names the
    /// maintenance release, and must be one of that major's.
    @Test(.enabled(if: CLDRTree.cldr48.isTested, CLDRTree.cldr48.need))
    func theReleaseMustBeOneOfTheTreesOwn() throws {
        let source = try CLDRTree.cldr48.required()
        for wrong in ["49", "4", "48.", "48..2", "48.2x", "48-2"] {
            let out = try CommandRunner.temporaryDirectory()
            let result = try CommandRunner.run(["import", "cldr", "--from", source, "--release", wrong, "--out", out.path, "--locales", "en"])
            #expect(result.status == 64, "\(wrong)")
            #expect(result.stderr.contains("the tree's DTD says CLDR 48"), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        }
        let out = try CommandRunner.temporaryDirectory()
        let plain = try CommandRunner.run(["import", "cldr", "--from", source, "--out", out.path, "--locales", "en"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let english = try String(contentsOf: out.appendingPathComponent("main/en.xml"), encoding: .utf8)
        #expect(english.contains("cldrVersion=\"48\""))
    }

    /// The compiled-in reference is what `ccpipe import embedded` makes of
    /// `Sources-Data/` today: the generated folder holds its file alone,
    /// byte for byte.
    @Test func embeddedReferenceSourceIsWhatImportEmbeddedWrites() throws {
        let generated = CommandRunner.root.appendingPathComponent("Sources/CCPipeReference/Generated")
        let out = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["import", "embedded", "--from", "Sources-Data", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let fresh = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted() == fresh)
        #expect(fresh == [EmbeddedReferenceGenerator.fileName])
        for file in fresh {
            let current = try Data(contentsOf: out.appendingPathComponent(file)) == (try? Data(contentsOf: generated.appendingPathComponent(file)))
            #expect(current, "\(file) is not what Sources-Data makes: run \(EmbeddedReferenceGenerator.command), then rebuild")
        }
    }

    @Test func importWithoutASourceIsAUsageError() throws {
        let result = try CommandRunner.run(["import", "cldr"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("missing --from"))
    }
}

/// The manual's rule table is the one `ccpipe rules --format markdown` prints.
struct RuleTableTests {
    @Test func ruleTableIsGeneratedFromTheRuleDescriptions() throws {
        let article = try Manual.article("Rules")
        let result = try CommandRunner.run(["rules", "--format", "markdown"])
        #expect(result.status == 0)
        #expect(article.contains(result.stdout), "regenerate Rules.md's table with 'ccpipe rules --format markdown'")
    }

    @Test func rulesJSONListsEveryRule() throws {
        let result = try CommandRunner.run(["rules", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let rules = try #require(object["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == Validator.rules.map(\.ruleDescription.id))
        #expect(rules.allSatisfy { ($0["triggering_examples"] as? Int ?? 0) > 0 })
    }
}
