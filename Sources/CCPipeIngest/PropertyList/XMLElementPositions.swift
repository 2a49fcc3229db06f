import CCPipeCore

/// Where each element's start tag begins, in document order, counted from
/// the raw bytes. `XMLReader` reports lines only; findings and `fix` need
/// the column of a `<string>` too. The reader has already rejected what is
/// not well-formed, so a plain scan of tags lines up one to one with its
/// `startElement` events.
enum XMLElementPositions {
    /// Byte offsets of the `<` of every start tag (also of `<empty/>` ones),
    /// or of the first `limit` of them.
    static func offsets(in bytes: [UInt8], limit: Int = .max) -> [Int] {
        var offsets: [Int] = []
        var index = 0
        while index < bytes.count, offsets.count < limit {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if starts(bytes, at: index, with: "<!--") {
                index = end(of: "-->", in: bytes, from: index + 4)
            } else if starts(bytes, at: index, with: "<![CDATA[") {
                index = end(of: "]]>", in: bytes, from: index + 9)
            } else if starts(bytes, at: index, with: "<?") {
                index = end(of: "?>", in: bytes, from: index + 2)
            } else {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if next != UInt8(ascii: "/"), next != UInt8(ascii: "!") { offsets.append(index) }
                index = tagEnd(in: bytes, from: index + 1)
            }
        }
        return offsets
    }

    /// `line:column` of each offset (ascending), columns in Unicode scalars
    /// after a leading BOM, as every reader in ccpipe counts them.
    static func locations(of offsets: [Int], in bytes: [UInt8], file: String) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        locations.reserveCapacity(offsets.count)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1, column = 1
        let origin = SourceLocation(file: file, line: 1, column: 1)
        for offset in offsets {
            while index < offset {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80, byte != UInt8(ascii: "\r") {
                    column += 1
                }
                index += 1
            }
            locations.append(origin.at(line: line, column: column))
        }
        return locations
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        bytes[index...].starts(with: prefix.utf8)
    }

    private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index + pattern.count }
            index += 1
        }
        return bytes.count
    }

    /// The `>` closing a tag or declaration; quoted attribute values and a
    /// DOCTYPE's quoted identifiers may hold `>`.
    static func tagEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return bytes.count
    }
}
