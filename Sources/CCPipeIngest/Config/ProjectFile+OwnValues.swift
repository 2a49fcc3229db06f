import CCPipeCore
import CCPipeModel

/// `"own_values"`: where the outputs publish the dataset's own value of a
/// region's field though the references call it wrong, each with a written
/// reason. Accepting a finding (`accepted`) only stops it failing a check;
/// this is the one way the dataset's wrong value reaches a picker.
extension ProjectFile {
    static let ownValueEntry: [ProjectFileField<OwnValueEntry>] = [
        text("code", meaning: "the region code, as the dataset writes it", example: #""XK""#, \.code),
        text("field", meaning: "`code`, `dial_code` or `name`", example: #""dial_code""#, \.field),
        text("reason", meaning: "why the dataset's value is published", example: #""disputed: we publish what our users dial""#, \.reason),
    ]

    package static let ownValuesKey = ProjectFileField<Configuration>(
        "own_values", .topLevel, type: "list of objects", default: "none",
        meaning: "a region's field whose value the outputs publish as the dataset writes it, though the references call it wrong; the build summary names each",
        example: #"[{"code": "XK", "field": "dial_code", "reason": "disputed: we publish what our users dial"}]"#,
        nested: ownValueEntry.map(\.key),
        read: { node, context, configuration in configuration.ownValues = try ownValues(node, context) },
        write: { configuration, _ in
            configuration.ownValues.isEmpty ? nil : .array(configuration.ownValues.map { value in
                .object(members(OwnValueEntry(code: value.code, field: value.field, reason: value.reason), ownValueEntry, ProjectFileContext(directory: "/")))
            })
        })

    private static func text(_ name: String, meaning: String, example: String,
                             _ value: any WritableKeyPath<OwnValueEntry, String?> & Sendable) -> ProjectFileField<OwnValueEntry> {
        ProjectFileField(name, .ownValueEntry, type: "string", default: "required", meaning: meaning, example: example,
                         read: { node, _, entry in
                             guard case .string(let text) = node.value else { throw InputError("\"\(name)\" must be a string", at: node.location) }
                             entry[keyPath: value] = text
                         },
                         write: { entry, _ in entry[keyPath: value].map(JSONOutput.string) })
    }

    private static func ownValues(_ node: JSONNode, _ context: ProjectFileContext) throws -> [Configuration.OwnValue] {
        guard case .array(let entries) = node.value else {
            throw InputError("\"own_values\" is a list of {\(ProjectFilePlace.listed(ProjectFilePlace.ownValueEntry.keys))}", at: node.location)
        }
        return try entries.map { node in
            var entry = OwnValueEntry()
            try read(node, .ownValueEntry, ownValueEntry, context, into: &entry)
            guard let code = entry.code, !code.isEmpty else { throw InputError("an entry of \"own_values\" needs \"code\"", at: node.location) }
            guard let field = entry.field, Configuration.OwnValue.fields.contains(field) else {
                throw InputError("an entry of \"own_values\" needs \"field\": one of \(ProjectFilePlace.listed(Configuration.OwnValue.fields))"
                                     + (entry.field.map { ", not \"\($0.echoed)\"" } ?? ""), at: node.location)
            }
            guard let reason = entry.reason, !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError("an entry of \"own_values\" needs a \"reason\" saying why the dataset's value is published", at: node.location)
            }
            return Configuration.OwnValue(code: code, field: field, reason: reason)
        }
    }
}

/// An entry of `own_values` as written, before its keys are known to be there.
struct OwnValueEntry: Sendable {
    var code: String?
    var field: String?
    var reason: String?
}
