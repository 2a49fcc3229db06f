import CCPipeCore

/// The default reference, compiled into the module: the CLDR subset, the
/// telephone codes, ISO 3166-1 and their licences from `Sources-Data/`, byte
/// for byte. An installed binary therefore needs no source checkout, and
/// SwiftPM resources are avoided because their Linux accessor falls back to a
/// path in the build tree.
///
/// The texts are in `Generated/EmbeddedReference+Files.swift`, which
/// `ccpipe import embedded` writes from `Sources-Data/`.
package enum EmbeddedReference {
    /// The CLDR `common/` directory, relative to `Sources-Data/`.
    package static let cldrDirectory = "cldr/common"
    package static let isoFile = "iso-codes/iso_3166-1.json"
    /// The iso-codes release the JSON was copied from; the JSON does not say.
    package static let isoVersionFile = "iso-codes/version.txt"
    package static let licenseDirectory = "licenses"
    /// How reports and errors name an embedded file: `embedded:cldr/common/main/en.xml`.
    package static let pathPrefix = "embedded:"

    /// An embedded file's bytes by its path relative to `Sources-Data/`,
    /// copied from its literal when asked for: a build that reads a file or
    /// two of them (the telephone codes beside a CLDR tree of its own) holds
    /// only those, and only while it reads them.
    package static func file(_ path: String) -> [UInt8]? {
        positions[path].map { Array(storedTexts[$0].text.utf8) }
    }

    /// Whether `path` is an embedded file.
    package static func holds(_ path: String) -> Bool { positions[path] != nil }

    /// Where each path's text is in `storedTexts`.
    private static let positions: [String: Int] = Dictionary(
        uniqueKeysWithValues: storedTexts.enumerated().map { ($0.element.path, $0.offset) })

    /// Paths of `files`, sorted.
    package static var paths: [String] { storedTexts.map(\.path) }

    /// Locales with a `main/<locale>.xml` (`root` included), sorted: what
    /// `--locales all` means for the embedded subset.
    package static let locales: [String] = {
        let prefix = cldrDirectory + "/main/"
        return paths.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".xml") }
            .map { String($0.dropFirst(prefix.count).dropLast(4)) }
            .sortedInUTF8()
    }()

    /// `supplemental/<file>` and friends inside the embedded CLDR directory.
    package static func cldrFile(_ relative: String) -> [UInt8]? {
        file(cldrDirectory + "/" + relative)
    }
}
