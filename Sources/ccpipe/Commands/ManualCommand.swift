enum ManualCommand {
    static let spec = CommandSpec(
        name: "manual",
        overview: "Print the manual page, ccpipe(1), in roff.",
        notes: [
            """
            Install it where man looks:
              ccpipe manual > ~/.local/share/man/man1/ccpipe.1
            The release tarball carries it as share/man/man1/ccpipe.1.
            """
        ],
        run: { _ in
            Console.out(ManualPage.roff(CLI.commands))
            return ExitCode.success
        })
}
