import CCPipeBuild
import CCPipeModel

/// The releases a verdict or a build rests on, as reports list them: each
/// version the reference's files state, in first-seen order (`CLDR 48.2`,
/// `libphonenumber v9.0.35`, `iso-codes 4.20.1`), then the linked ICU's
/// with the CLDR release of its own data (`ICU 72.1 (CLDR 42)`), which
/// collation and the index letters come from, whatever CLDR the names do.
package enum ReferenceVersions {
    package static func of(_ reference: ReferenceData) -> [String] {
        var versions: [String] = []
        for source in reference.sources {
            guard let version = source.version, !versions.contains(version) else { continue }
            versions.append(version)
        }
        return versions + [icu]
    }

    /// `ICU 72.1 (CLDR 42)`.
    package static var icu: String {
        "ICU \(ICU.version)" + (ICU.cldrVersion.map { " (CLDR \($0))" } ?? "")
    }

    /// What the build summary says of ICU's part: `ICU 72.1, from its own CLDR 42 data`.
    package static var icuData: String {
        "ICU \(ICU.version), from its own " + (ICU.cldrVersion.map { "CLDR \($0) data" } ?? "data")
    }
}
