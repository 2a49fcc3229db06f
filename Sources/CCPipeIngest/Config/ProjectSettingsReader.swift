import CCPipeCore
import CCPipeModel
import Foundation

/// Reads the project keys of `.ccpipe.json` (`dataset`, `reference`, `iso`,
/// `fields`, `locales`, `out`, `shape`), resolving paths against the file's
/// directory.
enum ProjectSettingsReader {
    static func read(_ member: JSONMember, relativeTo directory: URL, into settings: inout ProjectSettings) throws {
        let node = member.value
        settings.locations[member.key] = node.location
        switch member.key {
        case "dataset":
            settings.dataset = absolute(try string(node, "a path to the dataset, relative to this file"), directory)
        case "out":
            settings.out = absolute(try string(node, "the directory 'ccpipe build' writes to, relative to this file"), directory)
        case "reference":
            settings.reference = reference(try string(node, "\"embedded\" or a CLDR common/ directory, relative to this file"), directory)
        case "iso":
            settings.iso = reference(try string(node, "\"embedded\" or an iso-codes iso_3166-1.json, relative to this file"), directory)
        case "shape":
            settings.shape = try string(node, "the dataset shape 'ccpipe init' recognised")
        case "fields":
            settings.fields = try fields(node)
        case "locales":
            settings.locales = try locales(node)
        default:
            break
        }
    }

    private static func absolute(_ path: String, _ directory: URL) -> String {
        DisplayPath.absolute(path, relativeTo: directory.path)
    }

    private static func reference(_ text: String, _ directory: URL) -> ReferenceSetting {
        text == ReferenceSetting.embeddedKeyword ? .embedded : .path(absolute(text, directory))
    }

    private static func string(_ node: JSONNode, _ expectation: String) throws -> String {
        guard case .string(let text) = node.value, !text.isEmpty else {
            throw InputError("expected a string: \(expectation)", at: node.location)
        }
        return text
    }

    /// `"name=NAME,dial_code=DIAL"` as `--fields` takes it, or the same as an
    /// object: `{"name": "NAME", "dial_code": "DIAL", "name@ru": "name_rus"}`.
    private static func fields(_ node: JSONNode) throws -> FieldMapping {
        let specification: String
        switch node.value {
        case .string(let text):
            specification = text
        case .object:
            let members = try ConfigurationReader.object(node, "fields map to the keys that hold them")
            specification = try members.map { member in
                guard case .string(let key) = member.value.value else {
                    throw InputError("\"\(member.key)\" names the key that holds it, as a string", at: member.value.location)
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

    private static func locales(_ node: JSONNode) throws -> LocaleSelection {
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
