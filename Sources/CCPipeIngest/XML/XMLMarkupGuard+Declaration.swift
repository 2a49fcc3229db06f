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
        let lowercased = value.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        if lowercased.elementsEqual("utf-8".utf8) || lowercased.elementsEqual("utf8".utf8) { return nil }
        return String(decoding: value, as: UTF8.self)
    }

    /// `declaredEncoding` for a declaration of ASCII: after `xml` at the
    /// start, the first `encoding`, then spaces, tabs and `=`, then a
    /// quoted value (up to its closing quote or the end).
    static func declaredEncodingBytes(_ declaration: [UInt8]) -> ArraySlice<UInt8>? {
        guard declaration.starts(with: "xml".utf8) else { return nil }
        let name = Array("encoding".utf8)
        guard declaration.count >= name.count,
              let found = (0...(declaration.count - name.count)).first(where: {
                  declaration[$0..<($0 + name.count)].elementsEqual(name)
              })
        else { return nil }
        var index = found + name.count
        while index < declaration.count,
              declaration[index] == UInt8(ascii: " ") || declaration[index] == UInt8(ascii: "=") || declaration[index] == 0x09 {
            index += 1
        }
        guard index < declaration.count, declaration[index] == UInt8(ascii: "\"") || declaration[index] == UInt8(ascii: "'") else { return nil }
        let quote = declaration[index]
        let valueEnd = declaration[(index + 1)...].firstIndex(of: quote) ?? declaration.count
        return declaration[(index + 1)..<valueEnd]
    }
}
