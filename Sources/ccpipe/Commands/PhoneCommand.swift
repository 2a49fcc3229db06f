import CCPipeReport
import CountryCodeKit

/// What CountryCatalog's phone field does with numbers, on the phone data
/// the build wrote: what the field shows after each digit typed, and the
/// country of an international number. For trying the data as an app
/// would, and for comparing it with libphonenumber (`Tests/Phone`).
enum PhoneCommand {
    static let spec = CommandSpec(
        name: "phone",
        overview: "Show what CountryCatalog's phone field shows as numbers are typed, and the country of each.",
        arguments: [
            .init(
                name: "<number>...",
                help:
                    "Numbers as typed (any spaces, dashes and brackets); '-' reads one a line from standard input, each after an optional country code and a space (SE 0701234567).",
                completesFiles: false, repeats: true)
        ],
        argumentSynopsis: "<number>...",
        options: [Options.phoneCountry, Options.phoneFormat, Options.phoneOut, Options.config],
        notes: [
            "Reads phone.json from the output directory (\"out\" in .ccpipe.json): run 'ccpipe build' first. Each number is typed in the country given (formatted as Country.Phone.formatted does after each digit), else in the country the number is found in; the country of a number written with + or, with --country, that country's international prefix is found as PickerCatalog.country(forNumber:) finds it."
        ],
        success: "shown",
        run: run)

    static func run(_ invocation: Invocation) throws -> Int32 {
        let arguments = invocation.arguments
        let pipeline = try invocation.pipeline(requiring: .outputDirectory, positionalDataset: false)
        let entries = try Pipeline.phoneEntries(arguments.positionals) { readLine(strippingNewline: true) }
        let typed = try pipeline.phone(entries, country: arguments.value(Options.phoneCountry))
        return Console.emit(PhoneReport.render(typed, json: arguments.choice(Options.phoneFormat) == "json"))
    }
}
