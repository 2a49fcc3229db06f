import CCPipeCore
import CCPipeModel

/// Messages of the dataset reader, in one place: lowercase, values in quotes,
/// no trailing period. The keys they name are the file's, quoted through
/// `InputExcerpt`.
package enum DatasetMessage {
    package static let expectedShapes = "expected an array of records, an object wrapping one, an object keyed by region code, dial code, alpha-3 code or name, parallel arrays, or objects keyed by the same region codes"

    /// A few lines: what was found (records and their keys, or the members
    /// of the top-level object), each key with what it holds and an example,
    /// keys of one kind taken together when there are many, and the
    /// `--fields` mapping that would read it.
    ///
    ///     unknown dataset shape: expected …
    ///       found 2 records with the keys "land", "tel", "kod"
    ///       "land" holds names, such as "Sverige"; "tel" holds digits, such as "46"; …
    ///       to read it, pass --fields name=land,dial_code=tel,code=kod
    static func unknownShape(_ survey: ShapeSurvey) -> String {
        var lines = ["unknown dataset shape: \(expectedShapes)"]
        let count = survey.keys.count
        let what = survey.ofRecords ? "\(Plural.count(survey.records, "record")) (objects) with" : "an object with"
        if count <= listedKeys {
            lines.append("found \(what) \(Plural.word(count, "the key")) \(survey.keys.map { quoted($0.key) }.joined(separator: ", "))")
            lines.append(survey.keys.map { "\(quoted($0.key)) holds \(holding($0))" }.joined(separator: "; "))
        } else {
            lines.append("found \(what) \(count) keys: \(grouped(survey.keys.map { ($0.key, ValuePattern(text: $0.key)) }))")
            lines.append("their values: \(grouped(survey.keys.map { ($0.example ?? "", $0.pattern) }, examples: survey.keys.map(\.example)))")
        }
        if let fields = survey.suggestedFields { lines.append("to read it, pass --fields \(fields)") }
        return lines.joined(separator: "\n  ")
    }

    /// Up to this many keys are listed one by one; more are counted by kind.
    package static let listedKeys = 8

    private static func holding(_ key: ShapeSurvey.Key) -> String {
        let phrase = phrase(key.pattern, values: key.values)
        return key.example.map { "\(phrase), such as \(quoted($0))" } ?? phrase
    }

    /// `96 2-letter codes, such as "US"; 2 names, such as "Sweden"`.
    private static func grouped(_ items: [(text: String, pattern: ValuePattern)], examples: [String?]? = nil) -> String {
        var order: [ValuePattern] = []
        var counts: [ValuePattern: Int] = [:]
        var example: [ValuePattern: String] = [:]
        for (index, item) in items.enumerated() {
            if counts[item.pattern] == nil { order.append(item.pattern) }
            counts[item.pattern, default: 0] += 1
            let shown = examples.map { $0[index] } ?? item.text
            if example[item.pattern] == nil, let shown, !shown.isEmpty { example[item.pattern] = shown }
        }
        return order.map { pattern in
            "\(counts[pattern]!) \(pattern.phrase)" + (example[pattern].map { ", such as \(quoted($0))" } ?? "")
        }.joined(separator: "; ")
    }

    /// A text of the file, in quotes, escaped and cut at 32 bytes: an
    /// unknown file is not a dataset, and is echoed no further.
    package static func quoted(_ text: String) -> String {
        InputExcerpt.quoted(text)
    }

    static func notUTF8(_ encoding: UnicodeEncodingForm) -> String {
        "the file is \(encoding.name), expected UTF-8"
    }

    static func binary(_ content: BinaryContent) -> String {
        "the file is \(content.description), not a dataset: expected text (JSON, CSV, TSV, a property list or CLDR XML)"
    }

    static func convertToUTF8(_ encoding: UnicodeEncodingForm) -> String {
        "Convert it to UTF-8 first: iconv -f \(encoding.iconvName) -t UTF-8 FILE > FILE.utf8"
    }

    static func unknownShape(found: String) -> String {
        "unknown dataset shape: \(expectedShapes); found \(found)"
    }

    package static func recordNotObject(index: Int, found: String) -> String {
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
