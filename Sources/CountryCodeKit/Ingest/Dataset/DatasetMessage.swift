/// Messages of the dataset reader, in one place: lowercase, values in quotes,
/// no trailing period. The keys they name are the file's, quoted through
/// `InputExcerpt`.
enum DatasetMessage {
    static let expectedShapes = "expected an array of records, an object wrapping one, an object keyed by region code, dial code, alpha-3 code or name, or parallel arrays"

    /// `found "land" holds names, "tel" holds digits; to read it, pass --fields name=land,dial_code=tel`.
    static func unknownShape(_ survey: ShapeSurvey) -> String {
        let shown = survey.keys.prefix(20).map { "\(InputExcerpt.quoted($0.key)) holds \(phrase($0.pattern, values: $0.values))" }
        let more = survey.keys.count > 20 ? ", … (\(survey.keys.count) keys)" : ""
        let advice = survey.suggestedFields.map { "; to read it, pass --fields \($0)" } ?? ""
        return "unknown dataset shape: \(expectedShapes); found \(shown.joined(separator: ", "))\(more)\(advice)"
    }

    static func notUTF8(_ encoding: UnicodeEncodingForm) -> String {
        "the file is \(encoding.name), expected UTF-8"
    }

    static func convertToUTF8(_ encoding: UnicodeEncodingForm) -> String {
        "Convert it to UTF-8 first: iconv -f \(encoding.iconvName) -t UTF-8 FILE > FILE.utf8"
    }

    static func unknownShape(found: String) -> String {
        "unknown dataset shape: \(expectedShapes); found \(found)"
    }

    static func recordNotObject(index: Int, found: String) -> String {
        "record \(index + 1) is \(found), expected an object"
    }

    static func parallelArraysDifferInLength(_ arrays: [(key: String, count: Int)]) -> String {
        let lengths = arrays.prefix(20).map { "\(InputExcerpt.quoted($0.key)) has \($0.count)" }.joined(separator: ", ")
            + (arrays.count > 20 ? ", … (\(arrays.count) arrays)" : "")
        return "parallel arrays differ in length, so their elements cannot be paired: \(lengths)"
    }

    private static func phrase(_ pattern: ValuePattern, values: Int) -> String {
        guard values == 1 else { return pattern.phrase }
        switch pattern {
        case .twoLetterCode: return "a 2-letter code"
        case .threeLetterCode: return "a 3-letter code"
        case .plusDigits: return "a dial code with '+'"
        case .digits: return "digits"
        case .number: return "a number"
        case .text: return "text"
        case .object: return "an object"
        case .array: return "an array"
        case .other: return "another value"
        }
    }
}
