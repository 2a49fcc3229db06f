import Foundation

/// Renders a `Catalog` into the CountryCatalog format (`countries.json`,
/// `index.json`). The values are CountryCatalog's own types; the bytes are
/// written here directly, in `JSONOutput`'s layout, because an all-locale
/// build writes 800 of each. `CatalogRoundTripTests` decodes built catalogs
/// with CountryCatalog to keep the two in step.
public enum CatalogRenderer {
    public static let countriesFileName = "countries.json"
    public static let indexFileName = "index.json"

    /// `<locale>/countries.json`: `{locale, sections: [{title, kind, countries:
    /// [{calling_code, code, dial_code, flag, leading_digits, name, search_keys}]}]}`. Keys are listed in
    /// sorted order by hand: this runs once per locale, 800 times for `all`.
    public static func countriesJSON(_ catalog: Catalog) -> String {
        String(decoding: countriesBytes(catalog), as: UTF8.self)
    }

    /// Written straight into one byte buffer in `JSONOutput`'s layout (the
    /// same bytes as building the `JSONOutput` tree and rendering it, which
    /// `CatalogRendererTests` checks) without the intermediate tree: this
    /// fixed shape is most of what an all-locale build writes.
    public static func countriesBytes(_ catalog: Catalog) -> [UInt8] {
        RenderedFile.joined(countriesPieces(locale: catalog.locale, body: sectionsBody(catalog)))
    }

    /// The catalog's sections rendered, or what a catalog sharing them rendered.
    private static func sectionsBody(_ catalog: Catalog) -> [UInt8] {
        catalog.renderedBody?.countries { sectionsBytes(catalog.sections) } ?? sectionsBytes(catalog.sections)
    }

    /// The locale line, then `body` (what `sectionsBytes` renders).
    private static func countriesPieces(locale: String, body: [UInt8]) -> [[UInt8]] {
        var header = JSONBytes(capacity: 32 + locale.utf8.count)
        header.raw("{\n")
        header.member(1, "locale"); header.string(locale); header.raw(",\n")
        return [header.bytes, body]
    }

    /// What follows the locale in `countries.json`: the same for every
    /// locale with equal sections.
    private static func sectionsBytes(_ sections: [Catalog.Section]) -> [UInt8] {
        sectionsBytes(sections.count, capacityFor: sections.reduce(0) { $0 + $1.countries.count },
                      section: { (sections[$0].title, sections[$0].kind, sections[$0].countries.count) }) { out, section, position in
            let country = sections[section].countries[position]
            out.countryMembers(callingCode: country.callingCode, code: country.code, dialCode: country.dialCode, flag: country.flag,
                               leadingDigits: country.leadingDigits, name: country.name, searchKeys: country.searchKeys)
        }
    }

    /// A record's members before its name, as every locale's file has them
    /// (`JSONBytes.fixedMembers`).
    static func fixedMembers(callingCode: String, code: String, dialCode: String, flag: String?, leadingDigits: String?) -> [UInt8] {
        var out = JSONBytes(capacity: 192)
        out.fixedMembers(callingCode: callingCode, code: code, dialCode: dialCode, flag: flag, leadingDigits: leadingDigits)
        return out.bytes
    }

    /// The same bytes from a catalog's parts, without its `Country` values.
    private static func sectionsBytes(_ parts: CatalogBuilder.Parts) -> [UInt8] {
        let sections = parts.derived.sections
        return sectionsBytes(sections.count, capacityFor: parts.codes.count,
                             section: { (sections[$0].title, sections[$0].kind, sections[$0].rows.count) }) { out, section, position in
            let country = sections[section].rows[position]
            // The members before the name are the same bytes in every
            // locale: rendered once per build (`PreparedDataset`).
            out.append(parts.prepared.fixedMembers[parts.rowOf[country]])
            out.namedMembers(name: parts.names[country], searchKeys: parts.derived.searchKeys[country])
        }
    }

