import CCPipeCore
import CCPipeModel
import Foundation

/// Reads `.ccpipe.json` with the strict JSON parser, so a mistake in it is
/// reported at its line and column like a mistake in a dataset.
///
/// ```json
/// {
///   "dataset": "CountryCodes.json",
///   "out": "picker",
///   "locales": ["en", "sv"],
///   "rules": {"name-iso": "off", "coverage-missing": "error"},
///   "scope": {"exclude": ["AQ", "BV"]},
///   "accepted": [{"rule": "dial-code-shared", "code": "AX", "reason": "mobiles use +358 4x"}]
/// }
/// ```
package enum ConfigurationReader {
    /// `name` is how locations name the file (by default `path`).
    package static func read(path: String, name: String? = nil, knownRules: Set<String>) throws -> Configuration {
        try parse(bytes: InputFile.bytes(atPath: path, maxBytes: JSONParser.Limits.default.maxBytes), file: path, name: name,
                  knownRules: knownRules)
    }

    /// `file` is where the file is (its paths are relative to it); `name`,
    /// how its locations name it. The keys it takes are `ProjectFile`'s.
    package static func parse(bytes: [UInt8], file: String, name: String? = nil, knownRules: Set<String>) throws -> Configuration {
        let root = try JSONParser.parse(bytes, file: name ?? file)
        var configuration = Configuration(file: file)
        let context = ProjectFileContext(directory: URL(fileURLWithPath: file).deletingLastPathComponent().path, knownRules: knownRules)
        try ProjectFile.read(root, .topLevel, ProjectFile.topLevel, context, into: &configuration, locations: \.project.locations)
        return configuration
    }

    /// The members of an object of the project file, which says each key
    /// once: a reviewer reads the first `"dataset"`, so a second one that
    /// JSON readers would take instead is an error, not a choice.
    static func object(_ node: JSONNode, _ expectation: String) throws -> [JSONMember] {
        guard case .object(let members) = node.value else { throw InputError("expected an object: \(expectation)", at: node.location) }
        var first: [String: SourceLocation] = [:]
        first.reserveCapacity(members.count)
        for member in members {
            if let earlier = first.updateValue(member.keyLocation, forKey: member.key) {
                throw InputError("duplicate key \"\(member.key.echoed)\": it is also at \(earlier.line):\(earlier.column), "
                                 + "and a project file says each setting once", at: member.keyLocation)
            }
        }
        return members
    }

    /// The configuration that applies to a dataset: `.ccpipe.json` in its
    /// directory or the nearest parent, stopping at the repository root (the
    /// first directory holding `.git`).
    package static func locate(forDataset path: String) -> String? {
        locate(from: URL(fileURLWithPath: path).deletingLastPathComponent().path)
    }

    /// `.ccpipe.json` in `directory` or the nearest parent, stopping at the
    /// repository root (the first directory holding `.git`).
    package static func locate(from start: String) -> String? {
        var directory = URL(fileURLWithPath: start).standardizedFileURL
        while true {
            let candidate = directory.appendingPathComponent(Configuration.defaultFileName).path
            if FileManager.default.fileExists(atPath: candidate) { return relativeToWorkingDirectory(candidate) }
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(".git").path) { return nil }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    /// Paths under the working directory are shown relative to it, as the
    /// user would type them.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        DisplayPath.of(path)
    }
}
