import CCPipeCore
import CCPipeReport

extension Pipeline {
    /// `import phone-metadata`: libphonenumber's PhoneNumberMetadata.xml at
    /// `input`, read through the hardened XML reader, written to `output` as
    /// a CLDR-style telephoneCodeData.xml (`PhoneMetadataImporter`), never
    /// through a link.
    package static func importPhoneMetadata(from input: String, sourceVersion: String, to output: String) throws(PipelineError) {
        let text = try PipelineError.wrapping { try PhoneMetadataImporter.telephoneCodeData(fromFile: input, sourceVersion: sourceVersion) }
        _ = try AtomicFile.write(Array(text.utf8), to: output, refusingLinks: true)
    }

    /// `import cldr`: the trimmed subset of the CLDR tree at `source`
    /// (`CLDRTrimmer`), written into `output` in one commit
    /// (`ImportOutput`); returns how many files the subset has.
    package static func importCLDR(from source: String, locales: [String]?, release: String? = nil, to output: String) throws(PipelineError) -> Int {
        let files = try PipelineError.wrapping {
            try CLDRTrimmer.trim(commonDirectory: source, locales: locales ?? CLDRTrimmer.defaultLocales, release: release)
        }
        try ImportOutput.write(files, to: output)
        return files.count
    }

    /// `import embedded`: the Swift source that compiles `Sources-Data/`
    /// (`sourcesData`) into the binary, written into `output`; false when
    /// the file there is already what it would write.
    package static func importEmbedded(from sourcesData: String, to output: String) throws(PipelineError) -> Bool {
        let files = try PipelineError.wrapping { try EmbeddedReferenceGenerator.files(from: sourcesData) }
        return try ImportOutput.write(files, to: output) > 0
    }

    /// The file `importEmbedded` writes, and the command that writes it in ccpipe's repository.
    package static var embeddedSource: (fileName: String, command: String) {
        (EmbeddedReferenceGenerator.fileName, EmbeddedReferenceGenerator.command)
    }

    /// `init`: the project file for the dataset in `options.workingDirectory`
    /// (or the one named), written beside it (`ProjectInitializer`).
    package static func initialize(_ options: ProjectOptions) throws(PipelineError) -> InitializedProject {
        try ProjectInitializer.write(options)
    }
}
