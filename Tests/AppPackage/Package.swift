// swift-tools-version:6.0
import PackageDescription

// An app as one adds CountryCatalog: by the product, from ccpipe's package
// (here by path, the repository this folder is in). `App` has a `Country`
// of its own beside the library's; `ReadmeExamples` is the README's code as
// written there, for an app without one; `OwnCatalogApp` is an app that
// ships its own catalogs and adds only CountryCatalogCore. `.ci/app-package`
// builds them, runs `App` and `OwnCatalogApp`, and checks that
// `OwnCatalogApp` alone builds no CountryCatalog resource bundle.
let package = Package(
    name: "AppPackage",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "ccpipe", path: "../..")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "CountryCatalog", package: "ccpipe")]),
        .executableTarget(name: "OwnCatalogApp", dependencies: [.product(name: "CountryCatalogCore", package: "ccpipe")]),
        // The documentation shows values as bare expressions, each a warning here.
        .target(name: "ReadmeExamples", dependencies: [.product(name: "CountryCatalog", package: "ccpipe")],
                swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
    ]
)
