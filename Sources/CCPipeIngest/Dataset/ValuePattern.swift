/// What a value looks like, judged from its text alone. The shape recognizer
/// uses it to tell what the keys of a keyed object are, and the unknown-shape
/// message uses it to say what each key held and which `--fields` would read it.
enum ValuePattern: Hashable {
    case twoLetterCode, threeLetterCode, plusDigits, digits, number, text, object, array, other

    init(_ node: JSONNode) {
        switch node.value {
        case .string(let text): self.init(text: text)
        case .number: self = .number
        case .object: self = .object
        case .array: self = .array
        case .bool, .null: self = .other
        }
    }

    init(text: String) {
        if Self.isLetters(text, count: 2) {
            self = .twoLetterCode
        } else if Self.isLetters(text, count: 3) {
            self = .threeLetterCode
        } else if Self.isDialCode(text) {
            self = text.hasPrefix("+") ? .plusDigits : .digits
        } else if text.unicodeScalars.contains(where: \.properties.isAlphabetic) {
            self = .text
        } else {
            self = .other
        }
    }

    /// The pattern every node shares; `.other` when they differ or there are none.
    static func common(_ nodes: [JSONNode]) -> ValuePattern {
        let patterns = Set(nodes.map(ValuePattern.init))
        return patterns.count == 1 ? patterns.first! : .other
    }

    /// Could be read as a dial code: `+46`, `46`, `0046`, `1-684`, `1 684` or a number.
    var isDialCode: Bool { [.plusDigits, .digits, .number].contains(self) }

    /// For messages: `"tel" holds digits`.
    var phrase: String {
        switch self {
        case .twoLetterCode: "2-letter codes"
        case .threeLetterCode: "3-letter codes"
        case .plusDigits: "dial codes with '+'"
        case .digits: "digits"
        case .number: "numbers"
        case .text: "names"
        case .object: "objects"
        case .array: "arrays"
        case .other: "mixed values"
        }
    }

    /// ASCII letters only, any case: validity is the validator's question.
    static func isLetters(_ text: String, count: Int) -> Bool {
        text.utf8.count == count && text.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }

    /// An optional `+`, then groups of digits joined by single `-` or spaces.
    static func isDialCode(_ text: String) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("+") { body = body.dropFirst() }
        let groups = body.split(separator: " ", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        return !groups.isEmpty && groups.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
    }
}
