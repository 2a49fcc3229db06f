import Foundation
import Testing

/// Paths of the files under `Fixtures/`, copied into the test bundle.
enum Fixture {
    static func path(_ relativePath: String) throws -> String {
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
        return url.path
    }

    static func realWorld(_ name: String) throws -> String { try path("real-world/" + name) }
}
