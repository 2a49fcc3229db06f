import CCPipeBuild
import CCPipeCore
import CCPipeIngest
import CCPipeReference

/// The versions of what ccpipe carries (the embedded reference) and what it
/// links against (ICU, libxml2), for `--version`, reports and bug reports.
extension CCPipeVersion {
    package struct Component: Sendable, Equatable {
        package enum Kind: Sendable { case embeddedData, linkedLibrary }
        package var name: String
        /// As its source states it: `41`, `v9.0.35`, `4.15.0`, `72.1`, or `unknown`.
        package var version: String
        package var kind: Kind
        /// Where it comes from or what it is used for, in parentheses after
        /// the version.
        package var note: String? = nil
    }

    /// In the order `--version` prints them. The data versions are read from
    /// the embedded files; the library versions from the libraries at run time.
    package static var components: [Component] {
        [
            Component(name: "CLDR", version: EmbeddedReference.cldrVersion ?? "unknown", kind: .embeddedData,
                      note: EmbeddedReference.cldrSource),
            Component(name: "libphonenumber", version: EmbeddedReference.libphonenumberVersion ?? "unknown", kind: .embeddedData,
                      note: EmbeddedReference.libphonenumberSource),
            Component(name: "iso-codes", version: EmbeddedReference.isoCodesVersion ?? "unknown", kind: .embeddedData,
                      note: EmbeddedReference.isoCodesSource),
            Component(name: "ICU", version: ICU.version, kind: .linkedLibrary, note: ICU.role),
            Component(name: "libxml2", version: XMLReader.libxml2Version, kind: .linkedLibrary),
        ]
    }

    /// What `ccpipe --version` prints; the last line says where the licences are.
    package static var text: String {
        let parts = components
        func lines(_ kind: Component.Kind) -> String {
            parts.filter { $0.kind == kind }.map { "  \($0.name) \($0.version)\($0.note.map { " (\($0))" } ?? "")\n" }.joined()
        }
        return "ccpipe \(ccpipe)\n"
            + "embedded reference (locales \(EmbeddedReference.locales.joined(separator: ", "))):\n" + lines(.embeddedData)
            + "linked libraries:\n" + lines(.linkedLibrary)
            + "licenses of the embedded data: ccpipe --licenses\n"
    }

    /// What `ccpipe --licenses` prints: the licences of the embedded data.
    package static var licensesText: String { EmbeddedReference.licensesText }
}
