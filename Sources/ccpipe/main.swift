import Foundation

CommitStepHook.install()
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
