// swift-tools-version:6.0
import PackageDescription

/// The pipeline's targets, bottom to top.
let pipeline: [Target.Dependency] = ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CCPipeReference", "CCPipeValidate",
                                     "CCPipeBuild", "CCPipeOutput", "CCPipeDiff", "CCPipeReport", "CountryCodeKit"]

let package = Package(
    name: "ccpipe",
    // For CountryCatalog, the library apps import (ccpipe itself runs on
    // Linux and macOS): it chooses a catalog with `Locale.Language`'s likely
    // subtags (`maximalIdentifier`), new in iOS 16, macOS 13, tvOS 16 and
    // watchOS 9; the README's SwiftUI example (`searchable`,
    // `ScrollViewReader`) needs no more. Linux ignores this list.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    // For outside use: the command line, and the library an app imports to
    // read what `ccpipe build` writes: CountryCatalog with ccpipe's bundled
    // catalogs, or CountryCatalogCore without them, for an app that ships
    // its own. The pipeline's targets are the package's own: what they
    // share is `package`, not `public`.
    products: [
        .executable(name: "ccpipe", targets: ["ccpipe"]),
        .library(name: "CountryCatalog", targets: ["CountryCatalog"]),
        .library(name: "CountryCatalogCore", targets: ["CountryCatalogCore"]),
    ],
    targets: [
        // libxml2, through a shim that keeps ICU's headers out of the Swift module graph.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // ICU collation, alphabetic index and transliteration, behind a plain-C header.
        .target(
            name: "CICUBridge",
            // DWARF 4: valgrind 3.19 (Debian 12), which `ccpipe bench` runs
            // for instruction counts, cannot read this code's DWARF 5.
            cxxSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // What an app imports: the picker catalog's values, loading, search,
        // the phone field, locale matching. Foundation only, so it also
        // builds for Apple's systems; no resources, so an app that loads
        // catalogs of its own carries none of ccpipe's.
        .target(name: "CountryCatalogCore"),
        // CountryCatalogCore, re-exported, with the catalogs ccpipe bundles
        // (`PickerCatalog.bundled(locale:)`): 41 locales, about 5 MB.
        .target(
            name: "CountryCatalog",
            dependencies: ["CountryCatalogCore"],
            exclude: ["Schema"],
            resources: [.copy("Resources")]
        ),

        // The pipeline, one stage a target, each seeing only those below it
        // (README, "Layout"), and above it the executables:
        //
        //   ccpipe           the command line: options, help, files, exit codes
        //   ccpipe-bench     the benchmarks `ccpipe bench` and `ccpipe bench-search` run
        //   CCPipeCore       errors, locations, escaping, hashes, JSON output, files
        //   CCPipeModel      the values at stage boundaries: Dataset, Finding, Catalog, ReferenceData
        //   CCPipeIngest     datasets and the project file with positions; the XML reader (libxml2)
        //   CCPipeReference  CLDR, ISO 3166-1 and dial-code loaders, the embedded reference
        //   CCPipeValidate   the rules, and the fixes they declare safe
        //   CCPipeBuild      each locale's catalog and its files (ICU)
        //   CCPipeOutput     the output tree: staged, journaled, confined writes; the manifest
        //   CCPipeDiff       two datasets, their findings and their catalogs compared
        //   CCPipeReport     check, diff, build and rule reports in every format
        //   CountryCodeKit   the project and the pipeline every command runs; import
        .target(name: "CCPipeCore"),
        .target(name: "CCPipeModel", dependencies: ["CCPipeCore", "CountryCatalogCore"]),
        .target(name: "CCPipeIngest", dependencies: ["CCPipeCore", "CCPipeModel", "CLibXML2"]),
        .target(name: "CCPipeReference", dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CountryCatalogCore"]),
        .target(name: "CCPipeValidate", dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CCPipeReference", "CountryCatalogCore"]),
        .target(name: "CCPipeBuild",
                dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CCPipeReference", "CCPipeValidate", "CICUBridge", "CountryCatalogCore"]),
        .target(name: "CCPipeOutput", dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeBuild"]),
        .target(name: "CCPipeDiff", dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CCPipeReference", "CCPipeValidate"]),
        .target(name: "CCPipeReport",
                dependencies: ["CCPipeCore", "CCPipeModel", "CCPipeIngest", "CCPipeReference", "CCPipeValidate", "CCPipeBuild", "CCPipeOutput", "CCPipeDiff",
                               "CountryCatalogCore"]),
        .target(name: "CountryCodeKit", dependencies: pipeline.dropLast() + ["CountryCatalogCore"]),
        // Above the pipeline: the command line, and beside it the benchmarks
        // `ccpipe bench` and `ccpipe bench-search` run. ccpipe depends on
        // ccpipe-bench only so that every build of ccpipe (`swift run`, the
        // portable build) builds it too, alike and beside it; ccpipe does not
        // import or link it, but links what it depends on: so ccpipe-bench
        // reads the bundled catalogs from their folder through
        // CountryCatalogCore, and neither links CountryCatalog.
        .executableTarget(name: "ccpipe-bench", dependencies: pipeline + ["CountryCatalogCore"]),
        // The command line reaches the pipeline only through CountryCodeKit,
        // and prints what CCPipeReport renders.
        .executableTarget(
            name: "ccpipe",
            dependencies: ["CountryCodeKit", "CCPipeReport", "ccpipe-bench"]
        ),
        .testTarget(
            name: "CountryCodeKitTests",
            dependencies: pipeline + ["CountryCatalogCore", "CountryCatalog"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CountryCatalogTests",
            dependencies: ["CountryCatalogCore", "CountryCatalog"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ccpipeTests",
            dependencies: pipeline + ["ccpipe", "ccpipe-bench"],
            exclude: ["Golden"]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
