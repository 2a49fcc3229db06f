import CCPipeCore
import CCPipeIngest
import CCPipeModel

/// Characters that print as nothing or reorder what is around them.
package struct TextInvisibleRule: ValidationRule {
    package static let description = RuleDescription(
        id: "text-invisible", severity: .error,
        summary: "a field holds control, zero-width, default-ignorable, line-separator or bidirectional-override characters",
        rationale: "They are invisible in a picker and in code review, break exact matching and search, and bidirectional overrides can make a name display as something else; Unicode's default-ignorable code points (tag characters U+E0000–E0FFF, the Hangul fillers U+3164 and U+FFA0, the combining grapheme joiner U+034F, variation selectors) render as nothing, so a name that holds them looks like another; the line and paragraph separators (U+2028, U+2029) break a row where no break is seen, and end a JavaScript string literal in engines older than ES2019. Reports show them escaped (\\u{202E}), never rendered.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: "Afghan\u{200B}istan", dialCode: "+93", code: "AF"),
                     .record(name: "\u{202E}natsinahgfA", dialCode: "+93", code: "AF"),
                     .record(name: "Afghan\u{2028}istan", dialCode: "+93", code: "AF"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "A\u{2029}F"),
                     .record(name: "Afghan\u{E0061}\u{E0062}istan", dialCode: "+93", code: "AF"),
                     .record(name: "Afghanistan\u{3164}", dialCode: "+93", code: "AF"),
                     .record(name: "Afgha\u{034F}nistan", dialCode: "+93", code: "AF"),
                     RuleExample(#"[{"name": "Afghanistan", "dial_code": "+93\u0007", "code": "AF"}]"#)],
        autoFix: .safe(precedence: 80, writes: "the value without the characters"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            let own = RecordField.allCases.compactMap { field in field.value(in: record).map { (field.rawValue, $0, false) } }
            let fields = own + record.localizedNameFields.map { ($0.field, $0.value, true) }
            return fields.compactMap { field, value, inScriptText -> Finding? in
                guard let text = value.string else { return nil }
                let found = text.unicodeScalars.filter { Self.isInvisible($0, inScriptText: inScriptText) }
                guard !found.isEmpty else { return nil }
                let listed = found.map { "U+\(String($0.value, radix: 16, uppercase: true).leftPadded(to: 4))" }
                let cleaned = String(text.unicodeScalars.filter { !Self.isInvisible($0, inScriptText: inScriptText) }.map(Character.init))
                return finding("\(value.key) \"\(text.escapedForReport)\" holds invisible characters: \(listed.joined(separator: ", "))",
                               at: value.location, code: context.code(of: record), field: field, keyPath: value.key,
                               expected: cleaned, actual: text.escapedForReport)
            }
        }
    }

    /// Controls, the line and paragraph separators, and every default-
    /// ignorable code point (Unicode's Default_Ignorable_Code_Point:
    /// bidirectional embeddings, overrides and isolates, zero-width
    /// characters and the invisible operators, tag characters, Hangul
    /// fillers, the combining grapheme joiner, variation selectors). The
    /// zero-width joiners, Mongolian's free variation selectors and the
    /// variation selectors are kept in names in other languages, where
    /// scripts such as Persian and Mongolian need them.
    static func isInvisible(_ scalar: Unicode.Scalar, inScriptText: Bool) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x20..<0x7F: false
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        case 0x200B, 0x2060...0x2064, 0xFEFF, 0x00AD, 0x180E: true
        case 0x200C, 0x200D, 0x180B...0x180D, 0x180F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: !inScriptText
        default: scalar.properties.isDefaultIgnorableCodePoint
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
