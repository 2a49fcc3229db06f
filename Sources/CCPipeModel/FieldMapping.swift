import CCPipeCore

/// Which member holds each field, given on the command line as
/// `--fields name=KEY,dial_code=KEY,code=KEY` when the aliases guess wrong.
/// Keys are dotted paths (`name=name.common`); a field left out is found by
/// its aliases as usual. `name@LOCALE=KEY` names the key holding the name in
/// another CLDR locale (`name@ru=name_rus`), `name@LOCALE/FORM=KEY` one in
/// a form (`name@en/full=official`, forms `full` and `short`);
/// `KEY=name@LOCALE` reads the same.
package struct FieldMapping: Sendable, Equatable {
    package var name: [String]?
    package var dialCode: [String]?
    package var code: [String]?
    /// Language and form → key path of the name in that language and form.
    package var localizedNames: [NameField: [String]] = [:]

    package init(name: [String]? = nil, dialCode: [String]? = nil, code: [String]? = nil) {
        self.name = name
        self.dialCode = dialCode
        self.code = code
    }

    /// The field names `--fields` accepts, in the order usage messages list them.
    package static let fieldNames = ["name", "dial_code", "code"]

    /// Parses `name=KEY,dial_code=KEY,code=KEY`; spaces around parts are ignored.
    package init(parsing specification: String) throws(FieldMappingError) {
        self.init()
        let parts = specification.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard parts.contains(where: { !$0.isEmpty }) else { throw .empty }
        var seen: Set<String> = []
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else { throw .missingEquals(part) }
            var field = String(part[..<equals]).trimmingSpaces()
            var keyPath = String(part[part.index(after: equals)...]).trimmingSpaces()
            if keyPath.hasPrefix("name@") && !field.hasPrefix("name@") { swap(&field, &keyPath) }
            if field.hasPrefix("name@") {
                let spelled = field.dropFirst("name@".count).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
                let locale = String(spelled[0])
                let form = spelled.count > 1 ? NameForm(word: spelled[1]) : nil
                guard !locale.isEmpty, locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }),
                      spelled.count == 1 || form != nil else {
                    throw .unknownField(field)
                }
                guard seen.insert(field).inserted else { throw .repeatedField(field) }
                let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                guard components.allSatisfy({ !$0.isEmpty }) else { throw .emptyKey(field: field, keyPath: keyPath) }
                localizedNames[NameField(locale, form: form)] = components
                continue
            }
            guard Self.fieldNames.contains(field) else { throw .unknownField(field) }
            guard seen.insert(field).inserted else { throw .repeatedField(field) }
            let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard components.allSatisfy({ !$0.isEmpty }) else { throw .emptyKey(field: field, keyPath: keyPath) }
            switch field {
            case "name": name = components
            case "dial_code": dialCode = components
            default: code = components
            }
        }
    }
}

/// A `--fields` value that cannot be read. A usage error (exit 64), not an
/// input error: the command line is wrong, not the dataset.
package enum FieldMappingError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case missingEquals(String)
    case unknownField(String)
    case repeatedField(String)
    case emptyKey(field: String, keyPath: String)

    package var description: String {
        switch self {
        case .empty:
            "--fields is empty: expected name=KEY,dial_code=KEY,code=KEY"
        case .missingEquals(let part):
            "--fields part '\(part.echoed)' has no '=': expected FIELD=KEY"
        case .unknownField(let field):
            "--fields names unknown field '\(field.echoed)': expected one of name, dial_code, code, name@LOCALE, name@LOCALE/FORM (FORM: full or short)"
        case .repeatedField(let field):
            "--fields gives field '\(field.echoed)' more than once"
        case .emptyKey(let field, let keyPath):
            "--fields gives field '\(field.echoed)' an empty key in '\(keyPath.echoed)'"
        }
    }
}

private extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

extension FieldMappingError: PipelineErrorConvertible {
    /// A usage error: the command line or the project file asks for it.
    package var pipelineError: PipelineError { PipelineError(.usage, description) }
}
