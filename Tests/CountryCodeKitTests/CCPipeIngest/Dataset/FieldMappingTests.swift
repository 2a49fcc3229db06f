@testable import CCPipeModel
import Testing

@Suite struct FieldMappingTests {
    @Test func parsesAllFieldsWithDottedPaths() throws {
        let mapping = try FieldMapping(parsing: "name=name.common, dial_code=idd ,code=cca2")
        #expect(mapping == FieldMapping(name: ["name", "common"], dialCode: ["idd"], code: ["cca2"]))
    }

    @Test func namesByLanguageAndForm() throws {
        let mapping = try FieldMapping(parsing: "name@ru=rus, name@en/full=official, offiziell=name@de/official")
        #expect(mapping.localizedNames == ["ru": ["rus"], "en/full": ["official"], "de/full": ["offiziell"]])
        #expect(throws: FieldMappingError.unknownField("name@en/medium")) { try FieldMapping(parsing: "name@en/medium=x") }
    }

    @Test func leavesUnmentionedFieldsToAliases() throws {
        #expect(try FieldMapping(parsing: "code=iso") == FieldMapping(code: ["iso"]))
    }

    @Test(arguments: [
        ("", FieldMappingError.empty),
        (" , ", FieldMappingError.empty),
        ("name", FieldMappingError.missingEquals("name")),
        ("name=n,,code=c", FieldMappingError.missingEquals("")),
        ("flag=emoji", FieldMappingError.unknownField("flag")),
        ("dialCode=x", FieldMappingError.unknownField("dialCode")),
        ("code=a,code=b", FieldMappingError.repeatedField("code")),
        ("name=", FieldMappingError.emptyKey(field: "name", keyPath: "")),
        ("name=name..common", FieldMappingError.emptyKey(field: "name", keyPath: "name..common")),
        ("name=name.", FieldMappingError.emptyKey(field: "name", keyPath: "name.")),
    ])
    func rejectsMalformedSpecification(_ specification: String, _ expected: FieldMappingError) {
        #expect(throws: expected) { try FieldMapping(parsing: specification) }
    }

    @Test func describesErrorsForUsageMessages() {
        #expect(FieldMappingError.unknownField("flag").description
            == "--fields names unknown field 'flag': expected one of name, dial_code, code, name@LOCALE, name@LOCALE/FORM (FORM: full or short)")
    }
}
