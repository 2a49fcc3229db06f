import CCPipeCore

/// What a read error may show of the input it could not read. The file may
/// be anything a path can name (a key, a token, `/etc/shadow`, a binary), so
/// an error says where and what was expected, and quotes only enough to
/// recognise the spot: at most `maxBytes` bytes, cut at a character
/// boundary and marked `…` when cut, with control, format and separator
/// characters written `\u{…}` as reports write them (`escapedForReport`)
/// and bytes that are not UTF-8 written `\x{…}`. Every reader's messages
/// quote input through here.
package enum InputExcerpt {
    static let maxBytes = 32
    /// The longest word a message quotes where a literal was expected: the
    /// words people write there (`NaN`, `undefined`, `-Infinity`, `True`)
    /// are under 10 bytes; a longer run of letters and digits is more likely
    /// a token, a hash or a key, and is described by its length instead.
    static let maxWordBytes = 16

    /// The excerpt of `bytes`, without quotes.
    static func text<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        let window = Array(bytes.prefix(maxBytes + 4))
        let units = Unit.decode(window)
        let isCut = bytes.count > maxBytes
        let kept = isCut ? Unit.characterBoundary(in: units, atMostBytes: maxBytes) : units.count
        return Unit.render(units[..<kept]) + (isCut ? "…" : "")
    }

    package static func text(_ string: some StringProtocol) -> String { text(string.utf8) }

    /// The excerpt in double quotes, as messages quote values.
    static func quoted<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String { "\"" + text(bytes) + "\"" }

    package static func quoted(_ string: some StringProtocol) -> String { quoted(string.utf8) }

    /// One scalar, or one byte that starts no well-formed UTF-8 sequence.
    private enum Unit {
        case scalar(Unicode.Scalar, bytes: Int)
        case invalid(UInt8)

        var byteCount: Int {
            switch self {
            case .scalar(_, let bytes): bytes
            case .invalid: 1
            }
        }

        static func decode(_ bytes: [UInt8]) -> [Unit] {
            var units: [Unit] = []
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded):
                    units.append(.scalar(Unicode.UTF8.decode(encoded), bytes: encoded.count))
                    offset += encoded.count
                case .error(let length):
                    units += bytes[offset..<offset + length].map(Unit.invalid)
                    offset += length
                case .emptyInput:
                    return units
                }
            }
        }

        /// How many units end on the last character boundary within
        /// `limit` bytes. The unit after the limit, when decoded, lets the
        /// boundary at the limit itself be told (a combining mark there
        /// would join the character before it).
        static func characterBoundary(in units: [Unit], atMostBytes limit: Int) -> Int {
            var fitting = 0, bytes = 0
            while fitting < units.count, bytes + units[fitting].byteCount <= limit {
                bytes += units[fitting].byteCount
                fitting += 1
            }
            // U+FFFD stands for an invalid byte: a character of its own, as the byte is.
            var scalars = String.UnicodeScalarView()
            for unit in units.prefix(fitting + 1) {
                if case .scalar(let scalar, _) = unit { scalars.append(scalar) } else { scalars.append("\u{FFFD}") }
            }
            var end = 0
            for character in String(scalars) {
                let next = end + character.unicodeScalars.count
                guard next <= fitting else { break }
                end = next
            }
            return end
        }

        static func render(_ units: ArraySlice<Unit>) -> String {
            var out = "", run = String.UnicodeScalarView()
            for unit in units {
                switch unit {
                case .scalar(let scalar, _):
                    run.append(scalar)
                case .invalid(let byte):
                    out += String(run).escapedForReport + "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
                    run = String.UnicodeScalarView()
                }
            }
            return out + String(run).escapedForReport
        }
    }
}
