import CCPipeCore
import CCPipeModel

/// Reads `"conventions"` of `.ccpipe.json`: how the dataset writes its values.
enum ConventionsReader {
    static func read(_ node: JSONNode) throws -> StatedConventions {
        let members = try ConfigurationReader.object(node, "\"conventions\" takes \(StatedConventions.keys.map { "\"\($0)\"" }.joined(separator: ", "))")
        var stated = StatedConventions()
        for member in members {
            guard case .string(let text) = member.value.value else {
                throw InputError("\"\(member.key)\" must be a string", at: member.value.location)
            }
            func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T where T.RawValue == String {
                guard let value = T(rawValue: text) else {
                    let allowed = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw InputError("\"\(member.key)\" is one of \(allowed); got \"\(text)\"", at: member.value.location)
                }
                return value
            }
            switch member.key {
            case "dial_code": stated.dialCode = try choice(DialCodeStyle.Prefix.self)
            case "dial_code_separator": stated.separator = try choice(DialCodeStyle.Separator.self)
            case "code_case": stated.codeCase = try choice(DatasetConventions.CodeCase.self)
            case "name_locale":
                guard UnknownLocaleError.isWellFormed(text) else {
                    throw InputError("\"name_locale\" is a CLDR locale id such as en, zh_Hant or pt_BR; got \"\(text)\"", at: member.value.location)
                }
                stated.nameLocale = text
            default:
                throw InputError("unknown key \"\(member.key)\" in \"conventions\": expected one of \(StatedConventions.keys.map { "\"\($0)\"" }.joined(separator: ", "))", at: member.keyLocation)
            }
        }
        return stated
    }
}