    /// `sections` sections of `countries` countries in all; `section` gives
    /// one's title, kind and number of countries, `country` writes the
    /// members of one of them (`JSONBytes.countryMembers`).
    @inline(__always)
    private static func sectionsBytes(_ sections: Int, capacityFor countries: Int,
                                      section: (Int) -> (title: String, kind: Catalog.Kind, countries: Int),
                                      country: (inout JSONBytes, Int, Int) -> Void) -> [UInt8] {
        var out = JSONBytes(capacity: 256 + 64 * sections + 320 * countries)
        out.member(1, "sections")
        out.array(count: sections, indent: 1) { out, position in
            let (title, kind, count) = section(position)
            out.raw("{\n")
            out.member(3, "countries")
            out.array(count: count, indent: 3) { out, member in
                out.raw("{\n")
                country(&out, position, member)
                out.indent(4); out.raw("}")
            }
            out.raw(",\n")
            out.member(3, "kind"); out.string(kind.rawValue); out.raw(",\n")
            out.member(3, "title"); out.string(title); out.raw("\n")
            out.indent(2); out.raw("}")
        }
        out.raw("\n}\n")
        return out.bytes
    }

    /// `<locale>/index.json`: `{locale, letters: [{label, section, count}]}`.
    public static func indexJSON(_ catalog: Catalog) -> String {
        String(decoding: indexBytes(catalog), as: UTF8.self)
    }

    public static func indexBytes(_ catalog: Catalog) -> [UInt8] {
        RenderedFile.joined(indexPieces(locale: catalog.locale, letters: lettersBody(catalog)))
    }

    /// The catalog's letters rendered, or what a catalog sharing them rendered.
    private static func lettersBody(_ catalog: Catalog) -> [UInt8] {
        catalog.renderedBody?.index { lettersBytes(catalog.letters) } ?? lettersBytes(catalog.letters)
    }

    /// `letters` (what `lettersBytes` renders), then the locale line.
    private static func indexPieces(locale: String, letters: [UInt8]) -> [[UInt8]] {
        var tail = JSONBytes(capacity: 32 + locale.utf8.count)
        tail.member(1, "locale"); tail.string(locale); tail.raw("\n}\n")
        return [letters, tail.bytes]
    }

    /// What precedes the locale in `index.json`: the same for every locale
    /// with equal letters.
    private static func lettersBytes(_ letters: [Catalog.Letter]) -> [UInt8] {
        var out = JSONBytes(capacity: 64 + 64 * letters.count)
        out.raw("{\n")
        out.member(1, "letters")
        out.array(letters, indent: 1) { out, letter in
            out.raw("{\n")
            out.member(3, "count"); out.int(letter.count); out.raw(",\n")
            out.member(3, "label"); out.string(letter.label); out.raw(",\n")
            out.member(3, "section"); out.int(letter.section); out.raw("\n")
            out.indent(2); out.raw("}")
        }
        out.raw(",\n")
        return out.bytes
    }

    /// `JSONOutput`'s layout for the two fixed shapes above, appended piece
    /// by piece into memory of its own: the pieces are a few bytes long, and
    /// an array checks its uniqueness and capacity for every byte appended
    /// (rendering was a sixteenth of an all-locale build's instructions).
    private struct JSONBytes: ~Copyable {
        private var start: UnsafeMutablePointer<UInt8>
        private var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            start = .allocate(capacity: self.capacity)
        }

        deinit { start.deallocate() }

        /// What was written, as an array.
        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

        @inline(__always)
        private mutating func reserve(_ extra: Int) {
            if count + extra > capacity { grow(to: count + extra) }
        }

        private mutating func grow(to needed: Int) {
            let grown = max(2 * capacity, needed)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.update(from: start, count: count)
            start.deallocate()
            start = moved
            capacity = grown
        }

