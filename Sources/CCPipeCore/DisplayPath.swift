import Foundation

/// How paths appear in messages and reports: relative to the working
/// directory when they lie under it, as the user would type them; else as
/// they are.
package enum DisplayPath {
    package static func of(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return path }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let here = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        if standardized == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    /// How reports name a file of the checkout: relative to the top of the
    /// git repository it is in, whatever the working directory, so that an
    /// annotation or a SARIF result run from `data/` still names
    /// `data/CountryCodes.json`, the path GitHub places it on. A file in no
    /// repository is named as `of` names it.
    package static func inRepository(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let absolute = absolute(path, relativeTo: workingDirectory)
        let directory = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        guard let top = RepositoryRoot.containing(directory) else { return of(absolute, workingDirectory: workingDirectory) }
        let prefix = top.hasSuffix("/") ? top : top + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : of(absolute, workingDirectory: workingDirectory)
    }

    /// `path` made absolute against `directory`, with `.` and `..` resolved.
    package static func absolute(_ path: String, relativeTo directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
