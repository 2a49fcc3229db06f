import CCPipeIngest
import CCPipeModel
import Foundation

/// Text not in Unicode normalisation form C.
package struct TextNotNFCRule: ValidationRule {
    package static let description = RuleDescription(
        id: "text-not-nfc", severity: .warning,
        summary: "a name is not in Unicode normalisation form C",
        rationale: "\"Åland\" written as A plus a combining ring looks the same but compares unequal to CLDR's \"Åland\", defeats search, and can sort apart from it; NFC is the form CLDR and the web use.",
        passing: [.record(name: "\u{00C5}land Islands", dialCode: "+358 18", code: "AX")],
        triggering: [.record(name: "A\u{030A}land Islands", dialCode: "+358 18", code: "AX")],
        autoFix: .safe(precedence: 90, writes: "the value in NFC"))

    package init() {}


    package func check(_ context: ValidationContext, report: (Finding) -> Void) {
        forEach(context.dataset.records, reportAll: report) { record in
            let fields = [record.name.map { (field: RecordField.name.rawValue, value: $0) }].compactMap { $0 } + record.localizedNameFields
            return fields.compactMap { field, value -> Finding? in
                guard let text = value.string else { return nil }
                let composed = text.precomposedStringWithCanonicalMapping
                guard !text.unicodeScalars.elementsEqual(composed.unicodeScalars) else { return nil }
                return finding("\(value.key) \"\(text)\" is not in normalisation form C", at: value.location,
                               code: context.code(of: record), field: field, keyPath: value.key, expected: composed, actual: text)
            }
        }
    }
}
