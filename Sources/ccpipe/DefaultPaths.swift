import Foundation

/// Where the embedded default lives. Commands run from the repository root
/// find it in `Sources-Data/`; from elsewhere, the checkout this binary was
/// built from is used, so `swift run ccpipe check` works in any directory.
enum DefaultPaths {
    /// The repository root: the working directory when it holds `Sources-Data/`,
    /// else the checkout the binary was built from.
    static let root: String = {
        let here = FileManager.default.currentDirectoryPath
        if FileManager.default.fileExists(atPath: here + "/Sources-Data") { return "" }
        let source = URL(fileURLWithPath: #filePath)  // <root>/Sources/ccpipe/DefaultPaths.swift
        return source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/"
    }()

    static var dataset: String { root + "Sources-Data/CountryCodes.json" }
    static var cldr: String { root + "Sources-Data/cldr/common" }
    static var isoCodes: String { root + "Sources-Data/iso-codes/iso_3166-1.json" }
    static var outputs: String { root + "Sources/CountryCatalog/Resources" }
    static var buildSummary: String { root + "Reports/build-summary.md" }
    static var benchmarks: String { root + "Reports/benchmarks.md" }
}
