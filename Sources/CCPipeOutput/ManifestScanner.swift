import CCPipeBuild

/// Reads the build manifest's JSON: every build with nothing to do starts
/// here, and `JSONDecoder` spends many times longer on an all-locale
/// manifest than one pass over the bytes.
/// It reads any JSON value; what is not well-formed gives nil, and the build
/// then starts afresh as it does without a manifest.
struct ManifestScanner {
    /// Arrays hold what values contain, so no case is boxed on its own.
    enum Value {
        case object(Members)
        case array([Value])
        case string(String)
        case number(Int)
        case literal
    }

    /// An object's members in the order written, looked up as a dictionary
    /// built from them would be (the last of a repeated name wins); the
    /// manifest's readers go through them once, so none is hashed here.
    struct Members: Sequence {
        fileprivate var pairs: [(name: String, value: Value)] = []

        subscript(name: String) -> Value? { pairs.last { $0.name == name }?.value }

        func makeIterator() -> IndexingIterator<[(name: String, value: Value)]> { pairs.makeIterator() }
    }

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    static func parse(_ bytes: [UInt8]) -> Value? {
        var scanner = ManifestScanner(bytes: bytes)
        guard let value = scanner.value() else { return nil }
        scanner.skipSpace()
        return scanner.position == bytes.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value() -> Value? {
        skipSpace()
        guard position < bytes.count, depth < 32 else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default:
            for word in ["true", "false", "null"] where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return .literal
            }
            return nil
        }
    }

    private mutating func object() -> Value? {
        position += 1
        depth += 1
        defer { depth -= 1 }
        var members = Members()
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
        while true {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
            position += 1
            guard let member = value() else { return nil }
            members.pairs.append((key, member))
            skipSpace()
            guard position < bytes.count else { return nil }
            position += 1
            if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func array() -> Value? {
        position += 1
        depth += 1
        defer { depth -= 1 }
        var elements: [Value] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipSpace()
            guard position < bytes.count else { return nil }
            position += 1
            if bytes[position - 1] == UInt8(ascii: "]") { return .array(elements) }
            guard bytes[position - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    /// A string without escapes is copied in one piece; one with escapes
    /// (which the manifest's own writer uses only for quotes, backslashes
    /// and control characters) is rebuilt.
    private mutating func string() -> String? {
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            if bytes[position] == UInt8(ascii: "\\") { escaped = true; position += 1 }
            position += 1
        }
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        let raw = bytes[start..<position]
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        return Self.unescape(raw)
    }

    private static func unescape(_ raw: ArraySlice<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var index = raw.startIndex
        func flush() {
            scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
            utf8.removeAll()
        }
        while index < raw.endIndex {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else { utf8.append(byte); continue }
            guard index < raw.endIndex else { return nil }
            let escape = raw[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "u"):
                guard index + 4 <= raw.endIndex, let code = UInt32(String(decoding: raw[index..<index + 4], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { return nil }
                index += 4
                flush()
                scalars.append(scalar)
            default: return nil
            }
        }
        flush()
        return String(scalars)
    }

    private mutating func number() -> Value? {
        let start = position
        position += 1
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        return Int(String(decoding: bytes[start..<position], as: UTF8.self)).map(Value.number)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
