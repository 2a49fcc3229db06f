import CCPipeCore

/// Where in the project file a key may appear. Each place words its own
/// messages, and lists its keys from the declaration.
package enum ProjectFilePlace: Sendable, Equatable, CaseIterable {
    case topLevel
    case conventions
    case scope
    case acceptedEntry
    case ownValueEntry

    var prefix: String {
        switch self {
        case .topLevel: ""
        case .conventions: "conventions."
        case .scope: "scope."
        case .acceptedEntry: "accepted[]."
        case .ownValueEntry: "own_values[]."
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
        case .ownValueEntry: "an entry of \"own_values\" is an object with \"code\", \"field\" and \"reason\""
        }
    }

    /// A key that is not declared here, with the declared one nearest to it
    /// (looked for only for a key of a name's length: the distance grows
    /// with the product of the lengths).
    func unknownKey(_ key: String) -> String {
        let shown = "unknown key \"\(key.echoed)\""
        let nearest = key.utf8.count > String.echoedLimit ? nil : NearestName.suggestion(for: key, among: keys)
        let suggested = nearest.map { "; did you mean \"\($0)\"?" } ?? ""
        switch self {
        case .topLevel: return "\(shown): expected one of \(Self.listed(keys))\(suggested)"
        case .conventions: return "\(shown) in \"conventions\": expected one of \(Self.listed(keys))\(suggested)"
        case .scope: return "\(shown) in \"scope\": expected \(Self.listed(keys, last: " or "))\(suggested)"
        case .acceptedEntry, .ownValueEntry: return "\(shown): expected \(Self.listed(keys, last: " or "))\(suggested)"
        }
    }

    /// `"a", "b", "c"`, or with `last`, `"a", "b" or "c"`.
    static func listed(_ names: [String], last: String? = nil, quote: String = "\"") -> String {
        let quoted = names.map { quote + $0 + quote }
        guard let last, quoted.count > 1 else { return quoted.joined(separator: ", ") }
        return quoted.dropLast().joined(separator: ", ") + last + quoted[quoted.count - 1]
    }
}
