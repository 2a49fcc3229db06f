import Foundation
import Testing

/// Every output `ccpipe build` writes validates against the JSON Schemas in
/// `Sources/CountryCatalog/Schema`: the committed locales, and a build of
/// every locale of the full CLDR tree.
struct OutputSchemaTests {
    static let schemas = CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Schema")
    static let committed = CommandRunner.root.appendingPathComponent("Sources/CountryCatalog/Resources")

    private func violations(in directory: URL) throws -> [String] {
        let validators = try ["countries", "index"].map {
            ($0, try SchemaValidator(schemaFile: Self.schemas.appendingPathComponent("\($0).schema.json")))
        }
        let phone = try SchemaValidator(schemaFile: Self.schemas.appendingPathComponent("phone.schema.json"))
        var found = try phone.violations(ofDocument: Data(contentsOf: directory.appendingPathComponent("phone.json"))).map { "phone.json \($0)" }
        var files = 1
        // Every entry but the build summary and the phone data is a locale directory.
        for locale in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where !locale.hasPrefix(".") && locale != "build-summary.md" && locale != "phone.json" {
            for (name, validator) in validators {
                let file = directory.appendingPathComponent("\(locale)/\(name).json")
                files += 1
                found += try validator.violations(ofDocument: Data(contentsOf: file)).map { "\(locale)/\(name).json \($0)" }
            }
        }
        #expect(files > 0)
        return found
    }

    @Test func committedOutputsValidate() throws {
        #expect(try violations(in: Self.committed) == [])
    }

    /// Every locale of each full CLDR tree from 41 on builds, and its
    /// outputs validate: 803 locales in CLDR 41, 1,067 in 46, 1,122 in 48.2.
    @Test(arguments: CLDRTree.tested)
    func everyLocaleOfTheFullTreeValidates(_ tree: CLDRTree) throws {
        let common = try tree.required()
        let out = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandRunner.run(["build", "--locales", "all", "--reference", common, "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let locales = [CLDRTree.cldr41: 803, .cldr46: 1_067, .cldr48: 1_122][tree]!
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == locales + 2, "\(locales) locales, phone.json and the build summary")
        let found = try violations(in: out)
        #expect(found.isEmpty, "\(found.prefix(10))")
    }

    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let validator = try SchemaValidator(schemaFile: Self.schemas.appendingPathComponent("countries.schema.json"))
        let bad = #"{"locale": "en", "sections": [{"title": "A", "kind": "middle", "countries": [{"code": "ABC", "name": "", "dial_code": "+1-684", "search_keys": [], "extra": 1}]}]}"#
        let found = try validator.violations(ofDocument: Data(bad.utf8))
        #expect(found.count == 5, "\(found)")
        #expect(try validator.violations(ofDocument: Data(#"{"locale": "en"}"#.utf8)) == ["$: missing sections"])
        let index = try SchemaValidator(schemaFile: Self.schemas.appendingPathComponent("index.schema.json"))
        let letters = #"{"locale": "en", "letters": [{"label": "A", "section": true, "count": -1}]}"#
        #expect(try index.violations(ofDocument: Data(letters.utf8)).sorted() == ["$.letters[0].count: -1 is below 0", "$.letters[0].section: expected integer"])
    }
}
