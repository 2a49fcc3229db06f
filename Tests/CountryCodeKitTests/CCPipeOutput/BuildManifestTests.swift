import CCPipeModel
@testable import CCPipeCore
@testable import CCPipeOutput
@testable import CountryCodeKit
import Foundation
import Testing

struct BuildManifestTests {
    /// The manifest is written by hand; its bytes must be what `JSONEncoder`
    /// writes with sorted keys and unescaped slashes, keys that sort apart by
    /// case, digits and non-ASCII letters and strings that need escapes included;
    /// read back, every record is as written (a locale file's with its read length).
    @Test func writtenAsJSONEncoderWritesIt() throws {
        let file = BuildManifest.FileRecord(hash: "0123abcd", stamp: "17 18 19")
        var manifest = BuildManifest(
            format: BuildManifest.currentFormat, ccpipe: "0.3.0", options: "opts\"\\\n\t\u{1}",
            dataset: "d41d8cd9",
            files: ["/tmp/cldr/main/en.xml": file, "/tmp/cldr/main/EN.xml": .init(hash: BuildManifest.FileRecord.missing, stamp: nil),
                    "/tmp/é/main/a10.xml": file, "/tmp/é/main/a9.xml": file, "embedded:cldr/common/main/root.xml": file,
                    "/tmp/cldr/main/sv.xml": .init(hash: "ffee0011", read: 5321, stamp: "472854 17 18 19")],
            validation: .init(inputs: "abc", namedLocales: ["sv", "de_CH"], ownNames: "en"),
            referenceVersions: ["CLDR 41", "ICU 72.1"],
            chains: ["en_150": "en_150 en_001 en root", "en_001": "en_001 en root", "en": "en root", "zh_Hant": "zh_Hant root"],
            locales: ["en": .init(inputs: "1", sections: 26, countries: 245, indexLabels: 26,
                                  outputs: ["countries.json": file, "index.json": file]),
                      "en_001": .init(inputs: "2", sections: 0, countries: 0, indexLabels: -1, outputs: [:]),
                      "sv": .init(inputs: "3", sections: 29, countries: 245, indexLabels: 29,
                                  indexLetters: .init(kind: "differ", source: "sv", onlyCLDR: "Ø \"\\ …", onlyICU: ""), outputs: [:]),
                      "az_Arab": .init(inputs: "4", sections: 1, countries: 245, indexLabels: 1,
                                       indexLetters: .init(kind: "icu-has-none", source: "az_Arab", onlyCLDR: "ا ب", onlyICU: ""), outputs: [:])])
        manifest.anchor = "86 17 18 19"
        manifest.output = "Sources/é/Resources"
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // With the locale of a dataset's own names, and without, as most have.
        for ownNames in ["en", nil] {
            manifest.validation.ownNames = ownNames
            let expected = Array(try encoder.encode(manifest)) + [UInt8(ascii: "\n")]
            #expect(String(decoding: manifest.encoded(), as: UTF8.self) == String(decoding: expected, as: UTF8.self))
            #expect(BuildManifest(bytes: manifest.encoded()) == manifest)
        }
    }

