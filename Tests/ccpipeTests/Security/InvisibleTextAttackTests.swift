import Foundation
import Testing

/// A name that looks like its region's but is not: characters that render
/// as nothing (tag characters, a Hangul filler, a combining grapheme
/// joiner) hidden in it. Each is an error, so the pull request's check and
/// diff fail, and no output shows one raw.
struct InvisibleTextAttackTests {
    static let hidden: [(name: String, scalars: [UInt32])] = [
        ("Swe\u{E0064}\u{E0065}den", [0xE0064, 0xE0065]),
        ("Norway\u{3164}", [0x3164]),
        ("Den\u{034F}mark", [0x034F]),
        ("Fin\u{FFA0}land", [0xFFA0]),
        ("Ice\u{115F}land", [0x115F]),
    ]

    private static func dataset(_ name: String) -> String {
        #"[{"name": "\#(name)", "dial_code": "+46", "code": "SE"}, {"name": "Estonia", "dial_code": "+372", "code": "EE"}]"#
    }

    @Test(arguments: hidden.map(\.name))
    func aHiddenCharacterIsAnErrorInCheckAndDiff(_ name: String) throws {
        let checkout = try HostileCheckout()
        try checkout.write(Self.dataset("Sweden"), to: "CountryCodes.json")
        try checkout.writeProjectFile(#"{"dataset": "CountryCodes.json", "scope": {"include": ["SE", "EE"]}}"#)
        try checkout.commit()
        try checkout.write(Self.dataset(name), to: "CountryCodes.json")
        let scalars = Set(name.unicodeScalars.filter { $0.value > 0x7F }.map(\.value))
        for format in ["text", "json", "github", "markdown", "sarif"] {
            let result = try checkout.run(["check", "--format", format])
            #expect(result.status == 1, "\(format): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("text-invisible"), "\(format)")
            let shown = Set((result.stdout + result.stderr).unicodeScalars.map(\.value))
            #expect(shown.isDisjoint(with: scalars), "\(format) prints a hidden character raw")
        }
        for format in ["text", "html", "markdown"] {
            let diff = try checkout.run(["diff", "--base", "HEAD", "--format", format])
            #expect(diff.status == 1, "\(format): \(diff.stdout)\(diff.stderr)")
            #expect(Set((diff.stdout + diff.stderr).unicodeScalars.map(\.value)).isDisjoint(with: scalars), "\(format)")
        }
        #expect(try checkout.outsideChanges().isEmpty)
    }

    @Test func fixRemovesTheHiddenCharacters() throws {
        let checkout = try HostileCheckout()
        try checkout.write(Self.dataset("Swe\u{E0064}d\u{034F}en\u{3164}"), to: "CountryCodes.json")
        let result = try checkout.run(["fix", "CountryCodes.json", "--write"])
        #expect(result.stderr.contains("applied 1 of 1 fix"), "\(result.stderr)")
        #expect(Set(result.stdout.unicodeScalars.map(\.value)).isDisjoint(with: [0xE0064, 0x034F, 0x3164]))
        #expect(try String(contentsOf: checkout.repository.appendingPathComponent("CountryCodes.json"), encoding: .utf8) == Self.dataset("Sweden"))
        #expect(try checkout.outsideChanges().isEmpty)
    }
}
