import CCPipeCore

/// What reading and writing a project file needs besides its text.
package struct ProjectFileContext: Sendable {
    /// The file's directory: its paths are relative to it.
    package var directory: String
    /// The rule ids `rules` and `accepted` may name.
    package var knownRules: Set<String>

    package init(directory: String, knownRules: Set<String> = []) {
        self.directory = directory
        self.knownRules = knownRules
    }

    /// A path of the file, absolute.
    func absolute(_ path: String) -> String { DisplayPath.absolute(path, relativeTo: directory) }

    /// An absolute path as the file writes it: relative to its directory
    /// when under it.
    func relative(_ path: String) -> String { DisplayPath.of(path, workingDirectory: directory) }
}
