import CountryCodeKit
import CCPipeReport

/// One command-line option, declared once. Parsing, usage lines, `--help`,
/// shell completions and the manual's usage headings are all derived from
/// these declarations and from which commands list them.
struct OptionSpec: Sendable, Equatable {
    /// What follows the option's name.
    enum Value: Sendable, Equatable {
        /// No value: the option is a switch.
        case none
        case text(placeholder: String)
        case number(placeholder: String)
        case file(placeholder: String)
        case directory(placeholder: String)
        /// One of a fixed set of words.
        case choice(placeholder: String, [String])
        /// Comma-separated words, or one special word such as `all`.
        case list(placeholder: String, special: [String])
    }

    var name: String
    var value: Value
    var help: String
    /// What applies when the option is not given, said in words for `--help`.
    var defaultText: String?
    /// A command cannot run without it; usage lines show it without brackets.
    var required = false

    var takesValue: Bool { value != .none }

    /// `--reference <dir>`, as usage lines and help tables show it.
    var synopsis: String {
        switch value {
        case .none: name
        case .text(let placeholder), .number(let placeholder), .file(let placeholder), .directory(let placeholder),
             .choice(let placeholder, _):
            "\(name) \(placeholder)"
        case .list(let placeholder, let special):
            "\(name) \(([placeholder] + special).joined(separator: "|"))"
        }
    }

    /// The words a choice allows, for checking and for completions.
    var choices: [String] {
        if case .choice(_, let words) = value { return words }
        if case .list(_, let special) = value { return special }
        return []
    }
}

/// Every option of every command.
enum Options {
    // The project: dataset, reference, configuration.
    static let reference = OptionSpec(
        name: "--reference", value: .directory(placeholder: "<dir>"),
        help: "A CLDR common/ directory, such as /usr/share/unicode/cldr/common, or 'embedded'. Files the tree lacks, such as supplemental/telephoneCodeData.xml, come from the embedded subset.",
        defaultText: "\"reference\" in .ccpipe.json, else the CLDR subset built into ccpipe")
    static let iso = OptionSpec(
        name: "--iso", value: .file(placeholder: "<file>"),
        help: "ISO 3166-1 names in the JSON format of Debian's iso-codes, or 'embedded'.",
        defaultText: "\"iso\" in .ccpipe.json, else the copy built into ccpipe")
    static let fields = OptionSpec(
        name: "--fields", value: .text(placeholder: "<map>"),
        help: "Which keys hold the fields, as name=KEY,dial_code=KEY,code=KEY; dotted paths reach into objects (name=name.common); name@LOCALE=KEY names a key holding names in another language.",
        defaultText: "\"fields\" in .ccpipe.json, else recognised from the data")
    static let config = OptionSpec(
        name: "--config", value: .file(placeholder: "<file>"),
        help: "The project file: dataset, reference, locales, output directory, rule severities, scope and accepted findings.",
        defaultText: ".ccpipe.json in the dataset's directory (or, with no dataset named, the working directory) or the nearest parent up to the repository root")

    // Reports.
    static let checkFormat = OptionSpec(
        name: "--format", value: .choice(placeholder: "<format>", ReportFormat.allCases.map(\.rawValue)),
        help: "Report format: text, json, markdown (a pull-request comment or job summary), github (workflow annotations) or sarif (code scanning).",
        defaultText: "text")
    static let diffFormat = OptionSpec(
        name: "--format", value: .choice(placeholder: "<format>", ["text", "markdown", "json", "html"]),
        help: "Report format: text, markdown, json or html.",
        defaultText: "text")
    static let rulesFormat = OptionSpec(
        name: "--format", value: .choice(placeholder: "<format>", ["text", "json", "markdown"]),
        help: "text, json, or markdown (the manual's rule table).",
        defaultText: "text")
    static let color = OptionSpec(
        name: "--color", value: .choice(placeholder: "<when>", ColorChoice.allCases.map(\.rawValue)),
        help: "Color the text report: auto (on a terminal, unless NO_COLOR is set), always or never.",
        defaultText: "auto")

