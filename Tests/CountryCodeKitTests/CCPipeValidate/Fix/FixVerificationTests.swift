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

    /// Many fixes, each looked up rather than searched for: every one of
    /// 2,000 Bonaire records fixed to Curaçao's digits is found and not made.
    @Test func everyOneOfManyMergingDialCodesIsFound() throws {
        let pairs = 2_000
        func json(_ bonaire: String) -> String {
            "[" + (0..<pairs).map { _ in
                #"{"name": "Caribbean Netherlands", "dial_code": "\#(bonaire)", "code": "BQ"}, {"name": "Curaçao", "dial_code": "599", "code": "CW"}"#
            }.joined(separator: ",\n") + "]"
        }
        let before = try judged(json("5997")), after = try judged(json("599"))
        let edits = before.dataset.records.filter { $0.code?.string == "BQ" }.map { record in
            DatasetFixer.Edit(ruleID: "dial-code-subscriber-prefix", location: record.dialCode!.location, old: "\"5997\"", new: "\"599\"",
                              field: "dial_code", code: "BQ")
        }
        let rejections = FixVerification.rejections(of: edits, before: before, after: after)
        #expect(rejections.count == pairs)
        #expect(Set(rejections.map(\.reason)) == ["it would give BQ the dial code of CW (+599)"])
    }

    /// The tables `Merges` looks in give what searching every record gives,
    /// for codes and dial codes, on random datasets with repeats, runs and
    /// values that change.
    @Test(arguments: 1...20)
    func mergesAreWhatASearchOfEveryRecordFinds(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        let codes = ["SE", "se ", "NO", "FX", "FR", "BQ", "CW", "1", ""]
        let dialCodes = ["+46", "+46 ", "0046", "+47", "599", "5997", "+599", "abc", ""]
        let count = Int.random(in: 1...120, using: &generator)
        let old = (0..<count).map { _ in (codes.randomElement(using: &generator)!, dialCodes.randomElement(using: &generator)!) }
        // Runs of the same record, and some changed in the fixed file.
        let new = old.map { record in
            Int.random(in: 0..<3, using: &generator) > 0 ? record
                : (codes.randomElement(using: &generator)!, dialCodes.randomElement(using: &generator)!)
        }
        func dataset(_ records: [(String, String)]) throws -> Dataset {
            let lines = records.map { #"{"name": "A", "dial_code": "\#($1)", "code": "\#($0)"}"# }
            return try TestData.dataset(json: "[" + lines.joined(separator: ",\n") + "]")
        }
        let before = try dataset(old), after = try dataset(new)
        var merges = FixVerification.Merges(before: before, after: after, fields: ["code", "dial_code"])
        for record in 0..<count {
            for field in ["code", "dial_code"] {
                let expected = searched(field: field, record: record, before: before, after: after)
                #expect(merges.reason(field: field, record: record) == expected, "record \(record), \(field)")
            }
        }
    }

    /// What `FixVerification` found by searching every record for each fix.
    private func searched(field: String, record: Int, before: Dataset, after: Dataset) -> String? {
        let code = { (record: DatasetRecord) in record.code?.string?.trimmingWhitespace.uppercased() }
        let digits = { (record: DatasetRecord) in record.dialCode?.string.flatMap { DialCodeText($0).digits } }
        let fixed = after.records[record], original = before.records[record]
        if field == "code" {
            guard let fixedCode = code(fixed), let other = after.records.first(where: { $0.index != record && code($0) == fixedCode }),
                  code(before.records[other.index]) != code(original) else { return nil }
            return "it would make two records share the code \(fixedCode) (the other at \(other.location.line):\(other.location.column))"
        }
        guard let fixedDigits = digits(fixed) else { return nil }
        let other = after.records.first { other in
            other.index != record && code(other) != code(fixed) && digits(other) == fixedDigits
                && digits(before.records[other.index]) != digits(original)
        }
        guard let other else { return nil }
        return "it would give \(code(fixed) ?? "the record") the dial code of \(other.code?.string ?? "another record") (+\(fixedDigits))"
    }
}