        /// Short pieces byte by byte (a call to copy costs more than they do).
        @inline(__always)
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            reserve(bytes.count)
            let source = base.assumingMemoryBound(to: UInt8.self)
            if bytes.count <= 16 {
                for offset in 0..<bytes.count { start[count + offset] = source[offset] }
            } else {
                (start + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
        }

        mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

        @inline(__always)
        mutating func raw(_ text: StaticString) {
            append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        @inline(__always)
        mutating func indent(_ level: Int) {
            reserve(2 * level)
            for offset in 0..<2 * level { start[count + offset] = UInt8(ascii: " ") }
            count += 2 * level
        }

        /// `"key": ` at `level`.
        @inline(__always)
        mutating func member(_ level: Int, _ key: StaticString) {
            indent(level)
            raw("\"")
            raw(key)
            raw("\": ")
        }

        /// As `JSONOutput.writeString` writes it: most texts need no escape
        /// and are copied in one go; the others go through it.
        mutating func string(_ text: String) {
            let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
                guard let base = utf8.baseAddress else {
                    raw("\"\"")
                    return true
                }
                guard !Self.needsEscape(base, utf8.count) else { return false }
                reserve(utf8.count + 2)
                start[count] = UInt8(ascii: "\"")
                (start + count + 1).update(from: base, count: utf8.count)
                start[count + 1 + utf8.count] = UInt8(ascii: "\"")
                count += utf8.count + 2
                return true
            }
            if plain != true {
                var escaped: [UInt8] = []
                JSONOutput.writeString(text, to: &escaped)
                append(escaped)
            }
        }

        /// Whether one of the `count` bytes at `base` is a control
        /// character, `"` or `\\`: eight bytes at a time, then one by one.
        @inline(__always)
        private static func needsEscape(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            var index = 0
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                // A byte below 0x20, or equal to one of the two (each
                // `x - 1 & ~x` has its high bit set only where `x` was 0,
                // apart from borrows after such a byte, which only matter
                // when there is one already).
                let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
                let found = ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                if found & highs != 0 { return true }
                index += 8
            }
            while index < count {
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
                index += 1
            }
            return false
        }

        mutating func int(_ number: Int) { append(Array(String(number).utf8)) }

        /// `[]`, or one element per line at `indent + 1`, then `]` at `indent`.
        mutating func array<Element>(_ elements: [Element], indent level: Int, _ element: (inout JSONBytes, Element) -> Void) {
            array(count: elements.count, indent: level) { out, offset in element(&out, elements[offset]) }
        }

        /// As `array`, for `count` elements given by position.
        @inline(__always)
        mutating func array(count: Int, indent level: Int, _ element: (inout JSONBytes, Int) -> Void) {
            guard count > 0 else { raw("[]"); return }
            raw("[\n")
            for offset in 0..<count {
                if offset > 0 { raw(",\n") }
                indent(level + 1)
                element(&self, offset)
            }
            raw("\n")
            indent(level)
            raw("]")
        }

        /// A country's members, each on its line at level 5, in key order:
        /// what `member` writes, with the line break before it, as one
        /// piece each (76,000 countries in an all-locale build).
        mutating func countryMembers(callingCode: String, code: String, dialCode: String, flag: String?, leadingDigits: String?,
                                     name: String, searchKeys: [String]) {
            fixedMembers(callingCode: callingCode, code: code, dialCode: dialCode, flag: flag, leadingDigits: leadingDigits)
            namedMembers(name: name, searchKeys: searchKeys)
        }

        /// The members before the name, which are the record's own in
        /// every locale, up to `"name": `.
        mutating func fixedMembers(callingCode: String, code: String, dialCode: String, flag: String?, leadingDigits: String?) {
            raw("          \"calling_code\": "); string(callingCode)
            raw(",\n          \"code\": "); string(code)
            raw(",\n          \"dial_code\": "); string(dialCode)
            if let flag { raw(",\n          \"flag\": "); string(flag) }
            if let leadingDigits { raw(",\n          \"leading_digits\": "); string(leadingDigits) }
            raw(",\n          \"name\": ")
        }

