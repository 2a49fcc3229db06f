/// Where the reference comes from: a CLDR `common/` directory, an ISO 3166-1
/// file, and a directory for the files a real CLDR tree no longer has.
public struct ReferenceLocation: Sendable, Equatable {
    public var cldrDirectory: String
    public var isoFile: String
    /// Files missing from `cldrDirectory` (CLDR dropped `telephoneCodeData.xml`
    /// in release 34) are read from here: the embedded subset.
    public var fallbackDirectory: String?

    public init(cldrDirectory: String, isoFile: String, fallbackDirectory: String?) {
        self.cldrDirectory = cldrDirectory
        self.isoFile = isoFile
        self.fallbackDirectory = fallbackDirectory
    }
}

/// Reads the whole reference: CLDR XML through `CLDRReference`, ISO 3166-1
/// JSON through `ISO3166Loader`.
public enum ReferenceLoader {
    /// The locales the embedded subset carries, with `root` for inheritance.
    public static var defaultLocales: [String] { CLDRTrimmer.defaultLocales }

    public static func load(_ location: ReferenceLocation, locales: [String]) throws -> ReferenceData {
        var reference = try CLDRReference.load(commonDirectory: location.cldrDirectory, locales: locales,
                                               fallbackDirectory: location.fallbackDirectory)
        reference.isoCountries = try ISO3166Loader.load(path: location.isoFile)
        reference.sources.append(ReferenceSource(role: "ISO 3166-1 names", path: location.isoFile, version: nil))
        return reference
    }
}
