import CCPipeCore
import CCPipeModel

/// `"conventions"`: how the dataset writes its values, each one stated
/// winning over the one inferred from the records.
///
/// ```json
/// "conventions": {"dial_code": "digits", "dial_code_separator": "hyphen", "name_locale": "zh_Hant", "names": "own", "code_case": "lower"}
/// ```
extension ProjectFile {
    static let conventions: [ProjectFileField<StatedConventions>] = [
        choice("dial_code", meaning: "how dial codes are written: `+93`, `93`, `0093` or the number 93", example: #""digits""#, \.dialCode),
        choice("dial_code_separator", meaning: "what sets a shared code's leading digits off: `+1 684`, `+1-684` or run together, `+1684`",
               example: #""none""#, \.separator),
        ProjectFileField(
            "name_locale", .conventions, type: "a CLDR locale id", default: "inferred from the records",
            meaning: "the locale the names are in", example: #""zh_Hant""#,
            read: { node, _, stated in
                let text = try conventionString(node, "name_locale")
                guard UnknownLocaleError.isWellFormed(text) else {
                    throw InputError("\"name_locale\" is a CLDR locale id such as en, zh_Hant or pt_BR; got \"\(text.echoed)\"", at: node.location)
                }
                stated.nameLocale = text
            },
            write: { stated, _ in stated.nameLocale.map(JSONOutput.string) }),
        choice("names", meaning: "which names the dataset follows: CLDR's, ISO 3166-1's short names (`Cabo Verde`), or its own, each only checked to be a known name of its region",
               example: #""iso""#, \.names),
        choice("code_case", meaning: "the case of region codes", example: #""lower""#, \.codeCase),
    ]

    static let conventionsKey = ProjectFileField<Configuration>(
        "conventions", .topLevel, type: "object", default: "inferred from the records",
        meaning: "how the dataset writes its values; `init` writes the ones the file shows", example: #"{"dial_code": "digits"}"#,
        nested: conventions.map(\.key),
        read: { node, context, configuration in
            try read(node, .conventions, conventions, context, into: &configuration.conventions)
            // ISO 3166-1's names are English: names in another language cannot follow them.
            if let names = configuration.conventions.names, let locale = configuration.conventions.nameLocale, !names.admits(locale: locale) {
                let member = try ConfigurationReader.object(node, ProjectFilePlace.conventions.objectExpectation).first { $0.key == "names" }
                throw InputError("\"names\": \"\(names.rawValue)\" follows ISO 3166-1's names, which are English, but \"name_locale\" is \"\(locale.echoed)\"",
                                 at: member?.value.location ?? node.location)
            }
        },
        write: { configuration, context in
            let members = members(configuration.conventions, conventions, context)
            return members.isEmpty ? nil : .object(members)
        })

    /// A convention that takes one of a few words, the values of `Choice`.
    private static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, meaning: String, example: String, _ convention: any WritableKeyPath<StatedConventions, Choice?> & Sendable
    ) -> ProjectFileField<StatedConventions> where Choice.RawValue == String {
        let allowed = Choice.allCases.map { "\"\($0.rawValue)\"" }
        return ProjectFileField(
            name, .conventions, type: ProjectFilePlace.listed(Choice.allCases.map(\.rawValue), last: " or ", quote: "`"),
            default: "inferred from the records", meaning: meaning, example: example,
            read: { node, _, stated in
                let text = try conventionString(node, name)
                guard let value = Choice(rawValue: text) else {
                    throw InputError("\"\(name)\" is one of \(allowed.joined(separator: ", ")); got \"\(text.echoed)\"", at: node.location)
                }
                stated[keyPath: convention] = value
            },
            write: { stated, _ in stated[keyPath: convention].map { .string($0.rawValue) } })
    }

    private static func conventionString(_ node: JSONNode, _ name: String) throws -> String {
        guard case .string(let text) = node.value else { throw InputError("\"\(name)\" must be a string", at: node.location) }
        return text
    }
}
