import Foundation

/// Instruction counts of one cold build and one parse under
/// `valgrind --tool=callgrind`, with the build's stages taken from
/// `callgrind_annotate --inclusive=yes`. Nil when valgrind is not installed.
enum BenchProfile {
    static func measure(ccpipe: String, xmllint: String, dataset: String, setup: BenchSetup, files: [String]) throws -> CallgrindFigures? {
        guard let valgrind = BenchSetup.executable(named: "valgrind"),
              let annotate = BenchSetup.executable(named: "callgrind_annotate") else { return nil }
        if isatty(2) == 1 { BenchOutput.error("counting instructions with callgrind (a minute or two)\n") }
        let buildProfile = setup.scratch + "/build.callgrind", parseProfile = setup.scratch + "/parse.callgrind"
        let built = try ChildProcess.measure(valgrind, ["--tool=callgrind", "--callgrind-out-file=" + buildProfile, ccpipe,
                                                        "build", dataset, "--locales", "all", "--reference", setup.tree, "--out", setup.scratch + "/callgrind-out"])
        let parsed = try ChildProcess.measure(valgrind, ["--tool=callgrind", "--callgrind-out-file=" + parseProfile, xmllint,
                                                         "--stream", "--noout", "--nonet"] + files)
        guard built.status == 0, parsed.status == 0 else { throw BenchError("the build or the parse failed under callgrind") }
        let annotated = try ChildProcess.output(annotate, ["--inclusive=yes", "--threshold=100", buildProfile])
        let parseAnnotated = try ChildProcess.output(annotate, ["--threshold=100", parseProfile])
        return CallgrindFigures(buildInstructions: CallgrindStages.total(annotated), parseInstructions: CallgrindStages.total(parseAnnotated),
                                stages: CallgrindStages.stages(annotated))
    }
}
