import Testing

@testable import CCPipeCore
@testable import CCPipeIngest
@testable import CCPipeModel

/// A top-level object of more members than `DatasetReader.treeMembers` is
/// surveyed member by member, then, when it is keyed, read again member by
/// member: its tree is never whole in memory (1,000,000 records keyed by
/// name took 608 MB), and it gives the records and findings of the tree.
@Suite struct KeyedObjectStreamTests {
    /// Each record's fields with their keys and locations, then the
    /// findings about the document, as one comparable text.
    private func summary(_ dataset: Dataset) -> [String] {
        func value(_ value: FieldValue?) -> String {
            value.map { "\($0.key)=\($0.text ?? "")@\($0.location.line):\($0.location.column)/\($0.kind)" } ?? "-"
        }
        let records = dataset.records.map { record in
            "\(record.index)@\(record.location) "
                + [record.name, record.dialCode, record.code, record.flag, record.alpha3, record.embeddedCode]
                .map(value).joined(separator: " ") + " " + record.moreDialCodes.map(value).joined(separator: ",")
                + " " + record.localizedNames.sorted { $0.key.description < $1.key.description }.map { "\($0.key)=\(value($0.value))" }.joined()
        }
        return ["\(dataset.shape)"] + records + dataset.duplicateKeys.map { "dup \($0.key)@\($0.location)<\($0.firstLocation)" }
            + dataset.unreadKeys.map { "unread \($0.key)@\($0.location)×\($0.records)" }
            + dataset.numbersOutOfRange.map { "number \($0.literal)@\($0.location)" }
            + dataset.syntaxIssues.map { "syntax \($0.message)@\($0.location)" }
            + dataset.oversizedValues.keys.sorted().map { "oversized@\($0)" }
    }

    private func read(_ text: String, treeMembers: Int, limits: JSONParser.Limits = .dataset) throws -> Dataset {
        try DatasetReader.parse(bytes: Array(text.utf8), file: "d.json", limits: limits, treeMembers: treeMembers)
    }

    /// Every keyed shape, with duplicate keys at the top and inside records,
    /// numbers out of range, almost-JSON read past and an oversized value;
    /// and objects of other shapes, which are read again whole.
    @Test(arguments: [
        "{\n\"Sweden\": {\"dial_code\": \"+46\", \"code\": \"SE\", \"code\": \"SE\"},\n\"Norway\": {\"code\": \"NO\", \"pop\": 1e999},\n\"Sweden\": {\"dial_code\": \"+46\"}\n}",
        #"{"Sweden": "SE", "Åland": ["AX"], "Norway": "+47", }"#,
        #"{"+46": ["SE", "AX"], "1-684": "AS", "47": {"code": "NO", "name": "Norway"}, "358": []}"#,
        #"{"SWE": "+46", "FIN": "Finland", "NOR": {"code": "NO", "dial_code": "+47"}}"#,
        #"{"SE": {"name": "Sweden", "dial_code": "+46", "name_sv": "Sverige", "flag": "🇸🇪"}, "UK": "+44", "US": {"dial_code": ["+1", "+1 340"]}}"#,
        "{'SE': '+46', NO: '+47' /* a comment */, \"FI\": \"+358\"}",
        "{\"SE\": \"\(String(repeating: "x", count: 2000))\", \"NO\": \"+47\"}",
        #"{"Sweden": {"dial_code": "+46"}, "Norway": {"dial_code": "+47"}, "countries": [{"name": "Finland"}]}"#,
        #"{"names": ["Sweden", "Norway"], "dial_codes": ["+46", "+47"], "Finland": "+358"}"#
    ])
    func streamedRecordsEqualThoseOfTheTree(_ json: String) throws {
        let tree = try read(json, treeMembers: .max)
        #expect(summary(try read(json, treeMembers: 0)) == summary(tree))
        #expect(summary(try read(json, treeMembers: 1)) == summary(tree))
    }

    /// Unknown shapes, and objects that look keyed until a later member:
    /// the same refusal, at the same place.
    @Test(arguments: [
        #"{"Sweden": {"population": 10}, "Norway": {"population": 5}}"#,
        #"{"Sweden": {"dial_code": "+46"}, "Norway": {"population": 5}}"#,
        #"{"SE": "+46", "12": "+47"}"#,
        #"{"a": true, "b": 2}"#,
        #"{"names": ["Sweden", "Norway"], "dial_codes": ["+46"]}"#
    ])
    func refusedAsFromTheTree(_ json: String) throws {
        func message(_ treeMembers: Int) -> String {
            do {
                _ = try read(json, treeMembers: treeMembers)
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(.max) != "read")
        #expect(message(0) == message(.max))
    }

    /// The tree holds only the members it was told to keep.
    @Test func topLevelMembersAreHandedOverAsTheyAreRead() throws {
        var taken: [String] = []
        let recovered = try JSONParser.parseRecovering(
            Array(#"{"a": 1, "b": {"c": [2]}, "d": 3}"#.utf8), file: "t.json",
            rootMembers: { member in
                taken.append(member.key)
                return member.key == "b"
            })
        #expect(taken == ["a", "b", "d"])
        #expect(recovered.root.members?.map(\.key) == ["b"])
    }

    private func keyed(_ count: Int, then last: String = "") -> String {
        let names = ["Sweden", "Norway", "Finland"]
        let members = (0..<count).map { "\"\(names[$0 % 3]) \($0)\": {\"dial_code\": \"+4\($0 % 10)\", \"code\": \"SE\"}" }
        return "{\n" + (members + (last.isEmpty ? [] : [last])).joined(separator: ",\n") + "\n}\n"
    }

    /// A keyed object whose tree the value limit refuses is read when
    /// streamed: only one member's values are held at a time.
    @Test func aStreamedObjectHoldsOneMemberAtATime() throws {
        let text = keyed(5000)
        let limits = JSONParser.Limits(maxStringBytes: 1024, maxElements: JSONParser.Limits.maxRecords, maxValues: 1000)
        #expect(throws: InputError.self) { try read(text, treeMembers: .max, limits: limits) }
        let streamed = try read(text, treeMembers: 10, limits: limits)
        #expect(streamed.shape == .keyedByName && streamed.records.count == 5000)
        #expect(summary(streamed) == summary(try read(text, treeMembers: .max)))
    }

    /// A broken member after thousands of good ones stops the survey with the
    /// tree's message, naming its line and column.
    @Test func aBadMemberAfterManyGoodOnesIsReportedWhereItIs() throws {
        let text = keyed(5000, then: #""Denmark": {"dial_code" "+45"}"#)
        let error = try #require(throws: InputError.self) { try read(text, treeMembers: DatasetReader.treeMembers) }
        #expect(error.location == CCPipeCore.SourceLocation(file: "d.json", line: 5002, column: 25))
        let fromTree = try #require(throws: InputError.self) { try read(text, treeMembers: .max) }
        #expect(error.message == fromTree.message && error.location == fromTree.location)
    }
}
