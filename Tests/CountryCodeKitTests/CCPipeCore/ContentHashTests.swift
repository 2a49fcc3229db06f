@testable import CCPipeCore
import Testing

/// The fingerprint a build manifest records of files read in chunks and of
/// rendered files in pieces: it must depend on the bytes alone.
@Suite("Content hash")
struct ContentHashTests {
    /// Bytes of every value, in an order that does not repeat soon.
    static let bytes: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ $0 >> 3) }

    static func hash(_ bytes: ArraySlice<UInt8>, inPiecesOf sizes: [Int]) -> ContentHash {
        var hasher = ContentHasher()
        var start = bytes.startIndex
        var turn = 0
        while start < bytes.endIndex {
            let end = min(bytes.endIndex, start + sizes[turn % sizes.count])
            bytes[start..<end].withUnsafeBytes { hasher.update($0) }
            // An empty piece between the others changes nothing.
            hasher.update(UnsafeRawBufferPointer(start: nil, count: 0))
            start = end
            turn += 1
        }
        return hasher.finish()
    }

    @Test(arguments: [[1], [3], [7, 1], [31], [32], [33], [5, 40, 2], [64], [299]])
    func piecesOfAnySizeGiveTheWholesHash(sizes: [Int]) {
        for count in [0, 1, 8, 31, 32, 33, 63, 64, 65, 100, 300] {
            let slice = Self.bytes[..<count]
            #expect(Self.hash(slice, inPiecesOf: sizes) == ContentHash.of(Array(slice)), "\(count) bytes in pieces of \(sizes)")
        }
    }

    @Test func everyPrefixAndEveryChangedBitHasItsOwnHash() {
        var seen: Set<ContentHash> = []
        for count in 0...Self.bytes.count { seen.insert(ContentHash.of(Array(Self.bytes[..<count]))) }
        // Trailing zeros are bytes too.
        for zeros in 1...40 { seen.insert(ContentHash.of(Array(Self.bytes[..<64]) + Array(repeating: 0, count: zeros))) }
        for bit in 0..<(8 * 70) {
            var changed = Array(Self.bytes[..<70])
            changed[bit / 8] ^= 1 << (bit % 8)
            seen.insert(ContentHash.of(changed))
        }
        #expect(seen.count == Self.bytes.count + 1 + 40 + 8 * 70)
    }

    /// The values build manifests hold: a change here changes every
    /// fingerprint a manifest records, which only a new manifest format may do.
    @Test func fingerprintsAreTheManifestsOwn() {
        #expect(ContentHash.of("ccpipe, a country-code pipeline").description == "4636e604659feb0df0465ade3e5c39d5")
        #expect(ContentHash.combining(["read 12", "abc", "-"]).description == "4363481028efa249deb3c43bfe56c8f4")
        #expect(ContentHash.combining([]).description == "2fc2e116814ed4d7455dcfea181f4be6")
    }

    /// A number fed as such is its eight bytes, little-endian, and a text
    /// its length so, then its UTF-8 bytes, wherever in a block they start
    /// and whether or not they reach past it.
    @Test(arguments: [0, 1, 3, 7, 8, 16, 23, 24, 25, 29, 31, 32])
    func numbersAndTextsAreTheirBytes(offset: Int) {
        let numbers: [UInt64] = [0x0102_0304_0506_0708, 0, .max, 42, 0x8000_0000_0000_0001, 7, 1 << 40, 9, 0xDEAD_BEEF]
        let texts = ["", "a", "Åland", "中国", "Saint Pierre and Miquelon", "x", String(repeating: "é", count: 20), "twelve bytes"]
        func littleEndian(_ number: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: number >> (8 * $0)) } }
        var hasher = ContentHasher()
        Self.bytes[..<offset].withUnsafeBytes { hasher.update($0) }
        var expected = Array(Self.bytes[..<offset])
        for (number, text) in zip(numbers, texts + texts) {
            hasher.update(number)
            expected += littleEndian(number)
            hasher.update(text)
            expected += littleEndian(UInt64(text.utf8.count)) + Array(text.utf8)
        }
        #expect(hasher.finish() == ContentHash.of(expected))
    }

    /// Texts fed one by one carry their lengths: runs of the same bytes split otherwise differ.
    @Test func textsFedInTurnNeverRunTogether() {
        func hash(_ texts: [String]) -> ContentHash {
            var hasher = ContentHasher()
            for text in texts { hasher.update(text) }
            return hasher.finish()
        }
        #expect(hash(["ab", "c"]) != hash(["a", "bc"]))
        #expect(hash(["ab", "c"]) == ContentHash.combining(["ab", "c"]))
    }
}
