import CountryCodeKit
import Foundation

#if DEBUG
// The commit tests' hook, in debug builds only: a release binary, what
// users install, has no switch that kills it.
CommitStepHook.install()
#endif
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
