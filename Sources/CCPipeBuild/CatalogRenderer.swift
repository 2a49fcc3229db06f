import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCatalogCore
import Foundation

/// Renders a `Catalog` into the CountryCatalog format (`countries.json`,
/// `index.json`). The values are CountryCatalog's own types; the bytes are
/// written here directly, in `JSONOutput`'s layout with each country and
/// each index letter on one line (`JSONBytes`), because an all-locale
/// build writes one of each per CLDR locale. One line a country keeps the
/// bundled locales small and makes a changed country one changed line in
/// a review. `CatalogRoundTripTests` decodes built catalogs
/// with CountryCatalog to keep the two in step.
package enum CatalogRenderer {
    package static let countriesFileName = "countries.json"
    package static let indexFileName = "index.json"

    /// `<locale>/countries.json`: `{locale, phone, sections: [{title, kind, countries:
    /// [{calling_code, code, dial_code, leading_digits, name, search_abbreviations, search_keys}]}]}`,
    /// one country a line, `phone` naming the file of every region's phone
    /// data beside the locale folders (`PhoneFile`). Keys are listed in
    /// sorted order by hand: this runs once per locale, for `all` once per CLDR locale.
    package static func countriesJSON(_ catalog: Catalog) -> String {
        String(decoding: countriesBytes(catalog), as: UTF8.self)
    }

    /// Written straight into one byte buffer (the same bytes as building the
    /// `JSONOutput` tree, each country in it written on one line, and
    /// rendering it, which `CatalogRendererTests` checks) without the intermediate tree: this
    /// fixed shape is most of what an all-locale build writes.
    package static func countriesBytes(_ catalog: Catalog) -> [UInt8] {
        RenderedFile.joined(countriesPieces(locale: catalog.locale, body: sectionsBody(catalog)))
    }

    /// The catalog's sections rendered, or what a catalog sharing them rendered.
    private static func sectionsBody(_ catalog: Catalog) -> [UInt8] {
        catalog.renderedBody?.countries { sectionsBytes(catalog.sections) } ?? sectionsBytes(catalog.sections)
    }

    /// The locale line, then `body` (what `sectionsBytes` renders).
    private static func countriesPieces(locale: String, body: [UInt8]) -> [[UInt8]] {
        [countriesHead(locale: locale), body]
    }

    /// What `countries.json` starts with: its opening brace and locale line.
    package static func countriesHead(locale: String) -> [UInt8] {
        var header = JSONBytes(capacity: 32 + locale.utf8.count)
        header.raw("{\n")
        header.member(1, "locale"); header.string(locale); header.raw(",\n")
        return header.bytes
    }

    /// What follows the locale in `countries.json`: the same for every
    /// locale with equal sections.
    private static func sectionsBytes(_ sections: [Catalog.Section]) -> [UInt8] {
        sectionsBytes(sections.count, capacity: 256 + 64 * sections.count + 400 * sections.reduce(0) { $0 + $1.countries.count },
                      section: { (sections[$0].title, sections[$0].kind, sections[$0].countries.count) }) { out, section, position in
            let country = sections[section].countries[position]
            out.countryMembers(callingCode: country.callingCode, code: country.code, dialCode: country.dialCode,
                               leadingDigits: country.leadingDigits, name: country.name,
                               abbreviations: country.searchAbbreviations, searchKeys: country.searchKeys)
        }
    }

    /// The same bytes from a catalog's parts, without its `Country` values.
    private static func sectionsBytes(_ parts: CatalogBuilder.Parts) -> [UInt8] {
        let sections = parts.derived.sections
        // What the sections take, but for a few bytes a section (unless a
        // text needs escapes), so that the array they are written into is
        // kept (`sectionsBytes`): a country's line is its indent, braces,
        // comma and the members `namedMembers` writes (the abbreviations'
        // only when there are some), each text with its quotes and, but
        // the last, a comma and space; a section's members besides its
        // countries take 80 bytes and its texts.
        var bytes = 64
        for section in sections {
            bytes += 80 + section.title.utf8.count + section.kind.rawValue.utf8.count
            for country in section.rows {
                let abbreviations = parts.derived.abbreviations[country], searchKeys = parts.derived.searchKeys[country]
                bytes += 33 + parts.prepared.fixedMembers[parts.rowOf[country]].count + parts.names[country].utf8.count
                if !abbreviations.isEmpty { bytes += 28 - 2 }
                if !searchKeys.isEmpty { bytes -= 2 }
                for text in abbreviations { bytes += text.utf8.count + 4 }
                for text in searchKeys { bytes += text.utf8.count + 4 }
            }
        }
        let section = { (sections[$0].title, sections[$0].kind, sections[$0].rows.count) }
        return sectionsBytes(sections.count, capacity: bytes, section: section) { out, section, position in
            let country = sections[section].rows[position]
            // The members before the name are the same bytes in every
            // locale: rendered once per build (`PreparedDataset`).
            out.append(parts.prepared.fixedMembers[parts.rowOf[country]])
            out.namedMembers(name: parts.names[country], abbreviations: parts.derived.abbreviations[country],
                             searchKeys: parts.derived.searchKeys[country])
        }
    }

    /// `sections` sections, written into an array of `capacity` bytes (it
    /// grows when they take more); `section` gives
    /// one's title, kind and number of countries, `country` writes the
    /// members of one of them (`JSONBytes.countryMembers`).
    ///
    /// The array is kept as it is when the sections fill it but for a
    /// sixteenth: it is in the cache of bodies until the build ends
    /// (`RenderedBody`), so one with more room left is copied into one
    /// of their size, as one whose sections took more than its room is.
    @inline(__always)
    private static func sectionsBytes(_ sections: Int, capacity: Int,
                                      section: (Int) -> (title: String, kind: Catalog.Kind, countries: Int),
                                      country: (inout JSONBytes, Int, Int) -> Void) -> [UInt8] {
        var copied: [UInt8]?
        let kept = [UInt8](unsafeUninitializedCapacity: max(capacity, 64)) { buffer, initialized in
            var out = JSONBytes(into: buffer)
            sectionsBytes(sections, into: &out, section: section, country: country)
            if out.isInLentBuffer, buffer.count - out.count <= out.count / 16 {
                initialized = out.count
            } else {
                copied = out.bytes
                initialized = 0
            }
        }
        return copied ?? kept
    }

    /// `sectionsBytes`' bytes, written into `out`.
    @inline(__always)
    private static func sectionsBytes(_ sections: Int, into out: inout JSONBytes,
                                      section: (Int) -> (title: String, kind: Catalog.Kind, countries: Int),
                                      country: (inout JSONBytes, Int, Int) -> Void) {
        out.member(1, "phone"); out.string(PhoneFile.fileName); out.raw(",\n")
        out.member(1, "sections")
        out.array(count: sections, indent: 1) { out, position in
            let (title, kind, count) = section(position)
            out.raw("{\n")
            out.member(3, "countries")
            out.array(count: count, indent: 3) { out, member in
                out.raw("{")
                country(&out, position, member)
                out.raw("}")
            }
            out.raw(",\n")
            out.member(3, "kind"); out.string(kind.rawValue); out.raw(",\n")
            out.member(3, "title"); out.string(title); out.raw("\n")
            out.indent(2); out.raw("}")
        }
        out.raw("\n}\n")
    }

    /// `<locale>/index.json`: `{letters: [{count, label, section}], locale}`,
    /// one letter a line.
    package static func indexJSON(_ catalog: Catalog) -> String {
        String(decoding: indexBytes(catalog), as: UTF8.self)
    }

    package static func indexBytes(_ catalog: Catalog) -> [UInt8] {
        RenderedFile.joined(indexPieces(locale: catalog.locale, letters: lettersBody(catalog)))
    }

    /// The catalog's letters rendered, or what a catalog sharing them rendered.
    private static func lettersBody(_ catalog: Catalog) -> [UInt8] {
        catalog.renderedBody?.index { lettersBytes(catalog.letters) } ?? lettersBytes(catalog.letters)
    }

    /// `letters` (what `lettersBytes` renders), then the locale line.
    private static func indexPieces(locale: String, letters: [UInt8]) -> [[UInt8]] {
        [letters, indexTail(locale: locale)]
    }

    /// What `index.json` ends with: its locale line and closing brace.
    package static func indexTail(locale: String) -> [UInt8] {
        var tail = JSONBytes(capacity: 32 + locale.utf8.count)
        tail.member(1, "locale"); tail.string(locale); tail.raw("\n}\n")
        return tail.bytes
    }

    /// What precedes the locale in `index.json`: the same for every locale
    /// with equal letters.
    private static func lettersBytes(_ letters: [Catalog.Letter]) -> [UInt8] {
        var out = JSONBytes(capacity: 64 + 64 * letters.count)
        out.raw("{\n")
        out.member(1, "letters")
        out.array(letters, indent: 1) { out, letter in
            out.raw("{\"count\": "); out.int(letter.count)
            out.raw(", \"label\": "); out.string(letter.label)
            out.raw(", \"section\": "); out.int(letter.section); out.raw("}")
        }
        out.raw(",\n")
        return out.bytes
    }

    /// Both files, with paths relative to the output directory.
    package static func files(_ catalog: Catalog) -> [RenderedFile] {
        [
            RenderedFile(path: "\(catalog.locale)/\(countriesFileName)", pieces: countriesPieces(locale: catalog.locale, body: sectionsBody(catalog))),
            RenderedFile(path: "\(catalog.locale)/\(indexFileName)", pieces: indexPieces(locale: catalog.locale, letters: lettersBody(catalog))),
        ]
    }

    /// Both files of a catalog given by its parts: the same as `files` of
    /// `parts.catalog()`, without making its `Country` values.
    static func files(_ parts: CatalogBuilder.Parts) -> [RenderedFile] {
        let body = parts.derived.renderedBody
        _ = body.countries { sectionsBytes(parts) }
        _ = body.index { lettersBytes(parts.derived.letters) }
        return files(locale: parts.locale, body: body)!
    }

    /// Both files of `locale` from the bodies another catalog with the
    /// same derivation rendered; nil until it has rendered both.
    static func files(locale: String, body: RenderedBody) -> [RenderedFile]? {
        body.rendered.map { rendered in
            [
                RenderedFile(path: "\(locale)/\(countriesFileName)", pieces: countriesPieces(locale: locale, body: rendered.countries),
                             pieceHashes: [nil, rendered.countriesHash]),
                RenderedFile(path: "\(locale)/\(indexFileName)", pieces: indexPieces(locale: locale, letters: rendered.index),
                             pieceHashes: [rendered.indexHash, nil]),
            ]
        }
    }
}

