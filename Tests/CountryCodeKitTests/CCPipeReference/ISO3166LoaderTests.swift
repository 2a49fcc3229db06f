@testable import CCPipeCore
@testable import CCPipeModel
@testable import CCPipeReference
import Testing

@Suite struct ISO3166LoaderTests {
    @Test func loadsDebianIsoCodes() throws {
        let countries = try ISO3166Loader.load(.disk(Fixture.path("iso-codes/iso_3166-1.json")))
        #expect(countries.count == 249)
        #expect(countries["SZ"]?.name == "Eswatini")
        #expect(countries["SZ"]?.alpha3 == "SWZ")
        #expect(countries["AF"] == ISOCountry(alpha2: "AF", alpha3: "AFG", numeric: "004", name: "Afghanistan",
                                              officialName: "Islamic Republic of Afghanistan"))
        #expect(countries["AN"] == nil)
    }

    @Test(arguments: [
        (#"{"3166-1": [{"alpha_2": "AF", "alpha_3": "AFG", "name": "Afghanistan"}]}"#, 1, 13, #"country entry has no "numeric""#),
        (#"{"3166-1": [{"alpha_2": "AF", "alpha_3": "AFG", "numeric": 4, "name": "A"}]}"#, 1, 60, #""numeric" must be a string, found a number"#),
        (#"{"3166": []}"#, 1, 1, #"expected an object with a "3166-1" array of countries"#),
        (#"{"3166-1": [1]}"#, 1, 13, "expected an object for a country, found a number"),
        (#"{"3166-1": [}"#, 1, 13, "expected a value, found '}'"),
    ])
    func reportsDamagedFileWithPosition(_ json: String, _ line: Int, _ column: Int, _ message: String) throws {
        let error = try #require(throws: InputError.self) { try ISO3166Loader.parse(bytes: Array(json.utf8), file: "iso.json") }
        #expect(error.message == message)
        #expect(error.location == SourceLocation(file: "iso.json", line: line, column: column))
    }

    @Test func rejectsRepeatedAlpha2() throws {
        let entry = #"{"alpha_2": "AF", "alpha_3": "AFG", "numeric": "004", "name": "Afghanistan"}"#
        let error = try #require(throws: InputError.self) {
            try ISO3166Loader.parse(bytes: Array("{\"3166-1\": [\(entry),\n\(entry)]}".utf8), file: "iso.json")
        }
        #expect(error.message == #"alpha_2 "AF" appears more than once"#)
        #expect(error.location == SourceLocation(file: "iso.json", line: 2, column: 1))
    }
}
