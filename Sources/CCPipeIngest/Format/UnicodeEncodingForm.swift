/// A Unicode encoding other than UTF-8 that a dataset may have been saved
/// in (Windows editors and Excel save "Unicode" text as UTF-16), told from
/// its first bytes so that the reader names it instead of its first byte
/// that is not UTF-8.
package enum UnicodeEncodingForm: Equatable {
    case utf16(littleEndian: Bool, byteOrderMark: Bool)
    case utf32(littleEndian: Bool, byteOrderMark: Bool)

    /// From a byte order mark, or else from where the zero bytes are: a
    /// dataset starts with ASCII (`[`, `{`, `<`, a header's letters, white
    /// space), which UTF-16 and UTF-32 pad with zeros, as RFC 4627 section 3
    /// tells JSON's encodings apart. Nil for anything else: no UTF-8 text
    /// starts with a zero byte.
    init?(of bytes: [UInt8]) {
        let head = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (head[0], head[1], head[2], head[3]) {
        case (0x00, 0x00, 0xFE, 0xFF): self = .utf32(littleEndian: false, byteOrderMark: true)
        case (0xFF, 0xFE, 0x00, 0x00): self = .utf32(littleEndian: true, byteOrderMark: true)
        case (0xFE, 0xFF, _, _): self = .utf16(littleEndian: false, byteOrderMark: true)
        case (0xFF, 0xFE, _, _): self = .utf16(littleEndian: true, byteOrderMark: true)
        case (0x00, 0x00, 0x00, let last) where last != 0 && bytes.count >= 4: self = .utf32(littleEndian: false, byteOrderMark: false)
        case (let first, 0x00, 0x00, 0x00) where first != 0 && bytes.count >= 4: self = .utf32(littleEndian: true, byteOrderMark: false)
        case (0x00, let second, _, _) where second != 0 && bytes.count >= 2: self = .utf16(littleEndian: false, byteOrderMark: false)
        case (let first, 0x00, _, _) where first != 0 && bytes.count >= 2: self = .utf16(littleEndian: true, byteOrderMark: false)
        default: return nil
        }
    }

    /// `UTF-16 (little-endian)`.
    var name: String {
        switch self {
        case .utf16(let little, _): "UTF-16 (\(little ? "little" : "big")-endian)"
        case .utf32(let little, _): "UTF-32 (\(little ? "little" : "big")-endian)"
        }
    }

    /// What `iconv -f` calls it: with a byte order mark, the plain name, so
    /// that iconv reads the mark and leaves it out.
    var iconvName: String {
        switch self {
        case .utf16(let little, let mark): mark ? "UTF-16" : little ? "UTF-16LE" : "UTF-16BE"
        case .utf32(let little, let mark): mark ? "UTF-32" : little ? "UTF-32LE" : "UTF-32BE"
        }
    }
}
