import CountryCatalog
import CountryCatalogCore
import Foundation
import Testing

@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReference

/// The build's phone data: the mobile example written as libphonenumber
/// writes it, and the reference's data checked against itself.
@Suite struct PhoneExampleTests {
    static let tampered = TestData.fixture("reference/tampered-phone/telephoneCodeData.xml")

    static func reference(_ telephone: TelephoneCodeLoader.Result) -> ReferenceData {
        var reference = ReferenceData(telephoneCodes: telephone.codes)
        reference.phoneNumbering = telephone.numbering
        return reference
    }

    /// The telephone file's reader compiles each pattern of the metadata
    /// once (of a tree's own file; of the embedded one when asked, as here),
    /// and every one the build's checks and its placing of examples
    /// run is among them: none is compiled again for each region or kind.
    @Test func everyMetadataPatternIsCompiledOnceAsTheReferenceIsRead() throws {
        let telephone = try TelephoneCodeLoader.load(ReferenceLocation.embedded.cldrFile(CLDRReference.telephoneCodeDataPath),
                                                     compilingMetadata: true)
        var distinct = Set<String>()
        for numbering in Array(telephone.numbering.values) + Array(telephone.nonGeographicNumbering.values) {
            guard let metadata = numbering.metadata else { continue }
            for (what, pattern) in PhoneMetadataCheck.patterns(of: metadata) {
                #expect(telephone.patterns.holds(pattern), "\(what) \(pattern)")
                distinct.insert(pattern)
            }
        }
        #expect(distinct.count > 1_000)
        // Shared between regions and kinds: one each, whoever states it.
        #expect(telephone.patterns.count == distinct.count)

        var patterns = PhonePatterns()
        #expect(patterns.compile("\\d{7}")?.matches(PhonePattern.digits("1234567")) == true)
        #expect(patterns.compile("(?<name>1)") == nil && patterns.holds("(?<name>1)") && patterns.count == 2)
        #expect(patterns.pattern("[2-9]\\d{6}")?.matches(PhonePattern.digits("2345678")) == true && patterns.count == 2)
    }

    /// The reference holds its compiled patterns for the one pass that
    /// checks its phone data, which lets go of them; the catalogs' phones
    /// keep no compiled rules of it.
    @Test func thePhoneDataIsCheckedWithThePatternsTheReaderCompiledThenLetGoOf() throws {
        let reference = try ReferenceLoader.load(.embedded, locales: ["en"])
        let data = try PhoneExample.phoneData(reference)
        #expect(reference.phonePatterns.take().count == 0)
        #expect(data.regions["SE"]?.exampleNational == "070-123 45 67")
        // A second pass compiles its own, to the same data.
        #expect(try PhoneExample.phoneData(reference).regions == data.regions)
        let compiled = CompiledPhonePatterns(try TelephoneCodeLoader.load(
            ReferenceLocation.embedded.cldrFile(CLDRReference.telephoneCodeDataPath), compilingMetadata: true).patterns)
        #expect(compiled.take().count > 1_000 && compiled.take().count == 0)
        // The embedded file's are compiled by the tests, not by every build.
        #expect(try TelephoneCodeLoader.load(ReferenceLocation.embedded.cldrFile(CLDRReference.telephoneCodeDataPath)).patterns.count == 0)
    }

    /// A build does not check the embedded telephone file's data again:
    /// here it passes every check a build makes of any other file, to the
    /// same phone data. Changed in any way, it is checked again.
    @Test func theEmbeddedPhoneDataPassesEveryCheckABuildMakesOfAnyOther() throws {
        let reference = try ReferenceLoader.load(.embedded, locales: ["en"])
        #expect(reference.telephoneFileIsEmbeddedAsRead)
        let checked = try PhoneExample.phoneData(reference, checking: true)
        let trusted = try PhoneExample.phoneData(reference)
        #expect(checked.regions == trusted.regions && checked.nonGeographic == trusted.nonGeographic)
        #expect(checked.regions.count == 245 && checked.nonGeographic.count > 5)
        var changed = reference
        changed.phoneNumbering["SE"]?.examples["toll_free"] = "30123456"
        #expect(!changed.telephoneFileIsEmbeddedAsRead)
        #expect(throws: InputError.self) { try PhoneExample.phoneData(changed) }
        var recoded = reference
        recoded.telephoneCodes["SE"] = [TelephoneCode(code: "47")]
        #expect(!recoded.telephoneFileIsEmbeddedAsRead)
    }

