import Foundation

/// A 128-bit fingerprint of bytes, for telling whether a file changed. It
/// reads 32 bytes per step in four independent lanes, so hashing a whole
/// CLDR tree costs little beside reading it. It detects changes;
/// it is not a cryptographic hash and does not resist collisions made on
/// purpose (whoever can craft one can edit the reference directly).
///
/// ccpipe's one hash function: the build manifest's fingerprints, the
/// stamps' file hashes, and the in-memory keys of the catalog build
/// (`CatalogBuilder.NamesKey`) are all made with it. The only other is
/// `Finding.fingerprint`'s FNV-1a, whose values are published in SARIF.
package struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    package var high: UInt64
    package var low: UInt64

    /// 32 lower-case hex digits, as the build manifest stores it.
    package var description: String {
        // Written digit by digit: `String(_:radix:)` and padding cost ten
        // times more, and a build writes thousands of these.
        String(unsafeUninitializedCapacity: 32) { buffer in
            let digits: StaticString = "0123456789abcdef"
            for position in 0..<16 {
                let shift = UInt64(60 - 4 * position)
                buffer[position] = digits.utf8Start[Int(high >> shift & 0xF)]
                buffer[16 + position] = digits.utf8Start[Int(low >> shift & 0xF)]
            }
            return 32
        }
    }

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The inverse of `description`; nil for anything else.
    package init?(_ text: String) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16),
              let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    package static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { buffer in
            var hasher = ContentHasher()
            hasher.update(buffer)
            return hasher.finish()
        }
    }

    package static func of(_ text: String) -> ContentHash { of(Array(text.utf8)) }

    /// Fingerprints of several parts, in order; each part's length is mixed
    /// in, so no two different lists of parts run together alike.
    package static func combining(_ parts: [String]) -> ContentHash {
        var hasher = ContentHasher()
        for part in parts { hasher.update(part) }
        return hasher.finish()
    }

}

/// Feeds bytes to a `ContentHash` in pieces of any size (a file read in
/// chunks): 32-byte blocks go through four independent lanes, eight bytes
/// each, so the multiplications of one block overlap; the rest waits in
/// `pending` for the next piece or the end.
package struct ContentHasher {

    package init() {}
    private var lanes: (UInt64, UInt64, UInt64, UInt64) =
        (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x27D4_EB2F_1656_67C5)
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0
    private var total: UInt64 = 0

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    /// Feeds `text`'s length, then its UTF-8 bytes, so that no two
    /// different sequences of texts run together alike.
    package mutating func update(_ text: String) {
        let done = text.utf8.withContiguousStorageIfAvailable { utf8 in
            // The in-memory keys of a build feed hundreds of thousands of
            // short texts: one that fits, with its length, in what waits
            // for the block's end is copied in at once.
            guard pendingCount + 8 + utf8.count < 32 else { return false }
            let offset = pendingCount
            withUnsafeMutableBytes(of: &pending) { buffer in
                buffer.storeBytes(of: UInt64(utf8.count).littleEndian, toByteOffset: offset, as: UInt64.self)
                if let base = utf8.baseAddress { (buffer.baseAddress! + offset + 8).copyMemory(from: base, byteCount: utf8.count) }
            }
            pendingCount += 8 + utf8.count
            total &+= UInt64(8 + utf8.count)
            return true
        }
        guard done != true else { return }
        update(UInt64(text.utf8.count))
        var copy = text
        copy.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Feeds `number`'s eight bytes, little-endian: into what waits for
    /// the block's end, unless they reach past it.
    package mutating func update(_ number: UInt64) {
        var word = number.littleEndian
        guard pendingCount <= 24 else {
            withUnsafeBytes(of: &word) { update($0) }
            return
        }
        let offset = pendingCount
        withUnsafeMutableBytes(of: &pending) { $0.storeBytes(of: word, toByteOffset: offset, as: UInt64.self) }
        total &+= 8
        pendingCount += 8
        guard pendingCount == 32 else { return }
        mix(pending.0, pending.1, pending.2, pending.3)
        pending = (0, 0, 0, 0)
        pendingCount = 0
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        total &+= UInt64(bytes.count)
        var position = 0
        if pendingCount > 0 {
            position = min(bytes.count, 32 - pendingCount)
            withUnsafeMutableBytes(of: &pending) { buffer in
                buffer.baseAddress!.advanced(by: pendingCount).copyMemory(from: bytes.baseAddress!, byteCount: position)
            }
            pendingCount += position
            guard pendingCount == 32 else { return }
            mix(pending.0, pending.1, pending.2, pending.3)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
        let base = bytes.baseAddress!
        while position + 32 <= bytes.count {
            mix(base.loadUnaligned(fromByteOffset: position, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: position + 16, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: position + 24, as: UInt64.self))
            position += 32
        }
        pendingCount = bytes.count - position
        if pendingCount > 0 {
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + position, byteCount: pendingCount) }
        }
    }

    package func finish() -> ContentHash {
        var copy = self
        if copy.pendingCount > 0 {
            // A marker after the last byte, so that trailing zeros count.
            withUnsafeMutableBytes(of: &copy.pending) { $0[copy.pendingCount] = 0x80 }
            copy.mix(copy.pending.0, copy.pending.1, copy.pending.2, copy.pending.3)
        }
        let (a, b, c, d) = copy.lanes
        let high = Self.avalanche(a ^ Self.rotate(c, 17) ^ copy.total)
        let low = Self.avalanche(b ^ Self.rotate(d, 29) ^ Self.rotate(copy.total &* Self.prime1, 41) &+ a)
        return ContentHash(high: high, low: low)
    }

    private mutating func mix(_ first: UInt64, _ second: UInt64, _ third: UInt64, _ fourth: UInt64) {
        lanes.0 = Self.rotate(lanes.0 ^ (UInt64(littleEndian: first) &* Self.prime1), 31) &* Self.prime2
        lanes.1 = Self.rotate(lanes.1 ^ (UInt64(littleEndian: second) &* Self.prime2), 27) &* Self.prime1
        lanes.2 = Self.rotate(lanes.2 ^ (UInt64(littleEndian: third) &* Self.prime1), 33) &* Self.prime2
        lanes.3 = Self.rotate(lanes.3 ^ (UInt64(littleEndian: fourth) &* Self.prime2), 29) &* Self.prime1
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    /// MurmurHash3's finaliser: every input bit affects every output bit.
    private static func avalanche(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
