import CCPipeCore
import Foundation

// ccpipe-bench: the benchmarks `ccpipe bench` and `ccpipe bench-search` run,
// kept out of the command line and the pipeline's targets. ccpipe hands it
// what it resolved (the dataset, the reference, the runs) and the path of
// the `ccpipe` to time; its output, errors and exit code are the command's.
exit(BenchTool.run(Array(CommandLine.arguments.dropFirst())))
