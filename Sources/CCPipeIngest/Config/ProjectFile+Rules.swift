import CCPipeCore
import CCPipeModel

/// The keys that say how the dataset is judged: rule severities and the
/// regions it means to cover.
extension ProjectFile {
    static let rules = ProjectFileField<Configuration>(
        "rules", .topLevel, type: "object", default: "each rule's own severity",
        meaning: "a rule id's severity here: `error`, `warning`, `notice`, or `off` to turn it off", example: #"{"name-iso": "off"}"#,
        read: { node, context, configuration in configuration.severities = try severities(node, knownRules: context.knownRules) },
        write: { configuration, _ in
            guard !configuration.severities.isEmpty else { return nil }
            return .object(configuration.severities.sorted { $0.key < $1.key }.map { id, severity in (id, .string(severity?.rawValue ?? "off")) })
        })

    static let scope: [ProjectFileField<Configuration.Scope>] = [
        regions("include", default: "every region", meaning: "only these regions are expected", example: #"["DK", "NO", "SE"]"#,
                read: { $0.include = $1 }, write: { $0.include }),
        regions("exclude", default: "none", meaning: "regions left out on purpose", example: #"["AQ", "BV"]"#,
                read: { $0.exclude = $1 }, write: { $0.exclude.isEmpty ? nil : $0.exclude }),
    ]

    static let scopeKey = ProjectFileField<Configuration>(
        "scope", .topLevel, type: "object", default: "every region",
        meaning: "the regions the dataset means to cover; the coverage rule follows it", example: #"{"exclude": ["AQ", "BV", "HM"]}"#,
        nested: scope.map(\.key),
        read: { node, context, configuration in try read(node, .scope, scope, context, into: &configuration.scope) },
        write: { configuration, context in
            let members = members(configuration.scope, scope, context)
            return members.isEmpty ? nil : .object(members)
        })

    private static func regions(_ name: String, default defaultValue: String, meaning: String, example: String,
                                read: @escaping @Sendable (inout Configuration.Scope, Set<String>) -> Void,
                                write: @escaping @Sendable (Configuration.Scope) -> Set<String>?) -> ProjectFileField<Configuration.Scope> {
        ProjectFileField(name, .scope, type: "list of region codes", default: defaultValue, meaning: meaning, example: example,
                         read: { node, _, scope in read(&scope, try regionCodes(node)) },
                         write: { scope, _ in write(scope).map { .array($0.sorted().map(JSONOutput.string)) } })
    }

    private static func severities(_ node: JSONNode, knownRules: Set<String>) throws -> [String: Severity?] {
        var settings: [String: Severity?] = [:]
        for member in try ConfigurationReader.object(node, "\"rules\" maps rule ids to \"error\", \"warning\", \"notice\" or \"off\"") {
            try requireKnown(member.key, at: member.keyLocation, knownRules: knownRules)
            guard case .string(let text) = member.value.value, text == "off" || Severity(rawValue: text) != nil else {
                throw InputError("rule \"\(member.key.echoed)\": expected \"error\", \"warning\", \"notice\" or \"off\"", at: member.value.location)
            }
            settings[member.key] = text == "off" ? .some(nil) : Severity(rawValue: text)
        }
        return settings
    }

    private static func regionCodes(_ node: JSONNode) throws -> Set<String> {
        guard case .array(let elements) = node.value else { throw InputError("expected a list of region codes", at: node.location) }
        return Set(try elements.map { element in
            guard case .string(let code) = element.value else { throw InputError("expected a region code string", at: element.location) }
            return code
        })
    }

    static func requireKnown(_ rule: String, at location: SourceLocation, knownRules: Set<String>) throws {
        guard knownRules.contains(rule) else {
            throw InputError("unknown rule \"\(rule.echoed)\"; 'ccpipe rules' lists them", at: location)
        }
    }
}
