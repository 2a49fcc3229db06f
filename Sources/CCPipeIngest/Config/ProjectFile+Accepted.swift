import CCPipeCore
import CCPipeModel
import Foundation

/// `"accepted"`: findings accepted on purpose, each with a written reason.
/// An entry matches on what stays the same when lines move (rule, region,
/// field, the value found), so it survives edits elsewhere.
extension ProjectFile {
    static let acceptedEntry: [ProjectFileField<AcceptedEntry>] = [
        text("rule", default: "required", meaning: "the id of the rule whose findings it accepts", example: #""dial-code-shared""#, \.rule),
        text("code", default: "any region", meaning: "the region code of the finding", example: #""AX""#, \.code),
        text("field", default: "any field", meaning: "the canonical field (`dial_code` even when the dataset's key is `phone_code`)",
             example: #""dial_code""#, \.field),
        text("actual", default: "any value", meaning: "the value found", example: #""+358""#, \.actual),
        text("reason", default: "required", meaning: "why it is accepted", example: #""mobiles use +358 4x""#, \.reason),
    ]

    package static let acceptedKey = ProjectFileField<Configuration>(
        "accepted", .topLevel, type: "list of objects", default: "none",
        meaning: "findings accepted on purpose; one that no longer matches is a `config-unused-acceptance` notice",
        example: #"[{"rule": "dial-code-shared", "code": "AX", "reason": "mobiles use +358 4x"}]"#,
        nested: acceptedEntry.map(\.key),
        read: { node, context, configuration in configuration.accepted = try accepted(node, context) },
        write: { configuration, _ in configuration.accepted.isEmpty ? nil : .array(configuration.accepted.map(entry)) })

    private static func text(_ name: String, default defaultValue: String, meaning: String, example: String,
                             _ value: any WritableKeyPath<AcceptedEntry, String?> & Sendable) -> ProjectFileField<AcceptedEntry> {
        ProjectFileField(name, .acceptedEntry, type: "string", default: defaultValue, meaning: meaning, example: example,
                         read: { node, _, entry in
                             guard case .string(let text) = node.value else { throw InputError("\"\(name)\" must be a string", at: node.location) }
                             entry[keyPath: value] = text
                         },
                         write: { entry, _ in entry[keyPath: value].map(JSONOutput.string) })
    }

    private static func accepted(_ node: JSONNode, _ context: ProjectFileContext) throws -> [Configuration.Acceptance] {
        guard case .array(let entries) = node.value else {
            throw InputError("\"accepted\" is a list of {\(ProjectFilePlace.listed(ProjectFilePlace.acceptedEntry.keys))}", at: node.location)
        }
        return try entries.map { node in
            var entry = AcceptedEntry()
            try read(node, .acceptedEntry, acceptedEntry, context, into: &entry)
            guard let rule = entry.rule else { throw InputError("an accepted finding needs \"rule\"", at: node.location) }
            try requireKnown(rule, at: node.location, knownRules: context.knownRules)
            guard let reason = entry.reason, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError("an accepted finding needs a \"reason\" saying why it is accepted", at: node.location)
            }
            return Configuration.Acceptance(rule: rule, code: entry.code, field: entry.field, actual: entry.actual,
                                            reason: reason, location: node.location)
        }
    }
}

/// An entry of `accepted` as written, before `rule` and `reason` are known
/// to be there.
struct AcceptedEntry: Sendable {
    var rule: String?
    var code: String?
    var field: String?
    var actual: String?
    var reason: String?

    init() {}

    init(_ acceptance: Configuration.Acceptance) {
        (rule, code, field, actual, reason) = (acceptance.rule, acceptance.code, acceptance.field, acceptance.actual, acceptance.reason)
    }
}
