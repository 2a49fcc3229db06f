import CCPipeOutput
import CCPipeReference
import Foundation
import Testing
@testable import ccpipe_bench

/// The build's stages as callgrind counts them: their functions are named
/// by the mangled names of the code as it is, and every one is a function
/// of the `ccpipe` the bench times.
struct CallgrindStagesTests {
    @Test func totalsAndStagesAreReadFromTheAnnotation() {
        let territories = "$s" + CallgrindStages.function(TerritoryNamesLoader.self, "4read")
        let annotated = """
        6,766,912,967 (100.0%)  PROGRAM TOTALS
        1,353,879,384 (20.01%)  /x/TerritoryNamesLoader.swift:\(territories)yAA0cD0VAA13ReferenceFileVKFZ [/b]
           12,000,000 ( 0.18%)  /x/TerritoryNamesLoader.swift:\(territories)yAA0cD0VAA13ReferenceFileVKFZyyXEfU_ [/b]
        2,100,000,000 (31.03%)  /x/TerritoryNamesLoader.swift:$s14CountryCodeKit20TerritoryNamesLoaderO4readyAA0cD0VAA13ReferenceFileVKFZ [/b]
          238,332,517 ( 3.89%)  Sources/CICUBridge/Transliteration.cpp:ccp_transliterator_open [/b]
           69,672,181 ( 1.14%)  Sources/CICUBridge/Transliteration.cpp:ccp_transliterator_open_narrowed [/b]
           11,185,489 ( 0.18%)  /usr/include/unicode/unistr.h:ccp_transliterator_open_narrowed
        """
        #expect(CallgrindStages.total(annotated) == 6_766_912_967)
        let stages = CallgrindStages.stages(annotated)
        // The same function in a module that is not the loader's is not it.
        #expect(stages.first { $0.name.hasPrefix("locale files") }?.instructions == 1_353_879_384)
        #expect(stages.first { $0.name.hasPrefix("ICU transliterators") }?.instructions == 238_332_517 + 69_672_181)
    }

    /// A function's name begins with its module and type as Swift mangles
    /// them, word substitutions included.
    @Test func aFunctionIsNamedByItsModuleAndType() {
        #expect(CallgrindStages.function(OutputCommit.self, "3run") == "12CCPipeOutput0B6CommitC3run")
        #expect(CallgrindStages.function(TerritoryNamesLoader.self, "4read") == "15CCPipeReference20TerritoryNamesLoaderO4read")
    }

    /// Each stage's functions are symbols of the built `ccpipe` (a function
    /// renamed would otherwise leave its stage "not in the profile").
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/nm"), "needs nm (binutils)"))
    func everyStageNamesFunctionsOfTheBuiltCcpipe() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/nm")
        process.arguments = ["--defined-only", CommandRunner.binary.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let symbols = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0 && symbols.contains("main"), "nm read no symbols of \(CommandRunner.binary.path)")
        for (stage, functions) in CallgrindStages.stages {
            for function in functions {
                let name = function.hasSuffix(" ") ? String(function.dropLast()) : function
                let found = symbols.contains(name)
                #expect(found, "\(stage): no symbol of ccpipe contains \(name)")
            }
        }
    }
}
