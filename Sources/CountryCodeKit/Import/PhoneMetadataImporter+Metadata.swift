import CCPipeModel
import CountryCatalogCore

/// Patterns as libphonenumber's build keeps them: white space removed.
func withoutWhiteSpace(_ text: String) -> String {
    String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
}

extension MetadataTerritory {
    /// The territory's metadata as libphonenumber's own build
    /// (`BuildMetadataFromXml`) resolves it, and the example of each kind:
    /// - a format's national prefix formatting rule is its own, else the
    ///   territory's, with `$NP` the national prefix and `$FG` the first
    ///   group, `$1`; so is its carrier code formatting rule, and its
    ///   `nationalPrefixOptionalWhenFormatting` is its own, else the territory's;
    /// - the national prefix for parsing is the territory's, else its
    ///   national prefix, and its transform rule is read only beside one;
    /// - the general description's lengths are those of every kind of
    ///   number (not `noInternationalDialling`), and its local-only lengths
    ///   those of any kind that no kind has as a national length; a kind
    ///   without lengths of its own takes the general description's.
    func metadata() -> (PhoneMetadata, [String: String]) {
        let prefix = nationalPrefix ?? ""
        func rule(_ text: String?) -> String? {
            text.map { replacingFirst("$FG", in: replacingFirst("$NP", in: $0, with: prefix), with: "$1") }
        }
        let territoryRule = rule(nationalPrefixFormattingRule).flatMap { $0.isEmpty ? nil : $0 }
        let territoryCarrierRule = rule(carrierCodeFormattingRule).flatMap { $0.isEmpty ? nil : $0 }
        let formats = self.formats.map { format in
            PhoneMetadata.Format(pattern: format.pattern, format: format.format, leadingDigits: format.leadingDigits,
                                 nationalPrefixFormattingRule: format.nationalPrefixFormattingRule.map { rule($0)! } ?? territoryRule,
                                 nationalPrefixOptionalWhenFormatting: format.nationalPrefixOptional ?? nationalPrefixOptional,
                                 carrierCodeFormattingRule: format.carrierCodeFormattingRule.map { rule($0)! } ?? territoryCarrierRule,
                                 intlFormat: format.intlFormat)
        }
        let numberKinds = kinds.filter { $0.key != "noInternationalDialling" && $0.key != "generalDesc" }
        let national = Set(numberKinds.values.compactMap(\.lengths).joined())
        let localOnly = Set(numberKinds.values.flatMap(\.localOnlyLengths)).subtracting(national)
        var types: [String: PhoneMetadata.NumberType] = [:]
        var examples: [String: String] = [:]
        for kind in PhoneMetadata.Kind.allCases {
            let name = Self.elementName(of: kind)
            guard let described = kinds[name], let pattern = described.pattern else { continue }
            if kind == .generalDesc {
                types[kind.rawValue] = PhoneMetadata.NumberType(pattern: pattern, lengths: national.sorted(), localOnlyLengths: localOnly.sorted())
            } else {
                types[kind.rawValue] = PhoneMetadata.NumberType(pattern: pattern, lengths: described.lengths ?? national.sorted())
            }
            if let example = described.example { examples[kind.rawValue] = example }
        }
        let parsing = nationalPrefixForParsing ?? nationalPrefix
        let metadata = PhoneMetadata(
            callingCode: code, leadingDigits: leadingDigits, isMainCountryForCode: isMainForCode,
            internationalPrefix: internationalPrefix, nationalPrefixForParsing: parsing,
            nationalPrefixTransformRule: nationalPrefixForParsing == nil ? nil : nationalPrefixTransformRule,
            formats: formats, numberTypes: types)
        return (metadata, examples)
    }

    /// The metadata's element for a kind of number: `fixedLine` for `fixed_line`.
    static func elementName(of kind: PhoneMetadata.Kind) -> String {
        var name = ""
        var upper = false
        for character in kind.rawValue {
            if character == "_" {
                upper = true
            } else {
                name += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return name
    }

    private func replacingFirst(_ token: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: token) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
