import CCPipeCore
import CCPipeIngest
import CCPipeModel
import CCPipeValidate
import CountryCodeKit
import Foundation
import Testing

/// `.ccpipe.json`'s keys are `ProjectFile.keys`: each declared key is read
/// and written back, a key not declared is refused wherever it is, and what
/// `init` writes reads back as it was written.
struct ProjectFileDeclarationTests {
    static let rules = Set(Validator.rules.map(\.ruleDescription.id))
    static let file = "/tmp/project/.ccpipe.json"

    private func read(_ json: String) throws -> Configuration {
        try ConfigurationReader.parse(bytes: Array(json.utf8), file: Self.file, knownRules: Self.rules)
    }

    /// A file holding `value` under `key` at its place, with what the place
    /// needs besides (an accepted entry's rule and reason).
    private func document(_ name: String, at place: ProjectFilePlace, _ value: String) -> String {
        switch place {
        case .topLevel: return #"{"\#(name)": \#(value)}"#
        case .conventions: return #"{"conventions": {"\#(name)": \#(value)}}"#
        case .scope: return #"{"scope": {"\#(name)": \#(value)}}"#
        case .acceptedEntry:
            var entry = [("rule", #""name-iso""#), ("reason", #""kept""#)].filter { $0.0 != name }
            entry.append((name, value))
            return #"{"accepted": [{\#(entry.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", "))}]}"#
        case .ownValueEntry:
            var entry = [("code", #""XK""#), ("field", #""dial_code""#), ("reason", #""kept""#)].filter { $0.0 != name }
            entry.append((name, value))
            return #"{"own_values": [{\#(entry.map { #""\#($0.0)": \#($0.1)"# }.joined(separator: ", "))}]}"#
        }
    }

    /// The value written under `key` at its place, if any.
    private func written(_ key: ProjectFileKey, in members: [(String, JSONOutput)]) -> JSONOutput? {
        func member(_ name: String, _ of: [(String, JSONOutput)]) -> JSONOutput? { of.first { $0.0 == name }?.1 }
        switch key.place {
        case .topLevel: return member(key.name, members)
        case .conventions, .scope:
            guard case .object(let inner)? = member(key.place == .scope ? "scope" : "conventions", members) else { return nil }
            return member(key.name, inner)
        case .acceptedEntry, .ownValueEntry:
            let list = key.place == .acceptedEntry ? "accepted" : "own_values"
            guard case .array(let entries)? = member(list, members), case .object(let entry)? = entries.first else { return nil }
            return member(key.name, entry)
        }
    }

    /// A key declared but not read, or read but not written, loses its
    /// example on the way.
    @Test(arguments: ProjectFile.keys.map(\.path))
    func everyDeclaredKeyIsReadAndWrittenBack(_ path: String) throws {
        let key = try #require(ProjectFile.keys.first { $0.path == path })
        let configuration = try read(document(key.name, at: key.place, key.example))
        let members = ProjectFile.members(configuration, in: "/tmp/project")
        let example = try JSONParser.parse(Array(key.example.utf8), file: "example")
        #expect(written(key, in: members)?.rendered() == JSONOutput(example).rendered(), "\(JSONOutput.object(members).rendered())")
    }

    @Test func aFileOfEveryKeyReadsAndWritesBackTheSame() throws {
        var top: [(String, JSONOutput)] = []
        for key in ProjectFile.keys where key.place == .topLevel {
            top.append((key.name, JSONOutput(try JSONParser.parse(Array(key.example.utf8), file: "example"))))
        }
        let text = JSONOutput.object(top).rendered()
        #expect(JSONOutput.object(ProjectFile.members(try read(text), in: "/tmp/project")).rendered() == text)
    }

    @Test(arguments: ProjectFilePlace.allCases)
    func aKeyThatIsNotDeclaredIsRefused(_ place: ProjectFilePlace) throws {
        #expect(!place.keys.contains("undeclared"))
        let json = document("undeclared", at: place, "1")
        do {
            _ = try read(json)
            Issue.record("read \(json)")
        } catch let error as InputError {
            #expect(error.message.hasPrefix(#"unknown key "undeclared""#), "\(error)")
            let column = json.utf8.count - #""undeclared": 1"#.utf8.count - (place == .topLevel ? 1 : place == .acceptedEntry || place == .ownValueEntry ? 3 : 2) + 1
            #expect(error.location?.column == column, "\(error)")
        }
    }

    @Test(arguments: [
        (#"{"datset": "a.json"}"#, #"did you mean "dataset"?"#),
        (#"{"Rules": {}}"#, #"did you mean "rules"?"#),
        (#"{"conventions": {"code-case": "upper"}}"#, #"did you mean "code_case"?"#),
        (#"{"scope": {"exlude": []}}"#, #"did you mean "exclude"?"#),
        (#"{"accepted": [{"rule": "name-iso", "reasn": "r"}]}"#, #"did you mean "reason"?"#),
    ])
    func aMistypedKeyNamesTheNearestDeclaredOne(_ json: String, _ suggestion: String) {
        #expect(throws: InputError.self) { _ = try read(json) }
        do { _ = try read(json) } catch { #expect("\(error)".hasSuffix(suggestion), "\(error)") }
    }

    @Test func aKeyNearNoDeclaredOneGetsNoSuggestion() {
        do { _ = try read(#"{"sources": "x"}"#) } catch { #expect(!"\(error)".contains("did you mean"), "\(error)") }
    }

    /// `init`'s file is what the declaration writes of what the reader reads
    /// from it: only declared keys, each as the reader takes it.
    @Test func whatInitWritesReadsBackAsWritten() throws {
        let directory = Scratch.url("init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try Fixture.realWorld("names-by-language-and-form.csv"),
                                         toPath: directory.appendingPathComponent("names.csv").path)
        let written = try ProjectInitializer.write(ProjectOptions(dataset: "names.csv", workingDirectory: directory.path))
        let configuration = try ConfigurationReader.parse(bytes: Array(written.text.utf8), file: written.path, knownRules: Self.rules)
        #expect(configuration.project.fields != nil && configuration.conventions != StatedConventions())
        #expect(JSONOutput.object(ProjectFile.members(configuration, in: directory.path)).renderedForReport() == written.text)
    }
}
