import CCPipeReference

/// Reads `callgrind_annotate` text: the program's total instructions, and
/// the build's stages as the inclusive counts of the functions that do them.
/// Swift names are matched in their mangled form, which callgrind prints.
package enum CallgrindStages {
    /// Stage name → the functions it is made of (parts of mangled names);
    /// each function counts once, at its largest inclusive figure (its own
    /// entry rather than a closure's or a recursion's).
    static let stages: [(name: String, functions: [String])] = [
        // (The telephone codes' loader is inlined into its caller in a release build.)
        ("supplemental files, ISO 3166-1", ["SupplementalDataLoaderO4load", "SupplementalMetadataLoaderO4load",
                                            "RegionValidityLoaderO4load", "ISO3166LoaderO4load"]),
        ("locale files (libxml2 included)", ["TerritoryNamesLoaderO4read"]),
        ("dataset and validation", ["DatasetReaderO5parse", "ValidatorO8validate"]),
        ("manifest: fingerprints, chains, plan", ["BuildPlanC7locales", "BuildManifestV7encoded", "ContentHasherV6update"]),
        ("catalogs: names, sections, search keys, their files rendered", ["CatalogBuilderO8rendered8prepared"]),
        ("  of which ICU alphabetic index and collation", ["AlphabeticIndexBucketsO7compute"]),
        ("  of which search keys (folding, Latin spellings)", ["SearchKeysV4keys"]),
        // A derivation's sections and letters, rendered once; each locale's
        // files from them and its locale line.
        ("  of which rendering JSON", ["CatalogRendererO13sectionsBytes", "CatalogRendererO12lettersBytes",
                                       "CatalogRendererO5files6locale4body"]),
        ("ICU transliterators opened for Latin spellings (`Han-Latin` narrowed to the names' characters)",
         ["ccp_transliterator_open_narrowed", "ccp_transliterator_open "]),
        // `OutputCommit` in module `CCPipeOutput` mangles with its word
        // "Output" as a back reference (`0B6Commit`).
        ("file creation, user space", ["StagedFilesC5stage", "12CCPipeOutput0B6CommitC3run", "StagedFilesC9fileHolds"]),
    ]

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
