import CCPipeCore
import CCPipeModel
import Foundation

/// What a key of `.ccpipe.json` is, for people: its name, where it may
/// appear, its JSON type, its default and what it means. The README's table
/// of keys is these, in declaration order (`ProjectFile.keys`).
package struct ProjectFileKey: Sendable, Equatable {
    package var name: String
    package var place: ProjectFilePlace
    /// The JSON it takes, in words (`string`, `list of strings or "all"`).
    package var type: String
    /// What holds when the key is absent.
    package var defaultValue: String
    /// What it means, in one line.
    package var meaning: String
    /// A value it takes, as JSON text: what the README shows and what the
    /// tests read and write back.
    package var example: String

    /// `conventions.dial_code`, `accepted[].rule`: the key with its place.
    package var path: String { place.prefix + name }
}

/// Where in the project file a key may appear. Each place words its own
/// messages, and lists its keys from the declaration.
package enum ProjectFilePlace: Sendable, Equatable, CaseIterable {
    case topLevel
    case conventions
    case scope
    case acceptedEntry

    var prefix: String {
        switch self {
        case .topLevel: ""
        case .conventions: "conventions."
        case .scope: "scope."
        case .acceptedEntry: "accepted[]."
        }
    }

    /// The place's keys, in declaration order.
    package var keys: [String] { ProjectFile.keys.filter { $0.place == self }.map(\.name) }

    /// What an object here holds, for the error when it is not an object.
    var objectExpectation: String {
        switch self {
        case .topLevel: "the project's settings (\(Self.listed(keys)))"
        case .conventions: "\"conventions\" takes \(Self.listed(keys))"
        case .scope: "\"scope\" holds \(Self.listed(keys, last: " and/or ")) lists of region codes"
        case .acceptedEntry: "an accepted finding is an object with \"rule\" and \"reason\""
        }
    }

    /// A key that is not declared here, with the declared one nearest to it
    /// (looked for only for a key of a name's length: the distance grows
    /// with the product of the lengths).
    func unknownKey(_ key: String) -> String {
        let shown = "unknown key \"\(key.escapedForReport.excerpt(64))\""
        let nearest = key.utf8.count > 64 ? nil : NearestName.suggestion(for: key, among: keys)
        let suggested = nearest.map { "; did you mean \"\($0)\"?" } ?? ""
        switch self {
        case .topLevel: return "\(shown): expected one of \(Self.listed(keys))\(suggested)"
        case .conventions: return "\(shown) in \"conventions\": expected one of \(Self.listed(keys))\(suggested)"
        case .scope: return "\(shown) in \"scope\": expected \(Self.listed(keys, last: " or "))\(suggested)"
        case .acceptedEntry: return "\(shown): expected \(Self.listed(keys, last: " or "))\(suggested)"
        }
    }

    /// `"a", "b", "c"`, or with `last`, `"a", "b" or "c"`.
    static func listed(_ names: [String], last: String? = nil, quote: String = "\"") -> String {
        let quoted = names.map { quote + $0 + quote }
        guard let last, quoted.count > 1 else { return quoted.joined(separator: ", ") }
        return quoted.dropLast().joined(separator: ", ") + last + quoted[quoted.count - 1]
    }
}

/// A key of the project file with how it is read into, and written from,
/// the value that holds its place (`Configuration` at the top level,
/// `StatedConventions` in `conventions`, …).
package struct ProjectFileField<Value>: Sendable {
    package var key: ProjectFileKey
    /// Checks the key's value and stores it; every mistake is an
    /// `InputError` at its line and column.
    var read: @Sendable (JSONNode, ProjectFileContext, inout Value) throws -> Void
    /// The key's value as the file writes it, or nil to leave the key out.
    var write: @Sendable (Value, ProjectFileContext) -> JSONOutput?
    /// The keys of the object it holds, when they are declared.
    var nested: [ProjectFileKey]

    init(_ name: String, _ place: ProjectFilePlace, type: String, default defaultValue: String, meaning: String, example: String,
         nested: [ProjectFileKey] = [],
         read: @escaping @Sendable (JSONNode, ProjectFileContext, inout Value) throws -> Void,
         write: @escaping @Sendable (Value, ProjectFileContext) -> JSONOutput?) {
        key = ProjectFileKey(name: name, place: place, type: type, defaultValue: defaultValue, meaning: meaning, example: example)
        self.read = read
        self.write = write
        self.nested = nested
    }
}

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
