@testable import CCPipeBuild
@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeValidate
import Foundation
import Testing

/// The readers of the newer shapes, given their fixtures cut short and with
/// bytes changed: each either reads a dataset that the rules and `fix` then
/// handle, or refuses it with an input error at a position in the file.
@Suite struct ShapeRobustnessTests {
    @Test(arguments: ["cldr33.1-telephoneCodeData-trimmed.xml", "two-region-maps.json", "wrapped-codes-beside-names.json",
                      "names-by-language-and-form.csv", "keyed-plist-names.plist"])
    func damagedCopiesReadOrAreRefusedWithAPosition(_ fixture: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestData.fixture("real-world/" + fixture))))
        var variants: [[UInt8]] = []
        for step in 1...40 {
            let at = bytes.count * step / 41
            variants.append(Array(bytes[..<at]))
            for replacement in [UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: "}"), 0xFF] {
                var changed = bytes
                changed[at] = replacement
                variants.append(changed)
            }
        }
        for variant in variants {
            do {
                let dataset = try DatasetReader.parse(bytes: variant, file: fixture)
                let findings = Validator.validate(dataset, against: TestData.embeddedReference)
                _ = DatasetFixer.fix(variant, dataset: dataset, findings: findings)
            } catch let error as InputError {
                #expect(error.file == fixture)
            }
        }
    }
}