    /// A build cache's manifest is read back only while it is the cache's:
    /// its anchor as it is on this disk, its output directory; one copied
    /// in (as a pull request would commit it) is ignored, as are a link and
    /// an older format.
    @Test func theCacheVouchesOnlyForItsOwnManifests() throws {
        let top = Scratch.url("cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: top) }
        let cache = BuildCache(repository: top, outputDirectory: top + "/out")
        #expect(cache.output == "out")
        #expect(try cache.read(forWriting: true) == nil)
        let manifest = BuildManifest(format: BuildManifest.currentFormat, ccpipe: "0.3.0", options: "o", dataset: "d", files: [:],
                                     validation: .init(inputs: "v", namedLocales: []), referenceVersions: [], chains: [:], locales: [:])
        let opened = try cache.open()
        let bytes = opened.encoded(manifest)
        try opened.write(bytes)
        #expect(try cache.read(forWriting: true)?.bytes == bytes)
        #expect(try String(contentsOfFile: top + "/.ccpipe-cache/.gitignore", encoding: .utf8).hasSuffix("\n*\n"))
        // Another output directory's name for the same bytes.
        let other = BuildCache(repository: top, outputDirectory: top + "/elsewhere")
        try FileManager.default.copyItem(atPath: cache.path, toPath: other.path)
        #expect(try other.read(forWriting: true) == nil)
        // The anchor made again, as a checkout makes a committed one.
        let anchor = top + "/.ccpipe-cache/anchor"
        let text = try Data(contentsOf: URL(fileURLWithPath: anchor))
        try FileManager.default.removeItem(atPath: anchor)
        try text.write(to: URL(fileURLWithPath: anchor))
        #expect(try cache.read(forWriting: true) == nil)
        try FileManager.default.removeItem(atPath: anchor)
        try FileManager.default.createSymbolicLink(atPath: anchor, withDestinationPath: "/etc/hostname")
        #expect(throws: PipelineError.self) { try cache.read(forWriting: true) }
        #expect(try cache.read(forWriting: false) == nil)
    }

    /// A manifest is read back only up to `OutputTree.maximumFileBytes`. One
    /// that would pass it (the corrections of a dataset of about a million
    /// records) is written without what validation concluded, so the next
    /// build validates again rather than failing on it; and one over the
    /// limit already in the cache (as ccpipe 0.3.0 wrote them) is gone
    /// without, not an error. `leastBytesPerCorrection`, which spares
    /// encoding what cannot fit, is no more than a correction takes.
    @Test func aManifestTooLargeToReadBackIsNeverWrittenNorRead() throws {
        let top = Scratch.url("cache-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: top) }
        let cache = BuildCache(repository: top, outputDirectory: top + "/out")
        let least = OutputCorrection(record: 0, line: 0, column: 0, code: "", field: "", written: "", published: nil, kind: .kept, reason: "")
        let corrections = (0..<40).map { index in
            OutputCorrection(record: index, line: index + 2, column: 17, code: "SE", field: "dial_code", written: "46",
                             published: "+46", kind: .reference, reason: "+46 dials Sweden (SE)")
        }
        func manifest(_ corrections: [OutputCorrection]) -> BuildManifest {
            BuildManifest(format: BuildManifest.currentFormat, ccpipe: "0.3.0", options: "o", dataset: "d", files: [:],
                          validation: .init(inputs: "v", namedLocales: ["sv"], corrections: corrections, errors: 3),
                          referenceVersions: [], chains: [:], locales: [:])
        }
        let none = manifest([]).encoded().count
        for count in [1, 2, 7] {
            #expect(manifest(Array(repeating: least, count: count)).encoded().count - none >= count * BuildManifest.leastBytesPerCorrection)
        }
        let opened = try cache.open()
        let whole = opened.encoded(manifest(corrections))
        #expect(BuildManifest(bytes: whole)?.validation.corrections == corrections)
        // Under a limit it passes: validation is left to run again, by inputs no fingerprint has.
        for limit in [whole.count - 1, 40 * BuildManifest.leastBytesPerCorrection - 1] {
            let bytes = opened.encoded(manifest(corrections), limit: limit)
            let read = try #require(BuildManifest(bytes: bytes))
            #expect(bytes.count <= limit)
            #expect(read.validation == BuildManifest.Validation(inputs: "", namedLocales: ["sv"]))
        }
        #expect(opened.encoded(manifest(corrections), limit: whole.count) == whole)
        // A manifest over the limit in the cache: none, for a build and a check alike.
        try opened.write(whole)
        #expect(try cache.read(forWriting: true)?.bytes == whole)
        #expect(truncate(cache.path, off_t(OutputTree.maximumFileBytes) + 1) == 0)
        #expect(try cache.read(forWriting: true) == nil)
        #expect(try cache.read(forWriting: false) == nil)
    }

    /// Stamps and fingerprints are written digit by digit: the text must be
    /// the plain decimal and the 32 zero-padded hex digits the manifest has
    /// always held.
    @Test func stampsAndFingerprintsAreWrittenAsBefore() {
        let stamps = [FileStamp(size: 0, modified: 0, changed: 0, inode: 0),
                      FileStamp(size: 1_234, modified: 1_764_547_200_123_456_789, changed: -5, inode: .max),
                      FileStamp(size: .max, modified: .min, changed: 10, inode: 7)]
        for stamp in stamps {
            #expect(stamp.description == "\(stamp.size) \(stamp.modified) \(stamp.changed) \(stamp.inode)")
        }
        #expect(stamps[1].description == "1234 1764547200123456789 -5 18446744073709551615")
        let hashes = [ContentHash(high: 0, low: 0), ContentHash(high: 1, low: 0xABC), ContentHash(high: .max, low: 0x0123_4567_89AB_CDEF)]
        #expect(hashes.map(\.description) == ["00000000000000000000000000000000", "00000000000000010000000000000abc",
                                               "ffffffffffffffff0123456789abcdef"])
        for hash in hashes + [ContentHash.of(Array("text".utf8))] { #expect(ContentHash(hash.description) == hash) }
    }
}
