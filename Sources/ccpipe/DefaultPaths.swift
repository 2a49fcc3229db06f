/// Defaults that name places in ccpipe's own repository, relative to the
/// working directory. The reference is not among them: it is compiled into
/// CountryCodeKit (`ReferenceLocation.embedded`), so nothing is read from the
/// checkout the binary was built from.
enum DefaultPaths {
    static let dataset = "Sources-Data/CountryCodes.json"
    static let outputs = "Sources/CountryCatalog/Resources"
    static let buildSummary = "Reports/build-summary.md"
    static let benchmarks = "Reports/benchmarks.md"
    /// Where `ccpipe import` writes the CLDR subset; never read as the reference.
    static let importedCLDR = "Sources-Data/cldr/common"
}
