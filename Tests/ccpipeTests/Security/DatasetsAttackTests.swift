import Foundation
import Testing

/// A pull request that plants a telephone reference or a CLDR-style XML
/// dataset meant to make ccpipe hang, read outside the checkout or print
/// what is there: number patterns are bounded and matched in time linear
/// in the digits, and the XML is read with every entity refused.
struct DatasetsAttackTests {
    /// A reference tree in the checkout, the embedded one with `telephone` as its telephone codes.
    private func plantReference(_ checkout: HostileCheckout, telephone: String) throws {
        let embedded = CommandRunner.root.appendingPathComponent("Sources-Data/cldr/common")
        try FileManager.default.copyItem(at: embedded, to: checkout.repository.appendingPathComponent("ref"))
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("ref/supplemental/telephoneCodeData.xml"))
        try checkout.write(telephone, to: "ref/supplemental/telephoneCodeData.xml")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "reference": "ref"}"#)
    }

    private static func telephone(_ sweden: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" ?>
        <supplementalData>
        \t<telephoneCodeData>
        \t\t<codesByTerritory territory="SE">
        \(sweden)
        \t\t</codesByTerritory>
        \t\t<codesByTerritory territory="NO"><telephoneCountryCode code="46"/></codesByTerritory>
        \t</telephoneCodeData>
        </supplementalData>

        """
    }

    @Test func aNumberPatternThatWouldExplodeIsRefusedAtItsLine() throws {
        let checkout = try HostileCheckout()
        try plantReference(checkout, telephone: Self.telephone(#"<telephoneCountryCode code="46" leadingDigits="((((\d{30}){30}){30}){30})"/>"#))
        let result = try checkout.run(["check"], timeout: 60)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("ref/supplemental/telephoneCodeData.xml:5:1: expected a number pattern of at most 65536 states"), "\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func aPatternThatMakesRegularExpressionsBacktrackCostsOnlyItsDigits() throws {
        let checkout = try HostileCheckout()
        let pattern = String(repeating: "(1|1)*", count: 24) + "2"
        try plantReference(checkout, telephone: Self.telephone("""
            \t\t\t<telephoneCountryCode code="46">
            \t\t\t\t<numberType type="fixedLine" nationalNumberPattern="\(pattern)"/>
            \t\t\t</telephoneCountryCode>
            """))
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+46 1111111111111", "code": "SE"}, {"name": "Norway", "dial_code": "+46 1111111111111", "code": "NO"}]"#,
                           to: "CountryCodes.json")
        let started = Date()
        let result = try checkout.run(["check"], timeout: 60)
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(try checkout.outsideChanges().isEmpty)
        #expect(!checkout.leaksSecret(result))
    }

    @Test func aTelephoneCodeDataDatasetCannotPullAFileInThroughAnEntity() throws {
        let checkout = try HostileCheckout()
        let secret = checkout.outside.appendingPathComponent("secret-token").path
        try checkout.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <!DOCTYPE supplementalData [<!ENTITY token SYSTEM "file://\(secret)">]>
            <supplementalData>
            \t<telephoneCodeData>
            \t\t<codesByTerritory territory="SE"><telephoneCountryCode code="&token;"/></codesByTerritory>
            \t</telephoneCodeData>
            </supplementalData>

            """, to: "telephoneCodeData.xml")
        for command in [["check", "telephoneCodeData.xml"], ["fix", "telephoneCodeData.xml", "--write"], ["init", "telephoneCodeData.xml"]] {
            let result = try checkout.run(command)
            #expect(result.status == 65, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("telephoneCodeData.xml:"), "\(result.stderr)")
            #expect(!checkout.leaksSecret(result))
        }
        #expect(try checkout.outsideChanges().isEmpty)
    }

    /// A checkout whose dataset is a link to a dataset outside it: `init`
    /// neither reads it nor writes a project file naming it, whether it
    /// finds the link or is given it (a project file could not name it).
    @Test func initLeavesOutADatasetLinkedFromOutsideTheRepository() throws {
        let checkout = try HostileCheckout()
        let elsewhere = try CommandRunner.temporaryDirectory().appendingPathComponent("private.json")
        let dataset = #"[{"name": "\#(HostileCheckout.secret)", "dial_code": "+46", "code": "SE"}]"#
        try Data(dataset.utf8).write(to: elsewhere)
        try FileManager.default.removeItem(at: checkout.repository.appendingPathComponent("CountryCodes.json"))
        try checkout.link("CountryCodes.json", to: elsewhere.path)
        for command in [["init"], ["init", "CountryCodes.json"], ["init", elsewhere.path]] {
            let result = try checkout.run(command)
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("outside the repository"), "\(command): \(result.stderr)")
            #expect(!checkout.leaksSecret(result))
            for written in [".ccpipe.json", ".gitignore"] {
                #expect(!FileManager.default.fileExists(atPath: checkout.repository.appendingPathComponent(written).path), "\(command): \(written)")
            }
        }
        #expect(try Data(contentsOf: elsewhere) == Data(dataset.utf8))
        #expect(try checkout.outsideChanges().isEmpty)
    }

    @Test func aTelephoneCodeDataDatasetCannotReferToAnEntity() throws {
        let checkout = try HostileCheckout()
        try checkout.write("""
            <?xml version="1.0" encoding="UTF-8" ?>
            <!DOCTYPE supplementalData SYSTEM "file://\(checkout.outside.appendingPathComponent("secret-token").path)">
            <supplementalData><telephoneCodeData><codesByTerritory territory="SE"><telephoneCountryCode code="&amp;&token;"/></codesByTerritory></telephoneCodeData></supplementalData>

            """, to: "telephoneCodeData.xml")
        let result = try checkout.run(["check", "telephoneCodeData.xml"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(!checkout.leaksSecret(result))
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
