import CCPipeModel
import CCPipeReport
import Foundation

/// What a command line says about the project; every value is optional and,
/// when given, wins over `.ccpipe.json`.
package struct ProjectOptions: Sendable, Equatable {
    /// A dataset path, or `-` for standard input.
    package var dataset: String?
    /// A CLDR `common/` directory, or `embedded`.
    package var reference: String?
    /// An iso-codes `iso_3166-1.json`, or `embedded`.
    package var iso: String?
    /// `--fields`, unparsed.
    package var fields: String?
    /// `--config`: the project file to use instead of the one found.
    package var config: String?
    /// `--locales`, split; `["all"]` for every locale.
    package var locales: [String]?
    /// `--out`.
    package var out: String?
    /// Conventions to hold the dataset to whatever it states or shows
    /// (`fix --canonical`: ccpipe's own writing).
    package var conventions: StatedConventions?
    /// Where relative paths on the command line start, and where the search
    /// for `.ccpipe.json` starts when no dataset is named.
    package var workingDirectory: String

    package init(dataset: String? = nil, reference: String? = nil, iso: String? = nil, fields: String? = nil,
                config: String? = nil, locales: [String]? = nil, out: String? = nil, conventions: StatedConventions? = nil,
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.conventions = conventions
        self.dataset = dataset
        self.reference = reference
        self.iso = iso
        self.fields = fields
        self.config = config
        self.locales = locales
        self.out = out
        self.workingDirectory = workingDirectory
    }

    /// The dataset argument that means standard input.
    package static let standardInput = "-"
}
