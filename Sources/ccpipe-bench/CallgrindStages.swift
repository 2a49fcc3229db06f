import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeOutput
import CCPipeReference
import CCPipeValidate
import CountryCodeKit

/// Reads `callgrind_annotate` text: the program's total instructions, and
/// the build's stages as the inclusive counts of the functions that do them.
/// Swift names are matched in their mangled form, which callgrind prints.
package enum CallgrindStages {
    /// Stage name → the functions it is made of (parts of mangled names);
    /// each function counts once, at its largest inclusive figure (its own
    /// entry rather than a closure's or a recursion's).
    static let stages: [(name: String, functions: [String])] = [
        ("supplemental files, ISO 3166-1", [function(SupplementalDataLoader.self, "4load"), function(SupplementalMetadataLoader.self, "4load"),
                                            function(RegionValidityLoader.self, "4load"), function(ISO3166Loader.self, "4load")]),
        ("telephone file and every region's phone data", [function(TelephoneCodeLoader.self, "4load"), function(PhoneExample.self, "9phoneData")]),
        ("locale files (libxml2 included)", [function(TerritoryNamesLoader.self, "4read")]),
        ("dataset and validation", [function(DatasetReader.self, "5parse"), function(Validator.self, "8validate")]),
        ("manifest: fingerprints, chains, plan", [function(BuildPlan.self, "7locales"), function(BuildManifest.self, "7encoded"),
                                                  function(ContentHasher.self, "6update")]),
        ("catalogs: names, sections, search keys, their files rendered", [function(CatalogBuilder.self, "8rendered8prepared")]),
        ("  of which ICU alphabetic index and collation", [function(AlphabeticIndexBuckets.self, "7compute")]),
        ("  of which search keys (folding, Latin spellings)", [function(SearchKeys.self, "4keys")]),
        ("  of which search abbreviations (alpha-3 codes, initials)", [function(SearchAbbreviations.self, "13abbreviations")]),
        // A derivation's sections and letters, rendered once; each locale's
        // files from them and its locale line.
        ("  of which rendering JSON", [function(CatalogRenderer.self, "13sectionsBytes"), function(CatalogRenderer.self, "12lettersBytes"),
                                       function(CatalogRenderer.self, "5files6locale4body")]),
        ("ICU transliterators opened for Latin spellings (`Han-Latin` narrowed to the names' characters)",
         ["ccp_transliterator_open_narrowed", "ccp_transliterator_open "]),
        ("file creation, user space", [function(StagedFiles.self, "5stage"), function(OutputCommit.self, "3run"),
                                       function(StagedFiles.self, "9fileHolds")]),
    ]

    /// A Swift function as its symbol begins: its type as the runtime
    /// mangles it (module and type, `12CCPipeOutput0B6CommitC`, so a module
    /// or type renamed renames it with the code), then the member's name as
    /// mangled after it (`3run`).
    static func function(_ type: Any.Type, _ member: String) -> String {
        (_mangledTypeName(type) ?? "\(type)") + member
    }

    package static func total(_ annotated: String) -> Int {
        for line in annotated.split(separator: "\n") where line.contains("PROGRAM TOTALS") {
            return count(line) ?? 0
        }
        return 0
    }

    package static func stages(_ annotated: String) -> [(name: String, instructions: Int)] {
        let lines = annotated.split(separator: "\n")
        return stages.map { stage in
            let sum = stage.functions.reduce(0) { sum, function in
                sum + (lines.filter { $0.contains(function) }.compactMap(count).max() ?? 0)
            }
            return (stage.name, sum)
        }
    }

    /// The first figure of a line, `1,234,567 (12.3%) …`.
    private static func count(_ line: Substring) -> Int? {
        Int(line.drop { $0 == " " }.prefix { $0.isNumber || $0 == "," }.filter(\.isNumber))
    }
}
