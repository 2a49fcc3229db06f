import CCPipeCore
import CCPipeIngest
import CCPipeModel

extension TelephoneCodeLoader {
    /// A region's `<phoneNumbering>`, as `PhoneMetadataImporter` writes it:
    ///
    /// ```xml
    /// <phoneNumbering nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9"
    ///     mobilePattern="7[02369]\d{7}" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})"
    ///     format="$1-$2 $3 $4" intlFormat="$1 $2 $3 $4" nationalPrefixFormattingRule="$NP$FG"/>
    /// ```
    ///
    /// What each value is made of is checked here (digits, lengths, patterns
    /// ccpipe can match); whether they agree with each other (the example
    /// fits its pattern and lengths, the format writes its digits) is the
    /// build's check (`PhoneExample`), which names the region.
    static func numbering(_ start: XMLElementStart, in path: String, territory: String,
                          budget: inout NumberPatternBudget) throws -> PhoneNumbering {
        let location = SourceLocation(file: path, line: start.line, column: 1)
        func digits(_ attribute: String) throws -> String? {
            guard let value = start.attributes[attribute] else { return nil }
            guard !value.isEmpty, value.allSatisfy(\.isASCIIDigit) else {
                throw InputError("expected \(attribute) of digits, found \(InputExcerpt.quoted(value))", at: location)
            }
            return value
        }
        func lengths(_ attribute: String) throws -> [Int] {
            guard let value = start.attributes[attribute], !value.isEmpty else { return [] }
            let lengths = value.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            guard lengths.allSatisfy({ ($0 ?? 0) > 0 && $0! <= 32 }), lengths.count <= 32 else {
                throw InputError("expected \(attribute) of lengths from 1 to 32 separated by commas, found \(InputExcerpt.quoted(value))",
                                 at: location)
            }
            return Array(Set(lengths.map { $0! })).sorted()
        }
        func pattern(_ attribute: String) throws -> String? {
            guard let value = start.attributes[attribute] else { return nil }
            try compiled(value, at: start, in: path, territory: territory, budget: &budget)
            return value
        }
        var numbering = PhoneNumbering(nationalPrefix: try digits("nationalPrefix"), fixedLineLengths: try lengths("fixedLineLengths"),
                                       location: location)
        if let mobilePattern = try pattern("mobilePattern") {
            numbering.mobile = PhoneNumberDescription(nationalNumberPattern: mobilePattern, possibleLengths: try lengths("mobileLengths"),
                                                      exampleNumber: try digits("mobileExample"))
        }
        if let formatPattern = try pattern("formatPattern") {
            numbering.exampleFormat = PhoneNumberFormat(
                pattern: formatPattern, format: try required("format", of: start, in: path), intlFormat: start.attributes["intlFormat"],
                intlPattern: try pattern("intlFormatPattern"), nationalPrefixFormattingRule: start.attributes["nationalPrefixFormattingRule"])
        }
        return numbering
    }
}