    // check and fix.
    static let baselineWrite = OptionSpec(
        name: "--baseline-write", value: .none,
        help: "Accept every current finding in the project file (creating .ccpipe.json beside the dataset if there is none), so that later checks fail only on new problems.")
    static let canonical = OptionSpec(
        name: "--canonical", value: .none,
        help: "Rewrite dial codes and region codes in ccpipe's canonical form ('+' and digits, upper case) even where the dataset consistently uses another style. Without it, fix keeps the dataset's own style.")
    static let write = OptionSpec(
        name: "--write", value: .none,
        help: "Write the fixed dataset in place. Without it nothing changes and the diff shows what would.")

    // build.
    static let locales = OptionSpec(
        name: "--locales", value: .list(placeholder: "<list>", special: ["all"]),
        help: "CLDR locale ids, comma-separated, or 'all' for every locale of the reference.",
        defaultText: "\"locales\" in .ccpipe.json, else every locale already in the output directory, else en")
    static let out = OptionSpec(
        name: "--out", value: .directory(placeholder: "<dir>"),
        help: "Where <locale>/countries.json and <locale>/index.json go.",
        defaultText: "\"out\" in .ccpipe.json")
    static let summary = OptionSpec(
        name: "--summary", value: .file(placeholder: "<file>"),
        help: "Where to write the Markdown summary of the build.",
        defaultText: "build-summary.md in the output directory")
    static let check = OptionSpec(
        name: "--check", value: .none,
        help: "Write nothing; exit 1 when the files on disk differ from a fresh build.")

    static let strict = OptionSpec(
        name: "--strict", value: .none,
        help: "Build nothing while the dataset has error findings (for CI): without it, the outputs take the reference's values where the dataset's are wrong, and the build exits 1.")

    static let force = OptionSpec(
        name: "--force", value: .none,
        help: "Build every locale afresh, ignoring the build manifest's record of what is up to date; build into a directory that holds files ccpipe did not write (those in the way of the outputs are replaced, the others kept).")

    // diff.
    static let base = OptionSpec(
        name: "--base", value: .text(placeholder: "<rev>"),
        help: "Compare the dataset with the same path at this git revision.")
    static let baseReference = OptionSpec(
        name: "--base-reference", value: .directory(placeholder: "<dir>"),
        help: "Compare the dataset judged and built under this CLDR common/ directory, or 'embedded', with the same dataset under the project's reference (or --reference): what a reference update changes. Not with --base or two datasets.")
    static let diffLocales = OptionSpec(
        name: "--locales", value: .list(placeholder: "<list>", special: ["all"]),
        help: "CLDR locale ids whose outputs to compare besides en, comma-separated, or 'all'; with --base-reference, the locales to compare, en only if listed.",
        defaultText: "en only; with --base-reference, the locales build builds: \"locales\" in .ccpipe.json, else every locale in the output directory, else en")
    static let failOnChange = OptionSpec(
        name: "--fail-on-change", value: .none,
        help: "Exit 1 when the data changed at all, not only when error findings are introduced; with --base-reference, when any finding, picker name, section or index letter would change.")

    // import.
    static let importTelephoneOut = OptionSpec(
        name: "--out", value: .file(placeholder: "<file>"),
        help: "Where to write the telephoneCodeData.xml, such as Sources-Data/cldr/common/supplemental/telephoneCodeData.xml in ccpipe's repository.",
        required: true)
    static let sourceVersion = OptionSpec(
        name: "--source-version", value: .text(placeholder: "<text>"),
        help: "The libphonenumber release the file comes from, recorded in the output; the file does not state it.",
        defaultText: "libphonenumber")
    static let from = OptionSpec(
        name: "--from", value: .directory(placeholder: "<common-dir>"),
        help: "A full CLDR common/ directory, such as /usr/share/unicode/cldr/common.",
        required: true)
    static let importLocales = OptionSpec(
        name: "--locales", value: .list(placeholder: "<list>", special: []),
        help: "Locales to keep, comma-separated, with those they inherit from; root is always kept.",
        defaultText: "the \(CLDRTrimmer.defaultLocales.count) that CountryCatalog bundles, the CLDR ids of Apple's and Android's system languages")
    static let cldrRelease = OptionSpec(
        name: "--release", value: .text(placeholder: "<version>"),
        help: "The CLDR release the tree is, such as 48.2, recorded in the output; the tree's DTDs name only the major release (48), and this must be one of its releases.",
        defaultText: "the version the tree's DTD states")
    static let importCLDROut = OptionSpec(
        name: "--out", value: .directory(placeholder: "<dir>"),
        help: "The common/ directory to write, such as Sources-Data/cldr/common in ccpipe's repository.",
        required: true)

