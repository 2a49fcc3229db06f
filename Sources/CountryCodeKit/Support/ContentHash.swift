import Foundation

/// A 128-bit fingerprint of bytes, for telling whether a file changed. It
/// reads eight bytes per step in two independent lanes, so hashing a whole
/// CLDR tree (55 MB) costs a few hundredths of a second. It detects changes;
/// it is not a cryptographic hash and does not resist collisions made on
/// purpose (whoever can craft one can edit the reference directly).
public struct ContentHash: Hashable, Sendable, CustomStringConvertible {
    public var high: UInt64
    public var low: UInt64

    /// 32 lower-case hex digits, as the build manifest stores it.
    public var description: String {
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

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The inverse of `description`; nil for anything else.
    public init?(_ text: String) {
        guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16),
              let low = UInt64(text.suffix(16), radix: 16) else { return nil }
        self.init(high: high, low: low)
    }

    public static func of(_ bytes: [UInt8]) -> ContentHash {
        bytes.withUnsafeBytes { buffer in
            var hasher = ContentHasher()
            hasher.update(buffer)
            return hasher.finish()
        }
    }

    public static func of(_ text: String) -> ContentHash { of(Array(text.utf8)) }

    /// Fingerprints of several parts, in order; each part's length is mixed
    /// in, so no two different lists of parts run together alike.
    public static func combining(_ parts: [String]) -> ContentHash {
        var hasher = ContentHasher()
        for part in parts {
            var length = UInt64(part.utf8.count).littleEndian
            withUnsafeBytes(of: &length) { hasher.update($0) }
            var copy = part
            copy.withUTF8 { hasher.update(UnsafeRawBufferPointer($0)) }
        }
        return hasher.finish()
    }

}

/// Feeds bytes to a `ContentHash` in pieces of any size (a file read in
/// chunks): sixteen-byte blocks go through the two lanes, the rest waits in
/// `pending` for the next piece or the end.
struct ContentHasher {
    private var laneA: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var laneB: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private var pending: (UInt64, UInt64) = (0, 0)
    private var pendingCount = 0
    private var total: UInt64 = 0

    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        total &+= UInt64(bytes.count)
        var position = 0
        while pendingCount > 0, pendingCount < 16, position < bytes.count {
            addPending(bytes[position])
            position += 1
        }
        if pendingCount == 16 {
            mix(pending.0, pending.1)
            pending = (0, 0)
            pendingCount = 0
        }
        guard let base = bytes.baseAddress else { return }
        while position + 16 <= bytes.count {
            mix(base.loadUnaligned(fromByteOffset: position, as: UInt64.self),
                base.loadUnaligned(fromByteOffset: position + 8, as: UInt64.self))
            position += 16
        }
        while position < bytes.count {
            addPending(bytes[position])
            position += 1
        }
    }

    func finish() -> ContentHash {
        var copy = self
        if copy.pendingCount > 0 { copy.mix(copy.pending.0 ^ 0x80, copy.pending.1) }
        let a = Self.avalanche(copy.laneA ^ copy.total &+ Self.rotate(copy.laneB, 17))
        let b = Self.avalanche(copy.laneB ^ Self.rotate(copy.total &* Self.prime1, 29) &+ copy.laneA)
        return ContentHash(high: a, low: b)
    }

    private mutating func addPending(_ byte: UInt8) {
        let shift = UInt64(8 * (pendingCount % 8))
        if pendingCount < 8 { pending.0 |= UInt64(byte) << shift } else { pending.1 |= UInt64(byte) << shift }
        pendingCount += 1
    }

    private mutating func mix(_ first: UInt64, _ second: UInt64) {
        laneA = Self.rotate(laneA ^ (UInt64(littleEndian: first) &* Self.prime1), 31) &* Self.prime2
        laneB = Self.rotate(laneB ^ (UInt64(littleEndian: second) &* Self.prime2), 27) &* Self.prime1
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
