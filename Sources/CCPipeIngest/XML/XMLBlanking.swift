import Foundation

/// What `XMLMarkupGuard` hands libxml2 of the elements a reader reads past
/// without parsing: with `XMLReaderOptions.readsUpToEndOf`, the siblings of
/// the path's last element that come before it (`languages` and `scripts`
/// before `territories`). Their content is blanked: each character becomes
/// one space, line breaks stay, so libxml2 reads ASCII white space (its
/// fastest path) and counts the file's own lines and columns. The guard
/// still reads every byte with all its checks.
///
/// Per chunk: `begin`, then `follow` after each byte the guard reads while
/// `isActive`, then `end`, which blanks and compacts the buffer.
struct XMLBlanking {
    /// Set by the guard at the `>` of a start tag to blank: blanking starts
    /// after it.
    var starts = false
    /// The depth of the element whose content is being blanked.
    private var depth: Int?
    /// Where in this chunk the blanked range began, and where a `<` at the
    /// blanked element's own level waits for its next byte (`/`: the end
    /// tag, which is kept; anything else: blanked with the rest). Both are
    /// positions in the buffer; the byte held back from the previous chunk
    /// is at `first - 1`.
    private var from = 0
    private var lessThanAt: Int?
    private var ranges: [Range<Int>] = []
    /// Whether the last byte of the chunk just scanned is such a `<`: the
    /// caller must hand it to libxml2 only with the next chunk, at its start.
    private(set) var holdsLastByte = false
    /// Bytes dropped from the buffer by the last chunk: what is handed on
    /// ends that many bytes earlier.
    private(set) var compactedBy = 0

    var isActive: Bool { depth != nil || starts }

    mutating func begin(at first: Int) {
        holdsLastByte = false
        ranges.removeAll(keepingCapacity: true)
        guard depth != nil else { return }
        from = lessThanAt == nil ? first : first - 1
        if lessThanAt != nil { lessThanAt = first - 1 }
    }

    /// After the guard read the byte at `index`, at `elementDepth`:
    /// `lessThanInText` when it was a `<` in text, `afterLessThan` when it
    /// followed one, `endTag` when that made an end tag.
    mutating func follow(at index: Int, elementDepth: Int, lessThanInText: Bool, afterLessThan: Bool, endTag: Bool) {
        if starts {
            starts = false
            depth = elementDepth
            from = index + 1
            lessThanAt = nil
            return
        }
        guard elementDepth == depth else { return }
        if lessThanInText {
            lessThanAt = index
        } else if let lessThan = lessThanAt, afterLessThan {
            lessThanAt = nil
            if endTag {
                ranges.append(from..<lessThan)
                depth = nil
            }
        }
    }

    /// Blanks what this chunk holds of blanked elements; returns `accepted`
    /// (the guard's count of bytes handed on) less the bytes dropped.
    mutating func end(_ bytes: UnsafeMutableRawBufferPointer, first: Int, accepted: Int, refused: Bool) -> Int {
        if depth != nil {
            if !refused, let lessThan = lessThanAt, lessThan == bytes.count - 1, lessThan >= first {
                ranges.append(from..<lessThan)
                holdsLastByte = true
            } else {
                ranges.append(from..<max(from, accepted))
            }
        }
        compactedBy = ranges.isEmpty ? 0 : blank(bytes)
        return accepted - compactedBy
    }

    /// Blanks `range` of `bytes` too: an element read by the guard itself
    /// (`XMLTakenTexts`), after any range blanked before it. With only
    /// spaces, tabs and line breaks since the last range, the range is
    /// that one's, longer: blanked, they stay white space (a tab becomes a
    /// space, one column as well).
    mutating func blankElement(_ range: Range<Int>, in bytes: UnsafePointer<UInt8>) {
        if let last = ranges.last, last.upperBound <= range.lowerBound,
           (last.upperBound..<range.lowerBound).allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 || bytes[$0] == 0x0A }) {
            ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
        } else {
            ranges.append(range)
        }
    }

    /// Of each of `ranges`, only the line feeds stay, and each character
    /// after the last one becomes one space (the rest is dropped, and the
    /// rest of the buffer moves up). libxml2 then counts the file's lines,
    /// and the file's columns on the line where the range ends, the only
    /// one of its lines that it reads more of; it parses no white space for
    /// the lines in between. Returns how many bytes were dropped.
    ///
    /// What is handed on so depends on where reads end (a read ending
    /// inside a range keeps the characters of its last line), the lines and
    /// columns of what libxml2 reads do not.
    private func blank(_ bytes: UnsafeMutableRawBufferPointer) -> Int {
        let base = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        var write = ranges[0].lowerBound
        var read = write
        for range in ranges {
            // What lies between ranges moves up as it is.
            if range.lowerBound > read {
                (base + write).update(from: base + read, count: range.lowerBound - read)
                write += range.lowerBound - read
            }
            var position = range.lowerBound
            // Up to the last line feed, only the line feeds: libxml2 counts
            // lines by them alone (a carriage return before one, or alone,
            // only moves the column, and the line ends in the range).
            var lastBreak = range.upperBound - 1
            while lastBreak >= range.lowerBound, base[lastBreak] != 0x0A { lastBreak -= 1 }
            if lastBreak >= range.lowerBound {
                while let found = memchr(base + position, 0x0A, lastBreak + 1 - position) {
                    base[write] = 0x0A
                    write += 1
                    position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                }
            }
            while position < range.upperBound {
                // Eight bytes at once where none is a line break (most of
                // them): a space for each that is not a UTF-8 continuation
                // byte (10xxxxxx). Eight are stored, as many kept; `write`
                // never passes `position`, so they land on bytes read.
                if position + 8 <= range.upperBound {
                    let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                    if !Self.hasByte(word, 0x0A), !Self.hasByte(word, 0x0D) {
                        // A 1 in the low bit of each continuation byte; the
                        // multiplication sums them into the top byte (the
                        // machine's baseline has no population count).
                        let continuations = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
                        UnsafeMutableRawPointer(base + write).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
                        write += 8 - Int(truncatingIfNeeded: (continuations &* 0x0101_0101_0101_0101) >> 56)
                        position += 8
                        continue
                    }
                }
                let byte = base[position]
                position += 1
                guard byte & 0xC0 != 0x80 else { continue }
                base[write] = byte == 0x0A || byte == 0x0D ? byte : 0x20
                write += 1
            }
            read = range.upperBound
        }
        if bytes.count > read {
            (base + write).update(from: base + read, count: bytes.count - read)
            write += bytes.count - read
        }
        return bytes.count - write
    }

    /// Whether one of the eight bytes of `word` is `byte`.
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let differences = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (differences &- 0x0101_0101_0101_0101) & ~differences & 0x8080_8080_8080_8080 != 0
    }
}
