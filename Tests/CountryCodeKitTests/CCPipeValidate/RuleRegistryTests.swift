import CCPipeBuild
import CCPipeValidate
import CountryCodeKit
import Foundation
import Testing

/// A rule that is written but not listed in `Validator.rules` would never
/// run and never have its examples tested, and one named otherwise than its
/// id is hard to find from a report; these tests read the sources to catch
/// both.
struct RuleRegistryTests {
    static let sources = TestData.root.appendingPathComponent("Sources/CCPipeValidate")

    /// The Swift files under `folder`, by name, with their folder.
    static func files(under folder: URL = sources) throws -> [(folder: String, name: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return try files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .map { ($0.deletingLastPathComponent().lastPathComponent, $0.deletingPathExtension().lastPathComponent,
                    try String(contentsOf: $0, encoding: .utf8)) }
            .sorted { $0.name < $1.name }
    }

    /// `ValidationRule` and the protocols that refine it (`NameRule`).
    static func ruleProtocols() throws -> Set<String> {
        let all = try files().map(\.text).joined(separator: "\n")
        var protocols: Set<String> = ["ValidationRule"]
        for match in all.matches(of: /protocol\s+(\w+)\s*:\s*([\w\s,&]+)\{/) {
            let refined = match.output.2.split(whereSeparator: { ",& \n".contains($0) }).map(String.init)
            if refined.contains(where: protocols.contains) { protocols.insert(String(match.output.1)) }
        }
        return protocols
    }

    /// Type names declared in `text` as conforming to `ValidationRule`,
    /// directly or through a protocol that refines it.
    static func ruleTypes(in text: String, protocols: Set<String>) -> [String] {
        text.matches(of: /(?:struct|final class|class|enum)\s+(\w+)\s*:\s*([\w\s,&]+)\{/).compactMap { match in
            let conformances = match.output.2.split(whereSeparator: { ",& \n".contains($0) }).map(String.init)
            return conformances.contains(where: protocols.contains) ? String(match.output.1) : nil
        }
    }

    /// Type names declared in the sources as rules.
    static func declaredRuleTypes() throws -> Set<String> {
        let protocols = try ruleProtocols()
        return Set(try files().flatMap { ruleTypes(in: $0.text, protocols: protocols) })
    }

    /// A rule's type name, from its id: each word capitalised, and the
    /// acronyms Swift writes in capitals (`JSONOutput`) in capitals, plus
    /// `Rule` (`dial-code-subscriber-prefix` is `DialCodeSubscriberPrefixRule`,
    /// `text-not-nfc` `TextNotNFCRule`).
    static func typeName(forID id: String) -> String {
        let acronyms: Set<Substring> = ["cldr", "csv", "iso", "json", "nfc"]
        return id.split(separator: "-").map { acronyms.contains($0) ? $0.uppercased() : $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined() + "Rule"
    }

    @Test func everyRuleTypeIsRegistered() throws {
        let declared = try Self.declaredRuleTypes()
        let registered = Set(Validator.rules.map { String(describing: type(of: $0)) })
        #expect(declared.count > 20, "the scan found too few rules to be reading the sources")
        #expect(declared.subtracting(registered).isEmpty, "not in Validator.rules: \(declared.subtracting(registered).sorted())")
        #expect(registered.subtracting(declared).isEmpty)
    }

    /// A rule is found by its id, in code as in reports.
    @Test func ruleTypesAreNamedAfterTheirIDs() {
        let misnamed = Validator.rules.compactMap { rule -> String? in
            let name = String(describing: type(of: rule)), expected = Self.typeName(forID: rule.ruleDescription.id)
            return name == expected ? nil : "\(name) is \"\(rule.ruleDescription.id)\": name it \(expected)"
        }
        #expect(Validator.rules.count > 20)
        #expect(misnamed.isEmpty, "\(misnamed.joined(separator: "\n"))")
    }

    /// `Rules/` is the rules, a file each, named after it; nothing else is
    /// declared there, and no rule elsewhere.
    @Test func eachRuleFileHoldsOneRuleNamedAfterIt() throws {
        let protocols = try Self.ruleProtocols()
        let rules = try Self.files(under: Self.sources.appendingPathComponent("Rules"))
        #expect(rules.count == Validator.rules.count)
        for file in rules {
            let declared = file.text.matches(of: /(?m)^(?:package |public |private |fileprivate )?(?:struct|final class|class|enum|protocol|actor)\s+(\w+)/)
                .map { String($0.output.1) }
            #expect(Self.ruleTypes(in: file.text, protocols: protocols) == [file.name], "Rules/\(file.name).swift")
            #expect(declared == [file.name], "Rules/\(file.name).swift declares \(declared)")
        }
        let elsewhere = try Self.files().filter { $0.folder != "Rules" }
            .flatMap { Self.ruleTypes(in: $0.text, protocols: protocols) }
        #expect(elsewhere.isEmpty, "rules outside Rules/: \(elsewhere)")
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
