import CCPipeBuild
import CCPipeCore
import CCPipeModel
import Foundation

/// What each locale's outputs were built from and what they hold, so that
/// the next build rebuilds only what changed and `build --check` answers
/// without building. Kept in the build cache (`BuildCache`), outside the
/// output directory; its format is in the manual (BuildManifest.md).
///
/// Every fingerprint is a `ContentHash` of bytes. A file's `stamp`
/// (`FileStamp`) lets a later build trust the fingerprint without reading
/// the file while the stamp is unchanged; stamps depend on the machine, so
/// the manifest is never committed nor bundled.
package struct BuildManifest: Codable, Equatable, Sendable {
    /// Where ccpipe before format 4 kept the manifest: in the output
    /// directory, which a build now rids of it (`OutputTree`).
    package static let legacyFileName = "build-manifest.json"
    /// Raised when the meaning of a member changes; another format is ignored.
    /// 4: kept in the cache, with `anchor` and `output`. 5: a locale's
    /// `index_letters`, where the reference's differ from ICU's;
    /// `validation.own_names`, and the ISO 3166-1 file among each locale's inputs.
    /// 6: `validation.corrections` and `validation.errors`, as a build that
    /// writes its outputs while errors remain records them.
    /// 7: `phone`, the record of `phone.json`.
    package static let currentFormat = 7
    /// How a manifest of the formats kept in the output directory begins:
    /// `encoded` wrote its keys sorted, `ccpipe` first.
    static let legacyHead = Array(#"{"ccpipe":"#.utf8)

    /// The stamp of the cache's anchor when the manifest was written: a
    /// manifest that does not match it is not this cache's (`BuildCache`).
    package var anchor: String = ""
    /// The output directory, relative to the directory holding the cache.
    package var output: String = ""
    package var format: Int
    /// `CCPipeVersion.ccpipe` of the build that wrote it.
    package var ccpipe: String
    /// The options outputs depend on: see `Pipeline.optionsFingerprint`.
    package var options: String
    /// The dataset's bytes.
    package var dataset: String
    /// Reference files read, by path: their fingerprint, or `missing`.
    package var files: [String: FileRecord]
    package var validation: Validation
    /// As the summary lists them (`CLDR 41`, `ICU 72.1`).
    package var referenceVersions: [String]
    /// The inheritance chain of every locale built or validated, the locale
    /// first and `root` last, separated by spaces; reused while
    /// `supplementalData.xml` (where parent locales are declared) is unchanged.
    package var chains: [String: String]
    package var locales: [String: LocaleRecord]
    /// `phone.json`, written once for all locales; nil before a build wrote it.
    package var phone: PhoneRecord?

    package init(format: Int, ccpipe: String, options: String, dataset: String, files: [String: FileRecord], validation: Validation, referenceVersions: [String], chains: [String: String], locales: [String: LocaleRecord], phone: PhoneRecord? = nil) {
        self.format = format
        self.ccpipe = ccpipe
        self.options = options
        self.dataset = dataset
        self.files = files
        self.validation = validation
        self.referenceVersions = referenceVersions
        self.chains = chains
        self.locales = locales
        self.phone = phone
    }

    /// What `phone.json` was built from (the options and the telephone
    /// reference: it does not depend on the dataset or a locale) and what
    /// it holds.
    package struct PhoneRecord: Codable, Equatable, Sendable {
        package var inputs: String
        package var output: FileRecord

        package init(inputs: String, output: FileRecord) {
            self.inputs = inputs
            self.output = output
        }
    }

    /// Written as one string, `<hash>`, `<hash> <stamp>` or, for a CLDR
    /// locale file, `<hash> <read> <stamp>`: one JSON string per file
    /// rather than an object keeps decoding the manifest a small part of a
    /// build that has nothing to do.
    package struct FileRecord: Codable, Equatable, Sendable {
        /// The content fingerprint, or `missing` for a file that was looked
        /// for and is not there (a locale of the chain without a file). For
        /// a CLDR locale file on disk, the fingerprint of what reading it
        /// depended on (`XMLReadExtent`): its first `read` bytes and its
        /// last bytes.
        package var hash: String
        /// For a CLDR locale file on disk: how many bytes from its start a
        /// read takes (up to `</territories>`).
        package var read: Int?
        /// Nil for a file compiled into ccpipe.
        package var stamp: String?

        package static let missing = "missing"

        package init(hash: String, read: Int? = nil, stamp: String?) {
            self.hash = hash
            self.read = read
            self.stamp = stamp
        }

        /// A locale file's record: what a read of it depended on.
        package init(_ extent: XMLReadExtent) {
            self.init(hash: extent.fingerprint, read: extent.read, stamp: extent.stamp.description)
        }

        package init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    /// What validation read: it is skipped when `inputs` is unchanged, and
    /// what it concluded that a build needs is kept here for the build that
    /// skips it.
    package struct Validation: Codable, Equatable, Sendable {
        package var inputs: String
        /// The locales the dataset has names in, besides `en`.
        package var namedLocales: [String]
        /// The locale whose catalog shows the dataset's own names
        /// (`ValidationResult.ownNamesLocale`); nil for one that follows CLDR's
        /// or ISO 3166-1's. What a build that skips validation builds by.
        package var ownNames: String?
        /// What the outputs publish otherwise than the dataset writes it
        /// (`ValidationResult.corrections`).
        package var corrections: [OutputCorrection]
        /// The error findings that remained (not accepted): a build that
        /// skips validation still says so, and exits 1.
        package var errors: Int

        package init(inputs: String, namedLocales: [String], ownNames: String? = nil, corrections: [OutputCorrection] = [], errors: Int = 0) {
            self.inputs = inputs
            self.namedLocales = namedLocales
            self.ownNames = ownNames
            self.corrections = corrections
            self.errors = errors
        }

        enum CodingKeys: String, CodingKey {
            case inputs, corrections, errors
            case namedLocales = "named_locales"
            case ownNames = "own_names"
        }
    }

    package struct LocaleRecord: Codable, Equatable, Sendable {
        /// Fingerprint of ccpipe's version, the options, the dataset, and
        /// the chain's locale ids with the fingerprint of each one's file.
        package var inputs: String
        package var sections: Int
        package var countries: Int
        package var indexLabels: Int
        /// Where the reference's index letters differ from ICU's, for the
        /// summary of a build that does not build the locale again.
        package var indexLetters: IndexLetters?
        /// `countries.json` and `index.json`.
        package var outputs: [String: FileRecord]

        package init(inputs: String, sections: Int, countries: Int, indexLabels: Int, indexLetters: IndexLetters? = nil,
                     outputs: [String: FileRecord]) {
            self.inputs = inputs
            self.sections = sections
            self.countries = countries
            self.indexLabels = indexLabels
            self.indexLetters = indexLetters
            self.outputs = outputs
        }

        enum CodingKeys: String, CodingKey {
            case inputs, sections, countries, outputs
            case indexLabels = "index_labels"
            case indexLetters = "index_letters"
        }
    }

    /// `IndexLettersDifference`, as the manifest writes it.
    package struct IndexLetters: Codable, Equatable, Sendable {
        package var kind: String
        package var source: String
        package var onlyCLDR: String
        package var onlyICU: String

        package init(_ difference: IndexLettersDifference) {
            self.init(kind: difference.kind.rawValue, source: difference.source, onlyCLDR: difference.onlyCLDR, onlyICU: difference.onlyICU)
        }

        package init(kind: String, source: String, onlyCLDR: String, onlyICU: String) {
            self.kind = kind
            self.source = source
            self.onlyCLDR = onlyCLDR
            self.onlyICU = onlyICU
        }

        /// Nil for a kind this ccpipe does not know.
        package var difference: IndexLettersDifference? {
            IndexLettersDifference.Kind(rawValue: kind).map { IndexLettersDifference(kind: $0, source: source, onlyCLDR: onlyCLDR, onlyICU: onlyICU) }
        }

        enum CodingKeys: String, CodingKey {
            case kind, source
            case onlyCLDR = "only_cldr"
            case onlyICU = "only_icu"
        }
    }

    enum CodingKeys: String, CodingKey {
        case anchor, output, format, ccpipe, options, dataset, files, validation, chains, locales, phone
        case referenceVersions = "reference_versions"
    }

    /// Sorted keys and no white space (an all-locale manifest is a few
    /// hundred kilobytes, read by every build), so equal manifests are equal
    /// bytes. Written by hand, byte for byte what `JSONEncoder` writes with
    /// `.sortedKeys` and `.withoutEscapingSlashes` (a test compares them),
    /// which took a hundred million instructions at the end of every build.
    /// The fewest bytes a correction takes in `encoded()`'s
    /// `validation.corrections`: its members' names and punctuation, with
    /// empty texts, one-digit numbers and the shortest kind (92), less two.
    package static let leastBytesPerCorrection = 90

    package func encoded() -> [UInt8] {
        // Room for what a manifest holds (about 370 bytes a locale with its
        // chain, 160 a file read), so that its bytes are not copied as they grow.
        var out = ManifestWriter(capacity: 1 << 16 + 400 * locales.count + 192 * files.count)
        out.raw("{")
        out.key("anchor", first: true); out.string(anchor)
        out.key("ccpipe"); out.string(ccpipe)
        out.key("chains"); out.object(chains) { out, chain in out.string(chain) }
        out.key("dataset"); out.string(dataset)
        out.key("files"); out.object(files) { out, record in out.record(record) }
        out.key("format"); out.int(format)
        out.key("locales")
        out.object(locales) { out, record in
            out.raw("{")
            out.key("countries", first: true); out.int(record.countries)
            out.key("index_labels"); out.int(record.indexLabels)
            if let letters = record.indexLetters {
                out.key("index_letters")
                out.raw("{")
                out.key("kind", first: true); out.string(letters.kind)
                out.key("only_cldr"); out.string(letters.onlyCLDR)
                out.key("only_icu"); out.string(letters.onlyICU)
                out.key("source"); out.string(letters.source)
                out.raw("}")
            }
            out.key("inputs"); out.string(record.inputs)
            out.key("outputs"); out.object(record.outputs) { out, file in out.record(file) }
            out.key("sections"); out.int(record.sections)
            out.raw("}")
        }
        out.key("options"); out.string(options)
        out.key("output"); out.string(output)
        if let phone {
            out.key("phone")
            out.raw("{")
            out.key("inputs", first: true); out.string(phone.inputs)
            out.key("output"); out.record(phone.output)
            out.raw("}")
        }
        out.key("reference_versions"); out.array(referenceVersions)
        out.key("validation")
        out.raw("{")
        out.key("corrections", first: true)
        out.raw("[")
        for (position, correction) in validation.corrections.enumerated() {
            if position > 0 { out.raw(",") }
            out.raw("{")
            out.key("code", first: true); out.string(correction.code)
            out.key("column"); out.int(correction.column)
            out.key("field"); out.string(correction.field)
            out.key("kind"); out.string(correction.kind.rawValue)
            out.key("line"); out.int(correction.line)
            if let published = correction.published { out.key("published"); out.string(published) }
            out.key("reason"); out.string(correction.reason)
            out.key("record"); out.int(correction.record)
            out.key("written"); out.string(correction.written)
            out.raw("}")
        }
        out.raw("]")
        out.key("errors"); out.int(validation.errors)
        out.key("inputs"); out.string(validation.inputs)
        out.key("named_locales"); out.array(validation.namedLocales)
        // Left out, as `JSONEncoder` leaves out nil, for a dataset of CLDR's or ISO's names.
        if let ownNames = validation.ownNames { out.key("own_names"); out.string(ownNames) }
        out.raw("}")
        out.raw("}\n")
        return out.bytes
    }
}

extension BuildManifest.FileRecord {
    /// The one string a record is written as.
    var text: String {
        let head = read.map { hash + " " + String($0) } ?? hash
        return stamp.map { head + " " + $0 } ?? head
    }
}

/// Compact JSON in `JSONEncoder`'s bytes: strings escaped as
/// `JSONOutput.writeString` escapes them (the same escapes), object keys in
/// the order of their UTF-8 bytes.
private struct ManifestWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ text: String) { JSONOutput.writeString(text, to: &bytes) }

    /// A file record's one string (`FileRecord.text`), written part by
    /// part: each part escaped alone is the same bytes as their join
    /// escaped, without making the joined text (two a locale).
    mutating func record(_ record: BuildManifest.FileRecord) {
        raw("\"")
        contents(record.hash)
        if let read = record.read {
            raw(" ")
            int(read)
        }
        if let stamp = record.stamp {
            raw(" ")
            contents(stamp)
        }
        raw("\"")
    }

    /// What `string` writes between the quotes.
    private mutating func contents(_ text: String) {
        let start = bytes.count
        string(text)
        bytes.remove(at: start)
        bytes.removeLast()
    }

    /// `number` in decimal (a locale writes three, and its two files one
    /// each).
    mutating func int(_ number: Int) {
        bytes.appendDecimal(number)
    }

    mutating func key(_ name: StaticString, first: Bool = false) {
        if !first { raw(",") }
        raw("\"")
        raw(name)
        raw("\":")
    }

    mutating func object<Value>(_ members: [String: Value], _ value: (inout ManifestWriter, Value) -> Void) {
        raw("{")
        // A locale's two outputs are sorted as they are: `sortedInUTF8`
        // gathers each key's bytes first, which pays only for many keys.
        if members.count <= 4 {
            for (position, member) in members.sorted(by: { $0.key.precedesInUTF8($1.key) }).enumerated() {
                if position > 0 { raw(",") }
                string(member.key)
                raw(":")
                value(&self, member.value)
            }
            raw("}")
            return
        }
        let keys = members.keys.sortedInUTF8()
        for (position, key) in keys.enumerated() {
            if position > 0 { raw(",") }
            string(key)
            raw(":")
            value(&self, members[key]!)
        }
        raw("}")
    }

    mutating func array(_ elements: [String]) {
        raw("[")
        for (position, element) in elements.enumerated() {
            if position > 0 { raw(",") }
            string(element)
        }
        raw("]")
    }
}
