import Foundation
import Testing

/// A pull request that plants a telephone reference whose phone data would
/// put a wrong example, a long text or a costly pattern into every
/// locale's catalog: the build refuses it at the region's line, writes no
/// catalog, and spends time linear in the digits.
struct PhoneNumberingAttackTests {
    /// The embedded reference copied into the checkout as `ref`, Sweden's
    /// `<phoneNumbering>` replaced by `sweden`; `.ccpipe.json` builds `sv` into `out`.
    private func plant(_ checkout: HostileCheckout, sweden: String) throws -> Int {
        let embedded = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
        try FileManager.default.copyItem(at: embedded, to: checkout.repository.appendingPathComponent("ref"))
        let path = "ref/supplemental/telephoneCodeData.xml"
        var lines = try String(contentsOf: checkout.repository.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let territory = try #require(lines.firstIndex { $0.contains("<codesByTerritory territory=\"SE\">") })
        let swedenLine = try #require(lines[territory...].firstIndex { $0.contains("<phoneNumbering") })
        // The element whole: libphonenumber's metadata is inside it.
        let end = lines[swedenLine].hasSuffix("/>") ? swedenLine
            : try #require(lines[swedenLine...].firstIndex { $0.contains("</phoneNumbering>") })
        lines.replaceSubrange(swedenLine...end, with: ["\t\t\t" + sweden])
        try checkout.write(lines.joined(separator: "\n"), to: path)
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "reference": "ref", "locales": ["sv"], "out": "out"}"#)
        return swedenLine + 1
    }

    private static let lengths = #"nationalPrefix="0" fixedLineLengths="7,8,9" mobileLengths="9" mobilePattern="7[023689]\d{7}""#

    @Test func anExampleThatIsNoNumberOfTheRegionIsRefusedAndNoCatalogWritten() throws {
        let checkout = try HostileCheckout()
        let line = try plant(checkout, sweden: #"<phoneNumbering "# + Self.lengths
            + #" mobileExample="801234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1-$2 $3 $4"/>"#)
        let result = try checkout.run(["build"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("ref/supplemental/telephoneCodeData.xml:\(line):1: region \"SE\" in the telephone reference: its mobile example \"801234567\" does not match its mobile pattern"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("out/sv/countries.json").path))
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func aLayoutThatWouldCopyALongTextIntoEveryCatalogIsRefused() throws {
        let checkout = try HostileCheckout()
        let filler = String(repeating: "call me ", count: 25)
        let line = try plant(checkout, sweden: #"<phoneNumbering "# + Self.lengths
            + #" mobileExample="701234567" formatPattern="(\d{2})(\d{3})(\d{2})(\d{2})" format="$1-$2 $3 $4 "# + filler + #""/>"#)
        let result = try checkout.run(["build"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("telephoneCodeData.xml:\(line):1: region \"SE\" in the telephone reference: expected a number layout of at most 64 bytes"),
                "\(result.stderr)")
        #expect(result.stderr.utf8.count < 600)
        #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent("out/sv/countries.json").path))
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func aFormatPatternThatWouldExplodeIsRefusedAtItsLine() throws {
        let checkout = try HostileCheckout()
        let line = try plant(checkout, sweden: #"<phoneNumbering "# + Self.lengths
            + #" mobileExample="701234567" formatPattern="((((\d{30}){30}){30}){30})" format="$1"/>"#)
        let result = try checkout.run(["build"], timeout: 60)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("telephoneCodeData.xml:\(line):1: expected a number pattern of at most 65536 states"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    /// Nine groups that each take any run of 1s, and a last digit no group
    /// takes: a backtracking matcher would try every split; the build tries
    /// each group at each position once.
    @Test func aFormatPatternWithManySplitsCostsOnlyItsGroupsAndDigits() throws {
        let checkout = try HostileCheckout()
        let example = String(repeating: "1", count: 31) + "2"
        let line = try plant(checkout, sweden: #"<phoneNumbering nationalPrefix="0" fixedLineLengths="7" mobileLengths="32" mobilePattern="1*2""#
            + #" mobileExample="\#(example)" formatPattern="\#(String(repeating: "(1*)", count: 8))(1*3)" format="$1"/>"#)
        let started = Date()
        let result = try checkout.run(["build"], timeout: 60)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("telephoneCodeData.xml:\(line):1: region \"SE\" in the telephone reference: its mobile example"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func valuesThatAreNotDigitsOrLengthsAreRefusedAtTheirLine() throws {
        for sweden in [#"<phoneNumbering nationalPrefix="0; rm -rf /" fixedLineLengths="7"/>"#,
                       #"<phoneNumbering fixedLineLengths="7,x,999999999999"/>"#,
                       #"<phoneNumbering fixedLineLengths="7" mobileLengths="9" mobilePattern="7\d{8}" mobileExample="+46 70"/>"#] {
            let checkout = try HostileCheckout()
            let line = try plant(checkout, sweden: sweden)
            let result = try checkout.run(["check"])
            #expect(result.status == 65, "\(sweden): \(result.stderr)")
            #expect(result.stderr.contains("telephoneCodeData.xml:\(line):1: expected "), "\(sweden): \(result.stderr)")
            #expect(try checkout.outsideChanges().isEmpty)
            #expect(!checkout.leaksSecret(result))
        }
    }
}
