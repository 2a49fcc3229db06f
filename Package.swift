// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ccpipe",
    // For CountryCatalog, the library apps import (ccpipe itself runs on
    // Linux and macOS): it chooses a catalog with `Locale.Language`'s likely
    // subtags (`maximalIdentifier`), new in iOS 16, macOS 13, tvOS 16 and
    // watchOS 9; the README's SwiftUI example (`searchable`,
    // `ScrollViewReader`) needs no more. Linux ignores this list.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .executable(name: "ccpipe", targets: ["ccpipe"]),
        .library(name: "CountryCodeKit", targets: ["CountryCodeKit"]),
        .library(name: "CountryCatalog", targets: ["CountryCatalog"]),
    ],
    targets: [
        // libxml2, through a shim that keeps ICU's headers out of the Swift module graph.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // ICU collation and alphabetic index, behind a plain-C header.
        .target(
            name: "CICUBridge",
            // DWARF 4: valgrind 3.19 (Debian 12), which `ccpipe bench` runs
            // for instruction counts, cannot read this code's DWARF 5.
            cxxSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        .target(
            name: "CountryCodeKit",
            // CountryCatalog defines the picker catalog's value types and
            // search folding; the builder makes what it reads.
            dependencies: ["CLibXML2", "CICUBridge", "CountryCatalog"]
        ),
        .target(
            name: "CountryCatalog",
            exclude: ["Schema"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "ccpipe",
            dependencies: ["CountryCodeKit", "CountryCatalog"]
        ),
        .testTarget(
            name: "CountryCodeKitTests",
            dependencies: ["CountryCodeKit", "CountryCatalog"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CountryCatalogTests",
            dependencies: ["CountryCatalog"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ccpipeTests",
            dependencies: ["CountryCodeKit", "ccpipe"],
            exclude: ["Golden"]
        ),
    ],
    cxxLanguageStandard: .cxx17
)
