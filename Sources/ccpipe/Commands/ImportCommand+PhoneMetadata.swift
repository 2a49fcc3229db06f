import CCPipeReport
import CountryCodeKit

extension ImportCommand {
    /// `ccpipe import phone-metadata`: libphonenumber's metadata as the
    /// CLDR-style telephoneCodeData.xml ccpipe reads.
    static let phoneMetadata = CommandSpec(
        name: "phone-metadata",
        overview: "Turn libphonenumber's PhoneNumberMetadata.xml into a CLDR-style telephoneCodeData.xml.",
        arguments: [.init(name: "<metadata>", help: "libphonenumber's resources/PhoneNumberMetadata.xml.", optional: false)],
        options: [Options.importTelephoneOut, Options.sourceVersion],
        exitCodes: [(73, "the output could not be written")],
        success: "written",
        run: { invocation in
            let arguments = invocation.arguments
            guard let input = arguments.positional(0) else { throw UsageError("missing <metadata> file") }
            let output = arguments.value(Options.importTelephoneOut)!
            try Pipeline.importPhoneMetadata(
                from: input, sourceVersion: arguments.value(Options.sourceVersion) ?? Options.sourceVersion.defaultText!,
                to: output)
            return Console.emit(ImportReport.wrote(output))
        })
}
