@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Testing

/// CLDR's other `alt` forms (`alt="chagos"`: "Chagos Archipelago" for IO)
/// count wherever a known name does.
@Suite struct AlternateNameTests {
    private func context(_ json: String) throws -> ValidationContext {
        ValidationContext(dataset: try TestData.dataset(json: json), reference: TestData.embeddedReference)
    }

    @Test func anAlternateIsANoticeThatSaysSoAndIsNotFixed() throws {
        let findings = Validator.validate(try TestData.dataset(json: #"[{"name": "Chagos Archipelago", "dial_code": "+246", "code": "IO"}]"#),
                                          against: TestData.embeddedReference)
        let names = findings.filter { $0.field == "name" }
        #expect(names.map(\.ruleID) == ["name-short-form"])
        #expect(names.first?.severity == .notice)
        #expect(names.first?.message == #""Chagos Archipelago" is CLDR's alternate name; the standard English name is "British Indian Ocean Territory""#)
        #expect(SafeFixes.value(for: try #require(names.first)) == nil)
    }

    @Test func anAlternateFindsItsRegion() throws {
        let context = try context(#"[{"name": "Chagos Archipelago", "dial_code": "+246"}, {"name": "Chagosöarna", "dial_code": "+246"}]"#)
        #expect(context.regions[0] == "IO" && context.regions[1] == "IO")
        #expect(context.derivations[0] == .name && context.derivations[1] == .name)
    }

    /// Names in Swedish, one of them Swedish's alternate: all five count as Swedish.
    @Test func anAlternateCountsForItsLocale() throws {
        let context = try context("""
            [{"name": "Tyskland", "dial_code": "+49", "code": "DE"}, {"name": "Frankrike", "dial_code": "+33", "code": "FR"},
             {"name": "Spanien", "dial_code": "+34", "code": "ES"}, {"name": "Chagosöarna", "dial_code": "+246", "code": "IO"},
             {"name": "Schweiz", "dial_code": "+41", "code": "CH"}]
            """)
        #expect(context.conventions.nameLocale == "sv")
        #expect(context.conventionTallies.nameLocale?.following == 5)
        #expect(context.names.map(\.match) == [.alternate(standard: "Brittiska territoriet i Indiska oceanen")])
    }
}