    static let embeddedFrom = OptionSpec(
        name: "--from", value: .directory(placeholder: "<dir>"),
        help: "ccpipe's Sources-Data directory, whose cldr/common, iso-codes and licenses are embedded.",
        required: true)
    static let embeddedOut = OptionSpec(
        name: "--out", value: .directory(placeholder: "<dir>"),
        help: "The directory of the generated source, Sources/CCPipeReference/Generated in ccpipe's repository.",
        required: true)

    // bench.
    static let benchReference = OptionSpec(
        name: "--reference", value: .directory(placeholder: "<dir>"),
        help: "The full CLDR common/ directory to build every locale of.",
        defaultText: "/usr/share/unicode/cldr/common")
    static let benchBeside = OptionSpec(
        name: "--beside", value: .directory(placeholder: "<dir>"),
        help: "Another full CLDR common/ directory, such as CLDR 48.2's, whose all-locale cold build is timed, its instructions counted and its peak memory taken beside the first's, against at most half the parse's instructions and under 64 MB.",
        defaultText: "none")
    static let runs = OptionSpec(
        name: "--runs", value: .number(placeholder: "<n>"),
        help: "Runs of each measurement; the median is reported.",
        defaultText: "3")
    /// `bench` pairs each run with a parse: it takes more runs by default.
    static let benchRuns = OptionSpec(
        name: "--runs", value: .number(placeholder: "<n>"),
        help: "Runs of each measurement; the median is reported.",
        defaultText: String(benchDefaultRuns))
    static let benchDefaultRuns = 5
    static let report = OptionSpec(
        name: "--report", value: .file(placeholder: "<file>"),
        help: "Also write the figures to this file, such as Reports/benchmarks.md.",
        defaultText: "standard output only")

    static let searchReport = OptionSpec(
        name: "--report", value: .file(placeholder: "<file>"),
        help: "Also write the figures to this file, such as Reports/search-benchmarks.md.",
        defaultText: "standard output only")

    // preview.
    static let previewLocales = OptionSpec(
        name: "--locales", value: .list(placeholder: "<list>", special: ["all"]),
        help: "Locales to preview, comma-separated, or 'all' for every locale in the output directory.",
        defaultText: "every locale in the output directory")
    static let previewOut = OptionSpec(
        name: "--out", value: .directory(placeholder: "<dir>"),
        help: "Where <locale>.html goes, one standalone page per locale.",
        defaultText: "preview")

    // phone.
    static let phoneCountry = OptionSpec(
        name: "--country", value: .text(placeholder: "<code>"),
        help: "The country the numbers are typed in (ISO 3166-1 alpha-2, as the field after the picker has it): they are formatted as typed there, and its international prefix (00) starts an international number.",
        defaultText: "the country each number is found in")
    static let phoneFormat = OptionSpec(
        name: "--format", value: .choice(placeholder: "<format>", ["text", "json"]),
        help: "text: a line a number, what the field shows once it is typed and the country found; json: a JSON object a line, with what the field shows after each character.",
        defaultText: "text")
    static let phoneOut = OptionSpec(
        name: "--out", value: .directory(placeholder: "<dir>"),
        help: "The output directory whose phone.json to read.",
        defaultText: "\"out\" in .ccpipe.json")

    /// The options every command that reads a project takes.
    static let project = [reference, iso, fields, config]
}
