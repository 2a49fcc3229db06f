/// Which member holds each field, given on the command line as
/// `--fields name=KEY,dial_code=KEY,code=KEY` when the aliases guess wrong.
/// Keys are dotted paths (`name=name.common`); a field left out is found by
/// its aliases as usual.
public struct FieldMapping: Sendable, Equatable {
    public var name: [String]?
    public var dialCode: [String]?
    public var code: [String]?

    public init(name: [String]? = nil, dialCode: [String]? = nil, code: [String]? = nil) {
        self.name = name
        self.dialCode = dialCode
        self.code = code
    }

    /// The field names `--fields` accepts, in the order usage messages list them.
    public static let fieldNames = ["name", "dial_code", "code"]

    /// Parses `name=KEY,dial_code=KEY,code=KEY`; spaces around parts are ignored.
    public init(parsing specification: String) throws(FieldMappingError) {
        self.init()
        let parts = specification.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingSpaces() }
        guard parts.contains(where: { !$0.isEmpty }) else { throw .empty }
        var seen: Set<String> = []
        for part in parts {
            guard let equals = part.firstIndex(of: "=") else { throw .missingEquals(part) }
            let field = String(part[..<equals]).trimmingSpaces()
            let keyPath = String(part[part.index(after: equals)...]).trimmingSpaces()
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
public enum FieldMappingError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case missingEquals(String)
    case unknownField(String)
    case repeatedField(String)
    case emptyKey(field: String, keyPath: String)

    public var description: String {
        switch self {
        case .empty:
            "--fields is empty: expected name=KEY,dial_code=KEY,code=KEY"
        case .missingEquals(let part):
            "--fields part '\(part)' has no '=': expected FIELD=KEY"
        case .unknownField(let field):
            "--fields names unknown field '\(field)': expected one of name, dial_code, code"
        case .repeatedField(let field):
            "--fields gives field '\(field)' more than once"
        case .emptyKey(let field, let keyPath):
            "--fields gives field '\(field)' an empty key in '\(keyPath)'"
        }
    }
}

private extension StringProtocol {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
