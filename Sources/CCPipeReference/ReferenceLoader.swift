import CCPipeModel
import Foundation

/// Where the reference comes from: a CLDR `common/` directory and an ISO
/// 3166-1 file on disk, or the copies compiled into `EmbeddedReference`.
/// Files a real CLDR tree no longer has (`telephoneCodeData.xml`, dropped in
/// CLDR 34) always come from the embedded copy.
package struct ReferenceLocation: Sendable, Equatable {
    /// A CLDR `common/` directory on disk, or nil for the embedded subset.
    package var cldrDirectory: String?
    /// An iso-codes `iso_3166-1.json` on disk, or nil for the embedded copy.
    package var isoFile: String?

    package init(cldrDirectory: String?, isoFile: String?) {
        self.cldrDirectory = cldrDirectory
        self.isoFile = isoFile
    }

    package static let embedded = ReferenceLocation(cldrDirectory: nil, isoFile: nil)

    /// How reports name it: the directory, or `embedded (CLDR 48.2 subset)`.
    package var cldrDescription: String {
        cldrDirectory ?? "embedded (CLDR \(EmbeddedReference.cldrVersion ?? "of unknown version") subset)"
    }

    /// `relative` inside the CLDR `common/` directory, such as `main/en.xml`.
    /// The path is `URL(fileURLWithPath:)`'s with `relative` appended; for an
    /// absolute directory (as projects give it) that is the directory without
    /// its trailing slashes, `/`, and `relative`, made here directly: `URL`
    /// costs a `stat` and a parse per call, and a build asks for thousands.
    package func cldrFile(_ relative: String) -> ReferenceFile {
        guard let cldrDirectory else { return .embedded(EmbeddedReference.cldrDirectory + "/" + relative) }
        guard cldrDirectory.hasPrefix("/") else {
            return .disk(URL(fileURLWithPath: cldrDirectory).appendingPathComponent(relative).path)
        }
        var directory = Substring(cldrDirectory)
        while directory.hasSuffix("/") { directory.removeLast() }
        return .disk(directory + "/" + relative)
    }

    package var isoReferenceFile: ReferenceFile {
        isoFile.map(ReferenceFile.disk) ?? .embedded(EmbeddedReference.isoFile)
    }
}

/// Reads the whole reference: CLDR XML through `CLDRReference`, ISO 3166-1
/// JSON through `ISO3166Loader`.
package enum ReferenceLoader {
    package static func load(_ location: ReferenceLocation, locales: [String]) throws -> ReferenceData {
        var reference = try CLDRReference.load(location, locales: locales)
        let iso = location.isoReferenceFile
        reference.isoCountries = try ISO3166Loader.load(iso)
        // The JSON does not state its release; only the embedded copy's is known.
        let version = iso.isEmbedded ? EmbeddedReference.isoCodesVersion.map { "iso-codes \($0)" } : nil
        reference.sources.append(ReferenceSource(role: "ISO 3166-1 names", path: iso.path, version: version))
        return reference
    }
}
