import CCPipeCore
import CCPipeModel
import CountryCodeKit
import Testing
@testable import CCPipeValidate

/// A fix that would merge two regions onto one code, or bring a finding,
/// is found in the fixed file and not made.
struct FixVerificationTests {
    private func judged(_ json: String) throws -> FixVerification.Judged {
        let dataset = try TestData.dataset(json: json)
        return (dataset, Validator.validate(dataset, against: TestData.embeddedReference, configuration: Configuration()))
    }

    /// Bonaire's `5997` written `599` would dial Curaçao's code: a merge,
    /// though no rule sees it (Bonaire shares +599 with Curaçao).
    @Test func aDialCodeThatWouldBeAnotherRegionsIsNotMade() throws {
        let before = try judged(#"[{"name": "Caribbean Netherlands", "dial_code": "5997", "code": "BQ"}, {"name": "Curaçao", "dial_code": "599", "code": "CW"}]"#)
        let after = try judged(#"[{"name": "Caribbean Netherlands", "dial_code": "599", "code": "BQ"}, {"name": "Curaçao", "dial_code": "599", "code": "CW"}]"#)
        let dialCode = try #require(before.dataset.records[0].dialCode)
        let edit = DatasetFixer.Edit(ruleID: "dial-code-subscriber-prefix", location: dialCode.location, old: "\"5997\"", new: "\"599\"",
                                     field: "dial_code", code: "BQ")
        let rejections = FixVerification.rejections(of: [edit], before: before, after: after)
        #expect(rejections.map(\.reason) == ["it would give BQ the dial code of CW (+599)"])
    }

    @Test func aFixThatMakesTheFileBetterIsMade() throws {
        let before = try judged(#"[{"name": "Eswatini", "dial_code": "00268", "code": "SZ"}]"#)
        let after = try judged(#"[{"name": "Eswatini", "dial_code": "+268", "code": "SZ"}]"#)
        let dialCode = try #require(before.dataset.records[0].dialCode)
        let edit = DatasetFixer.Edit(ruleID: "dial-code-style", location: dialCode.location, old: "\"00268\"", new: "\"+268\"", field: "dial_code", code: "SZ")
        #expect(FixVerification.rejections(of: [edit], before: before, after: after).isEmpty)
    }
}
