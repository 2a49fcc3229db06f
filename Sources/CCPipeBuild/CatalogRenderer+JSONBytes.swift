import CCPipeCore
import CountryCatalogCore
import Foundation

extension CatalogRenderer {
    /// The renderer's two fixed shapes (`JSONOutput`'s layout, each country
    /// and each index letter on one line), appended piece
    /// by piece into memory of its own: the pieces are a few bytes long, and
    /// an array checks its uniqueness and capacity for every byte appended
    /// (rendering was a sixteenth of an all-locale build's instructions).
    struct JSONBytes: ~Copyable {
        private var start: UnsafeMutablePointer<UInt8>
        /// How many bytes are written.
        private(set) var count = 0
        private var capacity: Int
        /// Whether `start` is memory of its own, not a buffer it was lent.
        private var owned = true

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            start = .allocate(capacity: self.capacity)
        }

        /// Writing into `buffer` (at least one byte) until it needs more,
        /// then into memory of its own, the bytes so far copied there.
        init(into buffer: UnsafeMutableBufferPointer<UInt8>) {
            start = buffer.baseAddress!
            capacity = buffer.count
            owned = false
        }

        deinit { if owned { start.deallocate() } }

        /// Whether every byte is still in the buffer it was lent.
        var isInLentBuffer: Bool { !owned }

        /// What was written, as an array.
        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

        @inline(__always)
        private mutating func reserve(_ extra: Int) {
            if count + extra > capacity { grow(to: count + extra) }
        }

        private mutating func grow(to needed: Int) {
            let grown = max(2 * capacity, needed)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.update(from: start, count: count)
            if owned { start.deallocate() }
            owned = true
            start = moved
            capacity = grown
        }

