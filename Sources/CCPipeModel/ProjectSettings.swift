import CCPipeCore

/// What `.ccpipe.json` declares about the project, besides the rules: where
/// the dataset is, which reference and locales to use, where `build` writes.
/// Paths are resolved against the directory of the file that names them
/// when the file is read, so they hold wherever ccpipe runs from.
package struct ProjectSettings: Sendable, Equatable {
    /// The dataset file (an absolute path once read).
    package var dataset: String?
    /// A CLDR `common/` directory (absolute), or nil for the embedded subset.
    package var reference: ReferenceSetting?
    /// An iso-codes `iso_3166-1.json` (absolute), or the embedded copy.
    package var iso: ReferenceSetting?
    /// Which keys hold the fields, as `--fields` takes them.
    package var fields: FieldMapping?
    /// The locales `build` writes.
    package var locales: LocaleSelection?
    /// Where `build` writes (absolute).
    package var out: String?
    /// The dataset shape `ccpipe init` recognised; reading the dataset as
    /// another shape is an error, so a reformatted file does not pass quietly.
    package var shape: String?
    /// Where each key of the file is written, for messages about it.
    package var locations: [String: SourceLocation]

    package init(dataset: String? = nil, reference: ReferenceSetting? = nil, iso: ReferenceSetting? = nil,
                fields: FieldMapping? = nil, locales: LocaleSelection? = nil, out: String? = nil, shape: String? = nil,
                locations: [String: SourceLocation] = [:]) {
        self.dataset = dataset
        self.reference = reference
        self.iso = iso
        self.fields = fields
        self.locales = locales
        self.out = out
        self.shape = shape
        self.locations = locations
    }
}

/// A reference file or directory: the one embedded in ccpipe, or a path.
package enum ReferenceSetting: Sendable, Equatable, CustomStringConvertible {
    case embedded
    case path(String)

    /// The word that selects the embedded copy, in flags and in `.ccpipe.json`.
    package static let embeddedKeyword = "embedded"

    /// `embedded`, or a path made absolute against `directory` (the working
    /// directory for a flag, the project file's for `.ccpipe.json`).
    package init(parsing text: String, relativeTo directory: String) {
        self = text == Self.embeddedKeyword ? .embedded : .path(DisplayPath.absolute(text, relativeTo: directory))
    }

    package var path: String? {
        if case .path(let path) = self { return path }
        return nil
    }

    package var description: String { path ?? Self.embeddedKeyword }
}

/// The locales a build covers.
package enum LocaleSelection: Sendable, Equatable {
    /// Every locale of the reference.
    case all
    case list([String])

    /// `["all"]` means every locale; a locale named twice is built once (two
    /// builds would race for its files).
    package init(_ listed: [String]) {
        if listed == ["all"] {
            self = .all
        } else {
            var seen: Set<String> = []
            self = .list(listed.filter { seen.insert($0).inserted })
        }
    }
}
