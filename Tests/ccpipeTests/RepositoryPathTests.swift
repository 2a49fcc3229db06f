import Foundation
import Testing

/// Reports name files from the top of the repository, wherever ccpipe runs,
/// so GitHub places annotations and code-scanning results on the right file.
struct RepositoryPathTests {
    /// A repository whose dataset and project file live in `data/`, with an
    /// error on Guyana and an accepted entry that matches nothing.
    private func repository() throws -> HostileCheckout {
        let checkout = try HostileCheckout()
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}, {"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#,
                           to: "data/CountryCodes.json")
        try checkout.write(#"{"dataset": "CountryCodes.json", "accepted": [{"rule": "name-iso", "code": "NO", "reason": "r"}]}"#,
                           to: "data/.ccpipe.json")
        try checkout.commit()
        return checkout
    }

    @Test(arguments: [nil, "data", "data/deeper"])
    func everyFormatNamesTheDatasetFromTheTop(_ directory: String?) throws {
        let checkout = try repository()
        if let directory { try FileManager.default.createDirectory(at: checkout.repository.appendingPathComponent(directory), withIntermediateDirectories: true) }
        let dataset = directory == "data" ? [] : [directory == nil ? "data/CountryCodes.json" : "../CountryCodes.json"]
        let github = try checkout.run(["check"] + dataset + ["--format", "github"], in: directory)
        #expect(github.stdout.contains("::error file=data/CountryCodes.json,line=1,"), "\(github.stdout)")
        #expect(github.stdout.contains("::notice file=data/.ccpipe.json,line=1,"), "\(github.stdout)")
        let text = try checkout.run(["check"] + dataset, in: directory)
        #expect(text.stdout.contains("data/CountryCodes.json:1:"), "\(text.stdout)")

        let sarif = try checkout.run(["check"] + dataset + ["--format", "sarif"], in: directory)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] != nil)
        let locations = try #require(run["results"] as? [[String: Any]]).compactMap { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        #expect(locations.contains(["uri": "data/CountryCodes.json", "uriBaseId": "%SRCROOT%"]), "\(locations)")
        #expect(locations.contains(["uri": "data/.ccpipe.json", "uriBaseId": "%SRCROOT%"]), "\(locations)")
    }

    @Test func theBaseOfADiffIsFoundFromTheTopToo() throws {
        let checkout = try repository()
        try checkout.write(#"[{"name": "Sweden", "dial_code": "+46", "code": "SE"}]"#, to: "data/CountryCodes.json")
        for (directory, dataset) in [(nil, ["data/CountryCodes.json"]), ("data", [])] {
            let diff = try checkout.run(["diff"] + dataset + ["--base", "HEAD", "--format", "json"], in: directory)
            #expect(diff.status == 0, "\(diff.stderr)")
            #expect(diff.stdout.contains("HEAD:data/CountryCodes.json"), "\(diff.stdout)")
        }
    }

    @Test func aFileInNoRepositoryIsNamedAsGiven() throws {
        let directory = try CommandRunner.temporaryDirectory()
        try Data(#"[{"name": "Guyana", "dial_code": "+595", "code": "GY"}]"#.utf8).write(to: directory.appendingPathComponent("d.json"))
        let result = try CommandRunner.run(["check", "d.json", "--format", "github"], in: directory)
        #expect(result.stdout.contains("file=d.json,"), "\(result.stdout)")
    }
}
