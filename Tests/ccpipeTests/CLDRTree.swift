import Foundation
import Testing

/// The full CLDR trees the tests read, by release. CLDR 41 is Debian 12's
/// `unicode-cldr-core`; 46 and 48.2 are what `.ci/references` fetches from
/// Debian's trixie and unstable into `.build/references` (or the directory
/// `CCPIPE_REFERENCES` names). A test that needs a tree is skipped, with the
/// reason, where it is missing, unless `CCPIPE_REQUIRE_REFERENCES=1` (as CI
/// sets): then it runs, and fails on the missing tree.
enum CLDRTree: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case cldr41 = "41"
    case cldr46 = "46"
    case cldr48 = "48.2"

    /// The tree's `common/` directory.
    var common: String {
        switch self {
        case .cldr41: "/usr/share/unicode/cldr/common"
        default: Self.fetched.appendingPathComponent("cldr-\(rawValue)/common").path
        }
    }

    /// The release its DTD states: a maintenance release keeps its major's.
    var dtdVersion: String { String(rawValue.prefix { $0 != "." }) }

    var isPresent: Bool { FileManager.default.fileExists(atPath: common + "/main/en.xml") }

    /// Whether a test of this tree runs: it is here, or CI requires it.
    var isTested: Bool { isPresent || Self.required }

    /// How a skipped test says what it needs.
    var need: Comment {
        switch self {
        case .cldr41: "needs Debian's unicode-cldr-core (CLDR 41) at \(common)"
        default: "needs CLDR \(rawValue) at \(common): run .ci/references"
        }
    }

    /// The tree, or a failure that says how to get it.
    func required() throws -> String {
        try #require(isPresent, "\(need)")
        return common
    }

    var testDescription: String { "CLDR \(rawValue)" }

    static var tested: [CLDRTree] { allCases.filter(\.isTested) }

    static let fetched: URL = {
        if let named = ProcessInfo.processInfo.environment["CCPIPE_REFERENCES"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return CommandRunner.root.appendingPathComponent(".build/references")
    }()

    static let required = ProcessInfo.processInfo.environment["CCPIPE_REQUIRE_REFERENCES"] == "1"

    /// iso-codes 4.20.1's `iso_3166-1.json`, as `.ci/references` fetches it.
    static var isoCodes4201: String { fetched.appendingPathComponent("iso-codes-4.20.1/iso_3166-1.json").path }
}
