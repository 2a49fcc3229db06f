/// Whether a JSON string must escape some of its bytes (control
/// characters, `"` and `\\`), found eight bytes at a time: nearly every
/// text ccpipe writes has none, and checking it byte by byte cost more
/// than copying it. `CatalogRenderer.JSONBytes` has its own copy, which
/// the compiler inlines into the renderer's loops (a call to this one
/// from another module is not inlined).
package enum JSONEscape {
    /// Whether one of the `count` bytes at `base` must be escaped: eight
    /// bytes at a time, the last eight of a text of eight or more as one
    /// word ending at its end (a byte read twice is as clean the second
    /// time), a shorter one byte by byte.
    package static func needed(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        var index = 0
        while index + 8 <= count {
            if needed(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return true }
            index += 8
        }
        if index < count, count >= 8 { return needed(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)) }
        while index < count {
            let byte = base[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            index += 1
        }
        return false
    }

    /// Whether one of a word's eight bytes is below 0x20, `"` or `\\`
    /// (each `x - 1 & ~x` has its high bit set only where `x` was 0,
    /// apart from borrows after such a byte, which only matter when
    /// there is one already).
    @inline(__always)
    static func needed(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let found = ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
        return found & highs != 0
    }

    /// `text` as a JSON string, quotes included, escaping only what JSON
    /// requires (quote, backslash, control characters) and copying the rest
    /// as UTF-8: a text without escapes in one go (nearly every one), else
    /// the runs between escapes in one go each, each escape appended as its
    /// bytes (the patterns of the telephone data have a backslash every few
    /// bytes).
    package static func write(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            out.append(UInt8(ascii: "\""))
            guard let base = utf8.baseAddress, needed(base, utf8.count) else {
                out.append(contentsOf: utf8)
                out.append(UInt8(ascii: "\""))
                return
            }
            var run = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0xF)])
                }
                run = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// The lowercase hexadecimal digit of `value` (0 to 15).
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
