import Foundation
import Testing

/// The pipeline's layers as the manual draws them are the targets of
/// Package.swift, in the same order, each depending only on those below it,
/// and every source file imports only what its target declares.
struct LayeringTests {
    static let root = CommandRunner.root
    /// Above the pipeline, top first: the command line, then the benchmarks
    /// it runs (ccpipe depends on ccpipe-bench to build it, not to import it).
    static let executables = ["ccpipe", "ccpipe-bench"]

    /// The manual's picture (Development.md, "Layout"): a module a line, top first.
    static func drawnLayers() throws -> [String] {
        let block = try #require(Manual.blocks("text", in: try Manual.article("Development")).first)
        return block.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    /// Package.swift's targets and the targets each depends on.
    static func declaredTargets() throws -> (pipeline: [String], dependencies: [String: [String]]) {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        func names(_ list: Substring) -> [String] { list.matches(of: /"([\w-]+)"/).map { String($0.output.1) } }
        let pipeline = names(try #require(manifest.firstMatch(of: /let pipeline: \[Target.Dependency\] = \[([^\]]*)\]/)).output.1)
        var dependencies: [String: [String]] = [:]
        for match in manifest.matches(of: /\.(?:target|executableTarget)\(\s*name:\s*"([\w-]+)"(?:,\s*dependencies:\s*(\[[^\]]*\]|pipeline[^\n]*))?/) {
            let list = match.output.2 ?? "[]"
            var declared = list.hasPrefix("pipeline") ? pipeline : names(list)
            if list.hasPrefix("pipeline.dropLast") { declared.removeLast() }
            if list.contains("+") { declared += names(list[list.firstIndex(of: "+")!...]) }
            dependencies[String(match.output.1)] = declared
        }
        return (pipeline, dependencies)
    }

    @Test func theManualDrawsThePipelineAsPackageSwiftDeclaresIt() throws {
        let drawn = try Self.drawnLayers()
        let (pipeline, dependencies) = try Self.declaredTargets()
        #expect(pipeline.count > 5, "\(pipeline)")
        #expect(drawn == Self.executables + pipeline.reversed() + ["CountryCatalogCore"], "the manual: \(drawn)\nPackage.swift: \(pipeline)")
        for target in drawn { #expect(dependencies[target] != nil, "the manual names \(target), which Package.swift does not declare") }
    }

    @Test func everyTargetDependsOnlyOnThoseBelowIt() throws {
        let (pipeline, dependencies) = try Self.declaredTargets()
        for (index, target) in pipeline.enumerated() {
            let above = Set(pipeline[index...] + Self.executables)
            let crossing = (dependencies[target] ?? []).filter(above.contains)
            #expect(crossing.isEmpty, "\(target) depends on \(crossing), at or above it")
        }
        for (index, executable) in Self.executables.enumerated() {
            let crossing = (dependencies[executable] ?? []).filter(Self.executables[...index].contains)
            #expect(dependencies[executable] != nil && crossing.isEmpty, "\(executable) depends on \(crossing), at or above it")
        }
    }

    /// CountryCatalog is CountryCatalogCore with the bundled catalogs: what
    /// the pipeline and the executables depend on is the core, so that
    /// ccpipe links none of the resource target (an executable links what
    /// the executables it depends on depend on).
    @Test func onlyTheCoreIsBelowThePipelineAndTheResourceTargetIsBesideIt() throws {
        let (pipeline, dependencies) = try Self.declaredTargets()
        #expect(dependencies["CountryCatalogCore"] == [])
        #expect(dependencies["CountryCatalog"] == ["CountryCatalogCore"])
        for target in pipeline + Self.executables {
            #expect(!(dependencies[target] ?? []).contains("CountryCatalog"), "\(target) depends on CountryCatalog, the resource target")
        }
        #expect(pipeline.allSatisfy { dependencies[$0] != nil })
    }

    /// The command line reaches the pipeline through CountryCodeKit alone
    /// and prints what CCPipeReport renders: each command is its options,
    /// one pipeline call and one report call, in at most 40 lines.
    @Test func theCommandLineDependsOnTheKitAndTheReportsAloneAndEachCommandIsShort() throws {
        let (_, dependencies) = try Self.declaredTargets()
        #expect(Set(dependencies["ccpipe"] ?? []) == ["CountryCodeKit", "CCPipeReport", "ccpipe-bench"])
        let commands = Self.root.appendingPathComponent("Sources/ccpipe/Commands")
        let files = try FileManager.default.contentsOfDirectory(atPath: commands.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10, "\(files)")
        for file in files {
            let text = try String(contentsOf: commands.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= 40, "\(file) has \(lines) lines")
        }
    }

    /// The pipeline's unit tests are laid out by target: each file of
    /// `Tests/CountryCodeKitTests` is in the folder of the target it tests,
    /// or in `Support` (shared helpers) or `Fuzz` (the fuzzers' findings).
    @Test func thePipelinesTestsAreLaidOutByTarget() throws {
        let (pipeline, _) = try Self.declaredTargets()
        let tests = Self.root.appendingPathComponent("Tests/CountryCodeKitTests")
        let files = try #require(FileManager.default.enumerator(atPath: tests.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Fixtures/") }
        #expect(files.count > 50)
        let folders = Set(pipeline + ["Support", "Fuzz"])
        for file in files { #expect(folders.contains(String(file.prefix { $0 != "/" })), "\(file) is in no target's folder") }
    }

    @Test func everySourceFileImportsOnlyWhatItsTargetDeclares() throws {
        let (_, dependencies) = try Self.declaredTargets()
        let system: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Darwin", "Dispatch"]
        var checked = 0
        for (target, declared) in dependencies {
            let directory = Self.root.appendingPathComponent("Sources/\(target)")
            guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /(?m)^(?:@\w+ )*import (\w+)$/) {
                    let module = String(match.output.1)
                    #expect(system.contains(module) || declared.contains(module),
                            "\(file.lastPathComponent) in \(target) imports \(module), which \(target) does not declare")
                    checked += 1
                }
            }
        }
        #expect(checked > 200, "only \(checked) imports were read")
    }
}
