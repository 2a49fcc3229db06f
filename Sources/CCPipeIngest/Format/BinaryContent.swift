/// A file that is not text at all: compressed, an archive, a program, an
/// image, or bytes no text holds. Told from its first bytes (the magic
/// numbers `file(1)` reads), so that the reader says what the file is
/// instead of quoting its first byte (`found U+001F` for gzip's, `U+007F`
/// for an ELF executable's).
enum BinaryContent: Equatable {
    case compressed(format: String, command: String)
    case archive(String)
    case executable(String)
    case document(String)
    /// None of the above, but holding a zero byte, which no UTF-8 text does.
    case other

    /// Nil for anything that may be text. A zero byte in the first
    /// `sniffedBytes` marks binary data; UTF-16 and UTF-32, whose ASCII is
    /// padded with zeros, are told apart before (`UnicodeEncodingForm`).
    init?(of bytes: [UInt8]) {
        func starts(_ magic: [UInt8]) -> Bool { bytes.starts(with: magic) }
        if starts([0x1F, 0x8B]) {
            self = .compressed(format: "gzip", command: "gunzip -c FILE > FILE.out")
        } else if starts(Array("BZh".utf8)), bytes.count > 3, (0x31...0x39).contains(bytes[3]) {
            self = .compressed(format: "bzip2", command: "bunzip2 -c FILE > FILE.out")
        } else if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) {
            self = .compressed(format: "xz", command: "unxz -c FILE > FILE.out")
        } else if starts([0x28, 0xB5, 0x2F, 0xFD]) {
            self = .compressed(format: "zstd", command: "unzstd -c FILE > FILE.out")
        } else if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) {
            self = .archive("a zip archive")
        } else if starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) {
            self = .archive("a 7-Zip archive")
        } else if bytes.count > 262, bytes[257..<262].elementsEqual("ustar".utf8) {
            self = .archive("a tar archive")
        } else if starts([0x7F, 0x45, 0x4C, 0x46]) {
            self = .executable("an ELF executable or library")
        } else if starts([0xCF, 0xFA, 0xED, 0xFE]) || starts([0xCE, 0xFA, 0xED, 0xFE]) || starts([0xCA, 0xFE, 0xBA, 0xBE]) {
            self = .executable("a Mach-O executable or library")
        } else if starts(Array("MZ".utf8)), bytes.contains(0) {
            self = .executable("a Windows executable")
        } else if starts(Array("%PDF-".utf8)) {
            self = .document("a PDF document")
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .document("a PNG image")
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .document("a JPEG image")
        } else if starts(Array("SQLite format 3\0".utf8)) {
            self = .document("an SQLite database")
        } else if bytes.prefix(Self.sniffedBytes).contains(0) {
            self = .other
        } else {
            return nil
        }
    }

    /// How far a zero byte is looked for.
    static let sniffedBytes = 8192

    /// What the file is, for the reader's error: `the file is gzip-compressed data`.
    var description: String {
        switch self {
        case .compressed(let format, _): "\(format)-compressed data"
        case .archive(let kind), .executable(let kind), .document(let kind): kind
        case .other: "binary data (it holds zero bytes, which no text file does)"
        }
    }

    /// What to do about it, when there is something to do.
    var hint: String? {
        switch self {
        case .compressed(_, let command): "Decompress it first: \(command)"
        case .archive: "Extract the dataset from it first, and name that file."
        case .executable, .document, .other: nil
        }
    }
}
