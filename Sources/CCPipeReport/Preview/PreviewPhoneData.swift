import CCPipeCore
import CountryCatalogCore

/// What the preview page's phone field needs of `phone.json`: every
/// region's (and non-geographic calling code's) metadata and placeholder,
/// by the names the file gives them, for `PreviewPhoneScript`.
enum PreviewPhoneData {
    /// `{"non_geographic": {code: phone}, "regions": {code: phone}}`, or
    /// both empty for a catalog without phone data.
    static func json(_ catalog: PickerCatalog) -> JSONOutput {
        let directory = catalog.phoneDirectory
        let regions = (directory?.regions ?? [:]).sorted { $0.key < $1.key }
        let nonGeographic = (directory?.nonGeographic ?? [:]).sorted { $0.key < $1.key }
        return .object([
            ("non_geographic", .object(nonGeographic.map { ($0.key, phone($0.value)) })),
            ("regions", .object(regions.map { ($0.key, phone($0.value)) })),
        ])
    }

    static func phone(_ phone: Country.Phone) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        guard let metadata = phone.metadata else { return .object(members) }
        func add(_ key: String, _ value: String?) { if let value { members.append((key, .string(value))) } }
        add("calling_code", metadata.callingCode)
        add("example_national", phone.exampleNational)
        members.append(("formats", .array(metadata.formats.map { format in
            var described: [(String, JSONOutput)] = [("format", .string(format.format)), ("pattern", .string(format.pattern))]
            if let rule = format.carrierCodeFormattingRule { described.append(("carrier_code_formatting_rule", .string(rule))) }
            if let layout = format.intlFormat { described.append(("intl_format", .string(layout))) }
            if !format.leadingDigits.isEmpty { described.append(("leading_digits", .array(format.leadingDigits.map(JSONOutput.string)))) }
            if let rule = format.nationalPrefixFormattingRule { described.append(("national_prefix_formatting_rule", .string(rule))) }
            if format.nationalPrefixOptionalWhenFormatting { described.append(("national_prefix_optional_when_formatting", .bool(true))) }
            return .object(described)
        })))
        add("international_prefix", metadata.internationalPrefix)
        add("leading_digits", metadata.leadingDigits)
        if metadata.isMainCountryForCode { members.append(("main_country_for_code", .bool(true))) }
        add("national_prefix", phone.nationalPrefix)
        add("national_prefix_for_parsing", metadata.nationalPrefixForParsing)
        add("national_prefix_transform_rule", metadata.nationalPrefixTransformRule)
        members.append(("number_types", .object(metadata.numberTypes.sorted { $0.key < $1.key }.map { kind, type in
            (kind, .object([("lengths", .array(type.lengths.map(JSONOutput.int))),
                            ("local_only_lengths", .array(type.localOnlyLengths.map(JSONOutput.int))), ("pattern", .string(type.pattern))]))
        })))
        return .object(members)
    }
}
