/// A small JSON writer for byte-stable outputs: keys sorted by their UTF-8
/// bytes, two-space indent, `"key": value`, `/` not escaped, non-ASCII written
/// as UTF-8 (only `"`, `\` and control characters are escaped), a trailing
/// newline. Written by hand rather than with `JSONEncoder` so the bytes do
/// not depend on how a Foundation release formats.
enum CanonicalJSON {
    indirect enum Value {
        case string(String)
        case integer(Int)
        case array([Value])
        case object([String: Value])
    }

    static func render(_ value: Value) -> String {
        var output = ""
        write(value, indent: 0, to: &output)
        output += "\n"
        return output
    }

    private static func write(_ value: Value, indent: Int, to output: inout String) {
        switch value {
        case .string(let text):
            writeString(text, to: &output)
        case .integer(let number):
            output += String(number)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += padding(indent + 1)
                write(element, indent: indent + 1, to: &output)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += padding(indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (position, key) in keys.enumerated() {
                output += padding(indent + 1)
                writeString(key, to: &output)
                output += ": "
                write(members[key]!, indent: indent + 1, to: &output)
                output += position == keys.count - 1 ? "\n" : ",\n"
            }
            output += padding(indent) + "}"
        }
    }

    private static func padding(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }

    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
