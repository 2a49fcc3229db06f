/// A JSON value to write. Objects keep the order they are built in and the
/// text is always laid out the same way (two-space indent, `"key": value`,
/// UTF-8 unescaped, a newline at the end), so outputs are byte-stable.
public indirect enum JSONOutput: Sendable, Equatable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// An object whose keys are sorted by their UTF-8 bytes, for formats
    /// documented as having sorted keys.
    public static func sortedObject(_ members: [String: JSONOutput]) -> JSONOutput {
        .object(members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { ($0.key, $0.value) })
    }

    /// An optional string as a string or `null`.
    public static func string(_ value: String?) -> JSONOutput {
        value.map(JSONOutput.string) ?? .null
    }

    public func rendered() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (offset, (key, value)) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 1)
                out += offset == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                element.write(to: &out, indent: indent + 1)
                out += offset == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .string(let text):
            Self.writeString(text, to: &out)
        case .int(let number):
            out += String(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .null:
            out += "null"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
