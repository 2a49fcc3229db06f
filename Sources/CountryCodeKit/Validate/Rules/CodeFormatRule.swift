/// ISO 3166-1 alpha-2 codes are exactly two ASCII capital letters.
public struct CodeFormatRule: ValidationRule {
    public static let description = RuleDescription(
        id: "code-format", severity: .error,
        summary: "a region code is not two ASCII capital letters",
        rationale: "Apps look regions up by exact code and derive flags from it; lower case, alpha-3, digits or look-alike letters from other scripts match nothing.",
        passing: [.record(name: "Afghanistan", dialCode: "+93", code: "AF")],
        triggering: [.record(name: "Afghanistan", dialCode: "+93", code: "af"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "AFG"),
                     .record(name: "Afghanistan", dialCode: "+93", code: "\u{0410}F")],
        autoFix: .safe(precedence: 70))

    public init() {}

    public func check(_ context: ValidationContext) -> [Finding] {
        context.dataset.records.compactMap { record in
            guard let value = record.code, let text = value.string?.trimmingWhitespace, !text.isEmpty,
                  !RegionCode.isWellFormed(text) else { return nil }
            let escaped = text.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            return finding("region code \"\(escaped)\" is not two ASCII capital letters",
                           at: value.location, code: text, field: "code", keyPath: value.key,
                           expected: RegionCode.suggestion(for: text, in: context.reference), actual: text)
        }
    }
}

enum RegionCode {
    static func isWellFormed(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count == 2 && scalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// A likely intended code: the upper-cased form, or the alpha-2 of an alpha-3 or numeric code.
    static func suggestion(for text: String, in reference: ReferenceData) -> String? {
        let upper = text.uppercased()
        if isWellFormed(upper) { return upper }
        if upper.count == 3 {
            return reference.codeMappings.first { $0.value.alpha3 == upper || $0.value.numeric == upper }?.key
        }
        return nil
    }
}