        /// The name and the search keys, the members a locale gives.
        mutating func namedMembers(name: String, searchKeys: [String]) {
            string(name)
            raw(",\n          \"search_keys\": ")
            if searchKeys.isEmpty {
                raw("[]\n")
                return
            }
            raw("[\n            ")
            string(searchKeys[0])
            for key in searchKeys.dropFirst() {
                raw(",\n            ")
                string(key)
            }
            raw("\n          ]\n")
        }
    }

    /// Both files, with paths relative to the output directory.
    public static func files(_ catalog: Catalog) -> [RenderedFile] {
        files(locale: catalog.locale, sections: sectionsBody(catalog), letters: lettersBody(catalog))
    }

    /// Both files of a catalog given by its parts: the same as `files` of
    /// `parts.catalog()`, without making its `Country` values.
    static func files(_ parts: CatalogBuilder.Parts) -> [RenderedFile] {
        let body = parts.derived.renderedBody
        return files(locale: parts.locale, sections: body.countries { sectionsBytes(parts) },
                     letters: body.index { lettersBytes(parts.derived.letters) })
    }

    /// Both files of `locale` from the bodies another catalog with the
    /// same derivation rendered; nil until it has rendered both.
    static func files(locale: String, body: RenderedBody) -> [RenderedFile]? {
        body.rendered.map { files(locale: locale, sections: $0.countries, letters: $0.index) }
    }

    /// Both files of `locale`, each its locale line and a body, in pieces.
    private static func files(locale: String, sections: [UInt8], letters: [UInt8]) -> [RenderedFile] {
        [
            RenderedFile(path: "\(locale)/\(countriesFileName)", pieces: countriesPieces(locale: locale, body: sections)),
            RenderedFile(path: "\(locale)/\(indexFileName)", pieces: indexPieces(locale: locale, letters: letters)),
        ]
    }
}

/// An output file's path (relative to the output directory) and text.
public struct RenderedFile: Equatable, Sendable {
    public var path: String
    /// The text, in pieces: a locale's line and a body that sibling locales
    /// share, written one after the other rather than copied into one.
    private(set) var pieces: [[UInt8]]

    /// UTF-8 text.
    public var bytes: [UInt8] {
        get { pieces.count == 1 ? pieces[0] : Self.joined(pieces) }
        set { pieces = [newValue] }
    }

    static func joined(_ pieces: [[UInt8]]) -> [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { joined.append(contentsOf: piece) }
        return joined
    }

    /// The length of the text.
    var count: Int { pieces.reduce(0) { $0 + $1.count } }

    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, pieces: [bytes])
    }

    init(path: String, pieces: [[UInt8]]) {
        self.path = path
        self.pieces = pieces
    }

    public static func == (lhs: RenderedFile, rhs: RenderedFile) -> Bool {
        lhs.path == rhs.path && lhs.count == rhs.count && rhs.bytes.withUnsafeBytes(lhs.holds)
    }

    /// Whether `other` is the text.
    func holds(_ other: UnsafeRawBufferPointer) -> Bool {
        guard other.count == count else { return false }
        var offset = 0
        for piece in pieces {
            let same = piece.withUnsafeBytes { piece in
                piece.isEmpty || memcmp(piece.baseAddress!, other.baseAddress! + offset, piece.count) == 0
            }
            guard same else { return false }
            offset += piece.count
        }
        return true
    }

    /// The fingerprint of the text.
    var hash: ContentHash {
        var hasher = ContentHasher()
        for piece in pieces { piece.withUnsafeBytes { hasher.update($0) } }
        return hasher.finish()
    }

    public init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    public var contents: String { String(decoding: bytes, as: UTF8.self) }
}
