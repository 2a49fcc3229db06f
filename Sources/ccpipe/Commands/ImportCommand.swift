import CountryCodeKit

/// `ccpipe import <source>`: regenerates reference data in ccpipe's own
/// layout (ccpipe's repository keeps it in `Sources-Data/`).
enum ImportCommand {
    static let spec = CommandSpec(
        name: "import",
        overview: "Regenerate reference data from its upstream sources.",
        subcommands: [phoneMetadata, cldr, embedded],
        notes: ["See 'ccpipe import <source> --help' for detailed help."],
        run: { _ in ExitCode.usage })
}
