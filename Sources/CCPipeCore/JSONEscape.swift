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
}
