import Foundation
import Testing

/// What a pull request can make the readers do: echo a file that is not a
/// dataset (issue 25, row 2's printing part), and spend time, memory and
/// report on a value too long to be any field, in whichever syntax (row 6).
/// Each attack asserts that nothing outside the repository changed and that
/// no piece of the secret was printed.
struct IngestAttackTests {
    /// A file that is not a dataset, handed to a reader.
    struct NotADataset: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }

        static let all: [NotADataset] = [
            NotADataset(name: "one 20 MiB word", bytes: Array(repeating: UInt8(ascii: "A"), count: 20 * 1024 * 1024)),
            NotADataset(name: "a shadow file", bytes: Array(("root:$6$Yt2wQk9P$u7Hc1Vn4Rb8Lm3Xz6Ds0Ja5Ke2Gf9Wp1Yt2wQk9Pu7Hc1Vn4Rb8Lm3Xz6Ds0Ja5Ke:19000:0:99999:7:::\n"
                + "daemon:*:19000:0:99999:7:::\nbin:*:19000:0:99999:7:::\n").utf8)),
            NotADataset(name: "a token file", bytes: Array((HostileCheckout.secret + "\n").utf8)),
            NotADataset(name: "an environment", bytes: Array("GITHUB_TOKEN=\(HostileCheckout.secret)\0HOME=/root\0".utf8)),
            NotADataset(name: "a binary", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00] + (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ 13) }),
        ]
    }

    /// How each reader is handed a file: the dataset's three formats by
    /// name, the strict JSON reader as `--iso`, the XML reader as the
    /// metadata `import phone-metadata` reads.
    enum Reader: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case json, csv, plist, strictJSON, xml
        var testDescription: String { rawValue }

        func arguments(for file: String) -> [String] {
            switch self {
            case .json, .csv, .plist: ["check", file]
            case .strictJSON: ["check", "CountryCodes.json", "--iso", file]
            case .xml: ["import", "phone-metadata", file, "--out", "imported.xml"]
            }
        }

        var fileName: String {
            switch self {
            case .json: "evil.json"
            case .csv: "evil.csv"
            case .plist: "evil.plist"
            case .strictJSON: "evil-iso.json"
            case .xml: "evil.xml"
            }
        }
    }

    /// Each reader refuses each file with a short message that quotes at
    /// most 32 bytes of it, escaped: no run of 33 of its bytes, no control
    /// character, no piece of the secret.
    @Test(arguments: Reader.allCases, NotADataset.all)
    func aFileThatIsNotADatasetIsNotEchoed(_ reader: Reader, _ file: NotADataset) throws {
        let checkout = try HostileCheckout()
        try checkout.write(Data(file.bytes), to: reader.fileName)
        let result = try checkout.run(reader.arguments(for: reader.fileName))
        #expect(result.status == 65 || result.status == 1, "\(result.status): \(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 1_500, "\(result.stderr.utf8.count) bytes: \(result.stderr.prefix(300))")
        #expect(result.stdout.utf8.count < 8_000, "\(result.stdout.prefix(300))")
        #expect(Self.longestRunQuoted(of: file.bytes, in: result.stderr) <= 32, "\(result.stderr.prefix(300))")
        #expect(!result.stderr.utf8.contains { $0 < 0x20 && $0 != 0x0A }, "a control character reached the terminal")
        #expect(!checkout.leaksSecret(result), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// The same files outside the repository, named on the command line
    /// (the user's own choice): read, refused, and still not echoed.
    @Test(arguments: ["secret-token", "environ"])
    func aSecretOutsideNamedOnTheCommandLineIsNotEchoed(_ name: String) throws {
        let checkout = try HostileCheckout()
        let result = try checkout.run(["check", "../outside/\(name)"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("expected"), "\(result.stderr)")
        #expect(!checkout.leaksSecret(result), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// A file the author wrote, and what a message about it must quote.
    struct HostileFile: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var text: String
        var quoted = ""
        var testDescription: String { name }
    }

    /// Files whose markup or cells name something long or invisible.
    enum QuotingFile {
        static let all: [HostileFile] = [
            HostileFile(name: "a long element name in a property list", file: "evil.plist",
                        text: "<plist><\(String(repeating: "x", count: 40_000))/></plist>", quoted: "<xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…>"),
            HostileFile(name: "an invisible character in a property list's root", file: "evil.plist", text: "<a\u{200D}b/>", quoted: "found <a\\u{200D}b>"),
            HostileFile(name: "a long root element", file: "evil.xml",
                        text: "<\(String(repeating: "r", count: 40_000))/>", quoted: "found \"rrrrrrrrrrrrrrrrrrrrrrrrrrrrrrrr…\""),
            HostileFile(name: "a long entity reference", file: "evil.xml",
                        text: "<phoneNumberMetadata>&\(String(repeating: "e", count: 40_000));</phoneNumberMetadata>",
                        quoted: "'eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee…' not defined"),
            HostileFile(name: "a long end tag", file: "evil.xml",
                        text: "<phoneNumberMetadata><territories></\(String(repeating: "y", count: 40_000))></phoneNumberMetadata>",
                        quoted: "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…"),
            HostileFile(name: "text after a quoted CSV cell", file: "evil.csv",
                        text: "name,code\n\"Sweden\"\(String(repeating: "z", count: 1_000_000)),SE\n", quoted: "found \"zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz…\""),
        ]
    }

    /// The names XML and property list messages quote, and the text a CSV
    /// message quotes, are the file's: a long one is quoted as an excerpt,
    /// an invisible character in one escaped. (libxml2 itself refuses a
    /// name over 50,000 bytes, with a message that quotes none of it.)
    @Test(arguments: QuotingFile.all)
    func aNameInMarkupIsQuotedAsAnExcerpt(_ quoting: HostileFile) throws {
        let (file, text, quoted) = (quoting.file, quoting.text, quoting.quoted)
        let checkout = try HostileCheckout()
        try checkout.write(text, to: file)
        let arguments = file.hasSuffix(".xml") ? Reader.xml.arguments(for: file) : ["check", file]
        let result = try checkout.run(arguments)
        #expect(result.status == 65, "\(result.stderr.prefix(300))")
        #expect(result.stderr.hasPrefix("Error: \(file):"), "\(result.stderr.prefix(300))")
        #expect(result.stderr.contains(quoted), "\(result.stderr.prefix(300))")
        #expect(result.stderr.utf8.count < 1_000, "\(result.stderr.prefix(300))")
        // The excerpt's quotes may be the file's too.
        #expect(Self.longestRunQuoted(of: Array(text.utf8), in: result.stderr) <= 34, "\(result.stderr.prefix(300))")
        #expect(!checkout.leaksSecret(result), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// A long value or key, in each syntax the readers accept.
    enum LongValue {
        static let length = 2 * 1024 * 1024
        static let name = String(repeating: "A", count: length)
        static let digits = String(repeating: "9", count: length)
        static let key = String(repeating: "k", count: length)
        /// The property list reader refuses any text over 64 KiB before it reads it.
        static let plistLength = 60_000

        static let all: [HostileFile] = [
            HostileFile(name: "double-quoted name", file: "d.json", text: #"[{"name": "\#(name)", "dial_code": "+46", "code": "SE"}]"#),
            HostileFile(name: "double-quoted name with escapes", file: "d.json",
                        text: #"[{"name": "\#(String(repeating: #"\u00e9\n"#, count: length / 8))", "dial_code": "+46", "code": "SE"}]"#),
            HostileFile(name: "single-quoted name", file: "d.json", text: #"[{"name": '\#(name)', "dial_code": "+46", "code": "SE"}]"#),
            HostileFile(name: "single-quoted name with escapes", file: "d.json",
                      text: #"[{"name": 'O\'\#(name)\n', "dial_code": "+46", "code": "SE"}]"#),
            HostileFile(name: "number", file: "d.json", text: #"[{"name": "Sweden", "dial_code": \#(digits), "code": "SE"}]"#),
            HostileFile(name: "double-quoted key", file: "d.json", text: #"[{"name": "Sweden", "dial_code": "+46", "code": "SE", "\#(key)": 1}]"#),
            HostileFile(name: "single-quoted key", file: "d.json", text: #"[{"name": "Sweden", "dial_code": "+46", "code": "SE", '\#(key)': 1}]"#),
            HostileFile(name: "unquoted key", file: "d.json", text: #"[{"name": "Sweden", "dial_code": "+46", "code": "SE", \#(key): 1}]"#),
            HostileFile(name: "keyed object's key", file: "d.json", text: #"{"SE": "+46", "\#(key)": "+47"}"#),
            HostileFile(name: "CSV cell", file: "d.csv", text: "name,dial_code,code\n\(name),+46,SE\n"),
            HostileFile(name: "quoted CSV cell", file: "d.csv", text: "name,dial_code,code\n\"\(name)\",+46,SE\n"),
            HostileFile(name: "CSV header", file: "d.csv", text: "name,dial_code,code,\(key)\nSweden,+46,SE,1\n"),
            HostileFile(name: "property list string", file: "d.plist", text: plist("<key>name</key><string>\(String(repeating: "A", count: plistLength))</string>")),
            HostileFile(name: "property list integer", file: "d.plist", text: plist("<key>name</key><string>Sweden</string><key>dial_code</key><integer>\(String(repeating: "9", count: plistLength))</integer>")),
            HostileFile(name: "property list key", file: "d.plist", text: plist("<key>name</key><string>Sweden</string><key>\(String(repeating: "k", count: plistLength))</key><string>1</string>")),
        ]

        static func plist(_ members: String) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><array><dict>\(members)<key>code</key><string>SE</string></dict></array></plist>\n"
        }
    }

    /// One `field-too-long` finding with an excerpt, in every syntax: the
    /// report stays a few kilobytes, whatever the value's length, and no
    /// suggested fix (`fix`, SARIF's) holds the value.
    @Test(arguments: LongValue.all)
    func aLongValueInAnySyntaxIsOneBoundedFinding(_ value: HostileFile) throws {
        let checkout = try HostileCheckout()
        try checkout.write(value.text, to: value.file)
        // SARIF describes every rule, whatever it finds: its bound is the larger.
        var reports: [String: String] = [:]
        for (format, bound) in [("json", 8_000), ("text", 4_000), ("sarif", 52_000)] {
            let result = try checkout.run(["check", value.file, "--format", format])
            reports[format] = result.stdout
            #expect(result.status == 1, "\(format): \(result.stderr.prefix(300))")
            #expect(result.stdout.contains("field-too-long"), "\(format): \(result.stdout.prefix(1_000))")
            #expect(result.stdout.utf8.count < bound, "\(format): a \(result.stdout.utf8.count)-byte report")
            for filler in ["A", "9", "k"] {
                #expect(!result.stdout.contains(String(repeating: filler, count: 100)), "\(format) echoes the value")
            }
            #expect(result.stderr.utf8.count < 1_000)
            #expect(!checkout.leaksSecret(result))
        }
        let report = try #require(try JSONSerialization.jsonObject(with: Data((reports["json"] ?? "").utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.filter { $0["rule"] as? String == "field-too-long" }.count == 1, "\(findings)")
        // Nothing else is judged from an excerpt: no type, range, duplicate or unknown-key finding about it.
        let judged = Set(findings.compactMap { $0["rule"] as? String })
        #expect(judged.isDisjoint(with: ["field-type", "json-number-range", "key-duplicate", "field-unknown"]), "\(judged)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// The longest run of `input`'s bytes (of at least 8) that `output` holds.
    static func longestRunQuoted(of input: [UInt8], in output: String) -> Int {
        let text = Array(output.utf8)
        guard input.count >= 8, !text.isEmpty else { return 0 }
        var longest = 0
        // Every 8-byte window of the output found in the input, extended as far as both agree.
        var starts: [ArraySlice<UInt8>: [Int]] = [:]
        let sample = input.count > 1 << 20 ? Array(input.prefix(1 << 16)) : input
        for start in 0...(sample.count - 8) where starts[sample[start..<start + 8]]?.count ?? 0 < 4 {
            starts[sample[start..<start + 8], default: []].append(start)
        }
        for position in 0...(max(text.count - 8, 0)) where position + 8 <= text.count {
            for start in starts[text[position..<position + 8]] ?? [] {
                var length = 8
                while position + length < text.count, start + length < input.count, text[position + length] == input[start + length] { length += 1 }
                longest = max(longest, length)
            }
        }
        return longest
    }
}
