import Foundation

/// A validator for the part of JSON Schema (2020-12) that the output schemas
/// use. A keyword outside that part is an error rather than silently
/// ignored, so a schema cannot grow past what its test checks.
struct SchemaValidator {
    static let assertions: Set<String> = ["type", "properties", "required", "additionalProperties", "items", "minItems",
                                          "enum", "minimum", "minLength", "pattern", "$ref", "propertyNames", "const"]
    static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description", "version"]

    let root: [String: Any]
    private let expressions = ExpressionCache()

    init(schemaFile: URL) throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: schemaFile))
        guard let root = object as? [String: Any] else { throw SchemaError("schema is not an object") }
        self.root = root
    }

    /// Every violation in a JSON document, as `path: message`.
    func violations(ofDocument data: Data) throws -> [String] {
        var found: [String] = []
        try validate(JSONSerialization.jsonObject(with: data), against: root, at: "$", into: &found)
        return found
    }

    private func validate(_ value: Any, against schema: [String: Any], at path: String, into found: inout [String]) throws {
        for key in schema.keys where !Self.assertions.contains(key) && !Self.annotations.contains(key) {
            throw SchemaError("unsupported keyword \(key) at \(path)")
        }
        if let reference = schema["$ref"] as? String {
            try validate(value, against: resolve(reference), at: path, into: &found)
        }
        if let type = schema["type"] as? String, !Self.value(value, hasType: type) {
            found.append("\(path): expected \(type)")
            return
        }
        if let allowed = schema["enum"] as? [String], !allowed.contains(where: { $0 == value as? String }) {
            found.append("\(path): \(value) is not one of \(allowed)")
        }
        // `const` as the schemas use it: `true` alone.
        if let constant = schema["const"] {
            guard Self.isBoolean(constant), constant as? Bool == true else { throw SchemaError("unsupported const at \(path)") }
            if !(Self.isBoolean(value) && value as? Bool == true) { found.append("\(path): expected true") }
        }
        if let text = value as? String {
            if let minimum = schema["minLength"] as? Int, text.unicodeScalars.count < minimum {
                found.append("\(path): shorter than \(minimum)")
            }
            if let pattern = schema["pattern"] as? String {
                let expression = try expressions.expression(pattern)
                if expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                    found.append("\(path): \"\(text)\" does not match \(pattern)")
                }
            }
        }
        if !Self.isBoolean(value), let number = value as? Int, let minimum = schema["minimum"] as? Int, number < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                found.append("\(path): missing \(key)")
            }
            for (key, member) in object {
                if let names = schema["propertyNames"] as? [String: Any] {
                    try validate(key, against: names, at: "\(path) key \(key)", into: &found)
                }
                if let property = properties[key] {
                    try validate(member, against: property, at: "\(path).\(key)", into: &found)
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    try validate(member, against: additional, at: "\(path).\(key)", into: &found)
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected key \(key)")
                }
            }
        }
        if let array = value as? [Any] {
            if let minimum = schema["minItems"] as? Int, array.count < minimum {
                found.append("\(path): fewer than \(minimum) items")
            }
            if let items = schema["items"] as? [String: Any] {
                for (position, element) in array.enumerated() {
                    try validate(element, against: items, at: "\(path)[\(position)]", into: &found)
                }
            }
        }
    }

    private func resolve(_ reference: String) throws -> [String: Any] {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), let definitions = root["$defs"] as? [String: Any],
              let target = definitions[String(reference.dropFirst(prefix.count))] as? [String: Any] else {
            throw SchemaError("unresolvable $ref \(reference)")
        }
        return target
    }

    private static func value(_ value: Any, hasType type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": !isBoolean(value) && (value as? NSNumber).map { Double(exactly: $0.intValue) == $0.doubleValue } == true
        default: false
        }
    }

    /// JSONSerialization hands back `true` and `1` alike as NSNumber (both
    /// cast to Int and to Bool); only the class behind `true` tells them apart.
    static func isBoolean(_ value: Any) -> Bool {
        value is NSNumber && String(describing: type(of: value)).contains("Boolean")
    }
}

/// Compiling a pattern costs far more than matching it, and every name is matched.
private final class ExpressionCache {
    private var compiled: [String: NSRegularExpression] = [:]

    func expression(_ pattern: String) throws -> NSRegularExpression {
        if let known = compiled[pattern] { return known }
        let expression = try NSRegularExpression(pattern: pattern)
        compiled[pattern] = expression
        return expression
    }
}

struct SchemaError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
