import Foundation

/// `build-manifest.json`: what each locale's outputs were built from and
/// what they hold, so that the next build rebuilds only what changed and
/// `build --check` answers without building. Its format is in the README
/// ("The build manifest"); CountryCatalog ignores it (a locale is a
/// directory holding `countries.json`).
///
/// Every fingerprint is a `ContentHash` of bytes. A file's `stamp`
/// (`FileStamp`) lets a later build trust the fingerprint without reading
/// the file while the stamp is unchanged; stamps depend on the machine, so
/// the manifest is not meant to be committed.
public struct BuildManifest: Codable, Equatable, Sendable {
    public static let fileName = "build-manifest.json"
    /// Raised when the meaning of a member changes; another format is ignored.
    public static let currentFormat = 1

    public var format: Int
    /// `CCPipeVersion.ccpipe` of the build that wrote it.
    public var ccpipe: String
    /// The options outputs depend on: see `Pipeline.optionsFingerprint`.
    public var options: String
    /// The dataset's bytes.
    public var dataset: String
    /// Reference files read, by path: their fingerprint, or `missing`.
    public var files: [String: FileRecord]
    public var validation: Validation
    /// As the summary lists them (`CLDR 41`, `ICU 72.1`).
    public var referenceVersions: [String]
    /// The inheritance chain of every locale built or validated, the locale
    /// first and `root` last, separated by spaces; reused while
    /// `supplementalData.xml` (where parent locales are declared) is unchanged.
    public var chains: [String: String]
    public var locales: [String: LocaleRecord]

    /// Written as one string, `<hash>` or `<hash> <stamp>`: one JSON
    /// string per file rather than an object keeps decoding the manifest a
    /// small part of a build that has nothing to do.
    public struct FileRecord: Codable, Equatable, Sendable {
        /// The content fingerprint, or `missing` for a file that was looked
        /// for and is not there (a locale of the chain without a file).
        public var hash: String
        /// Nil for a file compiled into ccpipe.
        public var stamp: String?

        public static let missing = "missing"

        public init(hash: String, stamp: String?) {
            self.hash = hash
            self.stamp = stamp
        }

        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(stamp.map { hash + " " + $0 } ?? hash)
        }
    }

    /// What validation read: it is skipped when `inputs` is unchanged,
    /// since a build is recorded only after its dataset passed.
    public struct Validation: Codable, Equatable, Sendable {
        public var inputs: String
        /// The locales the dataset has names in, besides `en`.
        public var namedLocales: [String]

        enum CodingKeys: String, CodingKey {
            case inputs
            case namedLocales = "named_locales"
        }
    }

    public struct LocaleRecord: Codable, Equatable, Sendable {
        /// Fingerprint of ccpipe's version, the options, the dataset, and
        /// the chain's locale ids with the fingerprint of each one's file.
        public var inputs: String
        public var sections: Int
        public var countries: Int
        public var indexLabels: Int
        /// `countries.json` and `index.json`.
        public var outputs: [String: FileRecord]

        enum CodingKeys: String, CodingKey {
            case inputs, sections, countries, outputs
            case indexLabels = "index_labels"
        }
    }

    enum CodingKeys: String, CodingKey {
        case format, ccpipe, options, dataset, files, validation, chains, locales
        case referenceVersions = "reference_versions"
    }

    /// Sorted keys and no white space (an all-locale manifest is a few
    /// hundred kilobytes, read by every build), so equal manifests are equal
    /// bytes.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [UInt8(ascii: "\n")]
    }
}
