/// The runs of bytes inside an element that only move the position, which
/// `XMLSimpleElement` spends most of its time on: a run is read eight bytes
/// at a time for where it stops, and the columns are counted after, for
/// all the element's bytes at once, eight at a time too.
enum XMLByteRun {
    /// Moves over the bytes up to the first of `stops` (a set of bytes below
    /// 64, as bits: a byte's bit is 1 << byte) or `end`, and returns where it
    /// stopped. A word's bytes below 64 (their top two bits clear) are found
    /// at once, and only those are looked up in `stops`: a letter, or any
    /// byte of a character beyond ASCII, is passed with the rest of its word.
    @inline(__always)
    static func skip(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, stops: UInt64) -> Int {
        var index = start
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // The top bit of each byte below 64, the first byte lowest.
            var low = ~word & ~(word &<< 1) & 0x8080_8080_8080_8080
            while low != 0 {
                let bit = low.trailingZeroBitCount
                if stops & (1 &<< ((word &>> UInt64(bit - 7)) & 0xFF)) != 0 { return index + bit >> 3 }
                low &= low &- 1
            }
            index += 8
        }
        while index < end {
            let byte = base[index]
            if byte < 64, stops & (1 &<< UInt64(byte)) != 0 { break }
            index += 1
        }
        return index
    }

    /// `skip` on past line breaks (each of `stops`), up to the first other
    /// byte of `stops` or `end`; `line` moves by the line breaks passed, and
    /// `lineStart` is set to where the last of them ends.
    @inline(__always)
    static func skipAcrossLines(_ base: UnsafePointer<UInt8>, from start: Int, end: Int, stops: UInt64,
                                line: inout Int, lineStart: inout Int) -> Int {
        var index = start
        while true {
            index = skip(base, from: index, end: end, stops: stops)
            guard index < end, base[index] == UInt8(ascii: "\n") else { return index }
            line += 1
            index += 1
            lineStart = index
        }
    }

    /// Whether a byte of `base[start..<end]` is beyond ASCII (its top bit
    /// set), the bytes read eight at a time.
    @inline(__always)
    static func hasNonASCII(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        var seen: UInt64 = 0
        while index + 8 <= end {
            seen |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < end {
            seen |= UInt64(base[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 != 0
    }

    /// How many characters `base[start..<end]` holds: its bytes but UTF-8
    /// continuation bytes (10xxxxxx), which do not move the column.
    @inline(__always)
    static func characters(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        var continuations = 0
        while index + 8 <= end {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // The low bit of each continuation byte; the multiplication
            // sums them into the top byte (the machine's baseline has no
            // population count).
            let marks = (word & ~(word &<< 1) & 0x8080_8080_8080_8080) &>> 7
            continuations += Int(truncatingIfNeeded: (marks &* 0x0101_0101_0101_0101) &>> 56)
            index += 8
        }
        while index < end {
            if base[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return end - start - continuations
    }
}
