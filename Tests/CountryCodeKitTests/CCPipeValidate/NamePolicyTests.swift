@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel
@testable import CCPipeValidate
import Foundation
import Testing

/// Which names a dataset follows, CLDR's, ISO 3166-1's or its own: stated in
/// `.ccpipe.json` or read off the records, said once, and only the names
/// that depart from it reported.
@Suite struct NamePolicyTests {
    static let rules = Set(Validator.rules.map(\.ruleDescription.id))

    /// `names` as records, each with a dial code of its region, checked
    /// under `conventions` (the members of `"conventions"`, if any).
    private func validate(_ names: [(String, String)], conventions: String? = nil) throws -> ValidationResult {
        let records = names.map { #"{"name": "\#($0.0)", "dial_code": "\#(Self.dialCodes[$0.1] ?? "+1")", "code": "\#($0.1)"}"# }
        let dataset = try TestData.dataset(json: "[" + records.joined(separator: ", ") + "]")
        let configuration = try conventions.map {
            try ConfigurationReader.parse(bytes: Array(#"{"conventions": {\#($0)}}"#.utf8), file: ".ccpipe.json", knownRules: Self.rules)
        } ?? Configuration()
        return Validator.validate(dataset, against: TestData.embeddedReference, configuration: configuration)
    }

    static let dialCodes = ["AG": "+1 268", "BA": "+387", "CV": "+238", "LC": "+1 758", "TT": "+1 868", "KN": "+1 869", "WF": "+681",
                            "RU": "+7", "SY": "+963", "TR": "+90", "CZ": "+420", "SZ": "+268", "GB": "+44", "IO": "+246", "DE": "+49",
                            "FR": "+33", "VC": "+1 784", "BO": "+591", "KR": "+82", "TC": "+1 649"]

    /// Names where ISO's and CLDR's differ, written ISO's way.
    static let isoNames = [("Antigua and Barbuda", "AG"), ("Bosnia and Herzegovina", "BA"), ("Saint Lucia", "LC"),
                           ("Trinidad and Tobago", "TT"), ("Saint Kitts and Nevis", "KN"), ("Wallis and Futuna", "WF")]

    private func names(_ result: ValidationResult) -> [Finding] {
        result.findings.filter { $0.field == "name" && $0.ruleID != "dataset-convention" }
    }

    private func convention(_ result: ValidationResult) -> [String] {
        result.findings.filter { $0.ruleID == "dataset-convention" && $0.field == "name" }.map(\.message)
    }

    // MARK: CLDR's, the default

    @Test func byDefaultTürkiyeIsRightAndCaboVerdeIsCLDRsVariant() throws {
        let result = try validate([("Türkiye", "TR"), ("Cabo Verde", "CV")])
        #expect(names(result).map(\.ruleID) == ["name-variant"])
        #expect(names(result).first?.expected == "Cape Verde")
        #expect(result.conventions.names == .cldr && convention(result).isEmpty)
    }

    /// Four ISO names show no choice of ISO's names. Three of them are
    /// CLDR's spelt with "and", as the file spells: said once. The one
    /// "Saint" is no spelling of the file's, and ISO's name, a notice.
    @Test func aFewISONamesAreTheFilesSpellingOrNoticesEach() throws {
        let result = try validate(Array(Self.isoNames.prefix(4)) + [("Germany", "DE"), ("France", "FR")])
        #expect(result.conventions.names == .cldr)
        #expect(names(result).map(\.ruleID) == ["name-iso"])
        #expect(names(result).first?.actual == "Saint Lucia")
        #expect(convention(result) == [#"names are CLDR's, spelt with "and" (3 names) where CLDR writes "&"; they are checked and fixed in that spelling, and 'build' writes CLDR's"#])
    }

    /// A file of CLDR's names that writes "Saint" is not rewritten to
    /// "St.": a name CLDR spells "St." is right, and a fix keeps the spelling.
    @Test func aFixKeepsTheFilesSpellingOfSaint() throws {
        let result = try validate([("Saint Lucia", "LC"), ("Saint Martin", "MF"), ("Saint Kitts & Nevis", "KN"), ("Saint Barthelemy", "BL"),
                                   ("Germany", "DE"), ("France", "FR")])
        #expect(result.conventions.names == .cldr)
        #expect(names(result).map(\.actual) == ["Saint Barthelemy"], "\(names(result).map(\.message))")
        #expect(names(result).first?.expected == "Saint Barthélemy")
        #expect(names(result).first?.needsJudgement == false, "restoring the accent is certain")
    }

    // MARK: ISO 3166-1's

    @Test func caboVerdeIsRightWhereTheProjectStatesISONames() throws {
        let result = try validate([("Cabo Verde", "CV"), ("Türkiye", "TR")], conventions: #""names": "iso""#)
        #expect(names(result).isEmpty, "\(names(result).map(\.message))")
        #expect(convention(result) == ["names are ISO 3166-1's short names (stated in the project file; 1 ISO 3166-1 and 0 CLDR names where the two differ); each is checked against ISO's, and 'build' writes each locale's CLDR names"])
    }

    /// Six ISO names and one of CLDR's: one notice for the file, one for the record that departs.
    @Test func aFileOfISONamesIsOneNoticeAndCLDRsNameDepartsFromIt() throws {
        let result = try validate(Self.isoNames + [("Cape Verde", "CV"), ("Syria", "SY"), ("Swaziland", "SZ"), ("UK", "GB"), ("Russian Federaton", "RU")])
        #expect(result.conventions.names == .iso)
        #expect(convention(result) == ["names are ISO 3166-1's short names (6 ISO 3166-1 and 1 CLDR names where the two differ); each is checked against ISO's, and 'build' writes each locale's CLDR names"])
        let byCode = Dictionary(names(result).map { ($0.code ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        // Syria is ISO's common name, and CLDR's.
        #expect(Set(byCode.keys) == ["CV", "SZ", "GB", "RU"])
        #expect(byCode["CV"]?.ruleID == "name-cldr" && byCode["CV"]?.expected == "Cabo Verde")
        #expect(byCode["CV"]?.message == #""Cape Verde" is CLDR's name; the dataset follows ISO 3166-1's names, which name the region "Cabo Verde""#)
        #expect(byCode["SZ"]?.ruleID == "name-variant" && byCode["SZ"]?.message == #""Swaziland" is a variant or former name; ISO 3166-1 names the region "Eswatini""#)
        #expect(byCode["GB"]?.ruleID == "name-short-form" && byCode["GB"]?.message == #""UK" is CLDR's short form; ISO 3166-1 names the region "United Kingdom""#)
        #expect(byCode["RU"]?.ruleID == "name-mismatch" && byCode["RU"]?.expected == "Russian Federation")
    }

    @Test func anOfficialNameAmongISOsShortOnesIsANotice() throws {
        let result = try validate([("Plurinational State of Bolivia", "BO"), ("South Korea", "KR")], conventions: #""names": "iso""#)
        #expect(names(result).map(\.ruleID) == ["name-iso"])
        #expect(names(result).first?.message == #""Plurinational State of Bolivia" is ISO 3166-1's official name; the dataset follows its short names, which name the region "Bolivia, Plurinational State of""#)
    }

    // MARK: its own

    /// A variant, a former name, ISO's name, CLDR's alternate and short
    /// forms: each a known name, none reported; a misspelt or unknown name
    /// still is, with the nearest known name as its fix.
    @Test func ownNamesPassWhenKnownAndAreReportedWhenNot() throws {
        let result = try validate([("Czech Republic", "CZ"), ("Swaziland", "SZ"), ("Saint Lucia", "LC"), ("Chagos Archipelago", "IO"),
                                   ("UK", "GB"), ("Cape Verde", "CV"), ("Turkey", "TR"), ("Swazilant", "SZ"), ("Xyzzy", "FR"), ("Cote d'Ivoire", "CI")],
                                  conventions: #""names": "own""#)
        let reported = names(result).filter { $0.ruleID != "code-duplicate" }
        #expect(reported.map(\.actual) == ["Swazilant", "Xyzzy", "Cote d'Ivoire"], "\(reported.map(\.message))")
        #expect(reported.map(\.ruleID) == ["name-mismatch", "name-mismatch", "name-mismatch"])
        #expect(reported.map(\.expected) == ["Swaziland", "France", "Côte d'Ivoire"])
        #expect(reported.first?.message == #""Swazilant" is none of the region's known names (CLDR's, ISO 3166-1's, former ones); the closest is "Swaziland""#)
        #expect(convention(result).first?.hasPrefix("names are the dataset's own (stated in the project file; ") == true)
        #expect(convention(result).first?.hasSuffix("and 'build' shows them in the en picker, CLDR's in other locales") == true)
    }

    /// Another region's name is still that region's.
    @Test func ownNamesStillNameTheirRegion() throws {
        let result = try validate([("Australia", "AT")], conventions: #""names": "own""#)
        #expect(names(result).map(\.ruleID) == ["name-other-region"])
    }

    /// Many names of each, neither twice the other: the dataset's own choice.
    @Test func aMixOfISOAndCLDRNamesIsTheDatasetsOwn() throws {
        let cldr = [("Cape Verde", "CV"), ("Russia", "RU"), ("St. Vincent & Grenadines", "VC"), ("Turks & Caicos Islands", "TC"),
                    // ISO's common name is CLDR's: no choice shows.
                    ("Bolivia", "BO")]
        let result = try validate(Self.isoNames + cldr + [("Swaziland", "SZ")])
        #expect(result.conventions.names == .own)
        #expect(names(result).isEmpty, "\(names(result).map(\.message))")
        #expect(convention(result).first?.hasPrefix("names are the dataset's own (6 ISO 3166-1 and 4 CLDR names where the two differ)") == true)
        #expect(result.ownNamesLocale == "en")
    }

    // MARK: inference

    @Test(arguments: [(0, 0, NamePolicy.cldr), (4, 0, .cldr), (5, 0, .iso), (10, 5, .iso), (10, 6, .own), (6, 4, .own),
                      (6, 12, .cldr), (5, 9, .own), (30, 2, .iso)])
    func theNamesFollowedAreCountedWhereCLDRAndISODiffer(iso: Int, cldr: Int, expected: NamePolicy) {
        #expect(ConventionInference.namePolicy(cldr: cldr, iso: iso) == expected)
    }

    // MARK: the project file

    @Test(arguments: [
        (#""names": "ISO""#, #""names" is one of "cldr", "iso", "own"; got "ISO""#),
        (#""names": "iso", "name_locale": "de""#, #""names": "iso" follows ISO 3166-1's names, which are English, but "name_locale" is "de""#),
        (#""name_locale": "sv", "names": "iso""#, #""names": "iso" follows ISO 3166-1's names, which are English, but "name_locale" is "sv""#),
    ])
    func aNamesPolicyTheFileCannotHaveIsRefusedAtItsPlace(_ members: String, _ message: String) throws {
        let text = #"{"conventions": {\#(members)}}"#
        let error = try #require(throws: InputError.self) {
            try ConfigurationReader.parse(bytes: Array(text.utf8), file: ".ccpipe.json", knownRules: Self.rules)
        }
        #expect(error.message == message)
        // At the value of "names".
        let column = text.utf8.distance(from: text.startIndex, to: try #require(text.range(of: #""names": "#)).upperBound) + 1
        #expect(error.location?.line == 1 && error.location?.column == column, "\(String(describing: error.location))")
    }

    @Test func englishNamesOfAnyRegionCanFollowISO() throws {
        let configuration = try ConfigurationReader.parse(bytes: Array(#"{"conventions": {"names": "iso", "name_locale": "en_GB"}}"#.utf8),
                                                          file: ".ccpipe.json", knownRules: Self.rules)
        #expect(configuration.conventions == StatedConventions(nameLocale: "en_GB", names: .iso))
    }
}
