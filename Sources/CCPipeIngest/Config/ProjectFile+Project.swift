import CCPipeCore
import CCPipeModel

/// The keys that say where the project is: the dataset and how to read it,
/// the locales and directory `build` writes, the reference. Paths are
/// relative to the file, and absolute once read.
extension ProjectFile {
    static let dataset = path(
        "dataset", default: "none: the `<dataset>` argument", meaning: "the dataset `check`, `fix`, `build` and `diff` read when none is named",
        example: #""CountryCodes.json""#, expectation: "a path to the dataset, relative to this file", \.dataset)

    static let shape = ProjectFileField<Configuration>(
        "shape", .topLevel, type: "string", default: "any shape",
        meaning: "the shape `init` recognised: a dataset that reads as another shape is an error (exit 65)", example: #""array of records""#,
        read: { node, _, configuration in configuration.project.shape = try string(node, "the dataset shape 'ccpipe init' recognised") },
        write: { configuration, _ in configuration.project.shape.map(JSONOutput.string) })

    static let fields = ProjectFileField<Configuration>(
        "fields", .topLevel, type: "object (or a `--fields` string)", default: "found by their aliases",
        meaning: "the keys that hold the fields, as `--fields` takes them (`\"name@ru\": \"name_rus\"` for names in another language)",
        example: #"{"name": "country", "dial_code": "phone"}"#,
        read: { node, _, configuration in configuration.project.fields = try fieldMapping(node) },
        write: { configuration, _ in configuration.project.fields.map { .object($0.members) } })

    static let locales = ProjectFileField<Configuration>(
        "locales", .topLevel, type: "list of CLDR locale ids, or `\"all\"`", default: "every locale of the reference",
        meaning: "the locales `build` writes and `diff --base-reference` compares; a diff of two datasets compares `en` and its own `--locales`", example: #"["en", "sv"]"#,
        read: { node, _, configuration in configuration.project.locales = try localeSelection(node) },
        write: { configuration, _ in
            switch configuration.project.locales {
            case nil: nil
            case .all: .string("all")
            case .list(let locales): .array(locales.map(JSONOutput.string))
            }
        })

    static let out = path(
        "out", default: "none: `--out`", meaning: "the directory `build` writes to", example: #""picker""#,
        expectation: "the directory 'ccpipe build' writes to, relative to this file", \.out)

    static let reference = referencePath(
        "reference", meaning: "`embedded`, or a CLDR `common/` directory", example: #""cldr/common""#,
        expectation: "\"embedded\" or a CLDR common/ directory, relative to this file", \.reference)

    static let iso = referencePath(
        "iso", meaning: "`embedded`, or an iso-codes `iso_3166-1.json`", example: #""iso_3166-1.json""#,
        expectation: "\"embedded\" or an iso-codes iso_3166-1.json, relative to this file", \.iso)

    private static func path(_ name: String, default defaultValue: String, meaning: String, example: String, expectation: String,
                             _ setting: any WritableKeyPath<ProjectSettings, String?> & Sendable) -> ProjectFileField<Configuration> {
        ProjectFileField(name, .topLevel, type: "string (a path)", default: defaultValue, meaning: meaning, example: example,
                         read: { node, context, configuration in
                             configuration.project[keyPath: setting] = context.absolute(try string(node, expectation))
                         },
                         write: { configuration, context in configuration.project[keyPath: setting].map { .string(context.relative($0)) } })
    }

    private static func referencePath(_ name: String, meaning: String, example: String, expectation: String,
                                      _ setting: any WritableKeyPath<ProjectSettings, ReferenceSetting?> & Sendable) -> ProjectFileField<Configuration> {
        ProjectFileField(name, .topLevel, type: "string (a path)", default: "`\"embedded\"`", meaning: meaning, example: example,
                         read: { node, context, configuration in
                             configuration.project[keyPath: setting] = ReferenceSetting(parsing: try string(node, expectation), relativeTo: context.directory)
                         },
                         write: { configuration, context in
                             configuration.project[keyPath: setting].map { .string($0.path.map(context.relative) ?? $0.description) }
                         })
    }

    /// A non-empty string.
    static func string(_ node: JSONNode, _ expectation: String) throws -> String {
        guard case .string(let text) = node.value, !text.isEmpty else {
            throw InputError("expected a string: \(expectation)", at: node.location)
        }
        return text
    }

    /// `"name=NAME,dial_code=DIAL"` as `--fields` takes it, or the same as an
    /// object: `{"name": "NAME", "dial_code": "DIAL", "name@ru": "name_rus"}`.
    private static func fieldMapping(_ node: JSONNode) throws -> FieldMapping {
        let specification: String
        switch node.value {
        case .string(let text):
            specification = text
        case .object:
            let members = try ConfigurationReader.object(node, "fields map to the keys that hold them")
            specification = try members.map { member in
                guard case .string(let key) = member.value.value else {
                    throw InputError("\"\(member.key.echoed)\" names the key that holds it, as a string", at: member.value.location)
                }
                return "\(member.key)=\(key)"
            }.joined(separator: ",")
        default:
            throw InputError("expected an object mapping fields to keys, such as {\"name\": \"country\", \"dial_code\": \"phone\"}", at: node.location)
        }
        do { return try FieldMapping(parsing: specification) } catch {
            throw InputError(error.description, at: node.location)
        }
    }

    private static func localeSelection(_ node: JSONNode) throws -> LocaleSelection {
        switch node.value {
        case .string("all"):
            return .all
        case .array(let elements):
            let locales = try elements.map { element in
                guard case .string(let locale) = element.value, UnknownLocaleError.isWellFormed(locale) else {
                    throw InputError("expected a CLDR locale id (letters, digits and '_', such as en, sr_Latn, de_CH)", at: element.location)
                }
                return locale
            }
            guard !locales.isEmpty else { throw InputError("expected at least one locale, or \"all\"", at: node.location) }
            return LocaleSelection(locales)
        default:
            throw InputError("expected a list of CLDR locale ids, or \"all\"", at: node.location)
        }
    }
}

private extension FieldMapping {
    /// The mapping as the file writes it: the fields in `--fields`' order,
    /// then the names by language and form.
    var members: [(String, JSONOutput)] {
        let fields = zip(Self.fieldNames, [name, dialCode, code]).compactMap { field, key in key.map { (field, $0) } }
        let named = localizedNames.sorted { $0.key < $1.key }.map { ("name@\($0.key)", $0.value) }
        return (fields + named).map { ($0.0, JSONOutput.string($0.1.joined(separator: "."))) }
    }
}
