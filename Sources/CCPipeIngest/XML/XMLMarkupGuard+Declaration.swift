import Foundation

extension XMLMarkupGuard {
    /// The encoding an XML declaration's text (what follows `<?`) names, if
    /// it names one and that is not UTF-8 (`utf-8` or `utf8`, in any case).
    /// Every file has a declaration: one of ASCII is read as bytes, which
    /// are its characters; any other as `declaredEncoding` reads it.
    static func foreignEncoding(_ declaration: [UInt8]) -> String? {
        guard declaration.allSatisfy({ $0 < 0x80 }) else {
            guard let encoding = declaredEncoding(declaration), !["utf-8", "utf8"].contains(encoding.lowercased()) else { return nil }
            return encoding
        }
        guard let value = declaredEncodingBytes(declaration) else { return nil }
        if isUTF8(value, "utf-8") || isUTF8(value, "utf8") { return nil }
        return String(decoding: value, as: UTF8.self)
    }

    /// Whether `value` is `name` (in lowercase ASCII) in any case.
    private static func isUTF8(_ value: ArraySlice<UInt8>, _ name: StaticString) -> Bool {
        guard value.count == name.utf8CodeUnitCount else { return false }
        var offset = 0
        for byte in value {
            let lowercased = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            guard lowercased == name.utf8Start[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// `declaredEncoding` for a declaration of ASCII: after `xml` at the
    /// start, the first `encoding`, then spaces, tabs and `=`, then a
    /// quoted value (up to its closing quote or the end).
    static func declaredEncodingBytes(_ declaration: [UInt8]) -> ArraySlice<UInt8>? {
        guard declaration.starts(with: "xml".utf8), let found = firstEncoding(in: declaration) else { return nil }
        var index = found + 8
        while index < declaration.count,
              declaration[index] == UInt8(ascii: " ") || declaration[index] == UInt8(ascii: "=") || declaration[index] == 0x09 {
            index += 1
        }
        guard index < declaration.count, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[index]
        let valueEnd = declaration[(index + 1)...].firstIndex(of: quote) ?? declaration.count
        return declaration[(index + 1)..<valueEnd]
    }

    /// Where the first `encoding` in `declaration` starts.
    private static func firstEncoding(in declaration: [UInt8]) -> Int? {
        let name: StaticString = "encoding"
        return declaration.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, bytes.count >= 8 else { return nil }
            var index = 0
            while index <= bytes.count - 8 {
                if base[index] == UInt8(ascii: "e"), memcmp(base + index, name.utf8Start, 8) == 0 { return index }
                index += 1
            }
            return nil
        }
    }
}
