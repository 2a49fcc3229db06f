@testable import CountryCodeKit
import Foundation
import Testing

/// Resolving a path as the kernel follows it, and the confinement's verdicts.
struct PathConfinementTests {
    /// A scratch directory with no symbolic link above it.
    private func scratch() throws -> String {
        let url = Scratch.root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return PathConfinement.resolved(url.path)!
    }

    @Test func linksAreFollowedWhereverTheyAreAndMissingPartsKept() throws {
        let base = try scratch()
        try FileManager.default.createDirectory(atPath: base + "/real/deep", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/up", withDestinationPath: "real/deep")
        try FileManager.default.createSymbolicLink(atPath: base + "/real/back", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: base + "/dangling", withDestinationPath: "/nonexistent/x")
        try FileManager.default.createSymbolicLink(atPath: base + "/absolute", withDestinationPath: base + "/real")
        #expect(PathConfinement.resolved(base + "/up") == base + "/real/deep")
        // `..` after a link climbs from where the link leads, not from the link.
        #expect(PathConfinement.resolved(base + "/up/../x") == base + "/real/x")
        #expect(PathConfinement.resolved(base + "/real/back/real/./deep") == base + "/real/deep")
        #expect(PathConfinement.resolved(base + "/dangling/more") == "/nonexistent/x/more")
        #expect(PathConfinement.resolved(base + "/absolute/new/file") == base + "/real/new/file")
        try FileManager.default.createSymbolicLink(atPath: base + "/loop", withDestinationPath: "loop")
        #expect(PathConfinement.resolved(base + "/loop") == nil)
    }

    @Test func theRootIsTheNearestDirectoryHoldingGit() throws {
        let base = try scratch()
        try FileManager.default.createDirectory(atPath: base + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/repo/a/b", withIntermediateDirectories: true)
        #expect(PathConfinement(projectFile: base + "/repo/a/b/.ccpipe.json").root == base + "/repo")
        #expect(PathConfinement(projectFile: base + "/elsewhere/.ccpipe.json").root == base + "/elsewhere")
    }

    @Test func pathsAreConfinedAfterTheirLinksAreFollowed() throws {
        let base = try scratch()
        try FileManager.default.createDirectory(atPath: base + "/repo/.git", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/repo/out", withDestinationPath: base)
        try FileManager.default.createSymbolicLink(atPath: base + "/repo/in", withDestinationPath: ".")
        let confinement = PathConfinement(projectFile: base + "/repo/.ccpipe.json")
        func verdict(_ path: String) -> String {
            do {
                return try confinement.confine(path, key: "out", at: nil, expecting: .directoryOrAbsent)
            } catch {
                return error.message
            }
        }
        #expect(verdict(base + "/repo/in/picker") == base + "/repo/in/picker")
        #expect(verdict(base + "/repo") == base + "/repo")
        #expect(verdict(base + "/repo/out/x").contains("outside the repository"))
        #expect(verdict(base + "/repository-next-door").contains("outside the repository"))
        #expect(verdict(base + "/repo/in/.git").contains(".git directory"))
    }
}
