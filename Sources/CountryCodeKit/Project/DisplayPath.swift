import Foundation

/// How paths appear in messages and reports: relative to the working
/// directory when they lie under it, as the user would type them; else as
/// they are.
public enum DisplayPath {
    public static func of(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return path }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let here = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        if standardized == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : standardized
    }

    /// `path` made absolute against `directory`, with `.` and `..` resolved.
    public static func absolute(_ path: String, relativeTo directory: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
