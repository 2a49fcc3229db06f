import CCPipeBuild
import CCPipeValidate
import CountryCodeKit
import Foundation
import Testing

/// A rule that is written but not listed in `Validator.rules` would never
/// run and never have its examples tested; these tests read the sources to
/// catch that.
struct RuleRegistryTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CCPipeValidate")

    /// Type names declared in the sources as conforming to `ValidationRule`,
    /// directly or through a protocol that refines it (`NameRule`).
    static func declaredRuleTypes() throws -> Set<String> {
        var texts: [String] = []
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            texts.append(try String(contentsOf: file, encoding: .utf8))
        }
        let all = texts.joined(separator: "\n")
        var protocols: Set<String> = ["ValidationRule"]
        for match in all.matches(of: /protocol\s+(\w+)\s*:\s*([\w\s,&]+)\{/) {
            let refined = match.output.2.split(whereSeparator: { ",& \n".contains($0) }).map(String.init)
            if refined.contains(where: protocols.contains) { protocols.insert(String(match.output.1)) }
        }
        var types: Set<String> = []
        for match in all.matches(of: /(?:struct|final class|class|enum)\s+(\w+)\s*:\s*([\w\s,&]+)\{/) {
            let conformances = match.output.2.split(whereSeparator: { ",& \n".contains($0) }).map(String.init)
            if conformances.contains(where: protocols.contains) { types.insert(String(match.output.1)) }
        }
        return types
    }

    @Test func everyRuleTypeIsRegistered() throws {
        let declared = try Self.declaredRuleTypes()
        let registered = Set(Validator.rules.map { String(describing: type(of: $0)) })
        #expect(declared.count > 20, "the scan found too few rules to be reading the sources")
        #expect(declared.subtracting(registered).isEmpty, "not in Validator.rules: \(declared.subtracting(registered).sorted())")
        #expect(registered.subtracting(declared).isEmpty)
    }

    @Test func fixPrecedencesAreDistinct() {
        let precedences = Validator.rules.compactMap(\.ruleDescription.autoFix.precedence)
        #expect(!precedences.isEmpty)
        #expect(Set(precedences).count == precedences.count)
    }

    /// It reports what the other rules left unused, so it must run after them.
    @Test func unusedAcceptanceRunsLast() {
        #expect(Validator.rules.last is ConfigUnusedAcceptanceRule)
    }
}