/// An output file's path (relative to the output directory) and text.
package struct RenderedFile: Equatable, Sendable {
    package var path: String
    /// The text, in pieces: a locale's line and a body that sibling locales
    /// share, written one after the other rather than copied into one.
    package private(set) var pieces: [[UInt8]]
    /// The content hashes of pieces known beforehand (a shared body's, made
    /// once per build), by position; nil for a piece hashed when asked.
    private var pieceHashes: [ContentHash?] = []

    /// UTF-8 text.
    package var bytes: [UInt8] {
        get { pieces.count == 1 ? pieces[0] : Self.joined(pieces) }
        set {
            pieces = [newValue]
            pieceHashes = []
        }
    }

    /// What the build manifest records of the file (`OutputFingerprint`).
    package var fingerprint: ContentHash {
        OutputFingerprint.of(self) { position in
            pieceHashes.indices.contains(position) ? pieceHashes[position] : nil
        }
    }

    static func joined(_ pieces: [[UInt8]]) -> [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { joined.append(contentsOf: piece) }
        return joined
    }

    /// The length of the text.
    package var count: Int { pieces.reduce(0) { $0 + $1.count } }

    package init(path: String, bytes: [UInt8]) {
        self.init(path: path, pieces: [bytes])
    }

    init(path: String, pieces: [[UInt8]], pieceHashes: [ContentHash?] = []) {
        self.path = path
        self.pieces = pieces
        self.pieceHashes = pieceHashes
    }

    package static func == (lhs: RenderedFile, rhs: RenderedFile) -> Bool {
        lhs.path == rhs.path && lhs.count == rhs.count && rhs.bytes.withUnsafeBytes(lhs.holds)
    }

    /// Whether `other` is the text.
    package func holds(_ other: UnsafeRawBufferPointer) -> Bool {
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


    package init(path: String, contents: String) {
        self.init(path: path, bytes: Array(contents.utf8))
    }

    package var contents: String { String(decoding: bytes, as: UTF8.self) }
}
