@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import CountryCatalog
@testable import CountryCodeKit
import Testing

/// Trimmed copies of published shapes whose records the references call
/// right: no error lands on them, and what the shape leaves out is said once.
@Suite struct CorrectDataVerdictTests {
    private func findings(_ file: String) throws -> [Finding] {
        let dataset = try DatasetReader.read(path: TestData.fixture("real-world/" + file))
        return Validator.validate(dataset, against: TestData.embeddedReference)
    }

    // MARK: a field no record carries

    @Test func aMapOfRegionsToDialCodesCarriesNoNamesByDesign() throws {
        let findings = try findings("keyed-object-dialcodes-trimmed.json")
        #expect(!findings.contains { $0.ruleID == "field-missing" })
        let shape = findings.filter { $0.ruleID == "dataset-convention" && $0.field == "name" }
        #expect(shape.count == 1)
        #expect(shape.first?.message == "names are not carried (none of the 14 records has one); 'build' takes CLDR's names in each locale")
        #expect(shape.first?.location.line == 1)
    }

    @Test func aPropertyListOfNamesCarriesNoDialCodesByDesign() throws {
        let findings = try findings("keyed-plist-names.plist")
        #expect(!findings.contains { $0.ruleID == "field-missing" })
        #expect(findings.filter { $0.ruleID == "dataset-convention" && $0.field == "dial_code" }.map(\.message)
            == ["dial codes are not carried (none of the 10 records has one); 'build' takes each region's from libphonenumber"])
        // The names are still judged: Swaziland is Eswatini's former name.
        #expect(findings.contains { $0.ruleID == "name-variant" && $0.code == "SZ" })
        #expect(findings.filter { $0.severity == .error }.isEmpty, "\(findings.filter { $0.severity == .error }.map(\.message))")
    }

    @Test func aFieldSomeRecordsLackIsStillAnErrorPerRecord() throws {
        let json = #"{"AF": "+93", "AL": "+355", "DZ": "+213", "AD": "+376", "AO": {"name": "Angola"}}"#
        let findings = Validator.validate(try TestData.dataset(json: json), against: TestData.embeddedReference)
        let missing = findings.filter { $0.ruleID == "field-missing" }
        #expect(missing.filter { $0.field == "dial_code" }.map(\.code) == ["AO"])
        #expect(missing.filter { $0.field == "name" }.map(\.code) == ["AF", "AL", "DZ", "AD"])
    }

    @Test func buildFillsWhatTheDatasetDoesNotCarry() throws {
        let names = try DatasetReader.read(path: TestData.fixture("real-world/keyed-plist-names.plist"))
        let catalog = try CatalogBuilder.build(dataset: names, reference: TestData.embeddedReference, locale: "en")
        let countries = catalog.sections.flatMap(\.countries)
        #expect(countries.first { $0.code == "AS" }?.dialCode == "+1 684")
        #expect(countries.first { $0.code == "EH" }?.dialCode == "+212")
        #expect(countries.first { $0.code == "AQ" }?.dialCode == "")
        let dialCodes = try DatasetReader.read(path: TestData.fixture("real-world/keyed-object-dialcodes-trimmed.json"))
        let named = try CatalogBuilder.build(dataset: dialCodes, reference: TestData.embeddedReference, locale: "de")
        #expect(named.sections.flatMap(\.countries).first { $0.code == "AL" }?.name == "Albanien")
    }

    // MARK: no calling code is an answer

    @Test func noDialCodeIsRightForARegionWithoutAPlan() throws {
        let keyed = try findings("keyed-object-dialcodes-trimmed.json")
        #expect(!keyed.contains { $0.code == "AQ" }, "AQ is null: \(keyed.filter { $0.code == "AQ" }.map(\.message))")
        // Åland has a plan (+358 18): its empty dial code stays an error.
        #expect(keyed.contains { $0.code == "AX" && $0.ruleID == "field-empty" && $0.severity == .error })
        let nested = try findings("nested-idd-shared-codes.json")
        #expect(!nested.contains { ($0.code == "AQ" || $0.code == "HM") && $0.severity == .error })
    }

    // MARK: shared calling codes

    @Test func westernSaharaIsFoundByThePatternsOfItsNumbers() throws {
        let findings = try findings("nested-idd-shared-codes.json")
        #expect(!findings.contains { $0.code == "EH" && $0.severity >= .warning },
                "\(findings.filter { $0.code == "EH" }.map(\.message))")
        // The United States' area codes stay its own, American Samoa's stays American Samoa's.
        #expect(!findings.contains { ($0.code == "US" || $0.code == "CA" || $0.code == "AS") && $0.severity == .error },
                "\(findings.filter { $0.severity == .error }.map(\.message))")
        // +7 6 is neither Kazakhstan's by its leading digits nor Russia's by its patterns.
        #expect(findings.contains { $0.code == "KZ" && $0.ruleID == "dial-code-region" })
    }

    @Test func patternsPlaceDigitsInAnotherRegion() throws {
        let plan = DialingPlan(TestData.embeddedReference.telephoneCodes)
        #expect(plan.regions(reachedBy: "2125288") == ["MA"])
        #expect(plan.regions(reachedBy: "441481") == ["GG"])
        #expect(plan.regions(reachedBy: "1684") == ["AS"])
        #expect(plan.regions(reachedBy: "1204") == ["CA"])
        #expect(DialCodeAssessment.verdict(raw: "+212 5288", digits: "2125288", region: "EH", plan: plan) == .matches)
        #expect(DialCodeAssessment.verdict(raw: "+212 5288", digits: "2125288", region: "MA", plan: plan) == .matches)
        #expect(DialCodeAssessment.verdict(raw: "+1 204", digits: "1204", region: "CA", plan: plan) == .matches)
        #expect(DialCodeAssessment.verdict(raw: "+1 204", digits: "1204", region: "US", plan: plan) != .matches)
        #expect(DialCodeAssessment.verdict(raw: "+44 1481", digits: "441481", region: "GB", plan: plan) != .matches)
    }

    @Test func kosovosUserAssignedAlpha3IsANotice() throws {
        let findings = try findings("nested-idd-shared-codes.json")
        let kosovo = findings.filter { $0.code == "XK" }
        #expect(kosovo.map(\.ruleID) == ["code-alpha3-user-assigned"])
        #expect(kosovo.first?.severity == .notice)
        #expect(kosovo.first?.message == "\"UNK\" is a user-assigned alpha-3 code: ISO 3166-1 gives Kosovo (XK) none; CLDR writes XKK")
        let serbia = Validator.validate(try TestData.dataset(json: #"[{"name": "Serbia", "dial_code": "+381", "code": "RS", "alpha3": "XKX"}]"#),
                                        against: TestData.embeddedReference)
        #expect(serbia.contains { $0.ruleID == "code-alpha3" && $0.severity == .error })
    }
}
