import CCPipeCore
import CountryCatalogCore

/// `phone.json`, written once per output tree beside the locale folders
/// (their `countries.json` name it, `"phone": "phone.json"`): every
/// region's `Country.Phone`, with libphonenumber's metadata, by region
/// code, and the non-geographic calling codes' by code; what the phone
/// field needs does not depend on the locale. Keys sorted, one region a
/// line, so that a changed region is one changed line:
///
/// ```json
/// {
///   "non_geographic": {
///     "800": {"calling_code": "800", …},
///     …
///   },
///   "regions": {
///     "AC": {"calling_code": "247", …},
///     …
///   },
///   "source": "libphonenumber v9.0.35",
///   "version": "1.0"
/// }
/// ```
package enum PhoneFile {
    package static let fileName = "phone.json"
    /// The file's own schema version (`phone.schema.json`): the major
    /// number when a member is removed or changes meaning, the minor when
    /// an optional one is added.
    package static let version = "1.0"
    /// How the file begins: what tells ccpipe's in an output directory
    /// that has no record of a build (`OutputTree.unrecognized`).
    package static let head = Array("{\n  \"non_geographic\": {".utf8)

    package static func rendered(_ data: PhoneData) -> RenderedFile {
        var out: [UInt8] = []
        out.reserveCapacity(512 * (data.regions.count + data.nonGeographic.count))
        func raw(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }
        func table(_ phones: [String: Country.Phone], keys: [String]) {
            guard !keys.isEmpty else { raw("{}"); return }
            raw("{\n")
            for (position, key) in keys.enumerated() {
                raw(position == 0 ? "    " : ",\n    ")
                JSONEscape.write(key, to: &out)
                raw(": ")
                write(phones[key]!, to: &out)
            }
            raw("\n  }")
        }
        raw("{\n  \"non_geographic\": ")
        table(data.nonGeographic, keys: data.nonGeographic.keys.sorted { ($0.count, $0) < ($1.count, $1) })
        raw(",\n  \"regions\": ")
        table(data.regions, keys: data.regions.keys.sortedInUTF8())
        if let source = data.source {
            raw(",\n  \"source\": ")
            JSONEscape.write(source, to: &out)
        }
        raw(",\n  \"version\": ")
        JSONEscape.write(version, to: &out)
        raw("\n}\n")
        return RenderedFile(path: fileName, bytes: out)
    }

    /// One region's object on one line, its keys sorted, as
    /// `Country.Phone` decodes it.
    static func write(_ phone: Country.Phone, to out: inout [UInt8]) {
        var writer = Writer(out: out)
        out = []
        let metadata = phone.metadata
        writer.begin()
        writer.string("calling_code", metadata?.callingCode)
        writer.string("example_international", phone.exampleInternational)
        writer.string("example_national", phone.exampleNational)
        writer.lengths("fixed_line_lengths", phone.fixedLineLengths)
        if let formats = metadata?.formats, !formats.isEmpty {
            writer.key(static: "formats")
            writer.raw("[")
            for (position, format) in formats.enumerated() {
                if position > 0 { writer.raw(", ") }
                writer.begin()
                writer.string("carrier_code_formatting_rule", format.carrierCodeFormattingRule)
                writer.string("format", format.format)
                writer.string("intl_format", format.intlFormat)
                if !format.leadingDigits.isEmpty { writer.strings("leading_digits", format.leadingDigits) }
                writer.string("national_prefix_formatting_rule", format.nationalPrefixFormattingRule)
                if format.nationalPrefixOptionalWhenFormatting { writer.key(static: "national_prefix_optional_when_formatting"); writer.raw("true") }
                writer.string("pattern", format.pattern)
                writer.end()
            }
            writer.raw("]")
        }
        writer.string("international_prefix", metadata?.internationalPrefix)
        writer.string("leading_digits", metadata?.leadingDigits)
        if metadata?.isMainCountryForCode == true { writer.key(static: "main_country_for_code"); writer.raw("true") }
        writer.lengths("mobile_lengths", phone.mobileLengths)
        writer.string("national_prefix", phone.nationalPrefix)
        // Written where it is not the national prefix, which it is otherwise (as `Country.Phone` reads it).
        if let parsing = metadata?.nationalPrefixForParsing, parsing != phone.nationalPrefix { writer.string("national_prefix_for_parsing", parsing) }
        writer.string("national_prefix_transform_rule", metadata?.nationalPrefixTransformRule)
        if let types = metadata?.numberTypes, !types.isEmpty {
            writer.key(static: "number_types")
            writer.begin()
            // A handful of names: compared in place, not each copied first as `sortedInUTF8` does.
            for name in types.keys.sorted(by: { $0.precedesInUTF8($1) }) {
                let type = types[name]!
                writer.key(name)
                writer.begin()
                writer.lengths("lengths", type.lengths)
                if !type.localOnlyLengths.isEmpty { writer.lengths("local_only_lengths", type.localOnlyLengths) }
                writer.string("pattern", type.pattern)
                writer.end()
            }
            writer.end()
        }
        writer.end()
        out = writer.out
    }

    /// Objects on one line, members written in the order given.
    private struct Writer {
        var out: [UInt8]
        /// For each object open: whether a member was written in it.
        private var written: [Bool] = []

        init(out: [UInt8]) {
            self.out = out
        }

        mutating func raw(_ text: StaticString) { text.withUTF8Buffer { out.append(contentsOf: $0) } }

        mutating func begin() {
            raw("{")
            written.append(false)
        }

        mutating func end() {
            raw("}")
            written.removeLast()
        }

        mutating func key(_ name: String) {
            separate()
            JSONEscape.write(name, to: &out)
            raw(": ")
        }

        /// `key` of a name of the file's own, which needs no escape.
        mutating func key(static name: StaticString) {
            separate()
            raw("\"")
            raw(name)
            raw("\": ")
        }

        /// The comma before a member that is not its object's first.
        private mutating func separate() {
            if written[written.count - 1] { raw(", ") }
            written[written.count - 1] = true
        }

        mutating func string(_ name: StaticString, _ value: String?) {
            guard let value else { return }
            key(static: name)
            JSONEscape.write(value, to: &out)
        }

        mutating func strings(_ name: StaticString, _ values: [String]) {
            key(static: name)
            raw("[")
            for (position, value) in values.enumerated() {
                if position > 0 { raw(", ") }
                JSONEscape.write(value, to: &out)
            }
            raw("]")
        }

        mutating func lengths(_ name: StaticString, _ values: [Int]) {
            key(static: name)
            raw("[")
            for (position, value) in values.enumerated() {
                if position > 0 { raw(", ") }
                int(value)
            }
            raw("]")
        }

        /// `value` in decimal.
        mutating func int(_ value: Int) {
            out.appendDecimal(value)
        }
    }
}
