/// A JSON value to write. Objects keep the order they are built in and the
/// text is always laid out the same way (two-space indent, `"key": value`,
/// UTF-8 unescaped, a newline at the end), so outputs are byte-stable.
package indirect enum JSONOutput: Sendable, Equatable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    /// A number's literal text as read, written back unchanged.
    case number(String)
    case bool(Bool)
    case null

    package static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// An object whose keys are sorted by their UTF-8 bytes, for formats
    /// documented as having sorted keys.
    package static func sortedObject(_ members: [String: JSONOutput]) -> JSONOutput {
        .object(members.sorted { $0.key.precedesInUTF8($1.key) }.map { ($0.key, $0.value) })
    }

    /// An optional string as a string or `null`.
    package static func string(_ value: String?) -> JSONOutput {
        value.map(JSONOutput.string) ?? .null
    }

    package func rendered() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// For reports a person may read in a terminal or browser: every string
    /// also escapes the characters the text reports show escaped (U+202E as
    /// `\u202e`, U+200D, other controls and separators), so no value can
    /// reorder or hide what is around it, and the `[` of `##[` as `\u005b`,
    /// so a report printed in a CI log holds no workflow command (a runner
    /// reads `##[command]` anywhere in a line; `::` only at its start, where
    /// a string never is). A JSON reader decodes the same text.
    package func renderedForReport() -> String {
        String(decoding: renderedBytes(escapingInvisible: true), as: UTF8.self)
    }

    /// The same text as UTF-8. Written as bytes because building the
    /// outputs of every locale spends much of its time here.
    package func renderedBytes(escapingInvisible: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: 0, escapingInvisible: escapingInvisible)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private func write(to out: inout [UInt8], indent: Int, escapingInvisible: Bool) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out.append(contentsOf: "{}".utf8); return }
            out.append(contentsOf: "{\n".utf8)
            for (offset, (key, value)) in members.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                Self.writeString(key, to: &out, escapingInvisible: escapingInvisible)
                out.append(contentsOf: ": ".utf8)
                value.write(to: &out, indent: indent + 1, escapingInvisible: escapingInvisible)
                out.append(contentsOf: (offset == members.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { out.append(contentsOf: "[]".utf8); return }
            out.append(contentsOf: "[\n".utf8)
            for (offset, element) in elements.enumerated() {
                Self.writeIndent(indent + 1, to: &out)
                element.write(to: &out, indent: indent + 1, escapingInvisible: escapingInvisible)
                out.append(contentsOf: (offset == elements.count - 1 ? "\n" : ",\n").utf8)
            }
            Self.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, to: &out, escapingInvisible: escapingInvisible)
        case .int(let number):
            out.append(contentsOf: String(number).utf8)
        case .number(let literal):
            out.append(contentsOf: literal.utf8)
        case .bool(let flag):
            out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        }
    }

    private static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// Escapes only what JSON requires (quote, backslash, control
    /// characters); everything else is copied as UTF-8, so names stay readable.
    package static func writeString(_ text: String, to out: inout [UInt8], escapingInvisible: Bool = false) {
        if escapingInvisible, text.unicodeScalars.contains(where: { $0.value >= 0x7F && $0.isInvisibleInReport }) || text.contains("##[") {
            return writeEscapingInvisible(text, to: &out)
        }
        JSONEscape.write(text, to: &out)
    }

    /// `text` with every invisible scalar, and the `[` of `##[`, as `\uXXXX`
    /// (a UTF-16 surrogate pair above U+FFFF, as JSON requires); the rest as
    /// `writeString` does.
    private static func writeEscapingInvisible(_ text: String, to out: inout [UInt8]) {
        var visible = ""
        out.append(UInt8(ascii: "\""))
        func flush() {
            guard !visible.isEmpty else { return }
            var quoted: [UInt8] = []
            writeString(visible, to: &quoted)
            out.append(contentsOf: quoted.dropFirst().dropLast())
            visible = ""
        }
        for scalar in text.unicodeScalars {
            let marker = scalar == "[" && visible.unicodeScalars.suffix(2).elementsEqual("##".unicodeScalars)
            guard marker || scalar.value >= 0x7F && scalar.isInvisibleInReport else { visible.unicodeScalars.append(scalar); continue }
            flush()
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            }
        }
        flush()
        out.append(UInt8(ascii: "\""))
    }
}