    @Test func swedenIsWrittenAsLibphonenumberWritesIt() throws {
        let phones = try PhoneExample.phones(TestData.embeddedReference)
        #expect(phones["SE"].map(Self.withoutMetadata) == Country.Phone(nationalPrefix: "0", mobileLengths: [9], fixedLineLengths: [7, 8, 9],
                                                                        exampleNational: "070-123 45 67", exampleInternational: "+46 70 123 45 67"))
        // The national layout leaves out the mobile 9 and adds 15.
        #expect(phones["AR"]?.exampleNational == "011 15-2345-6789")
        #expect(phones["AR"]?.exampleInternational == "+54 9 11 2345-6789")
        // Rules with the prefix and brackets; a region without a prefix; one without formats.
        #expect(phones["RU"]?.exampleNational == "8 (912) 345-67-89")
        #expect(phones["BY"]?.exampleNational == "8 029 491-19-11")
        #expect(phones["US"]?.exampleNational == "(201) 555-0123" && phones["US"]?.exampleInternational == "+1 201-555-0123")
        #expect(phones["IT"]?.exampleNational == "312 345 6789" && phones["IT"]?.nationalPrefix == nil)
        #expect(phones["FK"]?.exampleNational == "51234" && phones["FK"]?.exampleInternational == "+500 51234")
        #expect(phones["GG"]?.exampleNational == "07781 123456")
        #expect(phones["TA"].map(Self.withoutMetadata) == Country.Phone(fixedLineLengths: [4]))
        #expect(phones.count == 245 && phones["001"] == nil && phones["AQ"] == nil)
    }

    /// The members files of schema 1.2 had, without libphonenumber's metadata.
    static func withoutMetadata(_ phone: Country.Phone) -> Country.Phone {
        Country.Phone(nationalPrefix: phone.nationalPrefix, mobileLengths: phone.mobileLengths, fixedLineLengths: phone.fixedLineLengths,
                      exampleNational: phone.exampleNational, exampleInternational: phone.exampleInternational)
    }

    @Test func aTamperedExampleIsABuildErrorNamingTheRegionAndTheFile() throws {
        let reference = Self.reference(try TelephoneCodeLoader.load(.disk(Self.tampered)))
        let error = try #require(throws: InputError.self) { try PhoneExample.phones(reference) }
        #expect(error.location?.file == Self.tampered)
        #expect(error.location?.line == 42)
        #expect(error.message == "region \"SE\" in the telephone reference: its mobile example \"801234567\" does not match its mobile pattern \"7[023689]\\d{7}\"")
        var untampered = reference
        untampered.phoneNumbering["SE"]?.mobile?.exampleNumber = "701234567"
        #expect(try PhoneExample.phones(untampered)["SE"]?.exampleNational == "070-123 45 67")
    }

    /// The regions are checked on every core; with several at fault, the
    /// error is always the first region's by code, whichever thread got there.
    @Test func ofSeveralFaultyRegionsTheFirstByCodeIsReported() throws {
        var reference = TestData.embeddedReference
        for region in ["ZW", "SE", "NO", "BR"] { reference.phoneNumbering[region]?.mobile?.exampleNumber = "1" }
        for _ in 0..<5 {
            let error = try #require(throws: InputError.self) { try PhoneExample.phones(reference) }
            #expect(error.message.hasPrefix("region \"BR\" in the telephone reference"), "\(error.message)")
        }
    }

    static let sweden = PhoneNumbering(
        nationalPrefix: "0", fixedLineLengths: [7, 8, 9],
        mobile: PhoneNumberDescription(nationalNumberPattern: "7[023689]\\d{7}", possibleLengths: [9], exampleNumber: "701234567"),
        exampleFormat: PhoneNumberFormat(pattern: "(\\d{2})(\\d{3})(\\d{2})(\\d{2})", format: "$1-$2 $3 $4", intlFormat: "$1 $2 $3 $4",
                                         nationalPrefixFormattingRule: "$NP$FG"))

    /// Each way the reference can disagree with itself, and the message that names it.
    enum Tamper: String, CaseIterable, Sendable {
        case length, unfitPattern, notGroups, missingGroup, repeatedGroup, digitOfItsOwn, unknownGroup, longLayout

        func apply(to numbering: inout PhoneNumbering) {
            switch self {
            case .length: numbering.mobile?.possibleLengths = [8]
            case .unfitPattern: numbering.exampleFormat?.pattern = "(\\d{2})(\\d{3})"
            case .notGroups: numbering.exampleFormat?.pattern = "\\d{2}(\\d{7})"
            case .missingGroup: numbering.exampleFormat?.format = "$1-$2 $4"
            case .repeatedGroup: numbering.exampleFormat?.format = "$1-$2 $3 $4 $4"
            case .digitOfItsOwn: numbering.exampleFormat?.intlFormat = "$1 $2 $3 $4 0"
            case .unknownGroup: numbering.exampleFormat?.intlFormat = "$1 $2 $3 $5"
            case .longLayout: numbering.exampleFormat?.format = "$1 $2 $3 $4" + String(repeating: " ", count: 64)
            }
        }

        var message: String {
            switch self {
            case .length: "its mobile example \"701234567\" has 9 digits, not one of its mobile lengths (8)"
            case .unfitPattern: "its mobile example \"701234567\" does not fit its format pattern \"(\\d{2})(\\d{3})\""
            case .notGroups: "expected a format pattern of capturing groups, found \"\\d{2}(\\d{7})\""
            case .missingGroup:
                "its example is written \"070-123 67\" nationally, from groups $1 $2 $4 of 4: expected each group once, in order, up to the last"
            case .repeatedGroup:
                "its example is written \"070-123 45 67 67\" nationally, from groups $1 $2 $3 $4 $4 of 4: expected each group once, in order, up to the last"
            case .digitOfItsOwn:
                "its example is written \"70 123 45 67 0\", which does not hold the digits of \"701234567\" once each in order and no other"
            case .unknownGroup: "expected $1 to $4 in the layout \"$1 $2 $3 $5\""
            case .longLayout: "expected a number layout of at most 64 bytes, found \"$1 $2 $3 $4" + String(repeating: " ", count: 21) + "…\""
            }
        }
    }

    @Test(arguments: Tamper.allCases)
    func aReferenceThatDisagreesWithItselfIsRefused(_ tamper: Tamper) throws {
        var numbering = Self.sweden
        numbering.location = SourceLocation(file: "ref/telephoneCodeData.xml", line: 7, column: 1)
        tamper.apply(to: &numbering)
        let error = try #require(throws: InputError.self) { try PhoneExample.phone(numbering, region: "SE", callingCode: "46") }
        #expect(error.message == "region \"SE\" in the telephone reference: " + tamper.message)
        #expect(error.location == SourceLocation(file: "ref/telephoneCodeData.xml", line: 7, column: 1))
        #expect(try PhoneExample.phone(Self.sweden, region: "SE", callingCode: "46").exampleNational == "070-123 45 67")
    }

    /// Each way libphonenumber's metadata in the reference can fail what
    /// CountryCatalog will run on it, and the message that names it.
    enum MetadataTamper: String, CaseIterable, Sendable {
        case unreadablePattern, exampleOfNoPattern, exampleOutsideItsPattern, exampleOfNoLength

        func apply(to numbering: inout PhoneNumbering) {
            switch self {
            case .unreadablePattern: numbering.metadata?.numberTypes["pager"]?.pattern = "7(?:"
            case .exampleOfNoPattern: numbering.metadata?.numberTypes["toll_free"] = nil
            case .exampleOutsideItsPattern: numbering.examples["toll_free"] = "30123456"
            case .exampleOfNoLength: numbering.examples["toll_free"] = "2012345678"
            }
        }

        var message: String {
            switch self {
            case .unreadablePattern: "its pager pattern \"7(?:\" is not in the pattern syntax CountryCatalog matches"
            case .exampleOfNoPattern: "its toll_free example \"20123456\" has no toll_free pattern"
            case .exampleOutsideItsPattern: "its toll_free example \"30123456\" does not match its toll_free pattern \"20\\d{4,7}\""
            case .exampleOfNoLength: "its toll_free example \"2012345678\" has 10 digits, not one of its toll_free lengths (6, 7, 8, 9)"
            }
        }
    }

    @Test(arguments: MetadataTamper.allCases)
    func metadataCountryCatalogCouldNotRunIsRefused(_ tamper: MetadataTamper) throws {
        var reference = TestData.embeddedReference
        let sweden = try #require(reference.phoneNumbering["SE"])
        #expect(sweden.examples["toll_free"] == "20123456")
        tamper.apply(to: &reference.phoneNumbering["SE"]!)
        let error = try #require(throws: InputError.self) { try PhoneExample.phoneData(reference) }
        #expect(error.message == "region \"SE\" in the telephone reference: " + tamper.message)
        #expect(error.location == sweden.location)
    }

    @Test func theSplitIsJavasGreedyOne() throws {
        #expect(try PhoneFormatting.split("412345678", "(\\d{2})(\\d{4,8})") == ["41", "2345678"])
        #expect(try PhoneFormatting.split("1234567", "(\\d{2,3})(\\d{2})(\\d{2})") == ["123", "45", "67"])
        #expect(try PhoneFormatting.split("123456", "(\\d{2,3})(\\d{2,3})(\\d)") == ["123", "45", "6"])
        #expect(PhoneFormatting.tokens(in: "$2 15-$3-$4") == [2, 3, 4])
    }

    /// A number is read as bytes: a digit with a combining mark fits no group.
    @Test func aNumberOtherThanASCIIDigitsFitsNoPattern() throws {
        #expect(throws: PhoneFormatting.Problem.self) { try PhoneFormatting.split("12\u{0303}34", "(\\d{2})(\\d{2})") }
        #expect(throws: PhoneFormatting.Problem.self) { try PhoneFormatting.split("12-34", "(\\d{2})(\\d{2})") }
        #expect(try PhoneFormatting.split("1234", "(\\d{2})(\\d{2})") == ["12", "34"])
    }

    /// Only ASCII digits count, in ASCII text and in any other.
    @Test func digitsAreTheASCIIOnes() {
        #expect(PhoneFormatting.digits("+44 20-7946 0018") == "442079460018")
        #expect(PhoneFormatting.digits("٤٤ 20\u{0303}7") == "27")
        #expect(PhoneFormatting.tokens(in: "$1\u{0303} $2") == [2])
    }

    /// The rule writes the first group: `$NP` the prefix, `$FG` the group.
    @Test func theNationalLayoutWritesTheFirstGroupThroughTheRule() {
        let format = PhoneNumberFormat(pattern: "(\\d{2})(\\d{3})", format: "$1 $2", nationalPrefixFormattingRule: "($NP$FG)")
        #expect(PhoneFormatting.nationalLayout(format, nationalPrefix: "0") == "(0$1) $2")
        #expect(PhoneFormatting.nationalLayout(format, nationalPrefix: nil) == "($1) $2")
    }

    /// A dataset's region that libphonenumber has no plan for gets no `phone`.
    @Test func aRegionWithoutMetadataHasNoPhone() throws {
        let dataset = CatalogTestData.dataset([(code: "AQ", name: "Antarctica", dialCode: ""), (code: "SE", name: "Sweden", dialCode: "+46")])
        let catalog = try CatalogBuilder.build(dataset: dataset, reference: TestData.embeddedReference, locale: "en")
        let countries = catalog.sections.flatMap(\.countries)
        #expect(countries.first { $0.code == "AQ" }?.phone == nil)
        #expect(countries.first { $0.code == "SE" }?.phone?.exampleNational == "070-123 45 67")
        #expect(CatalogRenderer.countriesJSON(catalog).components(separatedBy: "\"phone\"").count == 2)
    }
}