        /// Short pieces byte by byte (a call to copy costs more than they do).
        @inline(__always)
        mutating func append(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            reserve(bytes.count)
            let source = base.assumingMemoryBound(to: UInt8.self)
            if bytes.count <= 16 {
                for offset in 0..<bytes.count { start[count + offset] = source[offset] }
            } else {
                (start + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
        }

        mutating func append(_ bytes: [UInt8]) { bytes.withUnsafeBytes { append($0) } }

        mutating func append(_ bytes: ArraySlice<UInt8>) { bytes.withUnsafeBytes { append($0) } }

        @inline(__always)
        mutating func raw(_ text: StaticString) {
            append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }

        @inline(__always)
        mutating func indent(_ level: Int) {
            reserve(2 * level)
            for offset in 0..<2 * level { start[count + offset] = UInt8(ascii: " ") }
            count += 2 * level
        }

        /// `"key": ` at `level`.
        @inline(__always)
        mutating func member(_ level: Int, _ key: StaticString) {
            indent(level)
            raw("\"")
            raw(key)
            raw("\": ")
        }

        /// As `JSONOutput.writeString` writes it: most texts need no escape
        /// and are copied in one go; the others go through it. Inlined, as
        /// the closure that reads the text's bytes is then (a locale's file
        /// writes about a thousand texts, most a few bytes long).
        @inline(__always)
        mutating func string(_ text: String) {
            let plain = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
                guard let base = utf8.baseAddress, !utf8.isEmpty else {
                    raw("\"\"")
                    return true
                }
                let length = utf8.count
                if length <= 16 { return shortString(base, length) }
                guard !Self.needsEscape(base, length) else { return false }
                reserve(length + 2)
                start[count] = UInt8(ascii: "\"")
                (start + count + 1).update(from: base, count: length)
                start[count + 1 + length] = UInt8(ascii: "\"")
                count += length + 2
                return true
            }
            if plain != true {
                var escaped: [UInt8] = []
                JSONOutput.writeString(text, to: &escaped)
                append(escaped)
            }
        }

        /// `string` of a text of 1 to 16 bytes at `base` that needs no
        /// escape, false when it needs one. The text is read as two words
        /// that may overlap (its first and last eight or four bytes, or its
        /// first, middle and last byte), which are checked and written
        /// as they are: a byte read twice is as clean the second time.
        @inline(__always)
        private mutating func shortString(_ base: UnsafePointer<UInt8>, _ length: Int) -> Bool {
            let source = UnsafeRawPointer(base)
            reserve(length + 2)
            let target = UnsafeMutableRawPointer(start + count + 1)
            if length >= 8 {
                let first = source.loadUnaligned(as: UInt64.self)
                let last = source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
                guard !Self.escapable(first), !Self.escapable(last) else { return false }
                target.storeBytes(of: first, as: UInt64.self)
                target.storeBytes(of: last, toByteOffset: length - 8, as: UInt64.self)
            } else if length >= 4 {
                let first = source.loadUnaligned(as: UInt32.self)
                let last = source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
                guard !Self.escapable(UInt64(first) | UInt64(last) << 32) else { return false }
                target.storeBytes(of: first, as: UInt32.self)
                target.storeBytes(of: last, toByteOffset: length - 4, as: UInt32.self)
            } else {
                // The unused five bytes hold `A`, which needs no escape.
                let first = base[0]
                let middle = base[length / 2]
                let last = base[length - 1]
                let word = UInt64(first) | UInt64(middle) << 8 | UInt64(last) << 16 | 0x4141_4141_4100_0000
                guard !Self.escapable(word) else { return false }
                target.storeBytes(of: first, as: UInt8.self)
                target.storeBytes(of: middle, toByteOffset: length / 2, as: UInt8.self)
                target.storeBytes(of: last, toByteOffset: length - 1, as: UInt8.self)
            }
            start[count] = UInt8(ascii: "\"")
            start[count + 1 + length] = UInt8(ascii: "\"")
            count += length + 2
            return true
        }

        /// Whether one of the `count` bytes at `base` is a control
        /// character, `"` or `\\`: eight bytes at a time, the last eight of
        /// a text of eight or more as one word ending at its end (a byte
        /// read twice is as clean the second time), a shorter one byte by byte.
        @inline(__always)
        private static func needsEscape(_ base: UnsafePointer<UInt8>, _ count: Int) -> Bool {
            var index = 0
            while index + 8 <= count {
                if escapable(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { return true }
                index += 8
            }
            if index < count, count >= 8 { return escapable(UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)) }
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
        private static func escapable(_ word: UInt64) -> Bool {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = word ^ (ones &* 0x22), backslashes = word ^ (ones &* 0x5C)
            let found = ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            return found & highs != 0
        }

        /// `number` in decimal, its digits written from the last (an index
        /// writes two numbers a letter; making each a text first cost more
        /// than the rest of the letter).
        mutating func int(_ number: Int) {
            guard number >= 0 else { append(Array(String(number).utf8)); return }
            var digits = 1
            var rest = number / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            reserve(digits)
            var value = number
            for position in stride(from: count + digits - 1, through: count, by: -1) {
                start[position] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            count += digits
        }

        /// `[]`, or one element per line at `indent + 1`, then `]` at `indent`.
        mutating func array<Element>(_ elements: [Element], indent level: Int, _ element: (inout JSONBytes, Element) -> Void) {
            array(count: elements.count, indent: level) { out, offset in element(&out, elements[offset]) }
        }

        /// As `array`, for `count` elements given by position.
        @inline(__always)
        mutating func array(count: Int, indent level: Int, _ element: (inout JSONBytes, Int) -> Void) {
            guard count > 0 else { raw("[]"); return }
            raw("[\n")
            for offset in 0..<count {
                if offset > 0 { raw(",\n") }
                indent(level + 1)
                element(&self, offset)
            }
            raw("\n")
            indent(level)
            raw("]")
        }

        /// A country's members on one line, in key order, between the
        /// braces its array element writes (an all-locale build writes
        /// every country once per locale).
        mutating func countryMembers(callingCode: String, code: String, dialCode: String, leadingDigits: String?,
                                     name: String, abbreviations: [String], searchKeys: [String]) {
            fixedMembers(callingCode: callingCode, code: code, dialCode: dialCode, leadingDigits: leadingDigits)
            namedMembers(name: name, abbreviations: abbreviations, searchKeys: searchKeys)
        }

        /// The members before the name, which are the record's own in
        /// every locale, up to `"name": `. What a reader reads from the
        /// row itself is left out: the calling code and leading digits
        /// where the dial code's digits split into them (`DialCodeParts`:
        /// `+358 18`), and the flag, the code's two letters.
        mutating func fixedMembers(callingCode: String, code: String, dialCode: String, leadingDigits: String?) {
            let derived = DialCodeParts(dialCode) == DialCodeParts(callingCode: callingCode, leadingDigits: leadingDigits)
            if !derived { raw("\"calling_code\": "); string(callingCode); raw(", ") }
            raw("\"code\": "); string(code)
            raw(", \"dial_code\": "); string(dialCode)
            if !derived, let leadingDigits { raw(", \"leading_digits\": "); string(leadingDigits) }
            raw(", \"name\": ")
        }

        /// The name, the abbreviations and the search keys, the members a
        /// locale gives; a country without abbreviations has no such member.
        mutating func namedMembers(name: String, abbreviations: [String], searchKeys: [String]) {
            string(name)
            if !abbreviations.isEmpty {
                raw(", \"search_abbreviations\": [")
                string(abbreviations[0])
                for offset in 1..<abbreviations.count {
                    raw(", ")
                    string(abbreviations[offset])
                }
                raw("]")
            }
            raw(", \"search_keys\": [")
            for offset in searchKeys.indices {
                if offset > 0 { raw(", ") }
                string(searchKeys[offset])
            }
            raw("]")
        }
    }
}
