import Foundation
import Testing

/// A pull request's reference directory costs what its size allows,
/// whoever wrote it: its number patterns together, its region ranges
/// together, the closest-name search its names start and the Latin
/// spellings they cost a build. Each attack runs
/// under limits the test sets for the process (CPU seconds and address
/// space, `ProcessLimits`): one that cost more would end the process, and
/// its test would fail on the exit status.
struct ReferenceCostAttackTests {
    /// A debug build's check of a small dataset maps about 250 MiB; these
    /// leave room for the work a reference may cause, and not for the
    /// gigabytes the attacks took.
    static let limits = ProcessLimits(cpuSeconds: 60, memoryMiB: 768)

    /// The embedded reference copied into the checkout as `ref`, the
    /// project file naming it; `edit` changes the file at `path` in it.
    private func plant(_ checkout: HostileCheckout, _ path: String, dataset: String = "CountryCodes.json",
                       _ edit: (String) -> String) throws {
        let embedded = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
        try FileManager.default.copyItem(at: embedded, to: checkout.repository.appendingPathComponent("ref"))
        let url = checkout.repository.appendingPathComponent("ref/" + path)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        try checkout.writeProjectFile(#"{"dataset": "\#(dataset)", "reference": "ref", "locales": ["en"], "out": "out"}"#)
    }

    /// Territories whose mobile patterns each come near the states one
    /// pattern may have, all different: the reference's patterns together
    /// are refused at the region that passes the budget (3,000 of them took
    /// 4.4 GB and 13 s).
    @Test func thousandsOfCostlyPatternsAreRefusedAtTheRegionThatPassesTheBudget() throws {
        let checkout = try HostileCheckout()
        try plant(checkout, "supplemental/telephoneCodeData.xml") { text in
            let rows = (0..<3_000).map { index in
                let region = index < 676 ? String(UnicodeScalar(65 + index / 26)!) + String(UnicodeScalar(65 + index % 26)!) : String(format: "%03d", index % 1_000)
                return "\t\t<codesByTerritory territory=\"\(region)\"><telephoneCountryCode code=\"\(1_000 + index)\"/>"
                    + #"<phoneNumbering fixedLineLengths="7" mobileLengths="9" mobilePattern="(?:(?:\d{0,32}){0,31}){0,31}(?:\#(index))?"/></codesByTerritory>"#
            }
            return text.replacingOccurrences(of: "<telephoneCodeData>", with: "<telephoneCodeData>\n" + rows.joined(separator: "\n"))
        }
        for command in [["check"], ["build"]] {
            let result = try CommandRunner.run(command, limits: Self.limits, in: checkout.repository)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains(#"ref/supplemental/telephoneCodeData.xml:"#), "\(result.stderr)")
            #expect(result.stderr.contains(#": region "AE": expected the number patterns of the reference to take at most 262144 states in all"#),
                    "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("out").path))
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// The same automaton written 3,000 ways (spaces that libphonenumber's
    /// syntax ignores): one copy is kept, and the reference is read. The
    /// territories are numbers from 100 (001 holds libphonenumber's
    /// non-geographic codes, which need a calling code of their own).
    @Test func patternsThatReadAlikeShareOneAutomaton() throws {
        let checkout = try HostileCheckout()
        try plant(checkout, "supplemental/telephoneCodeData.xml") { text in
            let rows = (0..<3_000).map { index in
                let pattern = #"(?:(?:\d{0,8}){0,8}){0,8}"# + String(repeating: " ", count: index % 40) + String(repeating: "\t", count: index / 40)
                let territory = String(format: "%03d", 100 + index % 800)
                return "\t\t<codesByTerritory territory=\"\(territory)\"><telephoneCountryCode code=\"\(1_000 + index)\"/>"
                    + "<phoneNumbering fixedLineLengths=\"7\" mobileLengths=\"9\" mobilePattern=\"\(pattern)\"/></codesByTerritory>"
            }
            return text.replacingOccurrences(of: "<telephoneCodeData>", with: "<telephoneCodeData>\n" + rows.joined(separator: "\n"))
        }
        let result = try CommandRunner.run(["check"], limits: Self.limits, in: checkout.repository)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// `validity/region.xml` of ranges that each expanded to 58 codes, all
    /// different (`AAAAA~z`, `AAAAB~z`, …, where a code is two letters or
    /// three digits), and lists whose valid ranges, repeated, pass the
    /// number of region codes there can be: refused at the list that does
    /// (6.4 MB of the first took 1.7 GB and 33 s).
    @Test(arguments: [(true, "expected a region code or range like \"AC~G\", found \"AAAAA~z\""),
                      (false, "expected the region codes of the validity lists to number at most 1676 once ranges are expanded")])
    func regionRangesAreBoundedByTheRegionCodesThereCanBe(distinct: Bool, _ message: String) throws {
        let checkout = try HostileCheckout()
        try plant(checkout, "validity/region.xml") { text in
            // 200 lists of 32 KB each (a text of more than 64 KiB is
            // refused before this limit is reached).
            var counter = 0
            func token() -> String {
                guard distinct else { return "AA~Z BA~Z CA~Z DA~Z" }
                defer { counter += 1 }
                let letters = (0..<4).reversed().map { Character(UnicodeScalar(65 + (counter / Int(pow(26, Double($0)))) % 26)!) }
                return String(letters) + "A~z"
            }
            let lists = (0..<200).map { _ in
                #"<id type="region" idStatus="regular">"# + (0..<(distinct ? 3_900 : 1_600)).map { _ in token() }.joined(separator: " ") + "</id>"
            }
            return text.replacingOccurrences(of: "<idValidity>", with: "<idValidity>\n" + lists.joined(separator: "\n"))
        }
        let result = try CommandRunner.run(["check"], limits: Self.limits, in: checkout.repository)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("ref/validity/region.xml:"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// Names of 1,000 characters in the dataset, in the reference's English
    /// names and in its ISO 3166-1 names: none is measured against another
    /// (the search took 18 ms a record, 36 s for these 2,000 records).
    @Test func longNamesStartNoClosestNameSearch() throws {
        let checkout = try HostileCheckout()
        func long(_ seed: Int) -> String {
            var generator = SeededLetters(seed: UInt64(seed))
            return String((0..<1_000).map { _ in generator.next() })
        }
        try plant(checkout, "main/en.xml", dataset: "data.json") { text in
            var seed = 0
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard line.contains("<territory type="), let open = line.firstIndex(of: ">"), let close = line.range(of: "</territory>") else {
                    return String(line)
                }
                seed += 1
                return String(line[...open]) + long(seed) + String(line[close.lowerBound...])
            }.joined(separator: "\n")
        }
        let isoURL = CommandRunner.root.appendingPathComponent("Sources-Data/iso-codes/iso_3166-1.json")
        var iso = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: isoURL)) as? [String: [[String: String]]])
        iso["3166-1"] = iso["3166-1"]!.enumerated().map { index, country in
            var country = country
            country["name"] = long(10_000 + index)
            country["official_name"] = long(20_000 + index)
            return country
        }
        try JSONSerialization.data(withJSONObject: iso).write(to: checkout.repository.appendingPathComponent("iso.json"))
        let codes = iso["3166-1"]!.map { $0["alpha_2"]! }
        let records = (0..<2_000).map { #"{"name": "\#(long(30_000 + $0))", "dial_code": "+46", "code": "\#(codes[$0 % codes.count])"}"# }
        try checkout.write("[\n" + records.joined(separator: ",\n") + "\n]\n", to: "data.json")
        try checkout.writeProjectFile(#"{"dataset": "data.json", "reference": "ref", "iso": "iso.json"}"#)
        let result = try CommandRunner.run(["check", "--format", "json"], limits: ProcessLimits(cpuSeconds: 20, memoryMiB: 768),
                                           in: checkout.repository)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("\"name-mismatch\""))
        #expect(try checkout.outsideChanges().isEmpty)
    }
    /// 110 `zh_*` locale files of made-up Han names, 300 characters each
    /// (31 MB): spelling them in pinyin for search took 45 s of `build
    /// --locales all`, and `diff --locales all` spells them for both sides.
    /// The names spelled in Latin are refused past the budget, at the
    /// locale file that passes it, before any output is made.
    @Test func hanNamesPastTheSpellingBudgetAreRefused() throws {
        let checkout = try HostileCheckout()
        try plant(checkout, "main/zh.xml") { $0 }
        var generator = SeededLetters(seed: 13)
        // Names are windows of one buffer of random Han characters: each
        // different, and together of nearly every character.
        var buffer = String.UnicodeScalarView()
        for _ in 0..<400_000 { buffer.append(generator.nextHan()) }
        let scalars = Array(buffer)
        let zh = try String(contentsOf: checkout.repository.appendingPathComponent("ref/main/zh.xml"), encoding: .utf8)
        let types = zh.split(separator: "\n").compactMap { line -> Substring? in
            guard let start = line.range(of: #"<territory type=""#), !line.contains("alt=") else { return nil }
            return line[start.upperBound...].prefix { $0 != "\"" }
        }
        let regions = Array(Set(types.filter { $0.count == 2 }).sorted().prefix(110))
        var offset = 0
        for region in regions {
            let rows = types.map { type -> String in
                offset = (offset + 7_919) % (scalars.count - 300)
                var name = String.UnicodeScalarView()
                name.append(contentsOf: scalars[offset..<(offset + 300)])
                return "\t\t\t<territory type=\"\(type)\">\(String(name))</territory>"
            }
            let file = "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>\n<ldml>\n\t<identity>\n\t\t<version number=\"$Revision$\"/>\n"
                + "\t\t<language type=\"zh\"/>\n\t\t<territory type=\"\(region)\"/>\n\t</identity>\n\t<localeDisplayNames>\n\t\t<territories>\n"
                + rows.joined(separator: "\n") + "\n\t\t</territories>\n\t</localeDisplayNames>\n</ldml>\n"
            try checkout.write(file, to: "ref/main/zh_\(region).xml")
        }
        // The records of every region, so that each locale spells a name of each.
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("CountryCodes.json"))
        try FileManager.default.copyItem(at: CommandRunner.root.appendingPathComponent("Sources-Data/CountryCodes.json"),
                                         to: checkout.repository.appendingPathComponent("CountryCodes.json"))
        try checkout.write(try String(contentsOf: checkout.repository.appendingPathComponent("CountryCodes.json"), encoding: .utf8), to: "old.json")
        for command in [["build", "--locales", "all"], ["diff", "old.json", "CountryCodes.json", "--locales", "all"]] {
            let result = try CommandRunner.run(command, limits: ProcessLimits(cpuSeconds: 30, memoryMiB: 1_024), in: checkout.repository)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains(#"/ref/main/zh_"#), "\(result.stderr)")
            #expect(result.stderr.contains("expected the names that are spelled in Latin for search to hold at most 1000000 characters in all locales read, found more"),
                    "\(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("out").path))
        #expect(try checkout.outsideChanges().isEmpty)
    }
}

/// Letters and spaces from a fixed seed (a linear congruential generator),
/// so that every run plants the same names.
struct SeededLetters {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 6_364_136_223_846_793_005 &+ 1 }

    mutating func next() -> Character {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let letters = Array("abcdefghij ")
        return letters[Int((state >> 33) % UInt64(letters.count))]
    }

    /// A character of CJK Unified Ideographs (U+4E00–U+9FFF).
    mutating func nextHan() -> Unicode.Scalar {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Unicode.Scalar(0x4E00 + UInt32((state >> 33) % 0x5200))!
    }
}
