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
    /// how its locations name it.
    package static func parse(bytes: [UInt8], file: String, name: String? = nil, knownRules: Set<String>) throws -> Configuration {
        let root = try JSONParser.parse(bytes, file: name ?? file)
        let members = try object(root, "the project's settings (\(expectedKeys))")
        var configuration = Configuration(file: file)
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        for member in members {
            switch member.key {
            case "rules": configuration.severities = try severities(member.value, knownRules: knownRules)
            case "scope": configuration.scope = try scope(member.value)
            case "accepted": configuration.accepted = try accepted(member.value, knownRules: knownRules)
            case "conventions": configuration.conventions = try ConventionsReader.read(member.value)
            case "$schema", "comment":
                guard case .string = member.value.value else {
                    throw InputError("\"\(member.key)\" must be a string", at: member.value.location)
                }
            case let key where ProjectSettings.keys.contains(key):
                try ProjectSettingsReader.read(member, relativeTo: directory, into: &configuration.project)
            default:
                throw InputError("unknown key \"\(member.key)\": expected one of \(expectedKeys)", at: member.keyLocation)
            }
        }
        return configuration
    }

    private static let expectedKeys = (ProjectSettings.keys + ["conventions", "rules", "scope", "accepted"]).map { "\"\($0)\"" }
        .joined(separator: ", ")

    private static func severities(_ node: JSONNode, knownRules: Set<String>) throws -> [String: Severity?] {
        var settings: [String: Severity?] = [:]
        for member in try object(node, "\"rules\" maps rule ids to \"error\", \"warning\", \"notice\" or \"off\"") {
            try requireKnown(member.key, at: member.keyLocation, knownRules: knownRules)
            guard case .string(let text) = member.value.value, text == "off" || Severity(rawValue: text) != nil else {
                throw InputError("rule \"\(member.key)\": expected \"error\", \"warning\", \"notice\" or \"off\"", at: member.value.location)
            }
            settings[member.key] = text == "off" ? .some(nil) : Severity(rawValue: text)
        }
        return settings
    }

    private static func scope(_ node: JSONNode) throws -> Configuration.Scope {
        var scope = Configuration.Scope()
        for member in try object(node, "\"scope\" holds \"include\" and/or \"exclude\" lists of region codes") {
            let codes = try regionCodes(member.value)
            switch member.key {
            case "include": scope.include = codes
            case "exclude": scope.exclude = codes
            default: throw InputError("unknown key \"\(member.key)\" in \"scope\": expected \"include\" or \"exclude\"", at: member.keyLocation)
            }
        }
        return scope
    }

    private static func accepted(_ node: JSONNode, knownRules: Set<String>) throws -> [Configuration.Acceptance] {
        guard case .array(let entries) = node.value else {
            throw InputError("\"accepted\" is a list of {\"rule\", \"code\", \"field\", \"actual\", \"reason\"}", at: node.location)
        }
        return try entries.map { entry in
            var values: [String: String] = [:]
            for member in try object(entry, "an accepted finding is an object with \"rule\" and \"reason\"") {
                guard ["rule", "code", "field", "actual", "reason"].contains(member.key) else {
                    throw InputError("unknown key \"\(member.key)\": expected \"rule\", \"code\", \"field\", \"actual\" or \"reason\"", at: member.keyLocation)
                }
                guard case .string(let text) = member.value.value else {
                    throw InputError("\"\(member.key)\" must be a string", at: member.value.location)
                }
                values[member.key] = text
            }
            guard let rule = values["rule"] else { throw InputError("an accepted finding needs \"rule\"", at: entry.location) }
            try requireKnown(rule, at: entry.location, knownRules: knownRules)
            guard let reason = values["reason"], !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError("an accepted finding needs a \"reason\" saying why it is accepted", at: entry.location)
            }
            return Configuration.Acceptance(rule: rule, code: values["code"], field: values["field"], actual: values["actual"],
                                            reason: reason, location: entry.location)
        }
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
                throw InputError("duplicate key \"\(member.key.escapedForReport.excerpt(64))\": it is also at \(earlier.line):\(earlier.column), "
                                 + "and a project file says each setting once", at: member.keyLocation)
            }
        }
        return members
    }

    private static func regionCodes(_ node: JSONNode) throws -> Set<String> {
        guard case .array(let elements) = node.value else { throw InputError("expected a list of region codes", at: node.location) }
        return Set(try elements.map { element in
            guard case .string(let code) = element.value else { throw InputError("expected a region code string", at: element.location) }
            return code
        })
    }

    private static func requireKnown(_ rule: String, at location: SourceLocation, knownRules: Set<String>) throws {
        guard knownRules.contains(rule) else {
            throw InputError("unknown rule \"\(rule)\"; 'ccpipe rules' lists them", at: location)
        }
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
