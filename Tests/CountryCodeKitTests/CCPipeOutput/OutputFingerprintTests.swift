@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeOutput
@testable import CCPipeValidate
@testable import CountryCodeKit
import Foundation
import Testing

/// The build manifest's fingerprint of an output file: made from a shared
/// body's hash when rendered, from the bytes when read back, and equal
/// exactly when the files are.
@Suite("Output fingerprints")
struct OutputFingerprintTests {
    static let head = Array("{\n  \"locale\": \"sv\",\n".utf8)
    static let body = Array("  \"sections\": [\n    {\"title\": \"A\"}\n  ]\n}\n".utf8)
    static let letters = Array("{\n  \"letters\": [\n  ],\n".utf8)
    static let tail = Array("  \"locale\": \"sv\"\n}\n".utf8)

    @Test func theRenderersPartsAreTheFilesParts() {
        #expect(CatalogRenderer.countriesHead(locale: "sv") == Self.head)
        #expect(CatalogRenderer.indexTail(locale: "sv") == Self.tail)
        #expect(OutputFingerprint.parts(of: Self.head + Self.body, path: "sv/countries.json") == [Self.head.count, Self.body.count])
        #expect(OutputFingerprint.parts(of: Self.letters + Self.tail, path: "sv/index.json") == [Self.letters.count, Self.tail.count])
        // Another locale's line, another file or no locale directory: one part.
        #expect(OutputFingerprint.parts(of: Self.head + Self.body, path: "sv_FI/countries.json") == [Self.head.count + Self.body.count])
        #expect(OutputFingerprint.parts(of: Self.head + Self.body, path: "sv/index.json") == [Self.head.count + Self.body.count])
        #expect(OutputFingerprint.parts(of: Self.head + Self.body, path: "countries.json") == [Self.head.count + Self.body.count])
    }

    /// A file's locale and name, cut at its one slash, are those the path's
    /// non-empty components give, whatever slashes it has.
    @Test(arguments: ["sv/countries.json", "sr_Latn/index.json", "sv//index.json", "/sv/index.json", "sv/index.json/",
                      "countries.json", "/countries.json", "a/b/c", "", "/", "//", "a/", "é/ü"])
    func localeAndNameAreThePathsTwoComponents(path: String) {
        let components = path.split(separator: "/").map(String.init)
        let found = OutputFingerprint.localeAndName(path)
        #expect(found.map { [$0.locale, $0.name] } == (components.count == 2 ? components : nil))
    }

    /// A fingerprint is the content hash of its parts' words, little-endian:
    /// how many, then each one's length and hash (what manifests hold).
    @Test func aFingerprintHashesItsPartsWords() {
        let (head, body) = (ContentHash.of(Self.head), ContentHash.of(Self.body))
        let words: [UInt64] = [2, UInt64(Self.head.count), head.high, head.low, UInt64(Self.body.count), body.high, body.low]
        let bytes = words.flatMap { word in (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
        #expect(OutputFingerprint.of(bytes: Self.head + Self.body, path: "sv/countries.json") == ContentHash.of(bytes))
    }

    @Test func anyPiecesOfTheSameBytesGiveOneFingerprint() {
        let whole = Self.head + Self.body
        let expected = OutputFingerprint.of(bytes: whole, path: "sv/countries.json")
        for cut in 0...whole.count {
            let file = RenderedFile(path: "sv/countries.json", pieces: [Array(whole[..<cut]), Array(whole[cut...])])
            #expect(file.fingerprint == expected, "cut at \(cut)")
        }
        let known = RenderedFile(path: "sv/countries.json", pieces: [Self.head, Self.body], pieceHashes: [nil, ContentHash.of(Self.body)])
        #expect(known.fingerprint == expected)
    }

    /// Every change of a byte, and a line moved between the parts, gives
    /// another fingerprint; so does the same body under another locale.
    @Test func differentFilesHaveDifferentFingerprints() {
        for (path, whole) in [("sv/countries.json", Self.head + Self.body), ("sv/index.json", Self.letters + Self.tail)] {
            var seen: Set<ContentHash> = [OutputFingerprint.of(bytes: whole, path: path)]
            for position in whole.indices {
                var changed = whole
                changed[position] ^= 0x20
                seen.insert(OutputFingerprint.of(bytes: changed, path: path))
            }
            seen.insert(OutputFingerprint.of(bytes: Array(whole.dropLast()), path: path))
            seen.insert(OutputFingerprint.of(bytes: whole + [0x0A], path: path))
            #expect(seen.count == whole.count + 3, "\(path)")
        }
        #expect(OutputFingerprint.of(bytes: Self.head + Self.body, path: "sv/countries.json")
                != OutputFingerprint.of(bytes: Self.head + Self.body, path: "sv_FI/countries.json"))
    }

    /// Locales sharing one catalog share its bodies and their hashes; each
    /// file's fingerprint is still that of its own bytes.
    @Test func filesSharingABodyHaveTheirOwnBytesFingerprints() throws {
        let body = RenderedBody()
        _ = body.countries { Self.body }
        _ = body.index { Self.letters }
        for locale in ["sv", "sv_FI", "sv_AX"] {
            for file in try #require(CatalogRenderer.files(locale: locale, body: body)) {
                #expect(file.fingerprint == OutputFingerprint.of(bytes: file.bytes, path: file.path), "\(file.path)")
            }
        }
    }
}
